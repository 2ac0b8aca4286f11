// What the tracker and the ingestion endpoint agree on (docs/decisions/0057-analytics-tracker-and-server-page-views.md):
// the address, the batch rules, the event types and the names of the derived events.
import { BOUNCE_MS, ENGAGED_MS } from "./analytics";

/** Batches and the page-unload beacon go here (same origin). */
export const ANALYTICS_PATH = "/api/analytics";

export const ANALYTICS_BATCH = {
  /** A batch goes when this many events are queued… */
  size: 10,
  /** …or this long after the first queued event. */
  delayMs: 5_000,
  /** A failed batch is queued again this many times, then dropped. */
  retries: 3,
  /** The most events one request may carry (the server refuses more). */
  maxEvents: 50,
  /** The largest body the server reads, in bytes. */
  maxBytes: 32 * 1024,
} as const;

/** The spec's five types, plus the end of a page visit (the spec's page_unload beacon). */
export const ANALYTICS_EVENT_TYPES = ["pageview", "click", "scroll", "custom", "error", "page_unload"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Derived signals are custom events with these fixed names (open question E-4, answer a). */
export const DERIVED_EVENTS = { rageClick: "rage_click", bounce: "bounce", engaged: "engaged" } as const;

/** The attribute that keeps an element's clicks out of the analytics (open question E-8). */
export const NO_TRACK_ATTRIBUTE = "data-no-track";

/** Pages the tracker never runs on, and whose views the server does not count: the back office and the sandboxes. */
export const UNTRACKED_PATH_PREFIXES = ["/admin", "/sandbox"] as const;

export function isTrackedPath(pathname: string): boolean {
  return !UNTRACKED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page visit's outcome by its length: under 3 s a bounce, 10 s or more meaningful engagement. */
export function visitOutcome(timeOnPageMs: number): "bounce" | "engaged" | null {
  if (timeOnPageMs < BOUNCE_MS) return "bounce";
  if (timeOnPageMs >= ENGAGED_MS) return "engaged";
  return null;
}
