// The tracker's batches, written in one transaction each (decision 57): its page views of client-side
// navigations join the server's in page_views, every other event is a row of analytics_events. The
// device comes from the request's user agent, the member from the session (never from the body), the
// time from the server's clock (the browser's is kept beside it, as sent).
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { classifyUserAgent } from "~/utils/user-agent";
import { type AnalyticsEventType, INTEREST_AREA_EVENT, isTrackedPath } from "~/vocabulary/analytics-events";
import type { AnalyticsEventTable, PageViewTable } from "../../../db/schema";
import { analyticsPath, pageViewRow } from "./page-views.server";

/** One event as the ingestion schema let it through (app/routes/_api+/api.analytics.ts). */
export interface IngestedEvent {
  type: AnalyticsEventType;
  data: {
    timestamp?: number;
    pageUrl: string;
    referrer?: string;
    x?: number;
    y?: number;
    element?: string;
    elementId?: string;
    elementClass?: string;
    viewport?: { width: number; height: number };
    depth?: number;
    maxDepth?: number;
    timeOnView?: number;
    velocity?: number;
    timeOnPage?: number;
    eventName?: string;
    category?: string;
    action?: string;
    label?: string;
    value?: number;
    metadata?: Record<string, unknown>;
    message?: string;
    source?: string;
    line?: number;
    column?: number;
    stack?: string;
  };
}

export interface IngestContext {
  sessionId: string;
  /** From the signed-in session, or null. */
  userId: string | null;
  userAgent: string | null;
  clientIp: string;
  /** The server's own origin: a page address elsewhere is not ours and is dropped. */
  origin: string;
}

function pageUrlOf(raw: string, origin: string): URL | null {
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * `button#buy.cta`: the tag, then its id and first class; for an interest area, the section's name
 * (its label), so the tab groups sections as it groups rage clicks' elements.
 */
function elementOf(event: IngestedEvent): string | null {
  const { data } = event;
  if (event.type === "custom" && data.eventName === INTEREST_AREA_EVENT) return data.label?.slice(0, 120) ?? null;
  if (!data.element) return null;
  const id = data.elementId ? `#${data.elementId}` : "";
  const firstClass = data.elementClass?.trim().split(/\s+/)[0];
  return `${data.element.toLowerCase()}${id}${firstClass ? `.${firstClass}` : ""}`.slice(0, 120);
}

function numberOf(event: IngestedEvent): number | null {
  const { data } = event;
  const value =
    event.type === "scroll"
      ? (data.maxDepth ?? data.depth)
      : event.type === "page_unload"
        ? data.timeOnPage
        : event.type === "custom"
          ? (data.value ?? data.timeOnPage)
          : undefined;
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value) : null;
}

function nameOf(event: IngestedEvent): string | null {
  if (event.type === "custom") return event.data.eventName ?? null;
  if (event.type === "error") return event.data.message?.slice(0, 200) ?? null;
  return null;
}

/** What the columns do not hold, as JSON text (the schema caps every field, so it stays small). */
function restOf(event: IngestedEvent): string | null {
  const {
    pageUrl: _page,
    timestamp: _time,
    x: _x,
    y: _y,
    element: _e,
    elementId: _i,
    elementClass: _c,
    value: _v,
    eventName: _n,
    ...rest
  } = event.data;
  return Object.keys(rest).length ? JSON.stringify(rest) : null;
}

/** Writes a batch; answers how many events were kept (events about other sites' pages are dropped). */
export async function ingestBatch(events: readonly IngestedEvent[], context: IngestContext, now = new Date()): Promise<number> {
  // What is the same for the whole batch is worked out once: the device, the day, the time, each page's address.
  const device = classifyUserAgent(context.userAgent);
  const day = koreanToday(now);
  const receivedAt = now.toISOString();
  const pages = new Map<string, { url: URL; path: string } | null>();
  const pageOf = (raw: string) => {
    let page = pages.get(raw);
    if (page === undefined) {
      const url = pageUrlOf(raw, context.origin);
      // Another site's page, or the back office or a sandbox (reached by a client-side navigation).
      page = url && isTrackedPath(url.pathname) ? { url, path: analyticsPath(url.pathname) } : null;
      pages.set(raw, page);
    }
    return page;
  };
  const views: PageViewTable[] = [];
  const rows: AnalyticsEventTable[] = [];
  for (const event of events) {
    const page = pageOf(event.data.pageUrl);
    if (!page) continue;
    if (event.type === "pageview") {
      views.push(
        await pageViewRow(
          {
            url: page.url,
            referrer: event.data.referrer ?? null,
            userAgent: context.userAgent,
            clientIp: context.clientIp,
            userId: context.userId,
            sessionId: context.sessionId,
            source: "tracker",
          },
          now,
        ),
      );
      continue;
    }
    rows.push({
      day,
      received_at: receivedAt,
      occurred_at: typeof event.data.timestamp === "number" ? new Date(event.data.timestamp).toISOString() : null,
      session_id: context.sessionId,
      user_id: context.userId,
      type: event.type,
      name: nameOf(event),
      path: page.path,
      element: elementOf(event),
      x: typeof event.data.x === "number" ? Math.round(event.data.x) : null,
      y: typeof event.data.y === "number" ? Math.round(event.data.y) : null,
      value: numberOf(event),
      data: restOf(event),
      device_type: device.deviceType,
      browser: device.browser,
      os: device.os,
    });
  }
  if (views.length === 0 && rows.length === 0) return 0;
  // One multi-row insert is atomic by itself; a transaction only when a batch writes both tables
  // (its cost is most of a small batch's on SQLite).
  if (views.length === 0) await db().insertInto("analytics_events").values(rows).execute();
  else if (rows.length === 0) await db().insertInto("page_views").values(views).execute();
  else
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("page_views").values(views).execute();
        await trx.insertInto("analytics_events").values(rows).execute();
      });
  return views.length + rows.length;
}

/** Deletes events, page views and salts older than `days` days (a job of server/jobs.ts). */
export async function purgeAnalytics(days: number, now = new Date()): Promise<number> {
  const cutoff = koreanToday(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  const [events, views] = await Promise.all([
    db().deleteFrom("analytics_events").where("day", "<", cutoff).executeTakeFirst(),
    db().deleteFrom("page_views").where("day", "<", cutoff).executeTakeFirst(),
  ]);
  // Yesterday's salt goes too: its visitor keys can no longer be made again from an address.
  await db().deleteFrom("analytics_salts").where("day", "<", koreanToday(now)).execute();
  return Number(events.numDeletedRows) + Number(views.numDeletedRows);
}
