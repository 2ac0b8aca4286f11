// Staff accounts: users with the admin role, provider 'staff' and the login id as provider_id, signed
// in with a password (docs/decisions/0021-staff-accounts.md). Made and reset by commands on the
// server (`npm run admin:create`, `npm run admin:password`), never through a page.
import { randomBytes, randomUUID, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { db } from "~/db.server";
import { toJson } from "../platform/json.server";
import { consumeRateLimit, type RateLimitRule, refundRateLimit } from "../platform/rate-limits.server";
import { recordAuthEvent } from "./sessions.server";
import { nameInitials, toUser, USER_COLUMNS, type User } from "./users.server";

/** The provider of staff accounts (users.provider); their login id is users.provider_id. */
export const STAFF_PROVIDER = "staff";

/** What a login id may be: 4–30 of a–z, 0–9, '.', '_' and '-'. */
export const STAFF_ID_PATTERN = /^[a-z0-9._-]{4,30}$/;
export const STAFF_PASSWORD_MIN_LENGTH = 10;

// ---- Passwords ------------------------------------------------------------------------------------

/**
 * scrypt's cost: N = 2^15, r = 8, p = 3, one of the settings OWASP's password storage guidance lists
 * (32 MiB, a few hundred milliseconds a check on a small server; staff sign in a few times a day).
 * Each hash says its own parameters, so raising them later leaves older hashes readable.
 */
const COST = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses above 32 MiB unless told.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url): the hash and how to repeat it. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `password` is the one `stored` was made from; false for anything that is not such a hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // A hash we wrote never goes beyond these; anything else is refused rather than computed.
  const sane = Number.isInteger(Math.log2(N)) && N >= 2 ** 10 && N <= 2 ** 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
  if (!sane) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone knows: checked for unknown ids, so an answer takes as long either way. */
let dummyHash: Promise<string> | null = null;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummyHash;
}

// ---- Accounts -------------------------------------------------------------------------------------

export interface NewStaff {
  loginId: string;
  name: string;
  password: string;
}

/** A new staff account, or 'taken' when the login id already has one. The caller has validated the values. */
export async function createStaff(staff: NewStaff, now = new Date()): Promise<{ ok: true; user: User } | { ok: false; code: "taken" }> {
  const passwordHash = await hashPassword(staff.password);
  const timestamp = now.toISOString();
  const inserted = await db()
    .insertInto("users")
    .values({
      id: randomUUID(),
      provider: STAFF_PROVIDER,
      provider_id: staff.loginId,
      role: "admin",
      name: staff.name,
      name_initials: nameInitials(staff.name),
      nickname: null,
      email: null,
      phone: null,
      avatar_url: null,
      family_members: toJson({}),
      password_hash: passwordHash,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) => oc.columns(["provider", "provider_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, code: "taken" };
  const user = await staffByLoginId(staff.loginId);
  if (!user) throw new Error("staff insert did not persist");
  return { ok: true, user: toUser(user) };
}

/**
 * A new password for a staff account; false when the id has none. Its sessions end with it: a reset
 * usually means the old password is no longer the staff member's alone.
 */
export async function setStaffPassword(loginId: string, password: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db()
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where("provider", "=", STAFF_PROVIDER)
        .where("provider_id", "=", loginId)
        .where("role", "=", "admin")
        .returning("id")
        .executeTakeFirst();
      if (!updated) return false;
      await trx.deleteFrom("sessions").where("user_id", "=", updated.id).execute();
      return true;
    });
}

function staffByLoginId(loginId: string) {
  return db()
    .selectFrom("users")
    .select([...USER_COLUMNS, "password_hash"])
    .where("provider", "=", STAFF_PROVIDER)
    .where("provider_id", "=", loginId)
    .where("role", "=", "admin")
    .executeTakeFirst();
}

/**
 * The staff member with this id and password, or null — the same null, after the same work, for an
 * unknown id (checked against a dummy hash) and a wrong password.
 */
export async function verifyStaffLogin(loginId: string, password: string): Promise<User | null> {
  const row = STAFF_ID_PATTERN.test(loginId) ? await staffByLoginId(loginId) : undefined;
  const matches = await verifyPassword(password, row?.password_hash ?? (await dummy()));
  return row?.password_hash && matches ? toUser(row) : null;
}

// ---- Signing in -----------------------------------------------------------------------------------

export interface StaffSignInLimits {
  /** Attempts from one address. */
  perAddress: RateLimitRule;
  /** Attempts at one login id, from anywhere. */
  perId: RateLimitRule;
}

export type StaffSignInResult = { status: "ok"; user: User } | { status: "mismatch" } | { status: "limited"; retryAfterSeconds: number };

/**
 * One attempt at the staff login: counted per address and per id before any password is checked
 * (so a flood costs no hashing), then checked. Every refusal is recorded in auth_events; the
 * caller records the success when it makes the session.
 */
export async function attemptStaffSignIn(
  attempt: { loginId: string; password: string },
  context: { clientIp: string; limits: StaffSignInLimits; now?: number },
): Promise<StaffSignInResult> {
  const now = context.now ?? Date.now();
  const byAddress = await consumeRateLimit("staff-sign-in-address", context.clientIp, context.limits.perAddress, now);
  const byId = byAddress.allowed
    ? await consumeRateLimit("staff-sign-in-id", attempt.loginId.slice(0, 64), context.limits.perId, now)
    : null;
  const refusal = !byAddress.allowed ? byAddress : byId && !byId.allowed ? byId : null;
  if (refusal) {
    await recordAuthEvent({ kind: "sign_in_failed", provider: STAFF_PROVIDER, detail: "rate_limited", clientIp: context.clientIp });
    return { status: "limited", retryAfterSeconds: refusal.retryAfterSeconds };
  }
  const user = await verifyStaffLogin(attempt.loginId, attempt.password);
  if (!user) {
    await recordAuthEvent({ kind: "sign_in_failed", provider: STAFF_PROVIDER, detail: "mismatch", clientIp: context.clientIp });
    return { status: "mismatch" };
  }
  // A right password gives its attempt back: staff signing in through the day are never held back,
  // only the wrong guesses add up (the walk was locked out after a dozen good sign-ins).
  await Promise.all([
    refundRateLimit("staff-sign-in-address", context.clientIp, context.limits.perAddress, now),
    refundRateLimit("staff-sign-in-id", attempt.loginId.slice(0, 64), context.limits.perId, now),
  ]);
  return { status: "ok", user };
}
