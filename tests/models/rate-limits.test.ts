import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";

const rule = { limit: 3, windowMs: 60_000 };

describe("consumeRateLimit", () => {
  it("allows up to the limit in one window, then refuses with a retry time", async () => {
    const subject = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test", subject, rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ hits: 4, retryAfterSeconds: 50 });
  });

  it("starts counting again in the next window", async () => {
    const subject = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    for (let i = 0; i < 4; i++) await consumeRateLimit("test", subject, rule, now);
    expect((await consumeRateLimit("test", subject, rule, now + rule.windowMs)).allowed).toBe(true);
  });

  it("counts each subject and bucket on its own", async () => {
    const subject = randomUUID();
    const now = Date.UTC(2026, 0, 1, 13, 0, 0);
    for (let i = 0; i < 4; i++) await consumeRateLimit("a", subject, rule, now);
    expect((await consumeRateLimit("b", subject, rule, now)).allowed).toBe(true);
    expect((await consumeRateLimit("a", randomUUID(), rule, now)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const subject = randomUUID();
    const now = Date.UTC(2026, 0, 1, 14, 0, 0);
    const results = await Promise.all(Array.from({ length: 6 }, () => consumeRateLimit("burst", subject, rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
