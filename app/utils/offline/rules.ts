// What the plan's service worker keeps for the road, and what it never keeps (docs/decisions/0078-plan-offline.md).
// Pure, so the worker (service-worker.ts), the page's half (client.ts) and the tests read one list:
// the family's plan page (its documents and its loader data), its calendar file, the scripts and
// styles of the build, and the photos at their small size. Nothing else: no payment, no back office,
// no other path, no post, and nothing without a signed-in member's key (the hint cookie the server
// clears at sign-in and sign-out).

/** The worker's script (public/, built by scripts/build-sw.mjs) and the pages it controls. */
export const SW_URL = "/plan-sw.js";
export const SW_SCOPE = "/travel/plan/";
/** Every cache the worker makes starts so; one per member (`ft-plan-{hint}`). */
export const CACHE_PREFIX = "ft-plan-";
/** The member's key for the worker: not HttpOnly (the worker and the page read it), never trusted by the server. */
export const HINT_COOKIE = "ft_offline";
/** When a stored answer was saved (ms since the epoch), kept on the stored copy. */
export const SAVED_AT_HEADER = "x-ft-saved-at";
/** The plan page's route id: its loader data is fetched with `?_routes=` it (it has a clientLoader). */
export const PLAN_ROUTE_ID = "routes/_plan+/travel.plan.$planId";
/** The small size the pages ask for first (the uploads' smallest width, upload-categories.ts). */
export const SMALL_PHOTO_WIDTH = 360;
/** After this long without an answer a stored copy is shown (a weak signal on a mountain road). */
export const NETWORK_TIMEOUT_MS = 6000;

export const PLAN_TABS = ["storyboard", "missions", "bookings"] as const;

export type OfflineKind = "document" | "data" | "calendar" | "asset" | "photo";

export interface OfflineRule {
  kind: OfflineKind;
  /** The address it is stored under (search parameters put in one order, the ones that do not matter dropped). */
  key: string;
  /** Whether a good answer is stored (a photo only at its small size). */
  store: boolean;
  /** Stored addresses to show instead, in order, when there is no network and no copy of `key`. */
  fallbacks: string[];
}

const PLAN_PATH = /^\/travel\/plan\/([^/]+?)(\.data|\/calendar\.ics)?$/;
const PHOTO_PATH = /^\/media\/([vp])\/([^/]+)\/(\d+)\.(webp|jpg)$/;
const PLAN_PARAMS = new Set(["tab", "day"]);

/** A valid member key: base64url, as the server makes it (page.server's offlineHint). */
export const isHint = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value);

export const cacheNameOf = (hint: string) => `${CACHE_PREFIX}${hint}`;

/** The plan's own address for a plan path (the page, its data or its calendar), or null. */
export function planPathOf(pathname: string): string | null {
  const match = PLAN_PATH.exec(pathname);
  // The spec's `payment_{orderId}` placeholder only redirects to the dashboard.
  if (!match || match[1]!.startsWith("payment_")) return null;
  return `/travel/plan/${match[1]}`;
}

/** `?tab=…&day=…` in one order, the default tab written out; null when the address has any other parameter. */
function planSearch(params: URLSearchParams, extra: string[] = []): { tab: string; day: string | null } | null {
  for (const name of params.keys()) if (!PLAN_PARAMS.has(name) && !extra.includes(name)) return null;
  const tab = params.get("tab") ?? "storyboard";
  if (!(PLAN_TABS as readonly string[]).includes(tab)) return null;
  const day = params.get("day");
  if (day !== null && !/^\d{1,3}$/.test(day)) return null;
  // A day only chooses the storyboard's day; the other tabs show the same whatever it says.
  return { tab, day: tab === "storyboard" ? day : null };
}

const documentKey = (plan: string, tab: string, day: string | null) => `${plan}?tab=${tab}${day ? `&day=${day}` : ""}`;

/**
 * The rule for a request the plan page makes (`origin` is the site's), or null: then the worker
 * leaves it alone and the browser asks the network as it would without a worker.
 */
export function offlineRule(request: { method: string; url: string }, origin: string): OfflineRule | null {
  if (request.method !== "GET") return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname;

  // The build's files never change under one name (fingerprinted); their search is never used.
  if (path.startsWith("/build/")) return /\.(js|css)$/.test(path) ? { kind: "asset", key: path, store: true, fallbacks: [] } : null;

  const photo = PHOTO_PATH.exec(path);
  if (photo) {
    if (url.search) return null;
    const [, visibility, id, width] = photo;
    // A larger size is fetched when online and never stored; offline, the small one stands in.
    return {
      kind: "photo",
      key: path,
      store: Number(width) <= SMALL_PHOTO_WIDTH,
      fallbacks: [`/media/${visibility}/${id}/`],
    };
  }

  const plan = planPathOf(path);
  if (!plan) return null;
  if (path.endsWith("/calendar.ics")) return url.search ? null : { kind: "calendar", key: path, store: true, fallbacks: [] };

  if (path.endsWith(".data")) {
    const routes = url.searchParams.get("_routes");
    // The shell's data (header, footer) does not depend on the tab or the day.
    if (routes === "root") return { kind: "data", key: `${plan}.data?_routes=root`, store: true, fallbacks: [] };
    if (routes !== PLAN_ROUTE_ID) return null;
    const search = planSearch(url.searchParams, ["_routes"]);
    if (!search) return null;
    return {
      kind: "data",
      key: `${plan}.data?tab=${search.tab}${search.day ? `&day=${search.day}` : ""}&_routes=${PLAN_ROUTE_ID}`,
      store: true,
      fallbacks: [],
    };
  }

  const search = planSearch(url.searchParams);
  if (!search) return null;
  const key = documentKey(plan, search.tab, search.day);
  // Every day is in the storyboard's page: a day never saved shows the tab's page, then the plan's.
  const fallbacks = [documentKey(plan, search.tab, null), documentKey(plan, "storyboard", null)].filter((entry) => entry !== key);
  return { kind: "document", key, store: true, fallbacks: [...new Set(fallbacks)] };
}

/** Only a whole, direct, successful answer is stored: never a redirect (sign-in, payment), an error or a single-fetch redirect (202). */
export function mayStore(response: { status: number; type: string; redirected: boolean }): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/** Whether a request (a post, any method) signs the member out: the worker then empties every cache. */
export function isSignOut(request: { method: string; url: string }, origin: string): boolean {
  try {
    const url = new URL(request.url);
    return request.method === "POST" && url.origin === origin && /^\/logout(\.data)?$/.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * What the page asks the worker to keep once it has opened with a connection: each tab's page and
 * loader data (the storyboard's for every day), the shell's data and the calendar file. The photos and
 * the files each page needs are read from the pages as they are stored (addressesInPage).
 */
export function warmList(plan: string, days: readonly number[]): string[] {
  const data = (tab: string, day: number | null) =>
    `${plan}.data?tab=${tab}${day === null ? "" : `&day=${day}`}&_routes=${encodeURIComponent(PLAN_ROUTE_ID)}`;
  return [
    ...PLAN_TABS.map((tab) => `${plan}?tab=${tab}`),
    ...PLAN_TABS.map((tab) => data(tab, null)),
    ...days.map((day) => data("storyboard", day)),
    `${plan}.data?tab=storyboard&_routes=root`,
    `${plan}/calendar.ics`,
  ];
}

/**
 * The build's files and the small photos a stored page names: its scripts, styles and module
 * preloads, and from each `srcset` only the narrowest candidate (with `src`, the smallest JPEG).
 */
export function addressesInPage(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="(\/(?:build|media)\/[^"]+)"/g)) found.add(unescapeHtml(match[1]!));
  for (const match of html.matchAll(/\bsrcset="([^"]+)"/gi)) {
    const candidates = unescapeHtml(match[1]!)
      .split(",")
      .map((part) => part.trim().split(/\s+/))
      .filter(([address]) => address?.startsWith("/media/"))
      .map(([address, descriptor]) => ({ address: address!, width: Number.parseInt(descriptor ?? "", 10) || Number.POSITIVE_INFINITY }))
      .sort((a, b) => a.width - b.width);
    if (candidates[0]) found.add(candidates[0].address);
  }
  return [...found].filter((address) => {
    const rule = offlineRule({ method: "GET", url: `http://x${address}` }, "http://x");
    return rule?.store && (rule.kind === "asset" || rule.kind === "photo");
  });
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
