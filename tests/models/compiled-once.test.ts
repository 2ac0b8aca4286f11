// compiledOnce (app/db.server.ts): a query compiled once and run with each call's values, on both engines.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { compiledOnce, compiledPerCount, db } from "~/db.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";

// An hour's window from now: rows in the past are swept by any other test's count on the shared database.
const rule = { limit: 10, windowMs: 3_600_000 };

describe("a query compiled once", () => {
  it("answers each call for its own values, with the query's own constants kept", async () => {
    const at = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;
    const [a, b] = [randomUUID(), randomUUID()];
    await consumeRateLimit("compiled", a, rule, at);
    await consumeRateLimit("compiled", b, rule, at);
    await consumeRateLimit("compiled", b, rule, at);
    let built = 0;
    const hitsOf = compiledOnce((handle, key: string) => {
      built += 1;
      return handle.selectFrom("rate_limits").select("hits").where("key", "=", key).where("hits", ">", 0);
    });
    const hits = async (subject: string) => (await hitsOf(db(), `compiled:${subject}:${at}`)).rows.map((row) => Number(row.hits));
    expect(await hits(a)).toEqual([1]);
    expect(await hits(b)).toEqual([2]);
    expect(await hits(randomUUID())).toEqual([]);
    expect(built).toBe(1);
  });

  it("compiles a query once per count of values, each answering for its own", async () => {
    const at = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const subject of [a, b, b, c, c, c]) await consumeRateLimit("per-count", subject, rule, at);
    const built: number[] = [];
    const hitsOf = compiledPerCount((handle, keys) => {
      built.push(keys.length);
      return handle
        .selectFrom("rate_limits")
        .select("hits")
        .where("key", "in", keys as string[])
        .orderBy("hits");
    });
    const hits = async (...subjects: string[]) =>
      (await hitsOf(db(), ...subjects.map((subject) => `per-count:${subject}:${at}`))).rows.map((row) => Number(row.hits));
    expect(await hits(a, c)).toEqual([1, 3]);
    expect(await hits(b, c)).toEqual([2, 3]);
    expect(await hits(a, b, c)).toEqual([1, 2, 3]);
    expect(await hits(b)).toEqual([2]);
    expect(built).toEqual([2, 3, 1]);
  });

  it("refuses a query that does not take its value as a parameter", async () => {
    const written = compiledOnce((handle, key: string) =>
      handle
        .selectFrom("rate_limits")
        .select("hits")
        .where(sql.lit(String(key)), "=", "x"),
    );
    await expect(written(db(), "k")).rejects.toThrow(/value 0 is not a parameter/);
  });
});
