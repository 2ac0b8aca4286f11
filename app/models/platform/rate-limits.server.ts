// Fixed-window rate limits kept in the database, so every app process shares the same counts.
import { sql } from "kysely";
import { compiledPerCount, db } from "~/db.server";

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

/** One bucket to count a hit in: a kind of request, who or where it comes from (an address, a user id), its rule. */
export interface RateLimitCheck {
  bucket: string;
  subject: string;
  rule: RateLimitRule;
}

/** Counts one hit for `bucket` and `subject` (an address, a user id) and says if it is within the rule. */
export async function consumeRateLimit(bucket: string, subject: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const [result] = await consumeRateLimits([{ bucket, subject, rule }], now);
  return result!;
}

/** The statement counting the buckets (each a key and an expiry), compiled once per count of buckets: every write asks. */
const countBuckets = compiledPerCount((handle, keysAndExpiries) =>
  handle
    .insertInto("rate_limits")
    .values(
      Array.from({ length: keysAndExpiries.length / 2 }, (_, i) => ({
        key: keysAndExpiries[2 * i] as string,
        hits: 1,
        expires_at: keysAndExpiries[2 * i + 1] as string,
      })),
    )
    .onConflict((oc) => oc.column("key").doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning(["key", "hits"]),
);

/**
 * Counts one hit in each bucket with one statement (a write is counted per address and per member:
 * on PostgreSQL each statement is a round trip), and says for each, in order, if it is within its
 * rule. Every bucket counts, refused or not. The rows are written in the order of their keys, so two
 * requests counting the same buckets at once never wait for each other's rows crosswise.
 */
export async function consumeRateLimits(checks: RateLimitCheck[], now = Date.now()): Promise<RateLimitResult[]> {
  if (checks.length === 0) return [];
  const windows = checks.map(({ bucket, subject, rule }) => {
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { key: `${bucket}:${subject}:${windowStart}`, expiresAt: new Date(windowStart + rule.windowMs), rule };
  });
  // (The same key twice in one statement is an error on PostgreSQL: a bucket given twice counts once.)
  const rows = [...new Map(windows.map((window) => [window.key, window])).values()]
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((window) => ({ key: window.key, hits: 1, expires_at: window.expiresAt.toISOString() }));
  const { rows: counted } = await countBuckets(db(), ...rows.flatMap((row) => [row.key, row.expires_at]));

  if (now - lastSweep > 60_000) {
    lastSweep = now;
    await db().deleteFrom("rate_limits").where("expires_at", "<", new Date(now).toISOString()).execute();
  }

  const hitsByKey = new Map(counted.map((row) => [row.key, Number(row.hits)]));
  return windows.map(({ key, expiresAt, rule }) => {
    const hits = hitsByKey.get(key) ?? 1;
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.ceil((expiresAt.getTime() - now) / 1000) };
  });
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
