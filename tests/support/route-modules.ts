// Every route module under app/routes, found the way the server finds them (remix.config.js's own
// `routes`, remix-flat-routes over the area folders; no list to keep up to date): its URL pattern and
// whether it exports a loader and an action. The sweeps use it so a new route is swept the day it lands.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { getRouteInfo } from "remix-flat-routes";
import remixConfig from "../../remix.config.js";

export interface RouteModule {
  /** The file under app/routes, e.g. `survey+/$step.tsx`, `_index.tsx`: the sweeps' key. */
  file: string;
  /** The URL pattern, e.g. `/survey/:step`, `/sandbox/toss/v1/*`, `/`. */
  pattern: string;
  /** Dynamic segments in order (`*` for a splat). */
  params: string[];
  hasLoader: boolean;
  hasAction: boolean;
  /**
   * Form field names the module reads or renders (formText(…, "x"), .get("x"), name="x", a zod
   * object's keys): in the route, its server half and the app modules either imports (the screen's
   * components, the form's schema), so a route stays swept with every field when its parts move out.
   */
  fields: string[];
  source: string;
}

const ROUTES_DIR = "app/routes";
const MODULE = /\.(tsx|ts|jsx|js)$/;
const PARAM = /:([A-Za-z_]\w*)\??|\*/g;

function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((match) => match[1] ?? "*");
}

/**
 * The URL pattern of a route file's name under app/routes (without extension), as remix-flat-routes
 * reads it: `_index` is the parent's index, a leading `_` is a pathless layout (or, with `+`, a folder that
 * only groups), a trailing `_` opts out of the parent's layout (same URL), `$name` is a parameter, a lone
 * `$` a splat, `(x)` an optional segment, `[…]` escapes, `folder+/x` is `folder.x`.
 */
export function urlPatternOf(routeName: string): { pattern: string; params: string[] } {
  const { path } = getRouteInfo("routes", `${routeName}.tsx`, { basePath: "/", paramPrefixChar: "$", nestedDirectoryChar: "+" });
  const pattern = path || "/";
  return { pattern, params: paramsOf(pattern) };
}

function exportsName(source: string, name: "loader" | "action"): boolean {
  const direct = new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+(const|let|var)\\s+${name}\\b`);
  const listed = new RegExp(`export\\s*\\{[^}]*\\b(as\\s+)?${name}\\b[^}]*\\}`);
  return direct.test(source) || listed.test(source);
}

function fieldsOf(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/(?:formText\(\s*\w+\s*,\s*|\.get(?:All)?\(\s*|\bname=)["']([A-Za-z_][\w-]*)["']/g)) {
    names.add(match[1]!);
  }
  // A schema's fields: `key: z.…` inside z.object({ … }).
  for (const match of source.matchAll(/\b([A-Za-z_]\w*)\s*:\s*z\./g)) names.add(match[1]!);
  // Headers read with .get("Content-Type") are no fields.
  return [...names].filter((name) => !/^[A-Z]/.test(name)).sort();
}

/** The sources of the app modules a module imports (`~/…` and relative, one step: not what they import). */
function importedSources(source: string, from: string): string {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/(?:from\s+|import\(\s*)["']((?:~\/|\.\.?\/)[^"']+)["']/g)) {
    const base = specifier!.startsWith("~/") ? join("app", specifier!.slice(2)) : join(dirname(from), specifier!);
    const file = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((end) => base + end)
      .find((path) => existsSync(path) && MODULE.test(path));
    if (file) found.push(readFileSync(file, "utf8"));
  }
  return found.join("\n");
}

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; file: string };

/** Every route module, sorted by file name (a route's `.server.ts` helpers are not routes). */
export function discoverRoutes(): RouteModule[] {
  const manifest = remixConfig.routes!(defineRoutes) as Record<string, ManifestRoute>;
  const fullPath = (route: ManifestRoute | undefined): string => {
    const parts: string[] = [];
    for (let at = route; at; at = at.parentId ? manifest[at.parentId] : undefined) if (at.path) parts.unshift(at.path);
    return `/${parts.join("/")}`;
  };
  return Object.values(manifest)
    .map((route) => {
      const file = route.file.replace(/^routes\//, "");
      const sourcePath = join(ROUTES_DIR, file);
      const source = readFileSync(sourcePath, "utf8");
      // A page's loader and action may sit beside it in <route>.server.ts, re-exported by the route
      // (docs/decisions/0028): the fields they read are the route's too.
      const serverHalf = sourcePath.replace(MODULE, ".server.ts");
      const serverSource = existsSync(serverHalf) ? readFileSync(serverHalf, "utf8") : "";
      const pattern = fullPath(route);
      return {
        file,
        pattern,
        params: paramsOf(pattern),
        hasLoader: exportsName(source, "loader"),
        hasAction: exportsName(source, "action"),
        fields: fieldsOf(
          [source, serverSource, importedSources(source, sourcePath), serverSource && importedSources(serverSource, serverHalf)].join("\n"),
        ),
        source,
      };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The back-office login: the one route of admin+/ open to everyone. */
export const STAFF_LOGIN_ROUTE = "admin+/login.tsx";

/**
 * A back-office route: every module in admin+/ but the login is for staff only (requireAdmin in
 * its loader and action). The sweeps hold each one to that without a row of its own.
 */
export function isStaffOnly(route: Pick<RouteModule, "file">): boolean {
  return route.file.startsWith("admin+/") && route.file !== STAFF_LOGIN_ROUTE;
}

/** A pattern with its parameters filled; throws naming the parameter nobody gave a value for. */
export function fillPattern(route: RouteModule, values: Record<string, string>): string {
  const filled = route.pattern.replace(/:([A-Za-z_]\w*)\??|\*/g, (_match, name: string | undefined) => {
    const key = name ?? "*";
    const value = values[key];
    if (value === undefined) {
      throw new Error(
        `${route.file}: no fixture value for the route parameter '${key}'. Add one to paramValues in tests/support/route-modules.ts.`,
      );
    }
    return key === "*" ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
  // An optional static segment ("(admin)" → "admin?") is filled as present.
  return filled.replace(/\?(?=\/|$)/g, "");
}

// ---- Reaching a route with real fixtures ------------------------------------------------------------

/** The real things a sweep fills URLs with: one member's orders and survey. */
export interface RouteFixtures {
  /** http://127.0.0.1:port (the sandboxes check that return addresses are their own). */
  origin: string;
  ownerId: string;
  /** Accepted, its survey open. */
  surveyOrder: { id: string };
  /** Paid: the refund route's order and the success page's payment. */
  paidOrder: { id: string; amount: number };
  paymentKey: string;
  /** Saved, not paid: the checkout's and the Toss sandbox's order. */
  pendingOrder: { id: string; orderName: string; amount: number };
  /** The survey question the survey routes open. */
  surveyStep: number;
  /** A sent travel plan of the owner (the plan page and its calendar); without one, an unknown id. */
  planId?: string;
  /** A mission of that plan (the mission log's posts); without one, an unknown id. */
  missionId?: string;
  /** A live share link's token (of another plan of the owner's); without one, an unknown token. */
  shareToken?: string;
  /** A published community post of the owner's. */
  postId: string;
  /** A paid PHOTOBOOK_ order of the owner's with its photobook (the upload page); without one, an unknown id. */
  photobookOrderId?: string;
  /** A photobook of the owner's in production; without one, an unknown id. */
  photobookId?: string;
  /** A paid photobook of the owner's, its proof waiting for an answer; without one, an unknown id. */
  photobook?: { id: string; orderId: string };
  /** A session recording of the owner's (the replay dialog and its events); without one, an unknown id. */
  recordingId?: string;
}

export interface RouteTarget {
  /** Path and real query. */
  path: string;
  /** The action takes JSON (webhooks, the Toss sandbox's API), not forms. */
  json: boolean;
  /** The action takes bytes of its own (RAW_ACTIONS), not forms or JSON. */
  raw: boolean;
  /** Headers the route's callers always send (the sandbox API's Basic auth). */
  headers: Record<string, string>;
}

/** Modules whose action takes JSON bodies only. */
/** Actions whose body is bytes of their own (a session recording's gzip chunk), neither a form nor JSON. */
export const RAW_ACTIONS = new Set(["_api+/api.recordings.ts"]);

export const JSON_ACTIONS = new Set([
  "_api+/api.analytics.ts",
  "_api+/api.webhooks.toss.ts",
  "sandbox+/toss.v1.$.ts",
  "_api+/storage.presigned-url.ts",
  "_api+/storage.confirm-upload.ts",
]);

/** The Toss sandbox's API key as the server's Toss adapter sends it (the embedded default test key). */
const TOSS_SANDBOX_AUTH = `Basic ${Buffer.from("test_sk_sandbox_family_trip:").toString("base64")}`;

function paramValues(route: RouteModule, f: RouteFixtures): Record<string, string> {
  return {
    provider: "social_a",
    // A survey's pages in the back office (under 설문 관리 or the consultation tab) open the order whose
    // survey the member has begun.
    orderId: route.file.startsWith("admin+/dashboard.surveys.") || route.file.endsWith("_.survey.tsx") ? f.surveyOrder.id : f.paidOrder.id,
    // The back office's member pages open the fixtures' owner.
    userId: f.ownerId,
    productId: "default",
    planId: f.planId ?? "no-such-plan",
    missionId: f.missionId ?? "no-such-mission",
    token: f.shareToken ?? "no-such-token",
    step: String(f.surveyStep),
    postId: f.postId,
    photobookId: f.photobookId ?? f.photobook?.id ?? "no-such-photobook",
    recordingId: f.recordingId ?? "no-such-recording",
    "*": route.file === "sandbox+/toss.v1.$.ts" ? "payments/confirm" : "no/such/page",
  };
}

/** The query each page is reached with in real use (a form's return address, the widget's order…). */
function realQuery(route: RouteModule, f: RouteFixtures): string {
  const q = (values: Record<string, string>) => new URLSearchParams(values).toString();
  switch (route.file) {
    case "_accounts+/auth._index.tsx":
      return q({ redirectTo: "/dashboard", reason: "survey" });
    case "_accounts+/auth.callback.$provider.tsx":
      return q({ code: "sweep-code", state: "sweep-state" });
    case "_accounts+/dashboard.tsx":
      return q({ planPending: f.surveyOrder.id });
    case "_orders+/payment.checkout.tsx":
      return q({
        orderId: f.pendingOrder.id,
        orderName: f.pendingOrder.orderName,
        amount: String(f.pendingOrder.amount),
        customerKey: f.ownerId,
        customerName: "고객",
        customerMobilePhone: "01012345678",
      });
    case "_orders+/payment.fail.tsx":
      return q({ code: "REJECT_CARD_COMPANY", message: "카드사에서 결제를 거절했습니다.", orderId: f.pendingOrder.id });
    case "_orders+/payment.success.tsx":
      return q({ paymentKey: f.paymentKey, orderId: f.paidOrder.id, amount: String(f.paidOrder.amount) });
    case "_orders+/product.$productId.tsx":
      return q({ productType: "custom", tripDuration: "day" });
    case "_orders+/photobook.default.tsx":
      // From a trip card's photobook offer, with the shipping dialog open.
      return q({ travelOrderId: f.paidOrder.id, step: "shipping" });
    case "_api+/api.regions.ts":
      return q({ q: "강릉" });
    case "_api+/api.recordings.ts":
      return q({ recording: "r_sweeprecording", session: "s_sweepsession", seq: "0", final: "1" });
    case "sandbox+/oauth.$provider.authorize.tsx":
      return q({
        response_type: "code",
        client_id: "sandbox-kakao",
        redirect_uri: `${f.origin}/auth/callback/social_a`,
        state: "sweep-state",
        scope: "profile_nickname",
      });
    case "sandbox+/toss.pay.tsx":
      return q({
        clientKey: "test_ck_sandbox_family_trip",
        customerKey: f.ownerId,
        orderId: f.pendingOrder.id,
        orderName: f.pendingOrder.orderName,
        amount: String(f.pendingOrder.amount),
        successUrl: `${f.origin}/payment/success`,
        failUrl: `${f.origin}/payment/fail`,
      });
    case "survey+/$step.tsx":
    case "survey+/_index.tsx":
    case "survey+/done.tsx":
      return q({ orderId: f.surveyOrder.id });
    case "_accounts+/signup.complete.tsx":
      return q({ redirectTo: "/dashboard" });
    case "_photobook+/photobook.order.tsx":
      return q({ orderId: f.photobookOrderId ?? "PHOTOBOOK_0_none" });
    default:
      return "";
  }
}

/** How a route is reached with real fixtures: its path with parameters and query filled in. */
export function targetOf(route: RouteModule, f: RouteFixtures, params: Record<string, string> = {}): RouteTarget {
  // An index route shares its URL with its parent; `?index` sends a post to the index route's action.
  const index = /(^|\.|\/)_index$/.test(route.file.replace(/\.(tsx|ts|jsx|js)$/, ""));
  const query = [index ? "index" : "", realQuery(route, f)].filter(Boolean).join("&");
  const path = fillPattern(route, { ...paramValues(route, f), ...params });
  return {
    path: query ? `${path}?${query}` : path,
    json: JSON_ACTIONS.has(route.file),
    raw: RAW_ACTIONS.has(route.file),
    headers: route.file === "sandbox+/toss.v1.$.ts" ? { Authorization: TOSS_SANDBOX_AUTH } : {},
  };
}
