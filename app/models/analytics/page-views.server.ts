// Page views, counted by the server for every document it sends (with or without JavaScript, decision
// 57) and by the ingestion endpoint for the tracker's client-side navigations. The server's views are
// kept for at most a second (or 500 rows) and written in one insert: a row per request in its own
// statement cost the home page more than the 5 % its budget allows. At worst a crash loses that second.
// A view's own work is a few map lookups: the day, the device and the visitor's key are remembered.
import { createHash, randomBytes } from "node:crypto";
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { remembered } from "~/utils/remembered";
import { classifyUserAgent } from "~/utils/user-agent";
import type { PageViewTable } from "../../../db/schema";

export interface PageViewInput {
  /** The page's address as requested (path and query; the query gives the UTM fields and is then dropped). */
  url: URL;
  referrer: string | null;
  userAgent: string | null;
  clientIp: string;
  userId?: string | null;
  sessionId?: string | null;
  source: PageViewTable["source"];
}

const FLUSH_MS = 1_000;
const FLUSH_ROWS = 500;
const TEXT_CAP = 200;

let pending: PageViewTable[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
const salts = new Map<string, string>();

/**
 * The path as stored: share-link tokens are secrets and never reach the dashboard; a member's plan
 * page is one page for the figures (its sections are compared across plans), its id left out.
 */
export function analyticsPath(pathname: string): string {
  return pathname
    .replace(/^\/share\/plan\/[^/]+/, "/share/plan/:token")
    .replace(/^\/travel\/plan\/[^/]+/, "/travel/plan/:planId")
    .slice(0, TEXT_CAP);
}

/** Another site's host, or null for none, a broken address or our own pages. */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const { host, protocol } = new URL(referrer);
    if (!/^https?:$/.test(protocol) || host === ownHost) return null;
    return host.slice(0, TEXT_CAP);
  } catch {
    return null;
  }
}

function utm(url: URL, name: string): string | null {
  const value = url.searchParams.get(`utm_${name}`)?.trim();
  return value ? value.slice(0, 100) : null;
}

/** The day's salt, made by whichever process asks first and shared through the database. */
async function saltOf(day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  await db()
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(16).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const { salt } = await db().selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  if (salts.size > 4) salts.clear();
  salts.set(day, salt);
  return salt;
}

// A visitor opens several pages a day: their key is hashed once. What is remembered holds addresses,
// so it is the salt's day only: with the salt gone, yesterday's keys cannot be traced back (decision 57).
const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 24);
let keysOfSalt = { salt: "", hashed: remembered(5000, hash) };
function keyOf(salt: string, clientIp: string, userAgent: string | null): string {
  if (keysOfSalt.salt !== salt) keysOfSalt = { salt, hashed: remembered(5000, hash) };
  return keysOfSalt.hashed(`${salt}|${clientIp}|${userAgent ?? ""}`);
}

// The Korean day changes on a minute's boundary: one date conversion a minute, not one per view.
const dayOfMinute = remembered(4, (minute) => koreanToday(new Date(Number(minute) * 60_000)));
const dayOf = (now: Date) => dayOfMinute(String(Math.floor(now.getTime() / 60_000)));

/** A cookieless visitor key: the same address and browser on the same Korean day give the same key. */
export async function visitorKey(clientIp: string, userAgent: string | null, now = new Date()): Promise<string> {
  return keyOf(await saltOf(dayOf(now)), clientIp, userAgent);
}

function rowOf(input: PageViewInput, now: Date, day: string, salt: string): PageViewTable {
  const device = classifyUserAgent(input.userAgent);
  const query = input.url.search;
  return {
    day,
    created_at: now.toISOString(),
    path: analyticsPath(input.url.pathname),
    referrer: referrerHost(input.referrer, input.url.host),
    utm_source: query ? utm(input.url, "source") : null,
    utm_medium: query ? utm(input.url, "medium") : null,
    utm_campaign: query ? utm(input.url, "campaign") : null,
    device_type: device.deviceType,
    browser: device.browser,
    os: device.os,
    visitor_key: keyOf(salt, input.clientIp, input.userAgent),
    session_id: input.sessionId ?? null,
    user_id: input.userId ?? null,
    source: input.source,
  };
}

/** The row a page view makes. */
export async function pageViewRow(input: PageViewInput, now = new Date()): Promise<PageViewTable> {
  const day = dayOf(now);
  return rowOf(input, now, day, await saltOf(day));
}

/** Counts a document the server sent; written within a second, with the others of that second. */
export async function recordPageView(input: Omit<PageViewInput, "source">, now = new Date()): Promise<void> {
  const day = dayOf(now);
  // Only a day's first view waits for its salt.
  const salt = salts.get(day) ?? (await saltOf(day));
  pending.push(rowOf({ ...input, source: "server" }, now, day, salt));
  if (pending.length >= FLUSH_ROWS) void flushPageViews();
  else timer ??= setTimeout(() => void flushPageViews(), FLUSH_MS);
}

/** The writes under way, one after another: a flush on stop waits for the timer's flush before it. */
let writing: Promise<unknown> = Promise.resolve();

/** Writes the views kept so far (the timer's job; the server calls it on stop, tests at once). */
export function flushPageViews(): Promise<number> {
  if (timer) clearTimeout(timer);
  timer = null;
  const rows = pending;
  pending = [];
  const write = writing.then(() => writeRows(rows));
  writing = write;
  return write;
}

async function writeRows(rows: PageViewTable[]): Promise<number> {
  if (rows.length === 0) return 0;
  try {
    await db().insertInto("page_views").values(rows).execute();
  } catch (error) {
    // A member deleted meanwhile (the foreign key): the views still count, anonymously.
    try {
      await db()
        .insertInto("page_views")
        .values(rows.map((row) => ({ ...row, user_id: null })))
        .execute();
    } catch {
      console.error("page views not recorded", error);
      return 0;
    }
  }
  return rows.length;
}
