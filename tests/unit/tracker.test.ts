// The analytics tracker's logic with fake timers (decision 57): batching at 10 events or 5 s, three
// retries, the beacon on pagehide, rage clicks, the visit's end that gives bounce and engagement, and
// nothing sent under GPC or Do Not Track.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackingRefused } from "~/utils/analytics-session";
import { createTracker, type TrackedEvent, type TrackerEnv } from "~/utils/tracker";
import { ANALYTICS_BATCH, DERIVED_EVENTS, visitOutcome } from "~/vocabulary/analytics-events";

interface Sent {
  sessionId: string;
  events: TrackedEvent[];
}

function arrange(overrides: Partial<TrackerEnv> = {}, answers: boolean[] = []) {
  const posts: Sent[] = [];
  const beacons: Sent[] = [];
  let page = "/";
  const tracker = createTracker({
    sessionId: "s_test_session",
    refused: false,
    page: () => page,
    screen: { width: 390, height: 844 },
    post: async (body) => {
      posts.push(JSON.parse(body));
      return answers.shift() ?? true;
    },
    beacon: (body) => void beacons.push(JSON.parse(body)),
    ...overrides,
  });
  return { tracker, posts, beacons, go: (to: string) => (page = to) };
}

const viewport = { width: 390, height: 844 };
const click = (tracker: ReturnType<typeof createTracker>, x = 100, y = 200) => tracker.click(x, y, "BUTTON", "buy", "cta", viewport);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("batching", () => {
  it("sends a batch 5 s after the first queued event, not before", async () => {
    const { tracker, posts } = arrange();
    click(tracker);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(posts).toHaveLength(0);
    click(tracker, 400, 600);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.sessionId).toBe("s_test_session");
    expect(posts[0]!.events.map((event) => event.type)).toEqual(["click", "click"]);
    expect(posts[0]!.events[0]!.data).toMatchObject({
      x: 100,
      y: 200,
      element: "BUTTON",
      elementId: "buy",
      elementClass: "cta",
      pageUrl: "/",
      viewport,
    });
  });

  it("sends at once when 10 events are queued", async () => {
    const { tracker, posts } = arrange();
    for (let index = 0; index < ANALYTICS_BATCH.size; index++) tracker.custom("step", { value: index });
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.events).toHaveLength(10);
  });

  it("queues a failed batch again, up to 3 retries, then drops it", async () => {
    const { tracker, posts } = arrange({}, [false, false, false, false]);
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
    const { tracker, posts } = arrange({}, [false]);
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
    click(tracker);
    await vi.advanceTimersByTimeAsync(2_000);
    tracker.pagehide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.events.map((event) => event.type)).toEqual(["click", "page_unload"]);
    expect(beacons[0]!.events[1]!.data).toMatchObject({ pageUrl: "/", timeOnPage: 2_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posts).toHaveLength(0);
  });
});

describe("derived events", () => {
  it("reports a rage click after 5 clicks within 3 s within 50 px, once per burst", async () => {
    const { tracker, posts } = arrange();
    for (let index = 0; index < 5; index++) {
      click(tracker, 100 + (index % 2) * 10, 200);
      await vi.advanceTimersByTimeAsync(300);
    }
    click(tracker);
    await vi.advanceTimersByTimeAsync(5_000);
    const rage = posts.flatMap((post) => post.events).filter((event) => event.data.eventName === DERIVED_EVENTS.rageClick);
    expect(rage).toHaveLength(1);
    expect(rage[0]).toMatchObject({ type: "custom", data: { element: "BUTTON", elementId: "buy" } });
  });

  it("reports no rage click for slow or scattered clicks", async () => {
    const { tracker, posts } = arrange();
    for (let index = 0; index < 6; index++) {
      click(tracker);
      await vi.advanceTimersByTimeAsync(800);
    }
    await vi.advanceTimersByTimeAsync(5_000);
    for (let index = 0; index < 6; index++) click(tracker, 100 + index * 60, 200);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts.flatMap((post) => post.events).some((event) => event.data.eventName === DERIVED_EVENTS.rageClick)).toBe(false);
  });

  it("ends a visit on a client-side navigation with its length: a bounce under 3 s, engagement at 10 s", async () => {
    const { tracker, posts, beacons, go } = arrange();
    await vi.advanceTimersByTimeAsync(2_000);
    go("/product/default?utm_source=kakao");
    tracker.pageview("http://localhost/");
    await vi.advanceTimersByTimeAsync(12_000);
    tracker.pagehide();
    const events = [...posts, ...beacons].flatMap((post) => post.events);
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

  it("reports scroll depth 2 s after scrolling stops, only when it went deeper", async () => {
    const { tracker, posts } = arrange();
    tracker.scroll(30);
    await vi.advanceTimersByTimeAsync(1_000);
    tracker.scroll(60);
    await vi.advanceTimersByTimeAsync(2_000);
    tracker.scroll(40);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(5_000);
    const scrolls = posts.flatMap((post) => post.events).filter((event) => event.type === "scroll");
    expect(scrolls.map((event) => event.data.maxDepth)).toEqual([60]);
  });
});

describe("refusal", () => {
  it("sends nothing under GPC or Do Not Track, nor without a session id", async () => {
    for (const overrides of [{ refused: true }, { sessionId: null }]) {
      const { tracker, posts, beacons } = arrange(overrides);
      for (let index = 0; index < 12; index++) click(tracker);
      tracker.error("boom");
      await vi.advanceTimersByTimeAsync(10_000);
      tracker.pagehide();
      expect(posts).toHaveLength(0);
      expect(beacons).toHaveLength(0);
    }
  });

  it("reads GPC and Do Not Track from the browser", () => {
    vi.stubGlobal("window", {});
    for (const [navigator, refused] of [
      [{ globalPrivacyControl: true }, true],
      [{ doNotTrack: "1" }, true],
      [{ doNotTrack: "0" }, false],
      [{}, false],
    ] as const) {
      vi.stubGlobal("navigator", navigator);
      expect(trackingRefused()).toBe(refused);
    }
    vi.unstubAllGlobals();
  });

  it("reports nothing on the back office or the sandboxes", async () => {
    const { tracker, posts } = arrange({ page: () => "/admin/dashboard" });
    tracker.error("boom");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posts).toHaveLength(0);
  });
});
