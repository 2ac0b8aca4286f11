// The plan's .ics file, parsed back with a small RFC 5545 reader written here: one event per
// chapter, Asia/Seoul times, stable UIDs, escaped text, CRLF and lines folded at 75 octets.
import { describe, expect, it } from "vitest";
import { buildPlanCalendar, escapeText, foldLine, minutesOf } from "~/models/plans/calendar";
import { deriveChapters, type PlanActivity } from "~/models/plans/chapters";

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Unfolds (CRLF + one space or tab) and splits content lines into name;params:value. */
function parse(text: string): { lines: string[]; components: { name: string; properties: Property[] }[] } {
  const unfolded = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(unfolded.at(-1)).toBe("");
  const lines = unfolded.slice(0, -1);
  const components: { name: string; properties: Property[] }[] = [];
  const stack: { name: string; properties: Property[] }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...rawParams] = head.split(";");
    const params = Object.fromEntries(rawParams.map((param) => param.split("=") as [string, string]));
    if (name === "BEGIN") stack.push({ name: value, properties: [] });
    else if (name === "END") {
      const done = stack.pop();
      expect(done?.name).toBe(value);
      components.push(done!);
    } else stack.at(-1)!.properties.push({ name: name!, params, value });
  }
  expect(stack).toEqual([]);
  return { lines, components };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

const activity = (id: string, title: string, extra: Partial<PlanActivity> = {}): PlanActivity => ({
  id,
  time: "10:00",
  title,
  type: "attraction",
  durationMinutes: 120,
  durationText: null,
  description: "설명",
  notes: null,
  locationName: "공주",
  costWon: 0,
  icon: null,
  ...extra,
});

const DAYS = deriveChapters([
  {
    dayNumber: 1,
    date: "2026-12-31",
    activities: [
      activity("a1", "공산성; 성곽, 산책", { notes: "줄 하나\n줄 둘 \\ 끝", locationName: "공주시, 충남" }),
      activity("a2", "늦은 밤 산책", { time: "23:30", durationMinutes: 90 }),
    ],
  },
  {
    dayNumber: 2,
    date: "2027-01-01",
    activities: [activity("a3", "아주 긴 제목".repeat(12), { durationMinutes: null, durationText: "반나절" })],
  },
  { dayNumber: 3, date: null, activities: [activity("a4", "날짜 없는 날")] },
]);

describe("the plan's calendar file", () => {
  const text = buildPlanCalendar({ planId: "plan-1", title: "공주 가족 여행", days: DAYS, now: new Date("2026-11-23T03:00:00Z") });
  const { lines, components } = parse(text);
  const events = components.filter((component) => component.name === "VEVENT");
  const prop = (event: (typeof events)[number], name: string) => event.properties.find((property) => property.name === name);

  it("has one event per dated chapter, with a VTIMEZONE for Asia/Seoul at +0900", () => {
    expect(events).toHaveLength(3);
    const zone = components.find((component) => component.name === "VTIMEZONE")!;
    expect(zone.properties.find((property) => property.name === "TZID")?.value).toBe("Asia/Seoul");
    const standard = components.find((component) => component.name === "STANDARD")!;
    expect(standard.properties.filter((property) => property.name.startsWith("TZOFFSET")).map((property) => property.value)).toEqual([
      "+0900",
      "+0900",
    ]);
    expect(components.some((component) => component.name === "DAYLIGHT")).toBe(false);
  });

  it("gives each event its start and end in Asia/Seoul, across midnight and the year", () => {
    const [first, second, third] = events;
    expect(prop(first!, "DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "Asia/Seoul" }, value: "20261231T100000" });
    expect(prop(first!, "DTEND")?.value).toBe("20261231T120000");
    expect(prop(second!, "DTEND")).toEqual({ name: "DTEND", params: { TZID: "Asia/Seoul" }, value: "20270101T010000" });
    // '반나절' says no minutes: an hour.
    expect(prop(third!, "DTSTART")?.value).toBe("20270101T100000");
    expect(prop(third!, "DTEND")?.value).toBe("20270101T110000");
  });

  it("escapes text and reads back the title, place and story; UIDs are stable and unique", () => {
    const [first] = events;
    expect(prop(first!, "SUMMARY")?.value).toBe("공산성\\; 성곽\\, 산책");
    expect(unescapeText(prop(first!, "SUMMARY")!.value)).toBe("공산성; 성곽, 산책");
    expect(unescapeText(prop(first!, "LOCATION")!.value)).toBe("공주시, 충남");
    expect(unescapeText(prop(first!, "DESCRIPTION")!.value)).toBe("줄 하나\n줄 둘 \\ 끝");
    const uids = events.map((event) => prop(event, "UID")!.value);
    expect(new Set(uids).size).toBe(3);
    const again = parse(buildPlanCalendar({ planId: "plan-1", title: "공주 가족 여행", days: DAYS, now: new Date() }));
    expect(
      again.components
        .filter((component) => component.name === "VEVENT")
        .map((event) => event.properties.find((p) => p.name === "UID")!.value),
    ).toEqual(uids);
  });

  it("ends every line with CRLF and folds at 75 octets without cutting a Korean character", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = text.split("\r\n").slice(0, -1);
    for (const line of physical) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      // A cut character would decode to U+FFFD.
      expect(Buffer.from(line, "utf8").toString("utf8")).not.toContain("\uFFFD");
    }
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
    expect(lines.find((line) => line.startsWith("SUMMARY:아주"))).toBe(`SUMMARY:${"아주 긴 제목".repeat(12)}`);
  });

  it("helpers: escaping, folding, minutes", () => {
    expect(escapeText("a,b;c\\d\r\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(minutesOf("1시간 30분")).toBe(90);
    expect(minutesOf("45분")).toBe(45);
    expect(minutesOf("반나절")).toBeNull();
  });
});
