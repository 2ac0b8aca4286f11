// compiledOnce (app/db.server.ts): a query compiled once and run with each call's values, on both engines.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { compiledOnce, db } from "~/db.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";

const rule = { limit: 10, windowMs: 60_000 };

describe("a query compiled once", () => {
  it("answers each call for its own values, with the query's own constants kept", async () => {
    const at = Date.UTC(2026, 0, 1, 12, 0, 0);
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
