// The analytics ingestion and the server's page views on the built server, on each engine (decision
// 57): the member from the session (a body's userId ignored), the beacon's text/plain, bad batches,
// bodies over the cap, bots, the per-session bucket outside the write limits; and each document
// counted once, never a data request, an asset or a bot.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, arrangeMember, startWorld, visitor, type World } from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const sessionId = () => `s_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
const batch = (session: string, events: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ sessionId: session, events, ...extra });
const click = (pageUrl = "/explore") => ({ type: "click", data: { pageUrl, x: 10, y: 20, element: "BUTTON", elementId: "like" } });

describe.each(sweepEngines())("analytics on $name", (engine) => {
  let world: World;
  let member: Actor;
  let other: Actor;
  beforeAll(async () => {
    world = await startWorld(engine, { ANALYTICS_LIMIT_PER_SESSION: "3" });
    member = await arrangeMember(world);
    other = await arrangeMember(world, { kind: "otherMember" });
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  const post = (actor: Actor, body: string, headers: Record<string, string> = {}) =>
    world.request(actor, "/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
      body,
    });
  const eventsOf = (session: string) => world.db().selectFrom("analytics_events").selectAll().where("session_id", "=", session).execute();

  it("stores a batch with the member of the session, whatever userId the body names", async () => {
    const session = sessionId();
    const response = await post(member, batch(session, [click()], { userId: other.user!.id }));
    expect(response.status).toBe(204);
    const rows = await eventsOf(session);
    expect(rows.map((row) => [row.type, row.user_id, row.element, row.device_type, row.os])).toEqual([
      ["click", member.user!.id, "button#like", "mobile", "iOS"],
    ]);
    const anonymous = sessionId();
    expect((await post(visitor, batch(anonymous, [click()], { userId: member.user!.id }))).status).toBe(204);
    expect((await eventsOf(anonymous)).map((row) => row.user_id)).toEqual([null]);
  });

  it("takes the page-unload beacon's text/plain body", async () => {
    const session = sessionId();
    const body = batch(session, [{ type: "page_unload", data: { pageUrl: "/faq", timeOnPage: 2_500 } }]);
    expect((await post(visitor, body, { "Content-Type": "text/plain;charset=UTF-8" })).status).toBe(204);
    expect((await eventsOf(session)).map((row) => [row.type, row.path, row.value])).toEqual([["page_unload", "/faq", 2_500]]);
  });

  it.each([
    ["an unknown type", batch(sessionId(), [{ type: "keystroke", data: { pageUrl: "/" } }])],
    ["no session id", JSON.stringify({ events: [click()] })],
    ["a malformed session id", batch("x", [click()])],
    ["no events", batch(sessionId(), [])],
    [
      "51 events",
      batch(
        sessionId(),
        Array.from({ length: 51 }, () => click()),
      ),
    ],
    ["a custom event without a name", batch(sessionId(), [{ type: "custom", data: { pageUrl: "/" } }])],
    ["a text too long", batch(sessionId(), [{ type: "error", data: { pageUrl: "/", message: "e".repeat(501) } }])],
    ["a number as text", batch(sessionId(), [{ type: "click", data: { pageUrl: "/", x: "10" } }])],
    ["not JSON", "{"],
  ])("refuses %s with 400 and stores nothing", async (_name, body) => {
    const before = await world.db().selectFrom("analytics_events").select(world.db().fn.countAll().as("n")).executeTakeFirstOrThrow();
    const response = await post(visitor, body);
    expect(response.status).toBe(400);
    const after = await world.db().selectFrom("analytics_events").select(world.db().fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses a form body (415) and a body over 32 KiB (413)", async () => {
    expect((await post(visitor, "a=1", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const big = batch(
      sessionId(),
      Array.from({ length: 40 }, () => ({ type: "error", data: { pageUrl: "/", message: "e".repeat(480), stack: "s".repeat(400) } })),
    );
    expect(big.length).toBeGreaterThan(32 * 1024);
    expect((await post(visitor, big)).status).toBe(413);
  });

  it("drops a bot's batch quietly", async () => {
    const session = sessionId();
    expect((await post(visitor, batch(session, [click()]), { "User-Agent": BOT })).status).toBe(204);
    expect(await eventsOf(session)).toEqual([]);
  });

  it("limits a session in a bucket of its own, and never counts against the member's write limit", async () => {
    const writes = async () =>
      (
        await world
          .db()
          .selectFrom("rate_limits")
          .select(["key", "hits"])
          .where("key", "like", `write-member:${member.user!.id}:%`)
          .execute()
      ).reduce((sum, row) => sum + Number(row.hits), 0);
    const before = await writes();
    const session = sessionId();
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await post(member, batch(session, [click()]))).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await post(member, batch(sessionId(), [click()]))).status).toBe(204);
    expect(await writes()).toBe(before);
  });

  it("counts each document the server sends once, and no data request, asset, back-office page or bot", async () => {
    const campaign = `c${randomUUID().slice(0, 8)}`;
    const get = (path: string, userAgent = BROWSER) => world.request(visitor, path, { headers: { "User-Agent": userAgent } });
    expect((await get(`/faq?utm_campaign=${campaign}`, BOT)).status).toBe(200);
    await get(`/faq.data?utm_campaign=${campaign}`);
    await get(`/favicon.svg?utm_campaign=${campaign}`);
    await get(`/admin/login?utm_campaign=${campaign}`);
    await get(`/no-such-page?utm_campaign=${campaign}`);
    expect((await get(`/faq?utm_campaign=${campaign}&utm_source=test`)).status).toBe(200);
    const counted = () => world.db().selectFrom("page_views").selectAll().where("utm_campaign", "=", campaign).execute();
    // Written within a second, in arrival order: once the last view is there, any earlier one would be.
    let rows = await counted();
    for (let tries = 0; rows.length === 0 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await counted();
    }
    expect(rows.map((row) => [row.path, row.utm_source, row.source, row.device_type])).toEqual([["/faq", "test", "server", "mobile"]]);
  });
});

if (!process.env.TEST_DATABASE_URL) describe.skip(POSTGRES_SKIPPED, () => it("skipped", () => undefined));
