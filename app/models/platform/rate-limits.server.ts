// Fixed-window rate limits kept in the database, so every app process shares the same counts.
import { sql } from "kysely";
import { db } from "~/db.server";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

let lastSweep = 0;

/** Counts one hit for `bucket` and `subject` (an address, a user id) and says if it is within the rule. */
export async function consumeRateLimit(bucket: string, subject: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const expiresAt = new Date(windowStart + rule.windowMs);
  const row = await db()
    .insertInto("rate_limits")
    .values({ key: `${bucket}:${subject}:${windowStart}`, hits: 1, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();

  if (now - lastSweep > 60_000) {
    lastSweep = now;
    await db().deleteFrom("rate_limits").where("expires_at", "<", new Date(now).toISOString()).execute();
  }

  const hits = Number(row.hits);
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.ceil((expiresAt.getTime() - now) / 1000),
  };
}

/**
 * Gives back one hit counted in the current window (an attempt that turned out legitimate, such as a
 * sign-in with the right password), so only the failures add up. Never below nothing.
 */
export async function refundRateLimit(bucket: string, subject: string, rule: RateLimitRule, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  await db()
    .updateTable("rate_limits")
    .set({ hits: sql`hits - 1` })
    .where("key", "=", `${bucket}:${subject}:${windowStart}`)
    .where("hits", ">", 0)
    .execute();
}
