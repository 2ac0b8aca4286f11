// Usage analytics (docs/decisions/0057-analytics-tracker-and-server-page-views.md). Page
// views are counted by the server for every document it sends (with or without JavaScript) and by the
// tracker for client-side navigations only, so each view is one row here. The tracker's other events
// (clicks, scroll depth, custom events, rage clicks, errors, page ends) are rows of analytics_events.
// Nothing is addressed one by one, so neither table has an id. Rows carry their Korean calendar day for
// the dashboard's grouping and the retention purge. A member's id is added on the server from the
// session; deleting the member keeps the anonymous counts (set null). The visitor key is a hash of
// address, user agent and the day's salt; a salt is deleted after its day, so yesterday's keys cannot
// be traced back to an address.

import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_views")
    /** Korean calendar day, `YYYY-MM-DD`. */
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    /** Another site's host ('search.naver.com'); null for none or our own pages. */
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    /** 'mobile' | 'tablet' | 'desktop' */
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("os", "text", (c) => c.notNull())
    .addColumn("visitor_key", "text", (c) => c.notNull())
    /** The tracker's session id (client-side navigations only). */
    .addColumn("session_id", "text")
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    /** 'server' (a document sent) | 'tracker' (a client-side navigation) */
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_views_day").on("page_views").columns(["day", "path"]).execute();
  await db.schema.createIndex("page_views_user").on("page_views").column("user_id").execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("day", "text", (c) => c.notNull())
    /** The server's receive time (the browser's clock is not trusted for ordering). */
    .addColumn("received_at", "text", (c) => c.notNull())
    /** The browser's own timestamp, as sent. */
    .addColumn("occurred_at", "text")
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    /** 'click' | 'scroll' | 'custom' | 'error' | 'page_unload' */
    .addColumn("type", "text", (c) => c.notNull())
    /** A custom event's name ('rage_click', …), or an error's message. */
    .addColumn("name", "text")
    .addColumn("path", "text", (c) => c.notNull())
    /** A click's element: tag, id and first class ('button#buy.cta'). */
    .addColumn("element", "text")
    .addColumn("x", "integer")
    .addColumn("y", "integer")
    /** Scroll depth (percent), time on page (ms) or a custom event's value. */
    .addColumn("value", "integer")
    /** The type's other fields, as JSON text (small: capped by the ingestion schema). */
    .addColumn("data", "text")
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("os", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_day").on("analytics_events").columns(["day", "type"]).execute();
  await db.schema.createIndex("analytics_events_user").on("analytics_events").column("user_id").execute();

  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_salts").execute();
  await db.schema.dropTable("analytics_events").execute();
  await db.schema.dropTable("page_views").execute();
}
