// What the plan's service worker keeps and what it never keeps (app/utils/offline/rules.ts, decision 78).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLEAR_OFFLINE_HINT, offlineHint } from "~/http/offline.server";
import { addressesInPage, isHint, isSignOut, mayStore, offlineRule, PLAN_ROUTE_ID, planPathOf, warmList } from "~/utils/offline/rules";

const ORIGIN = "https://family-trip.example";
const get = (path: string) => offlineRule({ method: "GET", url: `${ORIGIN}${path}` }, ORIGIN);
const ROUTES = encodeURIComponent(PLAN_ROUTE_ID);

describe("what the worker keeps", () => {
  it("the plan's pages, by tab and day, in one order; other days fall back to the tab's page", () => {
    expect(get("/travel/plan/p1")).toEqual({ kind: "document", key: "/travel/plan/p1?tab=storyboard", store: true, fallbacks: [] });
    expect(get("/travel/plan/p1?day=2&tab=storyboard")).toEqual({
      kind: "document",
      key: "/travel/plan/p1?tab=storyboard&day=2",
      store: true,
      fallbacks: ["/travel/plan/p1?tab=storyboard"],
    });
    // A day means nothing on the other tabs.
    expect(get("/travel/plan/p1?tab=missions&day=3")).toMatchObject({ key: "/travel/plan/p1?tab=missions" });
    expect(get("/travel/plan/p1?tab=bookings")?.fallbacks).toEqual(["/travel/plan/p1?tab=storyboard"]);
  });

  it("the plan's loader data and the shell's, whatever the tab, as Remix's single fetch asks for them", () => {
    expect(get(`/travel/plan/p1.data?tab=missions&_routes=${ROUTES}`)).toMatchObject({
      kind: "data",
      key: `/travel/plan/p1.data?tab=missions&_routes=${PLAN_ROUTE_ID}`,
      store: true,
    });
    expect(get(`/travel/plan/p1.data?tab=storyboard&day=2&_routes=root`)).toMatchObject({
      kind: "data",
      key: "/travel/plan/p1.data?_routes=root",
    });
    // Only those two routes' data: a fetch for every route at once, or another route's, is left alone.
    expect(get("/travel/plan/p1.data?tab=missions")).toBeNull();
    expect(get("/travel/plan/p1.data?_routes=routes/_orders%2B/payment.checkout")).toBeNull();
  });

  it("the calendar file, the build's scripts and styles, and photos at their small size", () => {
    expect(get("/travel/plan/p1/calendar.ics")).toMatchObject({ kind: "calendar", store: true });
    expect(get("/build/_shared/chunk-ABC.js?v=1")).toMatchObject({ kind: "asset", key: "/build/_shared/chunk-ABC.js", store: true });
    expect(get("/build/_assets/plan-XYZ.css")).toMatchObject({ kind: "asset", store: true });
    expect(get("/media/p/u1/360.webp")).toEqual({ kind: "photo", key: "/media/p/u1/360.webp", store: true, fallbacks: ["/media/p/u1/"] });
    expect(get("/media/v/u2/240.jpg")).toMatchObject({ kind: "photo", store: true });
    // A larger size passes through (never stored); offline its small one stands in.
    expect(get("/media/p/u1/1080.webp")).toEqual({
      kind: "photo",
      key: "/media/p/u1/1080.webp",
      store: false,
      fallbacks: ["/media/p/u1/"],
    });
  });
});

describe("what it never keeps", () => {
  it("payments, the back office, the share page and every other path", () => {
    for (const path of [
      "/payment/checkout?orderId=TRAVEL_1",
      "/payment/success?paymentKey=x&orderId=y&amount=1",
      "/payment/checkout.data",
      "/admin/dashboard",
      "/admin/plan/p1",
      "/admin/plan/p1.data?_routes=root",
      "/share/plan/token",
      "/dashboard",
      "/",
      "/_root.data",
      "/travel/plan/p1/missions/m1",
      "/travel/plan/payment_TRAVEL_1",
      "/media/m/u1/master.jpg",
      "/media/rec/r1/000001.json.gz",
      "/build/metafile.js.json",
      "/plan-sw.js",
    ])
      expect(get(path), path).toBeNull();
  });

  it("posts and other methods, other sites, addresses with other parameters", () => {
    for (const method of ["POST", "PUT", "DELETE", "HEAD"])
      expect(offlineRule({ method, url: `${ORIGIN}/travel/plan/p1` }, ORIGIN)).toBeNull();
    expect(offlineRule({ method: "GET", url: "https://evil.example/travel/plan/p1" }, ORIGIN)).toBeNull();
    expect(get("/travel/plan/p1?tab=storyboard&utm_source=kakao")).toBeNull();
    expect(get("/travel/plan/p1?tab=payment")).toBeNull();
    expect(get("/travel/plan/p1?day=tomorrow")).toBeNull();
    expect(get("/travel/plan/p1/calendar.ics?x=1")).toBeNull();
  });

  it("answers that are not whole and direct: redirects (sign-in, single fetch's 202), errors, other sites", () => {
    expect(mayStore({ status: 200, type: "basic", redirected: false })).toBe(true);
    expect(mayStore({ status: 200, type: "basic", redirected: true })).toBe(false);
    expect(mayStore({ status: 202, type: "basic", redirected: false })).toBe(false);
    expect(mayStore({ status: 0, type: "opaqueredirect", redirected: false })).toBe(false);
    expect(mayStore({ status: 404, type: "basic", redirected: false })).toBe(false);
    expect(mayStore({ status: 500, type: "basic", redirected: false })).toBe(false);
    expect(mayStore({ status: 200, type: "opaque", redirected: false })).toBe(false);
  });

  it("after sign-out: the sign-out post is seen, and the member's key is cleared (no key, nothing kept or shown)", () => {
    expect(isSignOut({ method: "POST", url: `${ORIGIN}/logout` }, ORIGIN)).toBe(true);
    expect(isSignOut({ method: "POST", url: `${ORIGIN}/logout.data` }, ORIGIN)).toBe(true);
    expect(isSignOut({ method: "POST", url: `${ORIGIN}/admin/logout` }, ORIGIN)).toBe(false);
    expect(isSignOut({ method: "GET", url: `${ORIGIN}/logout` }, ORIGIN)).toBe(false);
    expect(CLEAR_OFFLINE_HINT).toMatch(/^ft_offline=; Path=\/; Max-Age=0/);
    expect(isHint("")).toBe(false);
    expect(isHint(undefined)).toBe(false);
  });

  it("another member's copies: each member's key is their own and says nothing of the id", () => {
    const a = offlineHint("user-a", "s".repeat(32));
    const b = offlineHint("user-b", "s".repeat(32));
    expect(isHint(a) && isHint(b)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain("user");
    expect(offlineHint("user-a", "t".repeat(32))).not.toBe(a);
  });
});

describe("what the page asks it to keep", () => {
  it("every tab's page and data, the storyboard's data for every day, the shell's data and the calendar", () => {
    const list = warmList("/travel/plan/p1", [1, 2]);
    expect(list).toEqual([
      "/travel/plan/p1?tab=storyboard",
      "/travel/plan/p1?tab=missions",
      "/travel/plan/p1?tab=bookings",
      `/travel/plan/p1.data?tab=storyboard&_routes=${ROUTES}`,
      `/travel/plan/p1.data?tab=missions&_routes=${ROUTES}`,
      `/travel/plan/p1.data?tab=bookings&_routes=${ROUTES}`,
      `/travel/plan/p1.data?tab=storyboard&day=1&_routes=${ROUTES}`,
      `/travel/plan/p1.data?tab=storyboard&day=2&_routes=${ROUTES}`,
      "/travel/plan/p1.data?tab=storyboard&_routes=root",
      "/travel/plan/p1/calendar.ics",
    ]);
    for (const address of list) expect(get(address)?.store, address).toBe(true);
  });

  it("from a stored page: its scripts and styles, and each picture's narrowest size only", () => {
    const html = `<link rel="stylesheet" href="/build/_assets/plan-A.css"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>
      <script type="module" src="/build/entry.client-C.js"></script><a href="/dashboard">내 여행</a>
      <picture><source type="image/webp" srcSet="/media/p/u1/360.webp 360w, /media/p/u1/1080.webp 1080w" sizes="96px"/>
      <img src="/media/p/u1/360.jpg" srcSet="/media/p/u1/1080.jpg 1080w, /media/p/u1/360.jpg 360w" alt=""/></picture>
      <img src="/media/m/u1/master.jpg"/><img src="https://cdn.example/x.jpg"/>`;
    expect(addressesInPage(html).sort()).toEqual(
      [
        "/build/_assets/plan-A.css",
        "/build/_shared/chunk-B.js",
        "/build/entry.client-C.js",
        "/media/p/u1/360.jpg",
        "/media/p/u1/360.webp",
      ].sort(),
    );
  });

  it("the plan's address from its page, data and calendar; the route id is the plan page's file", () => {
    expect(planPathOf("/travel/plan/p1.data")).toBe("/travel/plan/p1");
    expect(planPathOf("/travel/plan/p1/calendar.ics")).toBe("/travel/plan/p1");
    expect(planPathOf("/travel/plan/p1/missions/m1")).toBeNull();
    expect(existsSync(`app/${PLAN_ROUTE_ID}.tsx`)).toBe(true);
  });
});

describe("where it loads", () => {
  it("only the family's plan page takes the offline part, and only after idle (OfflineView, its own chunk)", () => {
    const sources = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => ({ file: join("app", file), text: readFileSync(join("app", file), "utf8") }));
    const importing = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
    expect(importing(/from "~\/components\/plan\/OfflineStatus"/)).toEqual([`app/${PLAN_ROUTE_ID}.tsx`]);
    expect(importing(/import\("\.\/OfflineView"\)/)).toEqual(["app/components/plan/OfflineStatus.tsx"]);
    expect(importing(/from "\.\/OfflineView"/).filter((file) => !file.endsWith("OfflineStatus.tsx"))).toEqual([]);
    expect(importing(/utils\/offline\/client"/)).toEqual(["app/components/plan/OfflineView.tsx"]);
    expect(importing(/serviceWorker\.register\(/)).toEqual(["app/utils/offline/client.ts"]);
  });
});
