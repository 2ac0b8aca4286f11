// koreanToday is arithmetic on UTC+9 (app/utils/format.ts, decision 68): the same day as Intl's Asia/Seoul.
import { describe, expect, it } from "vitest";
import { formatDay, koreanToday } from "~/utils/format";

describe("koreanToday", () => {
  it("turns at midnight in Seoul, 15:00 UTC", () => {
    expect(koreanToday(new Date("2026-11-27T14:59:59.999Z"))).toBe("2026-11-27");
    expect(koreanToday(new Date("2026-11-27T15:00:00Z"))).toBe("2026-11-28");
    expect(koreanToday(new Date("2026-12-31T15:00:00Z"))).toBe("2027-01-01");
  });

  it("agrees with Intl's Asia/Seoul across a leap year", () => {
    const seoul = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" });
    for (let at = Date.parse("2028-01-01T00:30:00Z"); at < Date.parse("2029-01-01T00:00:00Z"); at += 7 * 3_600_000 + 60_000) {
      expect(koreanToday(new Date(at))).toBe(seoul.format(new Date(at)));
    }
  });
});

describe("formatDay", () => {
  it("writes a plan's day with its weekday as Intl does in Seoul, with or without the year; a text that is no date stays", () => {
    const seoul = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", ...options });
    const withYear = seoul({ year: "numeric", month: "long", day: "numeric", weekday: "short" });
    const withoutYear = seoul({ month: "long", day: "numeric", weekday: "short" });
    for (const day of ["2026-05-01", "2026-12-31", "2027-01-01", "2028-02-29"]) {
      const at = new Date(`${day}T00:00:00+09:00`);
      expect(formatDay(day)).toBe(withYear.format(at));
      expect(formatDay(day, { withYear: false })).toBe(withoutYear.format(at));
    }
    expect(formatDay("2026-05-01")).toMatch(/^2026년 5월 1일 \(?금\)?$/);
    expect(formatDay("언젠가")).toBe("언젠가");
  });
});
