// The analytics tab's figures over the last 7 or 30 Korean days (docs/decisions/0058-analytics-tab.md):
// visitors, sessions and views per day (server and tracker views together, so families without
// JavaScript count), top pages, referrers, UTM campaigns, devices, bounce and engagement from the
// tracker's visit ends, rage-click hot spots, interest areas (sections held in view over 5 s), and
// the funnel landing → product → checkout → paid, each step the visitors who opened its page.
import { sql } from "kysely";
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { BOUNCE_MS, ENGAGED_MS } from "~/vocabulary/analytics";
import { INTEREST_AREA_EVENT, RAGE_CLICK_EVENT } from "~/vocabulary/analytics-events";
import type { ReportRange } from "~/vocabulary/analytics-report";

export type { ReportRange } from "~/vocabulary/analytics-report";

/** A session ends after this long without a page view (the server's count, per visitor key). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 10;

export interface DayFigures {
  day: string;
  visitors: number;
  sessions: number;
  views: number;
}

export interface CountRow {
  label: string;
  views: number;
  visitors: number;
}

export interface FunnelStep {
  step: "landing" | "product" | "checkout" | "paid";
  count: number;
  /** Share of the step before (null for the first, or when the one before is 0). */
  conversion: number | null;
}

export interface AnalyticsReport {
  range: ReportRange;
  from: string;
  to: string;
  days: DayFigures[];
  totals: { visitors: number; sessions: number; views: number; trackedViews: number };
  pages: CountRow[];
  referrers: CountRow[];
  campaigns: { source: string | null; medium: string | null; campaign: string | null; views: number; visitors: number }[];
  devices: { deviceType: CountRow[]; browser: CountRow[]; os: CountRow[] };
  visits: { ended: number; bounces: number; engaged: number };
  rageClicks: { path: string; element: string | null; clicks: number; sessions: number }[];
  /** Sections held in view over 5 s: in how many sessions, and for how long on average (each session's longest). */
  interestAreas: { path: string; section: string; sessions: number; averageSeconds: number }[];
  errors: number;
  funnel: FunnelStep[];
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const n = (value: unknown) => Number(value ?? 0);

export function readRange(value: string | null): ReportRange {
  return value === "30" ? 30 : 7;
}

export async function analyticsReport(range: ReportRange, now = new Date()): Promise<AnalyticsReport> {
  const to = koreanToday(now);
  const from = shiftDay(to, -(range - 1));
  const views = () => db().selectFrom("page_views").where("day", ">=", from).where("day", "<=", to);
  const events = () => db().selectFrom("analytics_events").where("day", ">=", from).where("day", "<=", to);
  const counted = [sql<number | string>`count(*)`.as("views"), sql<number | string>`count(distinct visitor_key)`.as("visitors")] as const;
  const toRows = (rows: { label: string | null; views: unknown; visitors: unknown }[]): CountRow[] =>
    rows.map((row) => ({ label: row.label ?? "", views: n(row.views), visitors: n(row.visitors) }));
  const grouped = (column: "path" | "referrer" | "device_type" | "browser" | "os") =>
    views()
      .select([sql<string | null>`${sql.ref(column)}`.as("label"), ...counted])
      .where(column, "is not", null)
      .groupBy(column)
      .orderBy("views", "desc")
      .orderBy(column)
      .limit(TOP)
      .execute()
      .then(toRows);

  const [visitRows, totals, pages, referrers, campaigns, deviceType, browser, os, visits, rageClicks, interestAreas, errors, steps] =
    await Promise.all([
      views().select(["day", "visitor_key", "created_at"]).orderBy("visitor_key").orderBy("created_at").execute(),
      views()
        .select([...counted, sql<number | string>`sum(case when source = 'tracker' then 1 else 0 end)`.as("tracked")])
        .executeTakeFirstOrThrow(),
      grouped("path"),
      grouped("referrer"),
      views()
        .select(["utm_source", "utm_medium", "utm_campaign", ...counted])
        .where((eb) => eb.or([eb("utm_source", "is not", null), eb("utm_medium", "is not", null), eb("utm_campaign", "is not", null)]))
        .groupBy(["utm_source", "utm_medium", "utm_campaign"])
        .orderBy("views", "desc")
        .limit(TOP)
        .execute(),
      grouped("device_type"),
      grouped("browser"),
      grouped("os"),
      events()
        .select([
          sql<number | string>`count(*)`.as("ended"),
          sql<number | string>`sum(case when value < ${BOUNCE_MS} then 1 else 0 end)`.as("bounces"),
          sql<number | string>`sum(case when value >= ${ENGAGED_MS} then 1 else 0 end)`.as("engaged"),
        ])
        .where("type", "=", "page_unload")
        .where("value", "is not", null)
        .executeTakeFirstOrThrow(),
      events()
        .select([
          "path",
          "element",
          sql<number | string>`count(*)`.as("clicks"),
          sql<number | string>`count(distinct session_id)`.as("sessions"),
        ])
        .where("type", "=", "custom")
        .where("name", "=", RAGE_CLICK_EVENT)
        .groupBy(["path", "element"])
        .orderBy("clicks", "desc")
        .orderBy("path")
        .limit(TOP)
        .execute(),
      // A section is reported again with its total when a visit ends: each session's largest value counts.
      db()
        .selectFrom(
          events()
            .select(["path", "element", "session_id", sql<number | string>`max(value)`.as("seconds")])
            .where("type", "=", "custom")
            .where("name", "=", INTEREST_AREA_EVENT)
            .where("element", "is not", null)
            .groupBy(["path", "element", "session_id"])
            .as("per_session"),
        )
        .select([
          "path",
          "element",
          sql<number | string>`count(*)`.as("sessions"),
          sql<number | string>`avg(seconds)`.as("average_seconds"),
        ])
        .groupBy(["path", "element"])
        .orderBy("sessions", "desc")
        .orderBy("path")
        .orderBy("element")
        .limit(TOP)
        .execute(),
      events().select(sql<number | string>`count(*)`.as("errors")).where("type", "=", "error").executeTakeFirstOrThrow(),
      views()
        .select([
          sql<number | string>`count(distinct case when path = '/' then visitor_key end)`.as("landing"),
          sql<number | string>`count(distinct case when path like '/product/%' then visitor_key end)`.as("product"),
          sql<number | string>`count(distinct case when path = '/payment/checkout' then visitor_key end)`.as("checkout"),
          sql<number | string>`count(distinct case when path = '/payment/success' then visitor_key end)`.as("paid"),
        ])
        .executeTakeFirstOrThrow(),
    ]);

  // Visitors and sessions per day: a visitor key's views make one session until 30 minutes pass without one.
  const perDay = new Map<string, { visitors: Set<string>; sessions: number; views: number }>();
  for (let day = from; day <= to; day = shiftDay(day, 1)) perDay.set(day, { visitors: new Set(), sessions: 0, views: 0 });
  let lastKey = "";
  let lastAt = 0;
  for (const row of visitRows) {
    const figures = perDay.get(row.day);
    const at = Date.parse(row.created_at);
    if (!figures) continue;
    figures.views++;
    figures.visitors.add(row.visitor_key);
    if (row.visitor_key !== lastKey || at - lastAt > SESSION_IDLE_MS) figures.sessions++;
    lastKey = row.visitor_key;
    lastAt = at;
  }
  const days = [...perDay].map(([day, figures]) => ({
    day,
    visitors: figures.visitors.size,
    sessions: figures.sessions,
    views: figures.views,
  }));

  const counts = [n(steps.landing), n(steps.product), n(steps.checkout), n(steps.paid)];
  const funnel = (["landing", "product", "checkout", "paid"] as const).map((step, index) => ({
    step,
    count: counts[index]!,
    conversion: index === 0 || counts[index - 1] === 0 ? null : counts[index]! / counts[index - 1]!,
  }));

  return {
    range,
    from,
    to,
    days,
    totals: {
      visitors: n(totals.visitors),
      sessions: days.reduce((sum, day) => sum + day.sessions, 0),
      views: n(totals.views),
      trackedViews: n(totals.tracked),
    },
    pages,
    referrers,
    campaigns: campaigns.map((row) => ({
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      views: n(row.views),
      visitors: n(row.visitors),
    })),
    devices: { deviceType, browser, os },
    visits: { ended: n(visits.ended), bounces: n(visits.bounces), engaged: n(visits.engaged) },
    rageClicks: rageClicks.map((row) => ({ path: row.path, element: row.element, clicks: n(row.clicks), sessions: n(row.sessions) })),
    interestAreas: interestAreas.map((row) => ({
      path: row.path,
      section: row.element ?? "",
      sessions: n(row.sessions),
      averageSeconds: Math.round(n(row.average_seconds) * 10) / 10,
    })),
    errors: n(errors.errors),
    funnel,
  };
}
