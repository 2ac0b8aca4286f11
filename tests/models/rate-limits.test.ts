import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consumeRateLimit, consumeRateLimits } from "~/models/platform/rate-limits.server";

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

describe("consumeRateLimits", () => {
  it("counts every bucket in one go and says each one's standing, in the order asked", async () => {
    const [member, address] = [randomUUID(), randomUUID()];
    const now = Date.UTC(2026, 0, 1, 15, 0, 0);
    const tight = { limit: 1, windowMs: 60_000 };
    const checks = [
      { bucket: "write-member", subject: member, rule: rule },
      { bucket: "write-address", subject: address, rule: tight },
    ];
    expect((await consumeRateLimits(checks, now)).map((r) => [r.allowed, r.hits])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    // The address is over its rule; the member's bucket still counts this attempt.
    expect((await consumeRateLimits(checks, now)).map((r) => [r.allowed, r.hits])).toEqual([
      [true, 2],
      [false, 2],
    ]);
    expect((await consumeRateLimit("write-member", member, rule, now)).hits).toBe(3);
  });

  it("counts concurrent hits on shared buckets exactly, whatever order they are asked in", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const now = Date.UTC(2026, 0, 1, 16, 0, 0);
    const first = { bucket: "x", subject: a, rule };
    const second = { bucket: "y", subject: b, rule };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => consumeRateLimits(i % 2 === 0 ? [first, second] : [second, first], now)),
    );
    expect(results.flatMap((pair) => pair.map((r) => r.hits).sort()).sort((x, y) => x - y)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });
});
