// The analytics tracker's logic with fake timers (decision 57): batching at 10 events or 5 s, clicks
// sent within 1 s, three retries, the beacon on pagehide, rage clicks, scroll depth and velocity,
// interest areas, the visit's end that gives bounce and engagement; then startTracker's wiring with
// the browser's globals stubbed: nothing under GPC or Do Not Track, the sections' observer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackingRefused } from "~/utils/analytics-session";
import { type Click, createTracker, sectionShown, startTracker, type TrackedEvent } from "~/utils/tracker";
import {
  BATCH_SIZE,
  INTEREST_AREA_EVENT,
  RAGE_CLICK_EVENT,
  SECTION_ATTRIBUTE,
  VISIBILITY_THRESHOLDS,
  visitOutcome,
} from "~/vocabulary/analytics-events";

interface Sent {
  sessionId: string;
  events: TrackedEvent[];
}

function arrange(answers: boolean[] = []) {
  const posts: Sent[] = [];
  const beacons: Sent[] = [];
  let page = "/";
  const tracker = createTracker(
    "s_test_session",
    () => page,
    async (body) => {
      posts.push(JSON.parse(body));
      return answers.shift() ?? true;
    },
    (body) => void beacons.push(JSON.parse(body)),
  );
  const sent = () => [...posts, ...beacons].flatMap((post) => post.events);
  return { tracker, posts, beacons, sent, go: (to: string) => (page = to) };
}

const viewport = { width: 390, height: 844 };
const click = (tracker: ReturnType<typeof createTracker>, x = 100, y = 200) =>
  tracker.click({ x, y, element: "BUTTON", elementId: "buy", elementClass: "cta", viewport } satisfies Click);
const named = (events: TrackedEvent[], name: string) => events.filter((event) => event.data.eventName === name);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("batching", () => {
  it("sends a batch 5 s after the first queued event, not before", async () => {
    const { tracker, posts } = arrange();
    tracker.custom("first", { category: "share" });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(posts).toHaveLength(0);
    tracker.custom("second");
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.sessionId).toBe("s_test_session");
    expect(posts[0]!.events.map((event) => event.data.eventName)).toEqual(["first", "second"]);
    expect(posts[0]!.events[0]!.data).toMatchObject({ pageUrl: "/", category: "share" });
  });

  it("sends a click within 1 s, with what was queued before it", async () => {
    const { tracker, posts } = arrange();
    tracker.custom("before");
    await vi.advanceTimersByTimeAsync(2_000);
    click(tracker);
    await vi.advanceTimersByTimeAsync(999);
    expect(posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.events.map((event) => event.type)).toEqual(["custom", "click"]);
    expect(posts[0]!.events[1]!.data).toMatchObject({
      x: 100,
      y: 200,
      element: "BUTTON",
      elementId: "buy",
      elementClass: "cta",
      pageUrl: "/",
      viewport,
    });
  });

  it("never holds a batch past its first event's 5 s for a click", async () => {
    const { tracker, posts } = arrange();
    tracker.custom("first");
    await vi.advanceTimersByTimeAsync(4_500);
    click(tracker);
    await vi.advanceTimersByTimeAsync(500);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.events).toHaveLength(2);
  });

  it("sends at once when 10 events are queued", async () => {
    const { tracker, posts } = arrange();
    for (let index = 0; index < BATCH_SIZE; index++) tracker.custom("step", { value: index });
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.events).toHaveLength(10);
  });

  it("queues a failed batch again, up to 3 retries, then drops it", async () => {
    const { tracker, posts } = arrange([false, false, false, false]);
    tracker.custom("once");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts).toHaveLength(1);
    for (let retry = 1; retry <= 3; retry++) {
      await vi.advanceTimersByTimeAsync(5_000);
      expect(posts).toHaveLength(1 + retry);
      expect(posts[retry]!.events.map((event) => event.data.eventName)).toEqual(["once"]);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posts).toHaveLength(4);
  });

  it("keeps a retried event ahead of newer ones and sends both once the server answers", async () => {
    const { tracker, posts } = arrange([false]);
    tracker.custom("first");
    await vi.advanceTimersByTimeAsync(5_000);
    tracker.custom("second");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts[1]!.events.map((event) => event.data.eventName)).toEqual(["first", "second"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posts).toHaveLength(2);
  });

  it("sends an error at once", async () => {
    const { tracker, posts } = arrange();
    tracker.error("boom", { line: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.events[0]).toMatchObject({ type: "error", data: { message: "boom", line: 3 } });
  });

  it("never puts a member's id in the body", async () => {
    const { tracker, posts, beacons } = arrange();
    tracker.custom("x");
    await vi.advanceTimersByTimeAsync(5_000);
    tracker.pagehide();
    for (const body of [...posts, ...beacons]) expect(JSON.stringify(body)).not.toMatch(/userId|user_id/);
  });
});

describe("the beacon on pagehide", () => {
  it("carries what is queued and the visit's end, then nothing is left to send", async () => {
    const { tracker, posts, beacons } = arrange();
    tracker.custom("queued");
    await vi.advanceTimersByTimeAsync(2_000);
    tracker.pagehide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.events.map((event) => event.type)).toEqual(["custom", "page_unload"]);
    expect(beacons[0]!.events[1]!.data).toMatchObject({ pageUrl: "/", timeOnPage: 2_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posts).toHaveLength(0);
  });
});

describe("derived events", () => {
  it("reports a rage click within 1 s after 5 clicks within 3 s within 50 px, once per burst", async () => {
    const { tracker, posts, sent } = arrange();
    for (let index = 0; index < 5; index++) {
      click(tracker, 100 + (index % 2) * 10, 200);
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(700);
    expect(named(posts.at(-1)!.events, RAGE_CLICK_EVENT)).toHaveLength(1);
    click(tracker);
    await vi.advanceTimersByTimeAsync(5_000);
    const rage = named(sent(), RAGE_CLICK_EVENT);
    expect(rage).toHaveLength(1);
    expect(rage[0]).toMatchObject({ type: "custom", data: { element: "BUTTON", elementId: "buy" } });
  });

  it("reports no rage click for slow or scattered clicks", async () => {
    const { tracker, sent } = arrange();
    for (let index = 0; index < 6; index++) {
      click(tracker);
      await vi.advanceTimersByTimeAsync(800);
    }
    await vi.advanceTimersByTimeAsync(5_000);
    for (let index = 0; index < 6; index++) click(tracker, 100 + index * 60, 200);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(named(sent(), RAGE_CLICK_EVENT)).toEqual([]);
  });

  it("ends a visit on a client-side navigation with its length: a bounce under 3 s, engagement at 10 s", async () => {
    const { tracker, sent, go } = arrange();
    await vi.advanceTimersByTimeAsync(2_000);
    go("/product/default?utm_source=kakao");
    vi.stubGlobal("location", { origin: "http://localhost" });
    tracker.pageview("http://localhost/");
    await vi.advanceTimersByTimeAsync(12_000);
    tracker.pagehide();
    const events = sent();
    const ends = events.filter((event) => event.type === "page_unload");
    expect(ends.map((event) => [event.data.pageUrl, event.data.timeOnPage])).toEqual([
      ["/", 2_000],
      ["/product/default?utm_source=kakao", 12_000],
    ]);
    expect(ends.map((event) => visitOutcome(event.data.timeOnPage as number))).toEqual(["bounce", "engaged"]);
    expect(events.find((event) => event.type === "pageview")?.data).toMatchObject({
      pageUrl: "/product/default?utm_source=kakao",
      referrer: "http://localhost/",
    });
  });

  it("classifies visits by the spec's thresholds", () => {
    expect(visitOutcome(2_999)).toBe("bounce");
    expect(visitOutcome(3_000)).toBe(null);
    expect(visitOutcome(9_999)).toBe(null);
    expect(visitOutcome(10_000)).toBe("engaged");
  });
});

describe("scrolling", () => {
  it("reports the depth 2 s after scrolling stops, only when it went deeper", async () => {
    const { tracker, sent } = arrange();
    tracker.scroll(30, 300);
    await vi.advanceTimersByTimeAsync(1_000);
    tracker.scroll(60, 900);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    tracker.scroll(40, 500);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(5_000);
    const scrolls = sent().filter((event) => event.type === "scroll");
    expect(scrolls.map((event) => event.data.maxDepth)).toEqual([60]);
    expect(scrolls[0]!.data).toMatchObject({ depth: 60, timeOnView: 3_000 });
  });

  it("samples the velocity every 100 ms and reports its peak in px/s", async () => {
    const { tracker, sent } = arrange();
    // 60 px every 50 ms (1,200 px/s), then 50 px every 50 ms (1,000 px/s).
    let y = 0;
    for (let step = 0; step < 10; step++) {
      y += step < 5 ? 60 : 50;
      tracker.scroll(10 + step, y);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(7_000);
    expect(sent().find((event) => event.type === "scroll")?.data.velocity).toBe(1_200);
  });

  it("starts again from rest after a pause over 200 ms, and from 0 after each report", async () => {
    const { tracker, sent } = arrange();
    tracker.scroll(10, 0);
    await vi.advanceTimersByTimeAsync(100);
    tracker.scroll(20, 100);
    // After 300 ms at rest, a jump of 5,000 px spans no sample.
    await vi.advanceTimersByTimeAsync(300);
    tracker.scroll(90, 5_100);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(100);
    tracker.scroll(95, 5_200);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(
      sent()
        .filter((event) => event.type === "scroll")
        .map((event) => event.data.velocity),
    ).toEqual([1_000, 0]);
  });
});

describe("interest areas", () => {
  it("reports a section in view over 5 s at the next 10 s check, once, and its total when the visit ends", async () => {
    const { tracker, posts, beacons } = arrange();
    tracker.section("hero", true);
    tracker.section("pricing", true);
    await vi.advanceTimersByTimeAsync(4_000);
    tracker.section("pricing", false);
    await vi.advanceTimersByTimeAsync(2_000);
    tracker.section("hero", false);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts.flatMap((post) => post.events)).toMatchObject([
      { type: "custom", data: { eventName: INTEREST_AREA_EVENT, label: "hero", value: 6, pageUrl: "/" } },
    ]);
    // In view again for 5 s: not reported at the checks, but with its total at the visit's end.
    tracker.section("hero", true);
    tracker.section("pricing", true);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(
      named(
        posts.flatMap((post) => post.events),
        INTEREST_AREA_EVENT,
      ).map((event) => event.data.label),
    ).toEqual(["hero", "pricing"]);
    tracker.pagehide();
    expect(named(beacons[0]!.events, INTEREST_AREA_EVENT).map((event) => [event.data.label, event.data.value])).toEqual([
      ["hero", 31],
      ["pricing", 29],
    ]);
  });

  it("counts a section's time in view over several glimpses, and starts again with each page", async () => {
    const { tracker, sent, go } = arrange();
    vi.stubGlobal("location", { origin: "http://localhost" });
    for (let glimpse = 0; glimpse < 3; glimpse++) {
      tracker.section("plans", true);
      await vi.advanceTimersByTimeAsync(2_000);
      tracker.section("plans", false);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    tracker.section("faq", true);
    await vi.advanceTimersByTimeAsync(4_000);
    go("/about");
    tracker.pageview("http://localhost/");
    await vi.advanceTimersByTimeAsync(30_000);
    const areas = named(sent(), INTEREST_AREA_EVENT);
    expect(areas.map((event) => [event.data.pageUrl, event.data.label, event.data.value])).toEqual([["/", "plans", 6]]);
  });
});

describe("a section seen", () => {
  it.each([
    ["half of it shows", true, 200, 400, 800, true],
    ["less than half shows", true, 150, 400, 800, false],
    ["taller than the window, it fills half the window", true, 400, 2000, 800, true],
    ["out of view", false, 0, 400, 800, false],
    // The last word on a section a navigation removed: its box is 0 px high (before, 0 ≥ 0 said seen,
    // and the previous page's sections were counted on the next page).
    ["removed from the page", false, 0, 0, 800, false],
    ["an empty box in view", true, 0, 0, 800, false],
  ])("%s", (_, intersecting, shown, height, windowHeight, seen) => {
    expect(sectionShown(intersecting, shown, height, windowHeight)).toBe(seen);
  });
});

describe("refusal", () => {
  it("reads GPC and Do Not Track from the browser", () => {
    for (const [navigator, refused] of [
      [{ globalPrivacyControl: true }, true],
      [{ doNotTrack: "1" }, true],
      [{ doNotTrack: "0" }, false],
      [{}, false],
    ] as const) {
      vi.stubGlobal("navigator", navigator);
      expect(trackingRefused()).toBe(refused);
    }
  });
});

describe("startTracker on a page (the browser's globals stubbed)", () => {
  /** A page with one marked section; its listeners, observer and requests kept to look at. */
  function stubPage(navigator: object, storage: object = {}) {
    const listeners: Record<string, (event: unknown) => void> = {};
    const observed: unknown[] = [];
    const observers: { callback: (entries: unknown[]) => void; options: { threshold: number[] } }[] = [];
    const requests: { url: string; body: string }[] = [];
    const section = { isConnected: true, getAttribute: (name: string) => (name === SECTION_ATTRIBUTE ? "hero" : null) };
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: () => true });
    vi.stubGlobal("sessionStorage", storage);
    vi.stubGlobal("location", { origin: "http://localhost", href: "http://localhost/", pathname: "/", search: "" });
    vi.stubGlobal("addEventListener", (type: string, listener: (event: unknown) => void) => (listeners[type] = listener));
    vi.stubGlobal("document", {
      documentElement: { dataset: {}, scrollHeight: 2_000 },
      querySelectorAll: (selector: string) => (selector === `[${SECTION_ATTRIBUTE}]` ? [section] : []),
    });
    vi.stubGlobal("window", {});
    vi.stubGlobal("innerWidth", 390);
    vi.stubGlobal("innerHeight", 800);
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: unknown[]) => void, options: { threshold: number[] }) {
          observers.push({ callback, options });
        }
        observe(element: unknown) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal("fetch", async (url: string, init: { body: string }) => {
      requests.push({ url, body: init.body });
      return { ok: true };
    });
    return { listeners, observed, observers, requests, section };
  }

  it("adds no listener and sends nothing under GPC or Do Not Track, or without session storage", async () => {
    for (const [navigator, storage] of [
      [{ globalPrivacyControl: true }, {}],
      [{ doNotTrack: "1" }, {}],
      [{}, null],
    ] as const) {
      const page = stubPage(navigator, storage ?? undefined);
      if (!storage) vi.stubGlobal("sessionStorage", undefined);
      startTracker();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(page.listeners).toEqual({});
      expect(page.observers).toEqual([]);
      expect(page.requests).toEqual([]);
    }
  });

  it("keeps the session id, skips data-no-track clicks and watches the marked sections at the spec's thresholds", async () => {
    const storage: Record<string, string> = {};
    const page = stubPage({}, storage);
    startTracker();
    const sessionId = Object.values(storage)[0];
    expect(sessionId).toMatch(/^s_[a-z0-9]{4,40}$/);
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0]!.options.threshold).toEqual(VISIBILITY_THRESHOLDS);
    expect(page.observed).toContain(page.section);
    const element = (noTrack: boolean) => ({
      tagName: "BUTTON",
      id: "buy",
      getAttribute: () => "cta",
      closest: (selector: string) => (selector === "[data-no-track]" ? (noTrack ? {} : null) : null),
    });
    page.listeners.click!({ target: element(true), pageX: 10, pageY: 20 });
    page.listeners.click!({ target: element(false), pageX: 30, pageY: 40 });
    // Half of a section taller than the window counts; a quarter of a short one does not.
    page.observers[0]!.callback([
      { target: page.section, isIntersecting: true, intersectionRect: { height: 400 }, boundingClientRect: { height: 3_000 } },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    page.observers[0]!.callback([
      { target: page.section, isIntersecting: true, intersectionRect: { height: 50 }, boundingClientRect: { height: 200 } },
    ]);
    await vi.advanceTimersByTimeAsync(20_000);
    const events = page.requests.flatMap((request) => JSON.parse(request.body).events as TrackedEvent[]);
    expect(page.requests.every((request) => request.url === "/api/analytics" && request.body.includes(sessionId!))).toBe(true);
    expect(events.filter((event) => event.type === "click").map((event) => event.data)).toMatchObject([
      { x: 30, y: 40, element: "BUTTON", elementId: "buy", elementClass: "cta", viewport: { width: 390, height: 800 } },
    ]);
    expect(named(events, INTEREST_AREA_EVENT).map((event) => [event.data.label, event.data.value])).toEqual([["hero", 10]]);
  });
});
