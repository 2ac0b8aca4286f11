// server/lifecycle.ts on a small server of its own: /readyz says 503 until the migrations ran, while the
// database fails or says no, and once stopping; the stop waits for a request under way, refuses new
// connections, and cuts a request that outlives the grace, running what comes after either way.
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { HEALTH_PATH, lifecycle, READY_PATH } from "../../server/lifecycle";

function serverWith(databaseReady: () => Promise<boolean>, onAnswered: () => void = () => undefined) {
  const life = lifecycle(databaseReady);
  const app = express();
  app.use(life.middleware);
  app.get("/slow/:ms", (req, res) => {
    setTimeout(() => {
      res.once("finish", onAnswered);
      res.type("text/plain").send("done");
    }, Number(req.params.ms));
  });
  const server = app.listen(0, "127.0.0.1");
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { life, server, url, ready: () => new Promise((resolve) => server.once("listening", resolve)) };
}

describe("the server's lifecycle", () => {
  it("is healthy at once, and ready only once migrated with the database answering yes", async () => {
    let answer: () => Promise<boolean> = async () => true;
    const { life, server, url, ready } = serverWith(() => answer());
    await ready();
    try {
      const check = async (path: string) => {
        const response = await fetch(url() + path);
        return [response.status, await response.text()];
      };
      expect(await check(HEALTH_PATH)).toEqual([200, "ok"]);
      expect(await check(READY_PATH)).toEqual([503, "migrations not done"]);
      life.markMigrated();
      expect(await check(READY_PATH)).toEqual([200, "ready"]);
      answer = async () => false;
      expect(await check(READY_PATH)).toEqual([503, "migrations not done"]);
      answer = async () => Promise.reject(new Error("connection refused"));
      expect(await check(READY_PATH)).toEqual([503, "database not answering"]);
      // Anything else goes on to the routes.
      expect(await check("/slow/1")).toEqual([200, "done"]);
    } finally {
      server.close();
    }
  });

  it("on stop lets a request under way finish and refuses new connections, then runs what comes after", async () => {
    const order: string[] = [];
    const { life, server, url, ready } = serverWith(
      async () => true,
      () => void order.push("answered"),
    );
    await ready();
    life.markMigrated();
    const slow = fetch(`${url()}/slow/400`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const address = url();
    const stopped = life.stop(server, 5_000, async () => {
      order.push("after");
    });
    expect(life.draining).toBe(true);
    await expect(fetch(`${address}${READY_PATH}`)).rejects.toThrow();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toBe("done");
    await stopped;
    expect(order).toEqual(["answered", "after"]);
  });

  it("cuts a request that outlives the grace, and still runs what comes after within the bound", async () => {
    const { life, server, url, ready } = serverWith(async () => true);
    await ready();
    const endless = fetch(`${url()}/slow/60000`).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    let remaining = -1;
    await life.stop(server, 300, async (ms) => {
      remaining = ms;
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(remaining).toBeGreaterThanOrEqual(0);
    expect(await endless).toBe("cut");
  });
});
