// The analytics tracker (docs/decisions/0057-analytics-tracker-and-server-page-views.md): a client-only
// island that entry.client loads on demand after hydration, in a chunk of its own (never in a page's
// React chunks), under 2 KB gzip. The server counts every document it sends, so the tracker reports
// only what needs a browser: client-side navigations, clicks, scroll depth, custom events, rage
// clicks, errors and each page visit's end (its length gives bounce and engagement on the server).
// Nothing is sent under GPC or Do Not Track, no cookie is set, and the member's id is never in the
// body (the server reads it from the session). Failures are only logged, never shown (E-19).
//
// `createTracker` is the logic, with the clock and the network passed in (tested with fake timers);
// `startTracker` wires it to the page's events.

import { type ClickPoint, isRageBurst, RAGE_CLICK } from "~/vocabulary/analytics";
import { ANALYTICS_BATCH, ANALYTICS_PATH, DERIVED_EVENTS, isTrackedPath, NO_TRACK_ATTRIBUTE } from "~/vocabulary/analytics-events";
import { analyticsSessionId, trackingRefused } from "./analytics-session";

type Data = Record<string, unknown>;
export interface TrackedEvent {
  type: string;
  data: Data;
}

export interface TrackerEnv {
  sessionId: string | null;
  /** GPC or Do Not Track: nothing is sent. */
  refused: boolean;
  /** The current page's address (path and query). */
  page: () => string;
  screen: { width: number; height: number };
  /** Posts a batch; resolves true when the server took it. */
  post: (body: string) => Promise<boolean>;
  /** Sends with the page-unload beacon (no answer). */
  beacon: (body: string) => void;
}

const SCROLL_QUIET_MS = 2_000;
const MAX_QUEUED = 100;
const MAX_ERRORS = 10;

export function createTracker(env: TrackerEnv) {
  let queue: { e: TrackedEvent; n: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let clicks: ClickPoint[] = [];
  let visitStart = Date.now();
  let maxDepth = 0;
  let reportedDepth = 0;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let errors = 0;
  const off = env.refused || !env.sessionId;

  const body = (events: TrackedEvent[]) =>
    JSON.stringify({ sessionId: env.sessionId, events, deviceInfo: { screenWidth: env.screen.width, screenHeight: env.screen.height } });

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue.splice(0, ANALYTICS_BATCH.maxEvents);
    if (!batch.length) return;
    env
      .post(body(batch.map((item) => item.e)))
      .catch(() => false)
      .then((sent) => {
        if (sent) return;
        console.warn("analytics batch not sent");
        // Queued again up to 3 retries, ahead of what came meanwhile; sent with the next batch.
        queue = [...batch.filter((item) => item.n < ANALYTICS_BATCH.retries).map((item) => ({ e: item.e, n: item.n + 1 })), ...queue];
        if (queue.length) timer ??= setTimeout(flush, ANALYTICS_BATCH.delayMs);
      });
  }

  function add(type: string, data: Data, now = false): void {
    if (off || !isTrackedPath(env.page().split("?")[0]!)) return;
    queue.push({ e: { type, data: { pageUrl: env.page(), ...data, timestamp: Date.now() } }, n: 0 });
    if (queue.length > MAX_QUEUED) queue.shift();
    if (now || queue.length >= ANALYTICS_BATCH.size) flush();
    else timer ??= setTimeout(flush, ANALYTICS_BATCH.delayMs);
  }

  /** The end of the current page visit: its length decides bounce and engagement (on the server). */
  const visitEnd = (): Data => ({ timeOnPage: Date.now() - visitStart });

  return {
    /** A client-side navigation to the current address, from `previous` (a full address). */
    pageview(previous: string): void {
      // The visit that ended belongs to the previous page.
      const { pathname, search } = new URL(previous);
      add("page_unload", { ...visitEnd(), pageUrl: pathname + search });
      visitStart = Date.now();
      clicks = [];
      maxDepth = reportedDepth = 0;
      add("pageview", { referrer: previous });
    },
    click(
      x: number,
      y: number,
      element: string,
      elementId: string,
      elementClass: string,
      viewport: { width: number; height: number },
    ): void {
      add("click", { x, y, element, elementId, elementClass, viewport });
      const t = Date.now();
      clicks = [...clicks.filter((click) => t - click.t <= RAGE_CLICK.windowMs), { x, y, t }];
      if (isRageBurst(clicks)) {
        clicks = [];
        add("custom", { eventName: DERIVED_EVENTS.rageClick, category: "ux", x, y, element, elementId, elementClass });
      }
    },
    /** The page's scroll depth now (percent); reported 2 s after scrolling stops. */
    scroll(depth: number): void {
      maxDepth = Math.max(maxDepth, depth);
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => {
        if (maxDepth <= reportedDepth) return;
        reportedDepth = maxDepth;
        add("scroll", { depth, maxDepth, timeOnView: Date.now() - visitStart });
      }, SCROLL_QUIET_MS);
    },
    custom(eventName: string, fields: Data = {}): void {
      add("custom", { ...fields, eventName: String(eventName) });
    },
    /** An uncaught error or unhandled rejection: sent at once. */
    error(message: string, fields: Data = {}): void {
      if (++errors <= MAX_ERRORS) add("error", { ...fields, message: message.slice(0, 500) }, true);
    },
    /** The page goes away: its visit's end and everything queued leave with the beacon. */
    pagehide(): void {
      if (off) return;
      const events = [
        ...queue.map((item) => item.e),
        { type: "page_unload", data: { ...visitEnd(), pageUrl: env.page(), timestamp: Date.now() } },
      ];
      queue = [];
      clearTimeout(timer);
      timer = undefined;
      env.beacon(body(events.slice(-ANALYTICS_BATCH.maxEvents)));
    },
    /** The page is shown again (back-forward cache): a new visit of the same page. */
    pageshow(): void {
      visitStart = Date.now();
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

/** Starts the tracker on this page (entry.client, after hydration); does nothing when tracking is refused. */
export function startTracker(): void {
  const tracker = createTracker({
    sessionId: analyticsSessionId(),
    refused: trackingRefused(),
    page: () => location.pathname + location.search,
    screen: { width: screen.width, height: screen.height },
    post: (body) =>
      fetch(ANALYTICS_PATH, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).then(
        (response) => response.ok,
      ),
    beacon: (body) => navigator.sendBeacon?.(ANALYTICS_PATH, body),
  });
  const on = addEventListener;
  (window as { ftTrack?: Tracker["custom"] }).ftTrack = tracker.custom;

  on("click", (event) => {
    const target = event.target as Element | null;
    if (!target?.closest || target.closest(`[${NO_TRACK_ATTRIBUTE}]`)) return;
    const element = target.closest("a,button,input,select,textarea,label,summary,[role=button]") ?? target;
    tracker.click(
      Math.round(event.pageX),
      Math.round(event.pageY),
      element.tagName,
      element.id,
      typeof element.className === "string" ? element.className : "",
      { width: innerWidth, height: innerHeight },
    );
  });
  on(
    "scroll",
    () => {
      const height = document.documentElement.scrollHeight;
      tracker.scroll(height ? Math.min(100, Math.round(((scrollY + innerHeight) / height) * 100)) : 100);
    },
    { passive: true },
  );
  on("error", (event) => tracker.error(String(event.message), { source: event.filename, line: event.lineno, column: event.colno }));
  on("unhandledrejection", (event) => tracker.error(String((event.reason as Error)?.message ?? event.reason)));
  on("pagehide", tracker.pagehide);
  on("pageshow", (event) => event.persisted && tracker.pageshow());

  // Client-side navigations: the address polled every 100 ms (spec 3 §9).
  let address = location.href;
  setInterval(() => {
    if (location.href === address) return;
    const previous = address;
    address = location.href;
    if (new URL(previous).pathname !== location.pathname) tracker.pageview(previous);
  }, 100);
}
