// The built server as a load balancer and a deploy meet it (server/lifecycle.ts, server/jobs.ts), on
// each engine: `/healthz` and `/readyz` answer, are never page views and never limited; at start every
// periodic job has its lease row; on SIGTERM a request under way (its body still coming) completes, a new
// connection is refused, the page views kept in memory are written, every lease is given back and the
// process ends with 0.
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorld, visitor, type World } from "../support/actors";
import { sweepEngines } from "../support/engines";
import { PERIODIC_JOBS } from "../support/jobs";

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** A form post whose body is sent in two parts: the request stays under way until `finish` is called. */
function halfSentPost(url: string, path: string, body: string) {
  const target = new URL(path, url);
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      target,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          Origin: target.origin,
        },
      },
      (res) => {
        res.resume();
        res.once("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.once("error", reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => void req.end(body.slice(half));
  });
  return { answer, finish: () => finish() };
}

describe.each(sweepEngines())("the server's life on $name", (engine) => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(engine);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it("answers /healthz and /readyz with 200, never stored, never counted as page views", async () => {
    for (const [path, text] of [
      ["/healthz", "ok"],
      ["/readyz", "ready"],
    ] as const) {
      const response = await world.request(visitor, path, { headers: { "User-Agent": BROWSER } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(text);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      // Not a page: no page's security headers, no shared copy.
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(response.headers.get("age")).toBeNull();
    }
    // Written within a second: after two, none of them is there.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const counted = await world.db().selectFrom("page_views").select("path").where("path", "in", ["/healthz", "/readyz"]).execute();
    expect(counted).toEqual([]);
  });

  it("has made a lease row for each of its periodic jobs at start (the outbox's is off in this server)", async () => {
    await expect
      .poll(async () => (await world.db().selectFrom("job_leases").select("name").orderBy("name").execute()).map((row) => row.name), {
        timeout: 10_000,
      })
      .toEqual(PERIODIC_JOBS);
  });

  it("on SIGTERM finishes the request under way, refuses new connections, writes its page views, gives its leases back and ends with 0", async () => {
    // A page view not yet written (they are kept for a second), its campaign marking it as this test's.
    const campaign = `stop-${randomUUID().slice(0, 8)}`;
    const slow = halfSentPost(world.url, "/auth/demo", `redirectTo=%2Fdashboard&padding=${"x".repeat(2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await world.request(visitor, `/about?utm_campaign=${campaign}`, { headers: { "User-Agent": BROWSER } })).status).toBe(200);

    process.kill(world.server.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Stopping: the listening socket is closed.
    await expect(fetch(`${world.url}/healthz`)).rejects.toThrow();
    // The request under way completes (the demo sign-in redirects), and its connection is told to close.
    slow.finish();
    const answered = await slow.answer;
    expect(answered.status).toBe(302);
    expect(answered.connection).toBe("close");
    expect(await world.server.exited).toBe(0);
    expect(world.server.output()).not.toMatch(/stopping failed|were cut/);

    const views = await world.db().selectFrom("page_views").select(["path"]).where("utm_campaign", "=", campaign).execute();
    expect(views).toEqual([{ path: "/about" }]);
    const held = await world.db().selectFrom("job_leases").select("name").where("holder", "is not", null).execute();
    expect(held).toEqual([]);
  });
});
