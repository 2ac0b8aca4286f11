// Read-only share links of a travel plan (for grandparents and the road): an unguessable token in
// the address, revocable by the family or staff. The token is the server secret's HMAC of the link's
// random id, so the family can copy a live link again later, while the database holds only the
// token's SHA-256 (a copy of the tables alone opens nothing). A link opens the storyboard and nothing
// else (docs/decisions/0038-plan-share-links-calendar-feedback.md).
import { createHash, createHmac, randomUUID } from "node:crypto";
import { config } from "~/config.server";
import { compiledOnce, db } from "~/db.server";

/** How many live links one plan may have at once (a new one beyond this is refused). */
export const SHARE_LINK_LIMIT = 5;

export interface ShareLink {
  id: string;
  /** The token of the address /share/plan/{token}. */
  token: string;
  createdAt: string;
  /** The creator's role: the family's own link or one staff made. */
  createdByStaff: boolean;
}

/** The token of a link: 32 bytes of HMAC-SHA256 over its random id, base64url (43 characters). */
export function shareTokenOf(linkId: string, secret: string = config.sessionSecret): string {
  return createHmac("sha256", secret).update(`plan-share:${linkId}`, "utf8").digest("base64url");
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as the address carries it. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isShareTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export type CreateShareLinkResult = { ok: true; id: string; token: string } | { ok: false; reason: "missing" | "too-many" };

/**
 * A new link for a plan the caller may share (the route checks the owner or staff first); the
 * database keeps only the token's hash.
 */
export async function createShareLink(input: { planId: string; createdBy: string }, now = new Date()): Promise<CreateShareLinkResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<CreateShareLinkResult> => {
      const plan = await trx.selectFrom("travel_plans").select("id").where("id", "=", input.planId).executeTakeFirst();
      if (!plan) return { ok: false, reason: "missing" };
      const live = await trx
        .selectFrom("plan_share_links")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("plan_id", "=", input.planId)
        .where("revoked_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(live.count) >= SHARE_LINK_LIMIT) return { ok: false, reason: "too-many" };
      const id = randomUUID();
      const token = shareTokenOf(id);
      await trx
        .insertInto("plan_share_links")
        .values({
          id,
          plan_id: input.planId,
          token_hash: hashShareToken(token),
          created_by: input.createdBy,
          created_at: now.toISOString(),
          revoked_at: null,
        })
        .execute();
      return { ok: true, id, token };
    });
}

export type EnsureShareLinkResult = { ok: true; token: string; created: boolean } | { ok: false; reason: "missing" | "too-many" };

/**
 * The plan's newest live link, or a new one when it has none (the KakaoTalk share button's post, for
 * a family that has not made a link yet: decision 74). Two presses at once may make two links; both
 * are live and revocable, within the limit.
 */
export async function ensureShareLink(input: { planId: string; createdBy: string }, now = new Date()): Promise<EnsureShareLinkResult> {
  const [newest] = await listShareLinks(input.planId);
  if (newest) return { ok: true, token: newest.token, created: false };
  const made = await createShareLink(input, now);
  return made.ok ? { ok: true, token: made.token, created: true } : made;
}

/** Ends a link of this plan; true when it was live (a second revoke changes nothing). */
export async function revokeShareLink(input: { planId: string; linkId: string }, now = new Date()): Promise<boolean> {
  const result = await db()
    .updateTable("plan_share_links")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", input.linkId)
    .where("plan_id", "=", input.planId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The plan's live links, newest first. */
export async function listShareLinks(planId: string): Promise<ShareLink[]> {
  const { rows } = await liveLinksOf(db(), planId);
  return rows.map((row) => ({ id: row.id, token: shareTokenOf(row.id), createdAt: row.created_at, createdByStaff: row.role === "admin" }));
}

// Compiled once: every member's plan page asks (docs/decisions/0079-members-pages-lighter.md).
const liveLinksOf = compiledOnce((handle, planId: string) =>
  handle
    .selectFrom("plan_share_links")
    .leftJoin("users", "users.id", "plan_share_links.created_by")
    .select(["plan_share_links.id", "plan_share_links.created_at", "users.role"])
    .where("plan_share_links.plan_id", "=", planId)
    .where("plan_share_links.revoked_at", "is", null)
    .orderBy("plan_share_links.created_at", "desc")
    .orderBy("plan_share_links.id", "desc"),
);

/** The plan a live link opens, or null for an unknown, malformed or revoked token, or a plan not sent yet. */
export async function planIdForShareToken(token: string): Promise<string | null> {
  if (!isShareTokenShape(token)) return null;
  const row = await db()
    .selectFrom("plan_share_links")
    .innerJoin("travel_plans", "travel_plans.id", "plan_share_links.plan_id")
    .select("plan_share_links.plan_id")
    .where("plan_share_links.token_hash", "=", hashShareToken(token))
    .where("plan_share_links.revoked_at", "is", null)
    .where("travel_plans.status", "!=", "draft")
    .executeTakeFirst();
  return row?.plan_id ?? null;
}

/**
 * Whether the plan's share links may show the family's private photos (mission proofs): the family's
 * choice (the member whose order the plan is), off until they allow it. False when not theirs.
 */
export async function setSharePhotos(input: { planId: string; userId: string; allowed: boolean }): Promise<boolean> {
  const owned = db().selectFrom("orders").select("orders.id").where("orders.user_id", "=", input.userId);
  const result = await db()
    .updateTable("travel_plans")
    .set({ share_photos: input.allowed ? 1 : 0 })
    .where("id", "=", input.planId)
    .where("order_id", "in", owned)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the plan's share links show the family's album photos (off unless the family switched it on). */
export async function readSharePhotos(planId: string): Promise<boolean> {
  const plan = await db().selectFrom("travel_plans").select("share_photos").where("id", "=", planId).executeTakeFirst();
  return Number(plan?.share_photos ?? 0) === 1;
}
