// The analytics tracker (docs/decisions/0057-analytics-tracker-and-server-page-views.md): a client-only
// island that entry.client loads on demand after hydration, in one chunk that shares nothing with any
// other (the bench's row counts every byte it brings), at most 2 KiB gzip. The server counts every
// document it sends, so the tracker reports only what needs a browser: client-side navigations,
// clicks (sent within 1 s), scroll depth with its peak velocity, interest areas, custom events, rage
// clicks, errors and each page visit's end (its length gives bounce and engagement on the server).
// Then it fetches the recorder's loader (decision 59) with the session id. Nothing is sent under GPC
// or Do Not Track, no cookie is set, and the member's id is never in the body (the server reads it
// from the session). Failures are only logged, never shown.
//
// `createTracker` is the logic, with the network passed in (tested with fake timers); `startTracker`
// wires it to the page. Written for the minifier: flat constants, few property names.

import { type ClickPoint, isRageBurst } from "~/vocabulary/analytics";
import {
  ANALYTICS_PATH,
  BATCH_DELAY_MS,
  BATCH_MAX_EVENTS,
  BATCH_RETRIES,
  BATCH_SIZE,
  CLICK_FLUSH_MS,
  INTEREST_AREA_EVENT,
  INTEREST_CHECK_MS,
  INTEREST_MIN_SECONDS,
  NO_TRACK_ATTRIBUTE,
  RAGE_CLICK_EVENT,
  SCROLL_RESET_MS,
  SCROLL_SAMPLE_MS,
  SECTION_ATTRIBUTE,
  VISIBILITY_THRESHOLDS,
} from "~/vocabulary/analytics-events";
import { analyticsSessionId, trackingRefused } from "./analytics-session";

type Data = Record<string, unknown>;
export interface TrackedEvent {
  type: string;
  data: Data;
}

/** A click as the page saw it (the stored click's fields but the page's address). */
export type Click = {
  x: number;
  y: number;
  element: string;
  elementId: string;
  elementClass: string;
  viewport: { width: number; height: number };
};

const SCROLL_QUIET_MS = 2_000;
const MAX_QUEUED = 100;
const MAX_ERRORS = 10;

/**
 * The tracker of one page's life for the analytics session `sessionId` (only made where tracking is
 * allowed). `page` answers the current page's address (path and query); `post` sends a batch and
 * resolves true when the server took it; `beacon` sends the last one as the page goes (no answer).
 */
export function createTracker(
  sessionId: string,
  page: () => string,
  post: (body: string) => Promise<boolean>,
  beacon: (body: string) => void,
) {
  const now = Date.now;
  /** Queued events, each with the times it was sent and refused. */
  let queue: [TrackedEvent, number][] = [];
  let timer: ReturnType<typeof setTimeout> | 0 = 0;
  /** When the pending batch goes. */
  let due = 0;
  /** This visit's clicks (the rage rule reads the last 3 s of them). */
  let clicks: ClickPoint[] = [];
  let visitStart = now();
  let maxDepth = 0;
  let reportedDepth = 0;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  // Scroll velocity: the last sample's time and offset, and the peak (px/s) since the last report.
  let sampledAt = 0;
  let sampledY = 0;
  let peak = 0;
  /** This visit's sections: name → [ms in view before `since`, in view since (0: out of view), seconds reported]. */
  let sections: Record<string, [number, number, number]> = {};
  let errors = 0;
  const body = (events: TrackedEvent[]) => JSON.stringify({ sessionId, events });

  /** The batch goes within `wait` ms (or sooner, if it was due sooner). */
  function schedule(wait: number): void {
    if (timer && due <= now() + wait) return;
    clearTimeout(timer);
    due = now() + wait;
    timer = setTimeout(flush, wait);
  }

  function flush(): void {
    clearTimeout(timer);
    timer = 0;
    const batch = queue.splice(0, BATCH_MAX_EVENTS);
    if (batch[0])
      post(body(batch.map((item) => item[0])))
        .catch(() => 0)
        .then((sent) => {
          if (sent) return;
          console.warn("analytics: not sent");
          // Queued again up to 3 retries, ahead of what came meanwhile; sent with the next batch.
          queue = [...batch.filter((item) => item[1]++ < BATCH_RETRIES), ...queue];
          if (queue[0]) schedule(BATCH_DELAY_MS);
        });
  }

  /**
   * Queues an event about the page `pageUrl` (the current one unless named), sent within `wait` ms.
   * (Events about the back office or the sandboxes, reached by a client-side navigation, are dropped
   * by the server.)
   */
  function add(type: string, data: Data, wait = BATCH_DELAY_MS, pageUrl = page()): void {
    if (queue.push([{ type, data: { pageUrl, ...data, timestamp: now() } }, 0]) > MAX_QUEUED) queue.shift();
    if (!wait || queue.length >= BATCH_SIZE) flush();
    else schedule(wait);
  }

  /**
   * Interest areas: a section in view over 5 s in all is reported at the next check; when the visit of
   * `ended` (a page) ends, each section whose seconds grew since is reported again with its total.
   */
  function check(ended?: string): void {
    for (const name in sections) {
      const state = sections[name]!;
      const seconds = Math.round((state[0] + (state[1] && now() - state[1])) / 1000);
      if (seconds > INTEREST_MIN_SECONDS && seconds > state[2] && (ended || !state[2])) {
        state[2] = seconds;
        add("custom", { eventName: INTEREST_AREA_EVENT, label: name, value: seconds }, BATCH_DELAY_MS, ended);
      }
    }
  }
  setInterval(check, INTEREST_CHECK_MS);

  /** Ends the visit of `pageUrl`: its length decides bounce and engagement (on the server). */
  function endVisit(pageUrl: string): Data {
    check(pageUrl);
    const timeOnPage = now() - visitStart;
    // The next visit starts from nothing.
    visitStart = now();
    sections = {};
    clicks = [];
    maxDepth = reportedDepth = 0;
    return { pageUrl, timeOnPage };
  }

  return {
    /** A client-side navigation to the current address, from `previous` (a full address). */
    pageview(previous: string): void {
      // The visit that ended belongs to the previous page.
      const pageUrl = previous.slice(location.origin.length);
      add("page_unload", endVisit(pageUrl), BATCH_DELAY_MS, pageUrl);
      add("pageview", { referrer: previous });
    },
    click(click: Click): void {
      const t = now();
      add("click", click, CLICK_FLUSH_MS);
      clicks.push({ ...click, t });
      if (isRageBurst(clicks)) {
        clicks = [];
        add("custom", { ...click, eventName: RAGE_CLICK_EVENT }, CLICK_FLUSH_MS);
      }
    },
    /**
     * The page's scroll depth now (percent) and offset (px). The depth is reported 2 s after scrolling
     * stops, when deeper than before, with the peak velocity since the last report.
     */
    scroll(depth: number, y: number): void {
      const t = now();
      const elapsed = t - sampledAt;
      if (elapsed >= SCROLL_SAMPLE_MS) {
        if (elapsed <= SCROLL_RESET_MS) peak = Math.max(peak, Math.round((Math.abs(y - sampledY) * 1000) / elapsed));
        sampledAt = t;
        sampledY = y;
      }
      maxDepth = Math.max(maxDepth, depth);
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => {
        if (maxDepth > reportedDepth) add("scroll", { depth, maxDepth, timeOnView: now() - visitStart, velocity: peak });
        reportedDepth = maxDepth;
        peak = 0;
      }, SCROLL_QUIET_MS);
    },
    /** A section came into view or went out of it. */
    section(name: string, visible: boolean): void {
      sections[name] ??= [0, 0, 0];
      const state = sections[name];
      if (state[1]) state[0] += now() - state[1];
      state[1] = visible ? now() : 0;
    },
    custom(eventName: string, fields?: Data): void {
      add("custom", { ...fields, eventName: String(eventName) });
    },
    /** An uncaught error or unhandled rejection: sent at once. */
    error(message: string, fields?: Data): void {
      if (++errors <= MAX_ERRORS) add("error", { ...fields, message: message.slice(0, 500) }, 0);
    },
    /** The page goes away: its visit's end and everything queued leave with the beacon. */
    pagehide(): void {
      const end = { type: "page_unload", data: { ...endVisit(page()), timestamp: now() } };
      beacon(body([...queue.splice(0).map((item) => item[0]), end].slice(-BATCH_MAX_EVENTS)));
      clearTimeout(timer);
      timer = 0;
    },
    /** The page is shown again (back-forward cache): a new visit of the same page. */
    pageshow(): void {
      visitStart = now();
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/**
 * A section counts as seen when half of it shows or, taller than the window, it fills half the window.
 * One no longer on the page (a navigation removed it: its box is 0 px high) or out of view is not seen.
 */
export function sectionShown(intersecting: boolean, shownHeight: number, height: number, windowHeight: number): boolean {
  return intersecting && height > 0 && shownHeight * 2 >= Math.min(height, windowHeight);
}

/** Starts the tracker on this page (entry.client, after hydration); does nothing when tracking is refused. */
export function startTracker(): void {
  const sessionId = analyticsSessionId();
  if (trackingRefused() || !sessionId) return;
  const tracker = createTracker(
    sessionId,
    () => location.pathname + location.search,
    // Plain text, as the beacon sends it: the endpoint reads both.
    (body) => fetch(ANALYTICS_PATH, { method: "POST", body, keepalive: true }).then((response) => response.ok),
    (body) => navigator.sendBeacon?.(ANALYTICS_PATH, body),
  );
  // The recorder's loader, for a recorded session (or one with chunks waiting): the head's inline script
  // drew the sample and marked <html data-recorded> (app/utils/recorder/early.ts).
  if (document.documentElement.dataset.recorded)
    import("./recorder/loader").then((loader) => loader.loadRecorderWhenIdle(sessionId)).catch(() => {});
  const on = addEventListener;
  (window as { ftTrack?: Tracker["custom"] }).ftTrack = tracker.custom;

  on("click", (event) => {
    const target = event.target as Element;
    // Not an element (no `closest`), or inside a `data-no-track` one: not tracked.
    if (target.closest?.(`[${NO_TRACK_ATTRIBUTE}]`) !== null) return;
    const element = target.closest("a,button,input,select,textarea,label,summary,[role=button]") ?? target;
    tracker.click({
      x: event.pageX,
      y: event.pageY,
      element: element.tagName,
      elementId: element.id,
      elementClass: element.getAttribute("class") ?? "",
      viewport: { width: innerWidth, height: innerHeight },
    });
  });
  on("scroll", () =>
    tracker.scroll(Math.min(100, Math.round(((scrollY + innerHeight) / document.documentElement.scrollHeight) * 100)), scrollY),
  );
  on("error", (event) => tracker.error(String(event.message), { source: event.filename, line: event.lineno, column: event.colno }));
  on("unhandledrejection", (event) => tracker.error(String((event.reason as Error)?.message ?? event.reason)));
  on("pagehide", tracker.pagehide);
  // (The first pageshow fired before the tracker started: only returns from the back-forward cache call this.)
  on("pageshow", tracker.pageshow);

  // Interest areas: the page's marked sections, looked for again after each navigation and check.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        tracker.section(
          entry.target.getAttribute(SECTION_ATTRIBUTE)!,
          sectionShown(
            entry.target.isConnected && entry.isIntersecting,
            entry.intersectionRect.height,
            entry.boundingClientRect.height,
            innerHeight,
          ),
        );
    },
    { threshold: VISIBILITY_THRESHOLDS },
  );
  const watch = () => {
    for (const element of document.querySelectorAll(`[${SECTION_ATTRIBUTE}]`)) observer.observe(element);
  };
  watch();
  setInterval(watch, INTEREST_CHECK_MS);

  // Client-side navigations: the address polled every 100 ms.
  let address = location.href;
  let path = location.pathname;
  setInterval(() => {
    if (location.pathname !== path) {
      tracker.pageview(address);
      observer.disconnect();
      watch();
    }
    path = location.pathname;
    address = location.href;
  }, 100);
}
