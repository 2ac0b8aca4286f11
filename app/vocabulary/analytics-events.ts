// What the tracker and the ingestion endpoint agree on (docs/decisions/0057-analytics-tracker-and-server-page-views.md):
// the address, the batch rules, the event types and the names of the derived events.
import { BOUNCE_MS, ENGAGED_MS } from "./analytics";

/** Batches and the page-unload beacon go here (same origin). */
export const ANALYTICS_PATH = "/api/analytics";

// Flat constants, not objects: the minifier writes a constant's number where it is used, never an
// object's (the tracker's 2 KiB budget, decision 57).

/** A batch goes when this many events are queued… */
export const BATCH_SIZE = 10;
/** …or this long after the first queued event. */
export const BATCH_DELAY_MS = 5_000;
/** A failed batch is queued again this many times, then dropped. */
export const BATCH_RETRIES = 3;
/** The most events one request may carry (the server refuses more). */
export const BATCH_MAX_EVENTS = 50;
/** The largest body the server reads, in bytes. */
export const BATCH_MAX_BYTES = 32_768;

/** The spec's five types, plus the end of a page visit (the spec's page_unload beacon). */
export const ANALYTICS_EVENT_TYPES = ["pageview", "click", "scroll", "custom", "error", "page_unload"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/**
 * Derived signals are custom events with these fixed names. Bounce and
 * engagement are not among them: the server reads them from each visit's length (`visitOutcome`).
 */
export const RAGE_CLICK_EVENT = "rage_click";
export const INTEREST_AREA_EVENT = "interest_area";

/** Click events go within this long of a click, ahead of the batch's 5 s. */
export const CLICK_FLUSH_MS = 1_000;

/**
 * Scroll velocity: sampled at most every 100 ms while the page scrolls; a pause over 200 ms
 * starts it again from rest (no sample spans it). The peak in px/s goes with the scroll event as
 * `velocity`.
 */
export const SCROLL_SAMPLE_MS = 100;
export const SCROLL_RESET_MS = 200;

/**
 * Interest areas (decision 57): a section is an element marked `data-section="name"`;
 * it is in view while at least half of it shows or, when taller than the window, while it fills half
 * the window (the observer's thresholds below). Checked every 10 s: a section held in view over 5 s in
 * all is an `interest_area` event (label: its name, value: whole seconds), and again with its total
 * when the visit ends. The server keeps each session's largest value per page and section.
 */
export const SECTION_ATTRIBUTE = "data-section";
export const INTEREST_MIN_SECONDS = 5;
export const INTEREST_CHECK_MS = 10_000;
export const VISIBILITY_THRESHOLDS = [0, 0.25, 0.5, 0.75, 1];

/** A section's name: lower-case letters, digits and dashes (it is shown to staff and stored as is). */
export const SECTION_NAME_PATTERN = /^[a-z0-9-]{1,40}$/;

/** The attribute that keeps an element's clicks out of the analytics. */
export const NO_TRACK_ATTRIBUTE = "data-no-track";

/** Pages the tracker never runs on, and whose views the server does not count: the back office and the sandboxes. */
export const UNTRACKED_PATHS = /^\/(admin|sandbox)([/?]|$)/;

/** Whether a path (a query may follow) is one the tracker reports and the server counts. */
export function isTrackedPath(path: string): boolean {
  return !UNTRACKED_PATHS.test(path);
}

/** A page visit's outcome by its length: under 3 s a bounce, 10 s or more meaningful engagement. */
export function visitOutcome(timeOnPageMs: number): "bounce" | "engaged" | null {
  if (timeOnPageMs < BOUNCE_MS) return "bounce";
  if (timeOnPageMs >= ENGAGED_MS) return "engaged";
  return null;
}
