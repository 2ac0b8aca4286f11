// A travel plan as an iCalendar file (RFC 5545) the family imports into a phone's calendar: one
// VEVENT per chapter, in Asia/Seoul time (a VTIMEZONE of +09:00 without daylight saving), stable
// UIDs so a second import updates instead of duplicating, escaped text, CRLF line endings and lines
// folded at 75 octets without splitting a UTF-8 character. Pure: no database, no screen text of its
// own (docs/decisions/0038-plan-share-links-calendar-feedback.md).
import { type Chapter, type ChapterDay, TIME_PATTERN } from "./chapters";

export interface CalendarInput {
  /** The plan's id: part of every UID. */
  planId: string;
  /** The calendar's name (the plan's title). */
  title: string;
  days: readonly ChapterDay[];
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** The host part of the UIDs (the service's domain). */
  uidDomain?: string;
  /** Minutes an event lasts when its duration is unknown. */
  defaultMinutes?: number;
}

const CRLF = "\r\n";
const TZID = "Asia/Seoul";

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): continuation lines start with a space, and a
 * multi-byte character (Korean is three octets in UTF-8) is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (size + octets > limit) {
      parts.push(current);
      current = "";
      size = 0;
      // A continuation line's leading space counts against its 75 octets.
      limit = 74;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Minutes from a chapter's duration text ('2시간 30분', '45분', '3시간'), or null when it says none. */
export function minutesOf(duration: string): number | null {
  const hours = /(\d+)\s*시간/.exec(duration);
  const minutes = /(\d+)\s*분/.exec(duration);
  if (!hours && !minutes) return null;
  const total = Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0);
  return total > 0 ? total : null;
}

/** YYYYMMDDTHHMMSS of a date (YYYY-MM-DD) and a time (HH:MM) plus minutes, as local (floating) digits. */
function localStamp(date: string, time: string, plusMinutes = 0): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCMinutes(hour * 60 + minute + plusMinutes);
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}00`;
}

function utcStamp(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

function isDate(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function eventLines(input: CalendarInput, day: ChapterDay, chapter: Chapter, stamp: string, domain: string): string[] {
  const date = day.date as string;
  const time = TIME_PATTERN.test(chapter.time) ? chapter.time : "00:00";
  const minutes = minutesOf(chapter.duration) ?? input.defaultMinutes ?? 60;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${chapter.id}.${input.planId}@${domain}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${TZID}:${localStamp(date, time)}`,
    `DTEND;TZID=${TZID}:${localStamp(date, time, minutes)}`,
    `SUMMARY:${escapeText(chapter.chapterTitle)}`,
  ];
  if (chapter.location) lines.push(`LOCATION:${escapeText(chapter.location)}`);
  if (chapter.storyDescription) lines.push(`DESCRIPTION:${escapeText(chapter.storyDescription)}`);
  lines.push("END:VEVENT");
  return lines;
}

/**
 * The .ics text of a plan. Chapters of a day without a date have no place in a calendar and are left
 * out (the storyboard still shows them).
 */
export function buildPlanCalendar(input: CalendarInput): string {
  const domain = input.uidDomain ?? "family-trip.kr";
  const stamp = utcStamp(input.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Family Trip//Travel Plan//KO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.title)}`,
    `X-WR-TIMEZONE:${TZID}`,
    "BEGIN:VTIMEZONE",
    `TZID:${TZID}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0900",
    "TZOFFSETTO:+0900",
    "TZNAME:KST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  for (const day of input.days) {
    if (!isDate(day.date)) continue;
    for (const chapter of day.chapters) lines.push(...eventLines(input, day, chapter, stamp, domain));
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: ASCII only (the plan's id), so every browser keeps it. */
export function calendarFileName(planId: string): string {
  return `travel-plan-${planId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40) || "plan"}.ics`;
}
