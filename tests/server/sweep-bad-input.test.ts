// Permanent sweep: bad input. Every action found in app/routes receives a corpus of bad bodies —
// wrong content types, oversized, non-UTF-8, NUL, repeated and missing keys, prototype keys,
// hostile strings — as a visitor and as a signed-in member with real fixture ids (staff on the back
// office's routes); it must answer below 500 and write nothing. Every loader receives hostile queries (on top of its real query),
// and every route hostile parameter values. Generated bodies (fast-check) come on top.
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_REASONS, loginErrorMessage } from "~/messages/login";
import { paymentFailMessage } from "~/messages/payments";
import { SURVEY_QUESTIONS } from "~/survey/questions.server";
import { providerFromSlug } from "~/vocabulary/login";
import {
  type Actor,
  arrangeAcceptedOrder,
  arrangeCommunityPost,
  arrangeMember,
  arrangePendingOrder,
  arrangePhotobook,
  arrangeSentPlan,
  arrangeStaff,
  arrangeSurveyDraft,
  changedTables,
  inParallel,
  postStreamed,
  snapshot,
  startWorld,
  storedControlCharacters,
  visitor,
  type World,
} from "../support/actors";
import { engineOfThisProject, POSTGRES_SKIPPED, postgresSweepEngine } from "../support/engines";
import { insertMission } from "../support/missions";
import { arrangePaidPhotobook } from "../support/photobooks";
import {
  discoverRoutes,
  isStaffOnly,
  type RouteFixtures,
  type RouteModule,
  type RouteTarget,
  targetOf,
  urlPatternOf,
} from "../support/route-modules";

const routes = discoverRoutes();
const actions = routes.filter((route) => route.hasAction);
const loaders = routes.filter((route) => route.hasLoader);

/**
 * Tables a well-formed form may legitimately change on these routes, whatever it holds: signing in
 * and out replaces sessions; the sign-up form keeps what was typed between its round trips; a planner
 * note is any text staff type (control characters cleaned), so a well-formed one is sent: the note,
 * the family's notification and its 알림톡 (the dialog's two addresses, one action).
 * (Malformed bodies may change nothing anywhere.)
 */
const WELL_FORMED_WRITES: Record<string, string[]> = {
  "admin+/logout.tsx": ["sessions"],
  "_accounts+/auth.demo.tsx": ["sessions"],
  "_accounts+/logout.tsx": ["sessions"],
  "_accounts+/signup.complete.tsx": ["signup_drafts"],
  "admin+/dashboard.consultations.$orderId_.note.tsx": ["planner_notes", "notifications", "outbox_messages"],
  "admin+/dashboard.orders.$orderId.note.tsx": ["planner_notes", "notifications", "outbox_messages"],
};

// ---- The corpus -----------------------------------------------------------------------------

interface Body {
  name: string;
  /** The status the one body parser answers for a malformed body; undefined for a well-formed one. */
  refusal?: 400 | 413 | 415;
  headers: Record<string, string>;
  /** A fresh body each time. */
  body: () => BodyInit;
  /** Sent chunked instead, with no Content-Length, on a connection of its own. */
  streamed?: { chunk: Uint8Array; totalBytes: number };
}

const KiB = 1024;
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };

function bytes(...parts: (string | number[])[]): Uint8Array<ArrayBuffer> {
  const joined = Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));
  return new Uint8Array(joined);
}

/** A body sent in chunks without Content-Length, so only counting while streaming can stop it. */
function streamed(totalBytes: number, chunk = `a=${"b".repeat(8 * KiB - 2)}`): Pick<Body, "streamed" | "body"> {
  return { streamed: { chunk: bytes(chunk), totalBytes }, body: () => "" };
}

function multipart(
  parts: { name: string; value: string | Uint8Array; filename?: string; type?: string }[],
  boundary = "sweepBoundary7MA4YWxk",
): Pick<Body, "headers" | "body"> {
  const chunks: (string | number[])[] = [];
  for (const part of parts) {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}\r\n`,
    );
    if (part.type) chunks.push(`Content-Type: ${part.type}\r\n`);
    chunks.push("\r\n");
    chunks.push(typeof part.value === "string" ? part.value : [...part.value]);
    chunks.push("\r\n");
  }
  chunks.push(`--${boundary}--\r\n`);
  return { headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body: () => bytes(...chunks) };
}

/** Strings that have broken forms before: markup, injections, templates, paths, odd numbers and odd Unicode. */
const HOSTILE_STRINGS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, meant literally
  "${7*7}{{7*7}}#{7*7}",
  "{{constructor.constructor('return process')()}}",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "-1",
  "1e309",
  "NaN",
  "99999999999999999999999",
  "0x1F",
  "null",
  "[]",
  "{}",
  "a\u0000b",
  "line\r\nSet-Cookie: injected=1",
  "\u202Egnp.exe",
  "\u200B\u200C\u200D\uFEFF",
  "ｆｕｌｌｗｉｄｔｈ／／evil",
  "한글 조합형",
  "😀👨‍👩‍👧‍👦𠜎",
  "\uD800",
  " ",
  "x".repeat(3 * KiB),
];

const PROTOTYPE_KEYS = [
  "__proto__=polluted",
  "__proto__%5Bpolluted%5D=yes",
  "__proto__.polluted=yes",
  "constructor%5Bprototype%5D%5Bpolluted%5D=yes",
  "constructor.prototype.polluted=yes",
  "toString=1&valueOf=2&hasOwnProperty=3&isPrototypeOf=4",
  "answer%5B__proto__%5D%5Bpolluted%5D=1&answer.__proto__.polluted=1",
];

/** Field names a route reads, plus the ones every form of this app uses. */
function fieldsFor(route: RouteModule): string[] {
  return [
    ...new Set([
      ...route.fields,
      "intent",
      "redirectTo",
      "name",
      "phone",
      "answer",
      "detail",
      "choice",
      "memberType",
      "memberAge",
      "memberLabel",
    ]),
  ];
}

function formBodies(route: RouteModule): Body[] {
  const fields = fieldsFor(route);
  const form = (name: string, text: string): Body => ({ name, headers: FORM, body: () => text });
  const everyField = (value: string) => new URLSearchParams(fields.map((field) => [field, value])).toString();
  return [
    // Malformed: the parser refuses them before any action logic.
    { name: "JSON to a form action", refusal: 415, headers: JSON_TYPE, body: () => JSON.stringify({ intent: "submit", name: "x" }) },
    { name: "text/plain", refusal: 415, headers: { "Content-Type": "text/plain" }, body: () => "intent=submit" },
    { name: "XML", refusal: 415, headers: { "Content-Type": "application/xml" }, body: () => "<intent>submit</intent>" },
    { name: "octet-stream", refusal: 415, headers: { "Content-Type": "application/octet-stream" }, body: () => bytes([0, 1, 2, 255]) },
    { name: "multipart without boundary", refusal: 400, headers: { "Content-Type": "multipart/form-data" }, body: () => "intent=submit" },
    {
      name: "multipart cut short",
      refusal: 400,
      headers: { "Content-Type": "multipart/form-data; boundary=cut" },
      body: () => '--cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsub',
    },
    { name: "raw invalid UTF-8", refusal: 400, headers: FORM, body: () => bytes("name=", [0xff, 0xfe, 0xc3, 0x28]) },
    { name: "percent-encoded invalid UTF-8", refusal: 400, headers: FORM, body: () => "name=%FF%FE&intent=submit" },
    { name: "overlong UTF-8", refusal: 400, headers: FORM, body: () => "name=%C0%AF" },
    { name: "broken percent-encoding", refusal: 400, headers: FORM, body: () => "name=%E0%A4%A&intent=submit" },
    { name: "lone percent", refusal: 400, headers: FORM, body: () => "name=100%&intent=submit" },
    { name: "non-hex percent", refusal: 400, headers: FORM, body: () => "name=%zz" },
    { name: "oversized (Content-Length)", refusal: 413, headers: FORM, body: () => `name=${"a".repeat(70 * KiB)}` },
    { name: "oversized (streamed, no length)", refusal: 413, headers: FORM, ...streamed(256 * KiB) },
    // Well-formed but hostile: the action's own rules answer them.
    { name: "no Content-Type, empty body", headers: {}, body: () => bytes() },
    form("empty form", ""),
    form("missing keys", "intent=&=&&a&=value"),
    form("repeated keys", fields.flatMap((field) => [`${field}=__proto__`, `${field}=%00`, `${field}=`]).join("&")),
    ...PROTOTYPE_KEYS.map((body) => form(`prototype keys: ${decodeURIComponent(body).slice(0, 40)}`, body)),
    form("NUL in every field", everyField("a\u0000b\u0000")),
    form("control characters in every field", everyField("\u0001\u0007\u001b[31m\u007f\u0085")),
    ...HOSTILE_STRINGS.map((value) => form(`every field ${JSON.stringify(value.slice(0, 30))}`, everyField(value))),
    form("family intents", "intent=remove-member:__proto__:0&memberType=__proto__&memberAge=1e3"),
    form("family remove out of range", "intent=remove-member:son:-1"),
    form("region pick of prototype keys", "intent=pick:__proto__|constructor&regionQuery=__proto__"),
    form("region search of hostile text", `intent=search&regionQuery=${encodeURIComponent("ㄱ".repeat(500))}`),
    // The plan page's cart (decision 52): hostile product ids, and paying with fields it never reads.
    form("cart add of prototype keys", "intent=cart-add&productId=__proto__&reply=data"),
    form("cart remove of an oversized id", `intent=cart-remove&productId=${"p".repeat(500)}&reply=html`),
    form("cart pay with a price and an amount", "intent=cart-pay&amount=1&price=1&productId=x"),
    form("many keys", Array.from({ length: 3000 }, (_, i) => `k${i}=${i}`).join("&")),
    form("charset latin-1 bytes", "name=%E9t%E9"),
    {
      name: "latin-1 charset declared",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      body: () => bytes("name=", [0xe9]),
    },
    { name: "gzip declared, plain sent", headers: { ...FORM, "Content-Encoding": "gzip" }, body: () => "intent=submit" },
    { name: "multipart hostile fields", ...multipart(fields.map((name) => ({ name, value: "<script>\u0000" }))) },
    {
      name: "multipart file part",
      ...multipart([
        { name: "intent", value: "submit" },
        { name: "name", value: bytes([0x89, 0x50, 0x4e, 0x47]), filename: "x.png", type: "image/png" },
      ]),
    },
    { name: "multipart invalid UTF-8 field", ...multipart([{ name: "name", value: bytes([0xff, 0xfe]) }]) },
    {
      name: "multipart prototype names",
      ...multipart([
        { name: "__proto__", value: "x" },
        { name: "constructor.prototype.polluted", value: "y" },
      ]),
    },
  ];
}

/** The analytics endpoint reads text/plain too: `navigator.sendBeacon` sends a string as that (decision 57). */
const BEACON_ACTIONS = new Set(["_api+/api.analytics.ts"]);

function jsonBodies(beacon = false): Body[] {
  const json = (name: string, value: string): Body => ({ name, headers: JSON_TYPE, body: () => value });
  return [
    { name: "form to a JSON endpoint", refusal: 415, headers: FORM, body: () => "eventType=PAYMENT_STATUS_CHANGED" },
    // Read as JSON by a beacon endpoint, where `{}` is no batch.
    { name: "text/plain", refusal: beacon ? 400 : 415, headers: { "Content-Type": "text/plain" }, body: () => "{}" },
    { name: "no Content-Type", refusal: 415, headers: {}, body: () => bytes("{}") },
    { name: "invalid JSON", refusal: 400, headers: JSON_TYPE, body: () => '{"eventType": ' },
    { name: "invalid UTF-8", refusal: 400, headers: JSON_TYPE, body: () => bytes('{"a":"', [0xff, 0xfe], '"}') },
    { name: "oversized (Content-Length)", refusal: 413, headers: JSON_TYPE, body: () => JSON.stringify({ pad: "a".repeat(70 * KiB) }) },
    { name: "oversized (streamed, no length)", refusal: 413, headers: JSON_TYPE, ...streamed(256 * KiB, " ".repeat(8 * KiB)) },
    json("empty object", "{}"),
    json("null", "null"),
    json("array", "[1,2,3]"),
    json(
      "prototype keys",
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"eventType":"PAYMENT_STATUS_CHANGED","data":{"__proto__":{"orderId":"x"}}}',
    ),
    json(
      "forged event",
      JSON.stringify({
        eventType: "PAYMENT_STATUS_CHANGED",
        data: { paymentKey: "\u0000", orderId: "__proto__", status: "DONE", secret: "x" },
      }),
    ),
    json(
      "wrong types",
      JSON.stringify({ eventType: ["PAYMENT_STATUS_CHANGED"], data: "DONE", paymentKey: 1, orderId: {}, amount: "9900" }),
    ),
    json("deep nesting", "[".repeat(20_000) + "]".repeat(20_000)),
    json("deep objects", `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`),
    json(
      "NUL and hostile strings",
      JSON.stringify({ eventType: "a\u0000b", data: Object.fromEntries(HOSTILE_STRINGS.slice(0, 20).map((s, i) => [`k${i}`, s])) }),
    ),
    json("huge number", '{"amount": 1e400, "orderId": 12345678901234567890123}'),
  ];
}

/** A session recording's chunk endpoint: gzip or JSON bytes holding an events array, 256 KiB at most. */
function rawBodies(): Body[] {
  const OCTETS = { "Content-Type": "application/octet-stream" };
  const raw = (name: string, refusal: 400 | 413 | 415, body: () => BodyInit): Body => ({ name, refusal, headers: OCTETS, body });
  return [
    { name: "form to a chunk endpoint", refusal: 415, headers: FORM, body: () => "events=1" },
    { name: "no Content-Type", refusal: 415, headers: {}, body: () => bytes("{}") },
    raw("neither gzip nor JSON", 400, () => bytes("", [0x00, 0xff, 0xfe, 0x01])),
    raw("broken gzip", 400, () => bytes("", [0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02])),
    raw("JSON without events", 400, () => '{"events":"none"}'),
    raw("events that are not events", 400, () => '{"events":[1,"a",{"type":"x"}]}'),
    raw("deep nesting", 400, () => "[".repeat(20_000) + "]".repeat(20_000)),
    raw(
      "zip bomb",
      413,
      () => new Uint8Array(gzipSync(JSON.stringify({ events: [{ type: 5, timestamp: 1, data: { p: "a".repeat(5 * 1024 * KiB) } }] }))),
    ),
    raw("oversized (Content-Length)", 413, () => bytes("a".repeat(300 * KiB))),
    { name: "oversized (streamed, no length)", refusal: 413, headers: OCTETS, ...streamed(512 * KiB, " ".repeat(8 * KiB)) },
  ];
}

function bodiesFor(route: RouteModule, target: RouteTarget): Body[] {
  if (target.raw) return rawBodies();
  return target.json ? jsonBodies(BEACON_ACTIONS.has(route.file)) : formBodies(route);
}

// ---- Hostile queries and parameters ---------------------------------------------------------------

interface Query {
  name: string;
  /** Query text to add; `first: true` puts it before the real query (so `get()` reads it). */
  text: string;
  first?: boolean;
  /** Control characters or broken percent-encoding: refused at the Express layer. */
  refused?: boolean;
}

function hostileQueries(realKeys: string[]): Query[] {
  const keys = [...new Set([...realKeys, "redirectTo", "orderId", "code", "error", "reason", "q", "tab"])];
  const each = (value: string) => keys.map((key) => `${encodeURIComponent(key)}=${value}`).join("&");
  return [
    { name: "NUL", text: `x=%00`, refused: true },
    { name: "NUL in real keys", text: each("a%00b"), first: true, refused: true },
    { name: "unit separator", text: "x=%1F", refused: true },
    { name: "DEL", text: "x=%7F", refused: true },
    { name: "CR LF header injection", text: each("%0D%0ASet-Cookie:%20injected=1"), first: true, refused: true },
    { name: "tab", text: `redirectTo=%09%2F%2Fevil.example`, first: true, refused: true },
    { name: "broken percent-encoding", text: each("%E0%A4%A"), first: true, refused: true },
    { name: "lone percent", text: "x=%", refused: true },
    { name: "non-hex percent", text: "x=%zz", refused: true },
    { name: "invalid UTF-8", text: each("%FF%FE"), first: true },
    { name: "overlong UTF-8", text: each("%C0%AF"), first: true },
    { name: "lone surrogate", text: each("%ED%A0%80"), first: true },
    { name: "prototype keys", text: "__proto__=1&constructor=2&prototype=3&toString=4&__proto__%5Bpolluted%5D=1" },
    { name: "prototype values", text: each("__proto__"), first: true },
    { name: "constructor values", text: each("constructor"), first: true },
    { name: "repeated keys", text: `${each("a")}&${each("b")}`, first: true },
    { name: "empty values", text: each(""), first: true },
    { name: "array syntax", text: keys.map((key) => `${key}%5B%5D=1&${key}%5Bx%5D=2`).join("&"), first: true },
    { name: "script", text: each(encodeURIComponent("<script>alert(1)</script>")), first: true },
    { name: "open redirect", text: each(encodeURIComponent("//evil.example")), first: true },
    { name: "numbers", text: each("-1e309"), first: true },
    { name: "long value", text: `x=${"a".repeat(6 * KiB)}` },
    { name: "many keys", text: Array.from({ length: 400 }, (_, i) => `k${i}=${i}`).join("&") },
    { name: "unicode", text: each(encodeURIComponent("😀\u202E／／한")), first: true },
  ];
}

const HOSTILE_PARAMS: { value: string; refused?: boolean }[] = [
  { value: "__proto__" },
  { value: "constructor" },
  { value: "-1" },
  { value: "0" },
  { value: "1e3" },
  { value: "99999999999999999999" },
  { value: "a%00b", refused: true },
  { value: "%0D%0A", refused: true },
  { value: "%E0%A4%A", refused: true },
  { value: "%FF" },
  { value: "..%2F..%2Fetc" },
  { value: "%2e%2e" },
  { value: encodeURIComponent("<script>") },
  { value: "x".repeat(1000) },
];

function withQuery(path: string, query: Query): string {
  const [pathname, real = ""] = path.split("?");
  const parts = query.first ? [query.text, real] : [real, query.text];
  return `${pathname}?${parts.filter(Boolean).join("&")}`;
}

/** Substitutes a raw (already encoded) value for each parameter of a route's path, one at a time. */
function pathsWithHostileParam(route: RouteModule, target: RouteTarget, value: string): string[] {
  if (!route.params.length) return [];
  const [pathname, query] = target.path.split("?");
  const patternParts = route.pattern.split("/");
  const pathParts = pathname!.split("/");
  return patternParts
    .map((part, index) => (part.startsWith(":") || part === "*" ? index : -1))
    .filter((index) => index >= 0)
    .map((index) => {
      const parts = [...pathParts];
      parts[index] = value;
      return parts.join("/") + (query ? `?${query}` : "");
    });
}

// ---- The sweep -----------------------------------------------------------------------------------

// Engine-free: once, in the SQLite project.
describe.runIf(engineOfThisProject().name === "sqlite")("route discovery", () => {
  it("reads route file names as URL patterns, area folders included (remix-flat-routes)", () => {
    const cases: [string, string, string[]][] = [
      ["_index", "/", []],
      ["about", "/about", []],
      ["auth._index", "/auth", []],
      ["survey.$step", "/survey/:step", ["step"]],
      ["orders.$orderId.refund", "/orders/:orderId/refund", ["orderId"]],
      ["$", "/*", ["*"]],
      ["sandbox.toss.v1.$", "/sandbox/toss/v1/*", ["*"]],
      ["sandbox.toss.widget[.]js", "/sandbox/toss/widget.js", []],
      ["sitemap[.]xml", "/sitemap.xml", []],
      ["_auth.login", "/login", []],
      ["admin_.orders.$orderId", "/admin/orders/:orderId", ["orderId"]],
      ["($lang).about", "/:lang?/about", ["lang"]],
      ["admin.orders.$orderId.consultation", "/admin/orders/:orderId/consultation", ["orderId"]],
      ["admin+/dashboard.orders.$orderId.note", "/admin/dashboard/orders/:orderId/note", ["orderId"]],
      ["admin+/dashboard._index", "/admin/dashboard", []],
      ["survey+/_index", "/survey", []],
      ["_community+/post.$postId", "/post/:postId", ["postId"]],
      ["_plan+/travel.plan.$planId_.calendar[.]ics", "/travel/plan/:planId/calendar.ics", ["planId"]],
    ];
    for (const [name, pattern, params] of cases) expect(urlPatternOf(name), name).toEqual({ pattern, params });
  });

  it("finds every route module with its loader and action", () => {
    expect(actions.length).toBeGreaterThan(5);
    expect(loaders.length).toBeGreaterThan(10);
    expect(routes.find((route) => route.file === "survey+/$step.tsx")).toMatchObject({
      pattern: "/survey/:step",
      hasLoader: true,
      hasAction: true,
    });
    expect(routes.find((route) => route.file === "sandbox+/toss.v1.$.ts")).toMatchObject({ hasLoader: true, hasAction: true });
    expect(routes.find((route) => route.file === "_index.tsx")).toMatchObject({ pattern: "/", hasLoader: true, hasAction: true });
  });
});

// The longest sweep: its PostgreSQL half runs beside its SQLite half, as a file of the `server-postgres`
// project (engineOfThisProject).
const engines = [engineOfThisProject()];
if (!postgresSweepEngine()) describe.skip(POSTGRES_SKIPPED, () => it("bad-input sweep on PostgreSQL", () => undefined));

describe.each(engines)("bad input on $name", (engine) => {
  let world: World;
  let member: Actor;
  let staff: Actor;
  let fixtures: RouteFixtures;
  const target = (route: RouteModule) => targetOf(route, fixtures);
  /** Who sends a route its bodies: staff on the back office (anyone else is refused before the body is read), a member elsewhere. */
  const signedIn = (route: RouteModule) => (isStaffOnly(route) ? staff : member);

  beforeAll(async () => {
    world = await startWorld(engine);
    member = await arrangeMember(world, { name: "입력검사회원" });
    staff = await arrangeStaff(world, "입력검사직원");
    const surveyOrder = await arrangeAcceptedOrder(world, member);
    // Toss forgets this payment (the demo data's are known to its sandbox), so a refund attempt fails and writes nothing.
    await world.db().deleteFrom("sandbox_toss_payments").where("order_id", "=", surveyOrder.id).execute();
    await arrangeSurveyDraft(world, member, surveyOrder, { transportation: { selected: "car" }, totalBudget: 50 });
    const pendingOrder = await arrangePendingOrder(world, member);
    // The plan page's posts reach its body parser only for a plan the member owns.
    const plan = await arrangeSentPlan(world, member);
    const missionId = await insertMission(world.db(), plan.planId);
    const postId = await arrangeCommunityPost(world, member);
    const { photobookId } = await arrangePhotobook(world, member);
    // The staff photobook page's posts reach their body parser only for a photobook that exists.
    world.use();
    const photobook = await arrangePaidPhotobook({ member: member.user!, status: "designing" });
    // The upload page's posts reach its body parser only for a paid photobook of the member's waiting for photos.
    const draftBook = await arrangePaidPhotobook({ member: member.user! });
    fixtures = {
      origin: world.url,
      ownerId: member.user!.id,
      surveyOrder,
      // A paid order whose payment 'Toss' does not know: a refund attempt reaches Toss and fails, writing nothing.
      paidOrder: surveyOrder,
      paymentKey: surveyOrder.paymentKey!,
      pendingOrder,
      surveyStep: SURVEY_QUESTIONS.findIndex((question) => question.key === "departure") + 1,
      planId: plan.planId,
      missionId,
      postId,
      photobookId,
      photobook: { id: photobook.photobookId, orderId: photobook.order.id },
      photobookOrderId: draftBook.order.id,
    };
  });

  afterAll(async () => {
    await world?.stop();
  });

  /** Posts one body as the actor; its status (a connection closed early counts as the refusal). */
  async function post(route: RouteModule, actor: Actor, body: Body): Promise<number | Error> {
    const { path, headers } = target(route);
    if (body.streamed) {
      // A server may refuse an oversized stream by closing the connection before it is all sent.
      const answer = await postStreamed(world, actor, path, { ...headers, ...body.headers }, body.streamed.chunk, body.streamed.totalBytes);
      return answer.closedEarly ? body.refusal! : answer.status;
    }
    try {
      const response = await world.request(actor, path, { method: "POST", headers: { ...headers, ...body.headers }, body: body.body() });
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    } catch (error) {
      return error as Error;
    }
  }

  /** Tables a body may change on this route. */
  const allowedWrites = (route: RouteModule, body: Body) => (body.refusal ? [] : (WELL_FORMED_WRITES[route.file] ?? []));

  /**
   * Posts each body as the actor and checks each status, and the database once per group of bodies
   * allowed the same writes; a group that wrote what it may not is replayed body by body to name the
   * writer. Returns the failures as lines (route, actor, body, status, tables), so one run lists them all.
   */
  async function sweepBodies(route: RouteModule, actor: Actor, bodies: Body[]): Promise<string[]> {
    const failures: string[] = [];
    const where = (body: Body) => `${route.file} as ${actor.kind}, ${body.name}`;
    for (const group of [bodies.filter((body) => body.refusal), bodies.filter((body) => !body.refusal)]) {
      if (!group.length) continue;
      const allowed = allowedWrites(route, group[0]!);
      await actor.cookie(); // a session ended by an earlier post (logout, sign-in) is renewed before the snapshot
      const before = await snapshot(world);
      // A few posts in flight at once; the database is compared once for the whole group.
      await inParallel(group, 4, async (body) => {
        await actor.cookie();
        const status = await post(route, actor, body);
        if (status instanceof Error) {
          failures.push(`${where(body)}: no answer (${status.message})`);
          return;
        }
        if (status >= 500) failures.push(`${where(body)}: status ${status}`);
        else if (body.refusal && actor.kind !== "visitor" && status !== body.refusal)
          failures.push(`${where(body)}: status ${status}, expected ${body.refusal}`);
        else if (
          body.refusal &&
          actor.kind === "visitor" &&
          !(status === body.refusal || (status >= 300 && status < 400) || status === 404 || (status === 403 && isStaffOnly(route)))
        ) {
          failures.push(
            `${where(body)}: status ${status}, expected ${body.refusal} (or the sign-in redirect, or 403 from the back office)`,
          );
        }
      });
      const unexpected = changedTables(before, await snapshot(world)).filter((table) => !allowed.includes(table));
      if (!unexpected.length) continue;
      let named = false;
      for (const body of group) {
        await actor.cookie();
        const one = await snapshot(world);
        await post(route, actor, body);
        const wrote = changedTables(one, await snapshot(world)).filter((table) => !allowed.includes(table));
        if (wrote.length) {
          failures.push(`${where(body)}: wrote ${wrote.join(", ")}`);
          named = true;
        }
      }
      if (!named)
        failures.push(
          `${route.file} as ${actor.kind}: the ${group[0]!.refusal ? "malformed" : "well-formed"} bodies wrote ${unexpected.join(", ")}`,
        );
    }
    return failures;
  }

  it("every action refuses malformed bodies with 400/413/415 and writes nothing; hostile forms get < 500 and write nothing", {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of actions) {
      const bodies = bodiesFor(route, target(route));
      for (const actor of [visitor, signedIn(route)]) failures.push(...(await sweepBodies(route, actor, bodies)));
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("every loader answers hostile queries below 500 (400 for control characters and broken escapes) and writes nothing", {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of loaders) {
      const { path, headers } = target(route);
      const realKeys = [...new URLSearchParams(path.split("?")[1] ?? "").keys()];
      for (const actor of [visitor, signedIn(route)]) {
        await actor.cookie();
        const before = await snapshot(world);
        await inParallel(hostileQueries(realKeys), 4, async (query) => {
          const response = await world.request(actor, withQuery(path, query), { headers });
          await response.arrayBuffer().catch(() => undefined);
          if (response.status >= 500 || (query.refused && response.status !== 400)) {
            failures.push(
              `GET ${route.file} as ${actor.kind}, ${query.name}: status ${response.status}${query.refused ? ", expected 400" : ""}`,
            );
          }
        });
        const changed = changedTables(before, await snapshot(world));
        if (changed.length) failures.push(`GET ${route.file} as ${actor.kind} with hostile queries wrote ${changed.join(", ")}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("every route answers hostile parameter values below 500 (400 for control characters and broken escapes)", {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    const before = await snapshot(world);
    for (const route of routes) {
      for (const param of HOSTILE_PARAMS) {
        for (const path of pathsWithHostileParam(route, target(route), param.value)) {
          for (const method of [...(route.hasLoader ? ["GET"] : []), ...(route.hasAction ? ["POST"] : [])]) {
            const response = await world.request(signedIn(route), path, {
              method,
              headers: { ...target(route).headers, ...(method === "POST" ? (target(route).json ? JSON_TYPE : FORM) : {}) },
              body: method === "POST" ? (target(route).json ? "{}" : "intent=submit") : undefined,
            });
            await response.arrayBuffer().catch(() => undefined);
            if (response.status >= 500 || (param.refused && response.status !== 400)) {
              failures.push(
                `${method} ${route.file} ${path.slice(0, 80)}: status ${response.status}${param.refused ? ", expected 400" : ""}`,
              );
            }
          }
        }
      }
    }
    const changed = changedTables(before, await snapshot(world)).filter((table) => table !== "sessions" && table !== "signup_drafts");
    if (changed.length) failures.push(`hostile parameters wrote ${changed.join(", ")}`);
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("message tables answer prototype keys with their default messages", async () => {
    // The general sentence for a code the table does not have (or for one it does not accept at all).
    const defaults = [paymentFailMessage("NO_SUCH_SWEEP_CODE"), paymentFailMessage(null)];
    for (const code of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const response = await world.request(visitor, `/payment/fail?code=${code}&message=x`);
      const page = await response.text();
      expect(response.status, `/payment/fail?code=${code}`).toBe(200);
      expect(
        defaults.some((sentence) => page.includes(sentence)),
        `/payment/fail?code=${code} shows a default sentence`,
      ).toBe(true);
      expect(page).not.toMatch(/\[object |function |native code/);
    }
    const cases: [string, string | null][] = [
      ["error=__proto__&reason=constructor", null],
      ["provider=social_b&error=hasOwnProperty&reason=__proto__", "social_b"],
      ["provider=__proto__&error=constructor&reason=toString", "__proto__"],
    ];
    for (const [query, provider] of cases) {
      const response = await world.request(visitor, `/auth?${query}`);
      const page = await response.text();
      expect(response.status, `/auth?${query}`).toBe(200);
      expect(page).toContain(LOGIN_REASONS.default);
      expect(page).toContain(loginErrorMessage(providerFromSlug(provider), "no_such_sweep_code")!);
      expect(page).not.toMatch(/\[object |function |native code/);
    }
  });

  it("generated bodies: every action answers below 500 and writes nothing it is not for", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const route of actions) {
      const { path, headers, json } = target(route);
      const names = fieldsFor(route);
      const key = fc.oneof(
        fc.constantFrom(...names, "__proto__", "constructor", "prototype", "__proto__.polluted", "a[__proto__][b]"),
        fc.string({ maxLength: 12 }),
      );
      const value = fc.oneof(
        fc.constantFrom(...HOSTILE_STRINGS.slice(0, -1)),
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.string({ maxLength: 30 }),
      );
      const formBody = fc
        .array(fc.tuple(key, value), { maxLength: 12 })
        .map((pairs) => ({ headers: FORM as Record<string, string>, body: new URLSearchParams(pairs).toString() as BodyInit }));
      const jsonBody = fc.jsonValue({ maxDepth: 4 }).map((data) => ({
        headers: JSON_TYPE as Record<string, string>,
        body: JSON.stringify({ eventType: "PAYMENT_STATUS_CHANGED", data }) as BodyInit,
      }));
      const rawBody = fc
        .tuple(
          fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json", "text/plain", ""),
          fc.uint8Array({ maxLength: 300 }),
        )
        .map(([type, raw]) => ({
          headers: (type ? { "Content-Type": type } : {}) as Record<string, string>,
          body: new Uint8Array(raw) as BodyInit,
        }));
      const generated = fc.oneof(json ? jsonBody : formBody, rawBody);
      await fc
        .assert(
          fc.asyncProperty(generated, async (input) => {
            const shown = () =>
              `${JSON.stringify(input.headers)} ${JSON.stringify(typeof input.body === "string" ? input.body : Buffer.from(input.body as Uint8Array).toString("latin1")).slice(0, 200)}`;
            try {
              const actor = signedIn(route);
              await actor.cookie();
              const before = await snapshot(world);
              const response = await world.request(actor, path, {
                method: "POST",
                headers: { ...headers, ...input.headers },
                body: input.body,
              });
              await response.arrayBuffer().catch(() => undefined);
              const unexpected = changedTables(before, await snapshot(world)).filter(
                (table) => !(WELL_FORMED_WRITES[route.file] ?? []).includes(table),
              );
              if (response.status < 500 && !unexpected.length) return true;
              failures.push(`${route.file}: ${shown()} → ${response.status}${unexpected.length ? `, wrote ${unexpected.join(", ")}` : ""}`);
            } catch (error) {
              failures.push(`${route.file}: ${shown()} → no answer (${(error as Error).message})`);
            }
            return false;
          }),
          { numRuns: 12, endOnFailure: true },
        )
        // The failure is in `failures`; fast-check's report adds the seed that replays it.
        .catch((error: Error) => failures.push(`${route.file}: ${error.message.split("\n").slice(0, 2).join(" ")}`));
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("no stored text holds a control character after the sweeps", async () => {
    const found = await storedControlCharacters(world);
    expect(found, found.join("\n")).toEqual([]);
  });
});
