// Korean formatting of money and dates (money is integer won; dates are ISO-8601 UTC, shown in Seoul).
// The formatters are marked pure so a page's script keeps only those it uses. A date's text is kept
// per date: a member's pages show the same few dates on every request, and Intl's formatting of each
// was the largest part of the dashboard's own code (docs/decisions/0079-members-pages-lighter.md).
import { remembered } from "./remembered";

const won = /* @__PURE__ */ new Intl.NumberFormat("ko-KR");
export function formatKrw(amount: number): string {
  return `${won.format(amount)}원`;
}

const dateTime = /* @__PURE__ */ new Intl.DateTimeFormat("ko-KR", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Seoul",
});
const dateTimeText = /* @__PURE__ */ remembered(2000, (iso) => dateTime.format(new Date(iso)));
export function formatDateTime(iso: string): string {
  return dateTimeText(iso);
}

const dateOnly = /* @__PURE__ */ new Intl.DateTimeFormat("ko-KR", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/** A calendar day (`YYYY-MM-DD`, no time zone of its own) in Korean. */
export function formatDate(day: string): string {
  return dateOnly.format(new Date(`${day}T00:00:00Z`));
}

const dayWithWeekday = /* @__PURE__ */ new Intl.DateTimeFormat("ko-KR", {
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
  timeZone: "UTC",
});
const dayWithWeekdayThisYear = /* @__PURE__ */ new Intl.DateTimeFormat("ko-KR", {
  month: "long",
  day: "numeric",
  weekday: "short",
  timeZone: "UTC",
});
/**
 * A plan's day with its weekday ('2026년 5월 1일 금', or '5월 1일 금' without the year); a text that
 * is no date comes back as it is. (A formatter made per call cost the plan page a twentieth of its time.)
 */
export function formatDay(day: string, { withYear = true } = {}): string {
  return withYear ? dayText(day) : dayTextThisYear(day);
}
const dayTextOf = (format: Intl.DateTimeFormat) => (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : format.format(at);
};
const dayText = /* @__PURE__ */ remembered(2000, dayTextOf(dayWithWeekday));
const dayTextThisYear = /* @__PURE__ */ remembered(2000, dayTextOf(dayWithWeekdayThisYear));

// Korea keeps UTC+9 all year (no summer time since 1988), so the day is arithmetic: Intl's time-zone
// formatting was a fifth of what counting a page view costs the server (decision 68).
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** `YYYY-MM-DD` of today in Korea (the day date rules count from). */
export function koreanToday(now = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}
