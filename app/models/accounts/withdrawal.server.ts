// A member's withdrawal (회원 탈퇴, docs/decisions/0081-member-withdrawal.md): what stops it (terms 제8조 ①:
// a consultation in progress, a photobook still being made, a payment still being settled), and
// what it does to every row that names the member: deleted, emptied of the member, or kept because
// the law keeps it (전자상거래법: payment and delivery records, 5 years). The member's own row stays as
// a tombstone those records point to, with nothing personal left; a later sign-in with the same
// account is a new member. Every column with a foreign key to users is listed in WITHDRAWAL_COVERAGE,
// and tests/models/withdrawal.test.ts fails when the schema gains one that is not.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { db } from "~/db.server";
import { storage } from "~/services/storage.server";
import { maskPhone } from "~/utils/phone";
import { BEFORE_PRODUCTION } from "~/vocabulary/lifecycles";
import type { OrderStatus, PhotobookStatus } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import { deleteRecordingsOfMember } from "../analytics/recordings.server";
import { toOrder } from "../orders/orders.server";
import { isRefundable } from "../orders/payments.server";
import { uploadObjectsOfOwner } from "../uploads/uploads.server";

/**
 * What a withdrawal does to each `table.column` that refers to a member: `delete` the rows,
 * `empty` them of the member (the column set to null, what is personal in the row cleared), `keep`
 * them (the law's records, or the withdrawal's own), or `staff` (a column only staff fill in).
 */
export const WITHDRAWAL_COVERAGE = {
  "sessions.user_id": "delete",
  "auth_events.user_id": "delete",
  "signup_drafts.user_id": "delete",
  "orders.user_id": "keep",
  "surveys.user_id": "delete",
  "photobooks.user_id": "keep",
  "notifications.user_id": "delete",
  "outbox_messages.user_id": "delete",
  "uploads.owner_id": "delete",
  "community_posts.author_id": "delete",
  "community_comments.author_id": "delete",
  "community_likes.user_id": "delete",
  "community_scraps.user_id": "delete",
  "community_reports.user_id": "delete",
  "plan_share_links.created_by": "delete",
  "trip_feedback.user_id": "delete",
  "mission_completions.user_id": "delete",
  "plan_cart_items.added_by": "delete",
  "session_recordings.user_id": "delete",
  "page_views.user_id": "empty",
  "analytics_events.user_id": "empty",
  "member_withdrawals.user_id": "keep",
  "order_status_history.staff_id": "staff",
  "consultation_logs.staff_id": "staff",
  "planner_note_templates.updated_by": "staff",
  "planner_notes.staff_id": "staff",
  "region_openings.opened_by": "staff",
  "community_posts.hidden_by": "staff",
  "travel_plans.created_by": "staff",
  "photobook_status_history.staff_id": "staff",
  "replay_access_log.staff_id": "staff",
  "member_withdrawals.staff_id": "staff",
} as const satisfies Record<string, "delete" | "empty" | "keep" | "staff">;

/** Why a member cannot withdraw yet, one per order in the way. */
export type WithdrawalBlockKind = "consultation" | "photobook" | "payment";
export interface WithdrawalBlock {
  kind: WithdrawalBlockKind;
  orderId: string;
  orderName: string;
  /** What the member can do now: refund (a trip within the window), cancel (a photobook before production), or wait. */
  remedy: "refund" | "cancel" | "wait";
}

/** A trip whose consultation or plan is still under way (the plan not yet sent). */
const TRIP_IN_PROGRESS: readonly OrderStatus[] = ["payment_complete", "accepted", "survey_complete", "consultation_complete"];
/**
 * A photobook still being made (terms 제8조 ①: in production). Once `shipping`, the book is made and
 * with the courier; its delivery record (address, tracking) is kept by law anyway (decision 81), so the
 * member may withdraw while it travels.
 */
const BOOK_IN_PROGRESS: readonly PhotobookStatus[] = [...BEFORE_PRODUCTION, "ordered", "printing"];

/** What keeps the member from withdrawing now; empty when nothing does. */
export async function withdrawalBlocks(userId: string, now = new Date(), handle: Kysely<Database> = db()): Promise<WithdrawalBlock[]> {
  const trips = await handle
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("product_type", "in", ["signature_travel", "custom_travel"])
    .where("status", "in", TRIP_IN_PROGRESS)
    .orderBy("created_at")
    .execute();
  const books = await handle
    .selectFrom("photobooks")
    .innerJoin("orders", "orders.id", "photobooks.order_id")
    .select(["orders.id as orderId", "orders.order_name as orderName", "photobooks.status"])
    .where("photobooks.user_id", "=", userId)
    .where("photobooks.status", "in", BOOK_IN_PROGRESS)
    .orderBy("photobooks.created_at")
    .execute();
  // Toss may have taken the money and our confirmation not arrived yet: the periodic check settles it.
  const settling = await handle
    .selectFrom("orders")
    .select(["id", "order_name"])
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .where("payment_key", "is not", null)
    .execute();
  return [
    ...trips.map((row) => {
      const order = toOrder(row);
      return {
        kind: "consultation" as const,
        orderId: order.id,
        orderName: order.orderName,
        remedy: isRefundable(order, now) ? ("refund" as const) : ("wait" as const),
      };
    }),
    ...books.map((book) => ({
      kind: "photobook" as const,
      orderId: book.orderId,
      orderName: book.orderName,
      remedy: (BEFORE_PRODUCTION as readonly string[]).includes(book.status) ? ("cancel" as const) : ("wait" as const),
    })),
    ...settling.map((row) => ({ kind: "payment" as const, orderId: row.id, orderName: row.order_name, remedy: "wait" as const })),
  ];
}

export type WithdrawalResult =
  | { ok: true; already: boolean }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "blocked"; blocks: WithdrawalBlock[] };

export type WithdrawalActor = { by: "member" } | { by: "staff"; staffId: string };

/** Whether a member row is a withdrawn member's tombstone. */
export function isWithdrawn(user: { provider: string }): boolean {
  return user.provider === "withdrawn";
}

/**
 * Withdraws a member: refused while a block stands; otherwise, in one transaction, every row the
 * coverage names is deleted or emptied, the member's row becomes a tombstone (the conditional update
 * that claims it decides: a second call, or two at once, withdraws once) and the withdrawal's row is
 * written; then the stored objects go (photos with their print masters, recordings), on whichever
 * storage adapter is configured. Staff cannot be withdrawn this way.
 */
export async function withdrawMember(userId: string, actor: WithdrawalActor, now = new Date()): Promise<WithdrawalResult> {
  const user = await db().selectFrom("users").select(["id", "provider", "role"]).where("id", "=", userId).executeTakeFirst();
  if (!user || user.role === "admin") return { ok: false, reason: "notFound" };
  if (isWithdrawn(user)) return { ok: true, already: true };
  const blocks = await withdrawalBlocks(userId, now);
  if (blocks.length) return { ok: false, reason: "blocked", blocks };

  const objects = await db()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .updateTable("users")
        .set({
          provider: "withdrawn",
          provider_id: userId,
          name: null,
          name_initials: null,
          nickname: null,
          email: null,
          phone: null,
          avatar_url: null,
          family_members: "{}",
          password_hash: null,
          service_messages: 0,
          service_messages_at: now.toISOString(),
          marketing_messages: 0,
          marketing_messages_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where("id", "=", userId)
        .where("provider", "<>", "withdrawn")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return null;
      const keys = await eraseRows(trx, userId);
      await trx
        .insertInto("member_withdrawals")
        .values({
          id: randomUUID(),
          user_id: userId,
          requested_by: actor.by,
          staff_id: actor.by === "staff" ? actor.staffId : null,
          created_at: now.toISOString(),
        })
        .execute();
      return keys;
    });
  if (!objects) return { ok: true, already: true };
  // The sessions are gone, so no new recording can name the member: its recordings go now, objects first.
  await deleteRecordingsOfMember(userId, actor.by === "staff" ? actor.staffId : null, now);
  // The access log keeps who opened and deleted what, without the member.
  await db().updateTable("replay_access_log").set({ subject_user_id: null }).where("subject_user_id", "=", userId).execute();
  await storage().remove(objects);
  return { ok: true, already: false };
}

/** The rows of the member the coverage deletes or empties; returns the upload objects to remove. */
async function eraseRows(trx: Kysely<Database>, userId: string): Promise<string[]> {
  await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  await trx.deleteFrom("auth_events").where("user_id", "=", userId).execute();
  await trx.deleteFrom("signup_drafts").where("user_id", "=", userId).execute();
  await trx.deleteFrom("surveys").where("user_id", "=", userId).execute();
  await trx.deleteFrom("notifications").where("user_id", "=", userId).execute();
  // Not yet sent: never sent. Sent or given up: the message stays in the outbox's record, nobody's.
  await trx.deleteFrom("outbox_messages").where("user_id", "=", userId).where("status", "in", ["queued", "sending"]).execute();
  const kept = await trx.selectFrom("outbox_messages").select(["id", "recipient"]).where("user_id", "=", userId).execute();
  for (const row of kept) {
    await trx
      .updateTable("outbox_messages")
      .set({ user_id: null, recipient: maskPhone(row.recipient) })
      .where("id", "=", row.id)
      .execute();
  }

  // The community: the member's marks and comments on others' posts (their counters recounted), then
  // the member's own posts with everything on them.
  const touched = [
    ...(await trx.selectFrom("community_likes").select("post_id").where("user_id", "=", userId).execute()),
    ...(await trx.selectFrom("community_reports").select("post_id").where("user_id", "=", userId).execute()),
    ...(await trx.selectFrom("community_comments").select("post_id").where("author_id", "=", userId).execute()),
  ].map((row) => row.post_id);
  await trx.deleteFrom("community_likes").where("user_id", "=", userId).execute();
  await trx.deleteFrom("community_scraps").where("user_id", "=", userId).execute();
  await trx.deleteFrom("community_reports").where("user_id", "=", userId).execute();
  await trx.deleteFrom("community_comments").where("author_id", "=", userId).execute();
  if (touched.length) {
    await trx
      .updateTable("community_posts")
      .set({
        likes_count: sql`(select count(*) from community_likes l where l.post_id = community_posts.id)`,
        reports_count: sql`(select count(*) from community_reports r where r.post_id = community_posts.id)`,
        comments_count: sql`(select count(*) from community_comments c where c.post_id = community_posts.id)`,
      })
      .where("id", "in", [...new Set(touched)])
      .execute();
  }
  await trx.deleteFrom("community_posts").where("author_id", "=", userId).execute();

  // What staff wrote about the family (consultation records, planner notes) goes with the family;
  // the order's history of statuses stays with the order.
  const orders = trx.selectFrom("orders").select("id").where("user_id", "=", userId);
  await trx.deleteFrom("consultation_logs").where("order_id", "in", orders).execute();
  await trx.deleteFrom("planner_notes").where("order_id", "in", orders).execute();
  // The trips' family parts: share links, mission completions, the feedback and the cart go; the
  // plan itself is the service delivered on a kept order.
  const plans = trx
    .selectFrom("travel_plans")
    .select("id")
    .where("order_id", "in", trx.selectFrom("orders").select("id").where("user_id", "=", userId));
  await trx
    .deleteFrom("plan_share_links")
    .where((eb) => eb.or([eb("created_by", "=", userId), eb("plan_id", "in", plans)]))
    .execute();
  await trx
    .deleteFrom("mission_completions")
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("plan_id", "in", plans)]))
    .execute();
  await trx.deleteFrom("trip_feedback").where("user_id", "=", userId).execute();
  await trx
    .deleteFrom("plan_cart_items")
    .where((eb) => eb.or([eb("added_by", "=", userId), eb("plan_id", "in", plans)]))
    .execute();
  await trx.updateTable("travel_plans").set({ share_photos: 0 }).where("id", "in", plans).execute();

  // A photobook is a delivery record (kept); its cover words and revision notes are the family's.
  await trx
    .updateTable("photobooks")
    .set({ cover_text: null, cover_upload_id: null, revision_items: null })
    .where("user_id", "=", userId)
    .execute();

  // Every photo the member uploaded (reviews, missions, photobook pages), rows now, objects after.
  const uploads = await uploadObjectsOfOwner(userId, trx);
  if (uploads.ids.length) await trx.deleteFrom("uploads").where("id", "in", uploads.ids).execute();

  // Analytics keep their counts without the member.
  await trx.updateTable("page_views").set({ user_id: null }).where("user_id", "=", userId).execute();
  await trx.updateTable("analytics_events").set({ user_id: null }).where("user_id", "=", userId).execute();
  return uploads.keys;
}

/** A withdrawal as staff's member dialog shows it. */
export interface WithdrawalRecord {
  at: string;
  requestedBy: "member" | "staff";
  staffName: string | null;
}

export async function withdrawalOf(userId: string, handle: Kysely<Database> = db()): Promise<WithdrawalRecord | null> {
  const row = await handle
    .selectFrom("member_withdrawals as w")
    .leftJoin("users as s", "s.id", "w.staff_id")
    .select(["w.created_at", "w.requested_by", "s.name as staff_name"])
    .where("w.user_id", "=", userId)
    .executeTakeFirst();
  return row ? { at: row.created_at, requestedBy: row.requested_by, staffName: row.staff_name } : null;
}

/** How long the law keeps a withdrawn member's contract, payment and supply records (전자상거래법: 5 years). */
export const KEPT_RECORDS_YEARS = 5;

/**
 * The kept records' end (개인정보 보호법 제21조: destroyed once their period is over): a tombstone whose
 * withdrawal and every order are older than the period is deleted, and its orders, their history,
 * payments, bookings and photobooks go with it (their foreign keys cascade). Returns how many went.
 */
export async function purgeExpiredWithdrawals(now = new Date(), batch = 100): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - KEPT_RECORDS_YEARS);
  const at = cutoff.toISOString();
  const due = await db()
    .selectFrom("member_withdrawals as w")
    .innerJoin("users as u", "u.id", "w.user_id")
    .select("w.user_id")
    .where("u.provider", "=", "withdrawn")
    .where("w.created_at", "<", at)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("orders as o").select("o.id").whereRef("o.user_id", "=", "w.user_id").where("o.updated_at", ">=", at))),
    )
    .limit(batch)
    .execute();
  if (!due.length) return 0;
  const ids = due.map((row) => row.user_id);
  const gone = await db().deleteFrom("users").where("id", "in", ids).where("provider", "=", "withdrawn").executeTakeFirst();
  return Number(gone.numDeletedRows);
}
