// Page views, the tracker's batches, the retention purge and the analytics tab's figures, on both
// engines (decisions 57 and 58). The report's days are in 2030, which no other test writes to.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { type IngestedEvent, ingestBatch, purgeAnalytics } from "~/models/analytics/events.server";
import { analyticsPath, flushPageViews, recordPageView, referrerHost, visitorKey } from "~/models/analytics/page-views.server";
import { analyticsReport } from "~/models/analytics/report.server";
import { classifyUserAgent } from "~/utils/user-agent";
import { arrangeMember } from "../support/people";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const ORIGIN = "http://localhost:3000";

const view = (path: string, at: Date, options: { ip?: string; ua?: string; referrer?: string } = {}) =>
  recordPageView(
    { url: new URL(path, ORIGIN), referrer: options.referrer ?? null, userAgent: options.ua ?? IPHONE, clientIp: options.ip ?? "10.0.0.1" },
    at,
  );

describe("the user-agent classifier", () => {
  it.each([
    [IPHONE, { deviceType: "mobile", browser: "Safari", os: "iOS" }],
    [DESKTOP, { deviceType: "desktop", browser: "Chrome", os: "Windows" }],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S911N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      { deviceType: "mobile", browser: "Samsung Internet", os: "Android" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) KAKAOTALK 10.4.5",
      { deviceType: "tablet", browser: "KakaoTalk", os: "iOS" },
    ],
    ["", { deviceType: "desktop", browser: "other", os: "other" }],
  ])("%s", (ua, expected) => {
    expect(classifyUserAgent(ua)).toEqual(expected);
  });
});

describe("page views", () => {
  it("keep the path, another site's host and the UTM fields, never the query or a share token", () => {
    expect(analyticsPath("/share/plan/abc123secret")).toBe("/share/plan/:token");
    expect(analyticsPath("/travel/plan/plan_8f2k")).toBe("/travel/plan/:planId");
    expect(analyticsPath("/travel/plan/plan_8f2k/calendar.ics")).toBe("/travel/plan/:planId/calendar.ics");
    expect(referrerHost("https://search.naver.com/search?q=x", "localhost:3000")).toBe("search.naver.com");
    expect(referrerHost("http://localhost:3000/explore", "localhost:3000")).toBeNull();
    expect(referrerHost("javascript:alert(1)", "localhost:3000")).toBeNull();
  });

  it("give one visitor key per address, browser and day", async () => {
    const day = new Date("2030-01-10T03:00:00Z");
    const key = await visitorKey("10.1.1.1", IPHONE, day);
    expect(await visitorKey("10.1.1.1", IPHONE, new Date("2030-01-10T10:00:00Z"))).toBe(key);
    expect(await visitorKey("10.1.1.2", IPHONE, day)).not.toBe(key);
    expect(await visitorKey("10.1.1.1", DESKTOP, day)).not.toBe(key);
    expect(await visitorKey("10.1.1.1", IPHONE, new Date("2030-01-11T03:00:00Z"))).not.toBe(key);
  });

  it("are written together when flushed", async () => {
    const at = new Date("2030-02-03T01:00:00Z");
    const campaign = `c-${randomUUID()}`;
    await view(`/product/default?utm_source=kakao&utm_medium=social&utm_campaign=${campaign}&orderId=SECRET`, at, {
      referrer: "https://m.search.naver.com/x",
    });
    expect(await flushPageViews()).toBeGreaterThanOrEqual(1);
    const row = await db().selectFrom("page_views").selectAll().where("utm_campaign", "=", campaign).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      day: "2030-02-03",
      path: "/product/default",
      referrer: "m.search.naver.com",
      utm_source: "kakao",
      utm_medium: "social",
      device_type: "mobile",
      browser: "Safari",
      os: "iOS",
      source: "server",
      user_id: null,
    });
    expect(JSON.stringify(row)).not.toContain("SECRET");
  });
});

describe("ingesting a batch", () => {
  it("adds the tracker's navigations to the page views and the rest to the events, with the member from the session", async () => {
    const member = await arrangeMember({ name: "분석" });
    const sessionId = `s_${randomUUID().slice(0, 12)}`;
    const events: IngestedEvent[] = [
      { type: "pageview", data: { pageUrl: "/explore?utm_campaign=spring", referrer: `${ORIGIN}/` } },
      { type: "click", data: { pageUrl: "/explore", x: 10, y: 20, element: "BUTTON", elementId: "like", elementClass: "btn btn--small" } },
      { type: "custom", data: { pageUrl: "/explore", eventName: "rage_click", element: "BUTTON", elementId: "like", x: 10, y: 20 } },
      { type: "page_unload", data: { pageUrl: "/explore", timeOnPage: 12_345 } },
      { type: "click", data: { pageUrl: "https://elsewhere.example/", x: 1, y: 1 } },
      // A client-side navigation into the back office or a sandbox: not a visitor's page.
      { type: "click", data: { pageUrl: "/admin/dashboard?tab=orders", x: 1, y: 1 } },
      { type: "page_unload", data: { pageUrl: "/sandbox/toss", timeOnPage: 1 } },
      { type: "custom", data: { pageUrl: "/explore", eventName: "interest_area", label: "feed", value: 7 } },
      { type: "scroll", data: { pageUrl: "/explore", depth: 80, maxDepth: 80, timeOnView: 9_000, velocity: 1_400 } },
    ];
    const kept = await ingestBatch(events, { sessionId, userId: member.id, userAgent: DESKTOP, clientIp: "10.2.2.2", origin: ORIGIN });
    expect(kept).toBe(6);
    const views = await db().selectFrom("page_views").selectAll().where("session_id", "=", sessionId).execute();
    expect(views).toEqual([
      expect.objectContaining({
        path: "/explore",
        utm_campaign: "spring",
        referrer: null,
        source: "tracker",
        user_id: member.id,
        device_type: "desktop",
      }),
    ]);
    const rows = await db()
      .selectFrom("analytics_events")
      .selectAll()
      .where("session_id", "=", sessionId)
      .orderBy("type")
      .orderBy("name")
      .execute();
    expect(rows.map((row) => [row.type, row.name, row.element, row.value, row.user_id])).toEqual([
      ["click", null, "button#like.btn", null, member.id],
      // An interest area's section is kept where the tab groups it, as a rage click's element.
      ["custom", "interest_area", "feed", 7, member.id],
      ["custom", "rage_click", "button#like", null, member.id],
      ["page_unload", null, null, 12_345, member.id],
      ["scroll", null, null, 80, member.id],
    ]);
    const scroll = rows.find((row) => row.type === "scroll")!;
    expect(JSON.parse(scroll.data!)).toMatchObject({ velocity: 1_400, timeOnView: 9_000 });
  });
});

describe("the retention purge", () => {
  // The purge deletes every row older than its cutoff, whoever wrote it: its days lie before any
  // other test's (today's rows of a file running beside this one on the same database stay).
  it("removes page views and events older than the retention, and keeps the rest", async () => {
    const sessionId = `s_${randomUUID().slice(0, 12)}`;
    const context = { sessionId, userId: null, userAgent: IPHONE, clientIp: "10.3.3.3", origin: ORIGIN };
    const event: IngestedEvent[] = [{ type: "custom", data: { pageUrl: "/", eventName: "x" } }];
    await ingestBatch(event, context, new Date("2019-05-01T03:00:00Z"));
    await ingestBatch(event, context, new Date("2019-12-20T03:00:00Z"));
    await view("/faq", new Date("2019-05-01T03:00:00Z"), { ip: "10.3.3.3" });
    await flushPageViews();
    expect(await purgeAnalytics(180, new Date("2020-01-01T03:00:00Z"))).toBeGreaterThanOrEqual(2);
    const left = await db().selectFrom("analytics_events").select("day").where("session_id", "=", sessionId).execute();
    expect(left).toEqual([{ day: "2019-12-20" }]);
    expect(await db().selectFrom("page_views").select("day").where("day", "=", "2019-05-01").execute()).toEqual([]);
  });
});

describe("the analytics tab's figures", () => {
  const now = new Date("2030-06-15T03:00:00Z");
  beforeAll(async () => {
    await db().deleteFrom("page_views").where("day", ">=", "2030-06-01").where("day", "<=", "2030-06-30").execute();
    await db().deleteFrom("analytics_events").where("day", ">=", "2030-06-01").where("day", "<=", "2030-06-30").execute();
    await db().deleteFrom("orders").where("approved_at", ">=", "2030-06-01").where("approved_at", "<", "2030-07-01").execute();
  });

  it("counts visitors, sessions, pages, referrers, campaigns, devices, visits, rage clicks and the funnel", async () => {
    // Visitor A (phone, no JavaScript): lands from Naver with a campaign, opens a product, comes back 2 hours later.
    const a = { ip: "10.9.0.1" };
    await view("/?utm_source=naver&utm_campaign=summer", new Date("2030-06-14T01:00:00Z"), { ...a, referrer: "https://search.naver.com/" });
    await view("/product/default", new Date("2030-06-14T01:05:00Z"), a);
    await view("/product/default", new Date("2030-06-14T03:10:00Z"), a);
    // Visitor B (desktop): lands, product, checkout; the tracker reports a rage click and two visit ends.
    const b = { ip: "10.9.0.2", ua: DESKTOP };
    await view("/", new Date("2030-06-15T01:00:00Z"), b);
    await view("/product/default", new Date("2030-06-15T01:01:00Z"), b);
    await view("/payment/checkout", new Date("2030-06-15T01:02:00Z"), b);
    await flushPageViews();
    const context = { sessionId: "s_report_b_0001", userId: null, userAgent: DESKTOP, clientIp: "10.9.0.2", origin: ORIGIN };
    await ingestBatch(
      [
        { type: "custom", data: { pageUrl: "/payment/checkout", eventName: "rage_click", element: "BUTTON", elementId: "pay" } },
        { type: "page_unload", data: { pageUrl: "/", timeOnPage: 1_500 } },
        { type: "page_unload", data: { pageUrl: "/product/default", timeOnPage: 25_000 } },
        { type: "page_unload", data: { pageUrl: "/payment/checkout", timeOnPage: 5_000 } },
        { type: "error", data: { pageUrl: "/payment/checkout", message: "TypeError" } },
        // The hero held B 8 s by the 10 s check, 12 s in all when the visit ended; the steps 6 s.
        { type: "custom", data: { pageUrl: "/", eventName: "interest_area", label: "hero", value: 8 } },
        { type: "custom", data: { pageUrl: "/", eventName: "interest_area", label: "hero", value: 12 } },
        { type: "custom", data: { pageUrl: "/", eventName: "interest_area", label: "steps", value: 6 } },
      ],
      context,
      new Date("2030-06-15T01:03:00Z"),
    );
    // Another session held the hero 7 s.
    await ingestBatch(
      [{ type: "custom", data: { pageUrl: "/", eventName: "interest_area", label: "hero", value: 7 } }],
      { ...context, sessionId: "s_report_c_0001", clientIp: "10.9.0.3" },
      new Date("2030-06-15T02:00:00Z"),
    );
    // B paid: the success page the payment returns to, counted by the server like every page.
    await view("/payment/success?paymentKey=pk_report&orderId=TRAVEL_report&amount=1000", new Date("2030-06-15T01:04:00Z"), b);
    await flushPageViews();
    // An order paid the same day without a visit of the funnel (the demo's seed, a staff-made order):
    // not a step of it (before, 'paid' counted orders and could pass the checkout's visitors: 700 %).
    const member = await arrangeMember({ name: "구매" });
    // Two of them, so that counting orders would give this funnel 200 %.
    for (let order = 0; order < 2; order++)
      await db()
        .insertInto("orders")
        .values({
          id: `TRAVEL_${Date.now()}_${randomUUID().slice(0, 6)}`,
          user_id: member.id,
          product_type: "custom_travel",
          order_name: "강릉 여행",
          amount: 1000,
          metadata: "{}",
          status: "payment_complete",
          payment_key: null,
          payment_method: null,
          approved_at: "2030-06-15T01:04:00.000Z",
          receipt_url: null,
          payment_secret: null,
          failure_code: null,
          refunded_at: null,
          created_at: "2030-06-15T01:03:30.000Z",
          updated_at: "2030-06-15T01:04:00.000Z",
        })
        .execute();

    const report = await analyticsReport(7, now);
    expect(report).toMatchObject({ from: "2030-06-09", to: "2030-06-15", range: 7 });
    expect(report.days).toHaveLength(7);
    expect(report.days.slice(-2)).toEqual([
      { day: "2030-06-14", visitors: 1, sessions: 2, views: 3 },
      { day: "2030-06-15", visitors: 1, sessions: 1, views: 4 },
    ]);
    expect(report.totals).toEqual({ visitors: 2, sessions: 3, views: 7, trackedViews: 0 });
    expect(report.pages[0]).toEqual({ label: "/product/default", views: 3, visitors: 2 });
    expect(report.referrers).toEqual([{ label: "search.naver.com", views: 1, visitors: 1 }]);
    expect(report.campaigns).toEqual([{ source: "naver", medium: null, campaign: "summer", views: 1, visitors: 1 }]);
    expect(report.devices.deviceType).toEqual([
      { label: "desktop", views: 4, visitors: 1 },
      { label: "mobile", views: 3, visitors: 1 },
    ]);
    expect(report.visits).toEqual({ ended: 3, bounces: 1, engaged: 1 });
    expect(report.rageClicks).toEqual([{ path: "/payment/checkout", element: "button#pay", clicks: 1, sessions: 1 }]);
    expect(report.interestAreas).toEqual([
      { path: "/", section: "hero", sessions: 2, averageSeconds: 9.5 },
      { path: "/", section: "steps", sessions: 1, averageSeconds: 6 },
    ]);
    expect(report.errors).toBe(1);
    expect(report.funnel).toEqual([
      { step: "landing", count: 2, conversion: null },
      { step: "product", count: 2, conversion: 1 },
      { step: "checkout", count: 1, conversion: 0.5 },
      { step: "paid", count: 1, conversion: 1 },
    ]);
  });

  it("is empty for days without a view", async () => {
    const report = await analyticsReport(30, new Date("2030-09-30T03:00:00Z"));
    expect(report.days).toHaveLength(30);
    expect(report.totals.views).toBe(0);
    expect(report.funnel.every((step) => step.count === 0)).toBe(true);
  });
});
