// The sweeps' harness: the built server on a database of its own (a copy of the seeded SQLite file,
// or of the seeded PostgreSQL database when TEST_DATABASE_URL is set; engines.ts), the people who use it (a visitor, a member,
// another member, staff), the things they own (orders, survey drafts, sign-up drafts) arranged
// through the app's own model functions, and a digest of the database to prove that a request
// wrote nothing.
//
// The models run in this test process against the server's database: `world.use()` points the
// app's global handle (app/db.server.ts) at it. Cookies are signed with the same secret the server
// is started with, the way app/http/session.server.ts signs them.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createCookie } from "@remix-run/node";
import { type Kysely, sql } from "kysely";
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { PLAN_HISTORY_WORDS } from "~/messages/plans";
import { createSession, getSessionUser, SESSION_TTL_MS, STAFF_SESSION_TTL_MS } from "~/models/accounts/sessions.server";
import { saveSignupDraft } from "~/models/accounts/signup-drafts.server";
import { createStaff } from "~/models/accounts/staff.server";
import { type User, updateProfile, upsertProviderUser } from "~/models/accounts/users.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { changeOrderStatus } from "~/models/orders/order-history.server";
import { acceptOrder, getOrderForUser, type Order } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createTravelPlan } from "~/models/plans/creation.server";
import { sendTravelPlan } from "~/models/plans/lifecycle.server";
import { type SurveyAnswers, saveSurveyDraft } from "~/models/survey/surveys.server";
import { createSandboxPayment } from "~/services/toss-sandbox.server";
import type { FamilyMembers } from "~/utils/family";
import type { Database } from "../../db/schema";
import { arrangePost } from "./community-posts";
import { SWEEP_SERVER_ENV, SWEEP_SESSION_SECRET, type SweepEngine, seededDatabase } from "./engines";
import { arrangePaidPhotobook } from "./photobooks";
import { type RunningServer, startServer } from "./server";
import { uniquePhone } from "./unique";

if (!existsSync("build/server.js")) throw new Error("Run `npm run build` before the server tests.");

// ---- The server ------------------------------------------------------------------------------

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit | null;
  /** Send `Origin: <server>` on a non-GET request (the same-origin rule); default true. */
  sameOrigin?: boolean;
  /** Extra cookies (`name=value`), besides the actor's session. */
  cookies?: string[];
}

/** A POST of `values` as an HTML form sends them (urlencoded), for `world.request`. */
export function formPost(values: Record<string, string>): RequestOptions & { headers: Record<string, string>; body: string } {
  return { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(values).toString() };
}

/** The landing page's region request as a visitor sends it: a district and a phone typed as 010-1234-5678. */
export function regionRequestFields(phone = uniquePhone()): Record<string, string> {
  return { intent: "submit", name: "강릉", phone: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` };
}

/** The custom product page's start of a Gangneung day trip, its district picked from the list. */
export const GANGNEUNG_DAY_START: Record<string, string> = {
  intent: "start",
  productType: "custom",
  tripDuration: "day",
  regionQuery: "강릉",
  province: "강원특별자치도",
  city: "강릉시",
};

export interface World {
  engine: SweepEngine["name"];
  /** http://127.0.0.1:port */
  url: string;
  databaseUrl: string;
  server: RunningServer;
  /** The app's database handle, pointed at this world's database. */
  db: () => Kysely<Database>;
  /** Points the app's models (in this process) at this world's database. */
  use: () => void;
  /** One request as `actor`: its live session cookie, Origin on writes, redirects not followed. */
  request: (actor: Actor, path: string, options?: RequestOptions) => Promise<Response>;
  stop: () => Promise<void>;
}

/** Starts the built server on a seeded database of `engine` of its own and points the models at it. */
export async function startWorld(engine: SweepEngine, env: Record<string, string> = {}): Promise<World> {
  const databaseUrl = await seededDatabase(engine);
  const server = await startServer({ ...SWEEP_SERVER_ENV, ...env, DATABASE_URL: databaseUrl });
  return worldOf(engine.name, databaseUrl, server, async () => {
    await server.stop();
    await releaseModels(databaseUrl);
    await engine.dropDatabase(databaseUrl);
  });
}

/**
 * Several server processes started at the same moment on one fresh database (the scale-out setup:
 * any load balancer in front, one PostgreSQL behind). Each world talks to its own process; `stop`
 * stops them all and drops the database.
 */
export async function startCluster(
  engine: SweepEngine,
  count: number,
  env: Record<string, string> = {},
): Promise<{ worlds: World[]; stop: () => Promise<void> }> {
  const databaseUrl = await engine.createDatabase();
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer({ ...SWEEP_SERVER_ENV, ...env, DATABASE_URL: databaseUrl })),
  );
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await releaseModels(databaseUrl);
    await engine.dropDatabase(databaseUrl);
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { worlds: servers.map((server) => worldOf(engine.name, databaseUrl, server, () => server.stop())), stop };
}

/**
 * A load balancer in front of several processes: every request keeps the balancer's own Host (as a
 * real one does), and goes to the process the test names in `X-Sweep-Backend` (its index).
 */
export async function startBalancer(backends: string[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    const index = Number(incoming.headers["x-sweep-backend"] ?? 0);
    const backend = new URL(backends[index] ?? backends[0]!);
    const headers = { ...incoming.headers };
    delete headers["x-sweep-backend"];
    const forwarded = httpRequest(
      { host: backend.hostname, port: backend.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      outgoing.statusCode = 502;
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A world seen through the balancer, every request sent on to process `index`. */
export function behind(world: World, balancer: { url: string }, index: number): World {
  const viaBalancer: World = {
    ...world,
    url: balancer.url,
    request: (actor, path, options = {}) =>
      sendRequest(viaBalancer, actor, path, { ...options, headers: { ...options.headers, "X-Sweep-Backend": String(index) } }),
  };
  return viaBalancer;
}

async function releaseModels(databaseUrl: string): Promise<void> {
  if (process.env.DATABASE_URL !== databaseUrl) return;
  await globalThis.__appDb?.destroy();
  globalThis.__appDb = undefined;
}

function worldOf(engine: SweepEngine["name"], databaseUrl: string, server: RunningServer, stop: () => Promise<void>): World {
  const use = () => {
    if (process.env.DATABASE_URL === databaseUrl && globalThis.__appDb) return;
    void globalThis.__appDb?.destroy();
    globalThis.__appDb = undefined;
    process.env.DATABASE_URL = databaseUrl;
  };
  use();
  const world: World = {
    engine,
    url: server.url,
    databaseUrl,
    server,
    db: () => {
      use();
      return db();
    },
    use,
    request: (actor, path, options = {}) => sendRequest(world, actor, path, options),
    stop,
  };
  return world;
}

async function sendRequest(world: World, actor: Actor, path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers = new Headers(options.headers);
  const cookies = [...(options.cookies ?? [])];
  const session = await actor.cookie();
  if (session) cookies.push(session);
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  if (method !== "GET" && method !== "HEAD" && options.sameOrigin !== false && !headers.has("Origin")) headers.set("Origin", world.url);
  const init: RequestInit & { duplex?: "half" } = { method, headers, body: options.body, redirect: "manual" };
  if (options.body instanceof ReadableStream) init.duplex = "half";
  return fetch(world.url + path, init);
}

/** What a streamed request got back: an answer, or the server closing the connection before answering. */
export type StreamedAnswer = { status: number; closedEarly: false } | { status: null; closedEarly: true; error: string };

/**
 * A POST whose body is sent in chunks with no Content-Length (chunked transfer encoding), on a
 * connection of its own: a server that stops reading an oversized body may close it, which must not
 * break the pooled connections of the other requests.
 */
export async function postStreamed(
  world: World,
  actor: Actor,
  path: string,
  headers: Record<string, string>,
  chunk: Uint8Array,
  totalBytes: number,
): Promise<StreamedAnswer> {
  const cookie = await actor.cookie();
  const url = new URL(path, world.url);
  return new Promise<StreamedAnswer>((resolve) => {
    let settled = false;
    const finish = (answer: StreamedAnswer) => {
      if (!settled) {
        settled = true;
        resolve(answer);
      }
    };
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        agent: false,
        headers: { ...headers, Origin: world.url, "Transfer-Encoding": "chunked", ...(cookie ? { Cookie: cookie } : {}) },
      },
      (response) => {
        response.resume();
        finish({ status: response.statusCode ?? 0, closedEarly: false });
      },
    );
    req.on("error", (error) => finish({ status: null, closedEarly: true, error: error.message }));
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/**
 * Runs `task` over `items`, at most `limit` at a time (the sweeps' requests are independent; a few in
 * flight at once keep a two-core machine busy while the server waits on its database). Results in order.
 */
export async function inParallel<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---- Cookies, signed as the server signs them ---------------------------------------------------

const sessionCookie = createCookie("__session", { secrets: [SWEEP_SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });
const authReturnCookie = createCookie("__auth_return", { secrets: [SWEEP_SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });
const toastCookie = createCookie("__toast", { secrets: [SWEEP_SESSION_SECRET], path: "/", httpOnly: true, sameSite: "lax" });

/** `__session=<signed id>` for a Cookie header. */
export async function signedSessionCookie(sessionId: string): Promise<string> {
  return (await sessionCookie.serialize(sessionId)).split(";")[0]!;
}

/** `__auth_return=<signed path>`: the return address /auth/social_* remembers, forged with the secret. */
export async function signedReturnCookie(path: string): Promise<string> {
  return (await authReturnCookie.serialize(path)).split(";")[0]!;
}

/** The flash toast a response set (kind and message), read with the secret; null when none. */
export async function toastOf(response: Response): Promise<{ kind: string; message: string } | null> {
  for (const header of response.headers.getSetCookie()) {
    if (!header.startsWith("__toast=")) continue;
    const value = (await toastCookie.parse(header.split(";")[0]!)) as Record<string, unknown> | null;
    const toast = value && Object.entries(value).find(([key]) => key.includes("toast"))?.[1];
    if (toast && typeof toast === "object") return toast as { kind: string; message: string };
  }
  return null;
}

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request of a browser-like flow. */
export function setCookiePairs(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .filter((pair) => !/=$/.test(pair));
}

// ---- The people ---------------------------------------------------------------------------------

export type ActorKind = "visitor" | "member" | "otherMember" | "staff";
export const ACTOR_KINDS: readonly ActorKind[] = ["visitor", "member", "otherMember", "staff"];

export interface Actor {
  kind: ActorKind;
  /** For messages: 'visitor', 'member 김소유…'. */
  label: string;
  /** Null for the visitor. */
  user: User | null;
  /** What only this person (and no one they did not show it to) should ever see on a page. */
  secrets: string[];
  /** `__session=…` of a live session (re-created when a request ended it: logout, a new sign-in), or null. */
  cookie: () => Promise<string | null>;
}

export const visitor: Actor = { kind: "visitor", label: "visitor", user: null, secrets: [], cookie: async () => null };

function tagged(prefix: string): string {
  return `${prefix}${randomBytes(3).toString("hex")}`;
}

/**
 * A member signed up through the models (the Kakao sandbox's kind of person), with a live session.
 * `phone: false` leaves sign-up unfinished (the /signup/complete state). `kind: "staff"` is a staff
 * account instead (arrangeStaff).
 */
export async function arrangeMember(
  world: World,
  options: { kind?: ActorKind; name?: string; phone?: boolean; family?: FamilyMembers } = {},
): Promise<Actor> {
  world.use();
  const kind = options.kind ?? "member";
  if (kind === "staff") return arrangeStaff(world, options.name);
  const name = options.name ?? tagged("회원");
  const email = `${tagged(kind)}@sweep.family-trip.example`;
  let user = await upsertProviderUser({ provider: "kakao", providerId: tagged("sweep-"), email, nickname: name, avatarUrl: null });
  let phone: string | null = null;
  if (options.phone !== false) {
    phone = uniquePhone();
    user = await updateProfile(user.id, { name, phone, familyMembers: options.family ?? { father: { age: "40", is_me: true } } });
  }
  return withSession(world, { kind, label: `${kind} ${name}`, user, secrets: [name, email, ...(phone ? [phone] : [])] });
}

/**
 * A staff account as `npm run admin:create` makes it (role admin, provider 'staff', a hashed
 * password, no phone number), signed in with a staff session (eight hours, as signIn makes it).
 */
export async function arrangeStaff(world: World, name = tagged("직원")): Promise<Actor> {
  world.use();
  const created = await createStaff({ loginId: tagged("sweep."), name, password: randomBytes(12).toString("base64url") });
  if (!created.ok) throw new Error("a sweep staff id was taken");
  return withSession(world, { kind: "staff", label: `staff ${name}`, user: created.user, secrets: [name] }, STAFF_SESSION_TTL_MS);
}

/** The person with a live server session, made again whenever a request ended it (a logout, a new sign-in). */
async function withSession(world: World, person: Omit<Actor, "cookie"> & { user: User }, ttlMs = SESSION_TTL_MS): Promise<Actor> {
  const open = async () => (await createSession(person.user.id, { clientIp: "sweep" }, new Date(), ttlMs)).id;
  let sessionId = await open();
  return {
    ...person,
    cookie: async () => {
      world.use();
      if (!(await getSessionUser(sessionId))) sessionId = await open();
      return signedSessionCookie(sessionId);
    },
  };
}

/** A custom day trip to Gangneung under a name of its own (so a page that shows it can be recognised). */
function gangneungTrip(orderName: string) {
  const product = travelProduct({ productType: "custom", tripDuration: "day", province: "강원특별자치도", city: "강릉시" });
  if (!product) throw new Error("the catalogue no longer sells a Gangneung day trip");
  return { ...product, orderName };
}

/** A pending order (saved, the payment widget not yet finished). */
export async function arrangePendingOrder(world: World, member: Actor, orderName = tagged("강릉 여행 ")): Promise<Order> {
  world.use();
  return createTravelOrder(member.user!.id, gangneungTrip(orderName));
}

/**
 * A paid and accepted order whose payment key Toss (the sandbox) has never seen: its survey is open,
 * and an online refund of it fails at 'Toss' and changes nothing.
 */
export async function arrangeAcceptedOrder(world: World, member: Actor, orderName = tagged("강릉 여행 ")): Promise<Order> {
  const order = await arrangePendingOrder(world, member, orderName);
  await markPaidByCard(order);
  await acceptOrder(order.id);
  return (await getOrderForUser(order.id, member.user!.id))!;
}

/**
 * A travel order moved on to consultation complete with a plan staff made for it through the plans
 * model: one day a chapter (by default two days, '경포해변' and '오죽헌'), draft unless `send` (then
 * the order moves to plan sent). `title` and the chapter titles are what the pages show.
 */
export async function arrangePlannedOrder(
  world: World,
  member: Actor,
  options: { staff?: Actor; title?: string; chapters?: string[]; firstDate?: string; send?: boolean } = {},
): Promise<{ order: Order; planId: string }> {
  const order = await arrangeAcceptedOrder(world, member);
  world.use();
  const staffId = options.staff?.user?.id ?? (await arrangeStaff(world, tagged("플래너"))).user!.id;
  world.use();
  await changeOrderStatus(db(), { orderId: order.id, move: "set", to: "consultation_complete", actor: "system" });
  const chapters = options.chapters ?? ["경포해변", "오죽헌"];
  const firstDate = options.firstDate ?? "2026-12-01";
  const created = await createTravelPlan({
    orderId: order.id,
    staffId,
    title: options.title ?? tagged("여행 계획 "),
    days: chapters.map((title, index) => ({
      date: new Date(Date.parse(`${firstDate}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
      activities: [{ time: "10:00", title, durationMinutes: 120, description: `${title} 이야기`, locationName: "강릉", costWon: 12_000 }],
    })),
    accommodations: [{ name: "바다 숙소", checkIn: firstDate, checkOut: firstDate, address: "강릉시", costWon: 100_000 }],
    totalBudget: 500_000,
    notes: null,
  });
  if (!created.ok) throw new Error(`the plan of ${order.id} was not created (${created.reason})`);
  if (options.send) {
    const sent = await sendTravelPlan({ planId: created.planId, staffId, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS });
    if (!sent.ok) throw new Error(`the plan was not sent (${sent.reason})`);
  }
  return { order: (await getOrderForUser(order.id, member.user!.id))!, planId: created.planId };
}

/** A published community post of the member's, with a photo (the sweeps' /post/:postId). */
export async function arrangeCommunityPost(world: World, member: Actor, caption = tagged("강릉 바다 ")): Promise<string> {
  world.use();
  return arrangePost({ authorId: member.user!.id, caption, locationTags: ["강릉"], tags: ["바다"] });
}

/** A paid photobook of the member, its proof approved (production preparing): the photobook pages' fixture. */
export async function arrangePhotobook(world: World, member: Actor): Promise<{ photobookId: string; order: Order }> {
  world.use();
  const { photobookId, order } = await arrangePaidPhotobook({
    member: member.user!,
    travelDestination: tagged("공주 여행 "),
    status: "ordered",
  });
  return { photobookId, order };
}

/** A payment approved in the Toss sandbox for a pending order (the widget's part); its payment key. */
export async function approveInSandbox(world: World, member: Actor, order: Order): Promise<string> {
  world.use();
  return createSandboxPayment({
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    customerKey: member.user!.id,
    scenario: "approve",
  });
}

export function successPath(order: Pick<Order, "id" | "amount">, paymentKey: string): string {
  return `/payment/success?${new URLSearchParams({ paymentKey, orderId: order.id, amount: String(order.amount) })}`;
}

/**
 * An order bought for real in the sandbox: approved there, confirmed by the member's success page
 * (the server calls the sandbox's confirm API), accepted. Refundable online for 24 hours.
 */
export async function arrangeSandboxPaidOrder(world: World, member: Actor, orderName = tagged("강릉 여행 ")): Promise<Order> {
  const order = await arrangePendingOrder(world, member, orderName);
  const paymentKey = await approveInSandbox(world, member, order);
  const success = await world.request(member, successPath(order, paymentKey));
  const page = await success.text();
  if (success.status !== 200 || !page.includes("결제가 완료되었어요")) {
    throw new Error(`the sandbox payment of ${order.id} did not complete (${success.status})\n${world.server.output().slice(-2000)}`);
  }
  world.use();
  await acceptOrder(order.id);
  return (await getOrderForUser(order.id, member.user!.id))!;
}

/** Answers saved into an accepted order's survey draft, through the model. */
export async function arrangeSurveyDraft(world: World, member: Actor, order: Order, answers: SurveyAnswers, resumeStep = 2): Promise<void> {
  world.use();
  const saved = await saveSurveyDraft({ orderId: order.id, userId: member.user!.id, answers, resumeStep });
  if (!saved) throw new Error(`the survey of ${order.id} is not open`);
}

/** A sign-up form left half done (what /signup/complete keeps between its round trips). */
export async function arrangeSignupDraft(world: World, member: Actor, family: FamilyMembers = {}): Promise<void> {
  world.use();
  await saveSignupDraft(member.user!.id, { name: member.user!.name ?? "", phone: "", familyMembers: family });
}

// ---- What the database holds ------------------------------------------------------------------

/** Tables a refused request may still touch: counters and logs of the refusal itself, and Kysely's own. */
export const BOOKKEEPING_TABLES = new Set([
  "rate_limits",
  "auth_events",
  "kysely_migration",
  "kysely_migration_lock",
  // Every page sent is counted, and the tracker posts from any page (decision 57): visits, not anyone's things.
  "page_views",
  "analytics_events",
  "analytics_salts",
  // The server's periodic jobs claim and give back their leases on their own timers (server/jobs.ts).
  "job_leases",
]);

type Row = Record<string, unknown>;

export async function tableNames(world: World): Promise<string[]> {
  const handle = world.db();
  const result =
    world.engine === "postgres"
      ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(handle)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(handle);
  return result.rows.map((row) => row.name).sort();
}

async function rowsOf(world: World, table: string): Promise<Row[]> {
  const result = await sql<Row>`select * from ${sql.table(table)}`.execute(world.db());
  return result.rows;
}

/** A value in a stable text form: JSON objects with sorted keys, bytes as hex, numbers as numbers. */
function stable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `bytes:${value.toString("hex")}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(stable);
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, stable((value as Row)[key])]),
    );
  }
  return value;
}

function digestRows(rows: Row[]): string {
  const lines = rows.map((row) => JSON.stringify(stable(row))).sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16);
}

export type Snapshot = Map<string, string>;

/** A digest of every row of every table but the bookkeeping ones, per table. */
export async function snapshot(world: World, exclude: ReadonlySet<string> = BOOKKEEPING_TABLES): Promise<Snapshot> {
  const tables = (await tableNames(world)).filter((table) => !exclude.has(table));
  const digests = await Promise.all(tables.map(async (table) => [table, digestRows(await rowsOf(world, table))] as const));
  return new Map(digests);
}

/** How many rows each table holds (all tables, bookkeeping included unless excluded). */
export async function rowCounts(world: World, exclude: ReadonlySet<string> = new Set()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(world)) {
    if (exclude.has(table)) continue;
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(world.db());
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const tables = new Set([...before.keys(), ...after.keys()]);
  return [...tables].filter((table) => before.get(table) !== after.get(table)).sort();
}

/**
 * What a person owns, per table: their user row, and every row whose user_id is theirs (orders,
 * surveys, sign-up drafts, sessions, photobooks, and whatever table arrives with a user_id).
 */
export async function ownedRows(world: World, owner: Actor): Promise<Snapshot> {
  const id = owner.user!.id;
  const owned = new Map<string, string>();
  for (const table of await tableNames(world)) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    const rows = (await rowsOf(world, table)).filter((row) => (table === "users" ? row.id === id : row.user_id === id));
    if (rows.length) owned.set(table, digestRows(rows));
  }
  return owned;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Every stored text (JSON inside included) with a control character in it: `table.column: value`. */
export async function storedControlCharacters(world: World): Promise<string[]> {
  const found: string[] = [];
  const visit = (where: string, value: unknown) => {
    if (typeof value === "string") {
      if (CONTROL_CHARACTERS.test(value)) found.push(`${where}: ${JSON.stringify(value).slice(0, 120)}`);
      // JSON columns are text on SQLite: look inside, where an escaped NUL (\u0000) hides.
      else if (/^[[{]/.test(value)) {
        try {
          visit(`${where}(json)`, JSON.parse(value));
        } catch {
          // not JSON after all
        }
      }
    } else if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) visit(`${where}.${key}`, item);
    }
  };
  for (const table of await tableNames(world)) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    for (const row of await rowsOf(world, table)) visit(table, row);
  }
  return found;
}

// ---- Reading answers ------------------------------------------------------------------------------

/** Follows same-origin redirects as `actor` (up to 5); the last response and its body. */
export async function followAs(
  world: World,
  actor: Actor,
  path: string,
  options: RequestOptions = {},
): Promise<{ response: Response; body: string; trail: string[] }> {
  const trail = [path];
  let response = await world.request(actor, path, options);
  for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop++) {
    const location = response.headers.get("location");
    if (!location) break;
    const next = new URL(location, world.url);
    if (next.origin !== new URL(world.url).origin) break;
    trail.push(next.pathname + next.search);
    response = await world.request(actor, next.pathname + next.search);
  }
  return { response, body: await response.text(), trail };
}

/** A redirect's target path (pathname + search), or null when the response is not a redirect. */
export function locationOf(response: Response): string | null {
  if (response.status < 300 || response.status >= 400) return null;
  return response.headers.get("location");
}

/** Whether a Location stays on this site and carries no control character. */
export function isSafeLocation(location: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u001F\u007F]/.test(location)) return false;
  try {
    return new URL(location, "http://app.test").origin === "http://app.test";
  } catch {
    return false;
  }
}

/** A plan staff made and sent (the order is plan sent): what the family's plan page shows. */
export function arrangeSentPlan(
  world: World,
  member: Actor,
  options: { title?: string; chapters?: string[]; firstDate?: string } = {},
): Promise<{ order: Order; planId: string }> {
  return arrangePlannedOrder(world, member, { ...options, send: true });
}
