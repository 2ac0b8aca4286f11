// Each upload category's server rule, one declaration per category (the pure half, who uploads, how
// many, which sizes, public or private, is in app/vocabulary/upload-categories.ts): which entity an
// uploader may attach to and how much room it has, how a confirmed photo is put in its place, and who
// may see a private one (docs/decisions/0046-one-uploader-and-private-photos.md).
import { db } from "~/db.server";
import type { User } from "~/models/accounts/users.server";
import { attachDraftPhoto, draftRoom } from "~/models/community/reviews.server";
import { isMissionOpen } from "~/models/missions/completions.server";
import { isPlanFamily } from "~/models/plans/queries.server";
import { planIdForShareToken } from "~/models/plans/sharing.server";
import { PAID_STATUSES } from "~/vocabulary/statuses";
import { UPLOAD_CATEGORY_RULES, type UploadCategory } from "~/vocabulary/upload-categories";

/** What the uploader names: the entity the photo goes to, and for a mission proof the plan it is in. */
export interface UploadTarget {
  entityId: string | null;
  parentId?: string | null;
}

/** Where a photo may go: how many more the entity takes, and whose family the photo belongs to. */
export interface UploadPlace {
  room: number;
  /** The plan or order whose family may see a private photo; null for public categories. */
  scopeId: string | null;
  /** The entity as stored on the upload (a mission proof's is namespaced by its plan). */
  entityKey: string | null;
}

export type AttachResult = "ok" | "full" | "notFound";

export interface CategoryPolicy {
  /** Null when the uploader may not attach to this entity (not theirs, missing, not paid). */
  place(uploader: User, target: UploadTarget): Promise<UploadPlace | null>;
  /** Puts a confirmed upload of the uploader in its place; the count is decided by the database. */
  attach(uploader: User, place: UploadPlace, uploadId: string): Promise<AttachResult>;
  /** Who besides the uploader and staff may see a private photo of `scopeId` (and through which share link). */
  familyMayView?(viewer: User | null, scopeId: string, shareToken: string | null): Promise<boolean>;
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: unknown })?.code ?? ""} ${(error as { message?: unknown })?.message ?? ""}`;
  return /23505|UNIQUE|unique|duplicate/.test(text);
}

/** How many photos are placed on an entity of a category. */
async function placedCount(category: UploadCategory, entityKey: string): Promise<number> {
  const row = await db()
    .selectFrom("uploads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("category", "=", category)
    .where("entity_id", "=", entityKey)
    .where("slot", "is not", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Puts a confirmed upload in the lowest free slot of its entity. The unique index on (category,
 * entity, slot) decides a race: two photos taking the same slot cannot both land, the loser looks again.
 */
async function attachInSlot(category: UploadCategory, uploader: User, place: UploadPlace, uploadId: string): Promise<AttachResult> {
  const max = UPLOAD_CATEGORY_RULES[category].max;
  if (!place.entityKey) return "notFound";
  for (let attempt = 0; attempt < max + 1; attempt++) {
    const rows = await db()
      .selectFrom("uploads")
      .select(["id", "slot"])
      .where("category", "=", category)
      .where("entity_id", "=", place.entityKey)
      .where("slot", "is not", null)
      .execute();
    if (rows.some((row) => row.id === uploadId)) return "ok";
    const taken = new Set(rows.map((row) => row.slot));
    let slot = 0;
    while (taken.has(slot)) slot += 1;
    if (slot >= max) return "full";
    try {
      const placed = await db()
        .updateTable("uploads")
        .set({ entity_id: place.entityKey, scope_id: place.scopeId, slot })
        .where("id", "=", uploadId)
        .where("owner_id", "=", uploader.id)
        .where("category", "=", category)
        .where("status", "=", "confirmed")
        .where("slot", "is", null)
        .executeTakeFirst();
      return Number(placed.numUpdatedRows) > 0 ? "ok" : "notFound";
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return "full";
}

async function sharesPhotos(planId: string, shareToken: string | null): Promise<boolean> {
  if (!shareToken) return false;
  if ((await planIdForShareToken(shareToken)) !== planId) return false;
  const plan = await db().selectFrom("travel_plans").select("share_photos").where("id", "=", planId).executeTakeFirst();
  return Number(plan?.share_photos ?? 0) === 1;
}

/**
 * A paid photobook order of the member's (a PHOTOBOOK_ order past payment, not refunded) whose
 * photobook still waits for its photos: once submitted, the pages are what the expert lays out
 * (docs/decisions/0054-photobook-photos.md).
 */
async function isPhotobookTakingPhotos(userId: string, orderId: string): Promise<boolean> {
  if (!orderId.startsWith("PHOTOBOOK_")) return false;
  const row = await db()
    .selectFrom("orders as o")
    .innerJoin("photobooks as p", "p.order_id", "o.id")
    .select(["o.status", "p.status as book"])
    .where("o.id", "=", orderId)
    .where("o.user_id", "=", userId)
    .where("p.user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row && PAID_STATUSES.has(row.status) && row.book === "draft");
}

/** The member who paid the order (a photobook's pages and proof are theirs to see). */
async function ownsOrder(viewer: User | null, orderId: string): Promise<boolean> {
  if (!viewer) return false;
  const row = await db().selectFrom("orders").select("id").where("id", "=", orderId).where("user_id", "=", viewer.id).executeTakeFirst();
  return Boolean(row);
}

/** The entity a photobook proof round's pages are stored under. */
export function proofEntityKey(orderId: string, round: number): string {
  return `${orderId}:proof${round}`;
}

async function isPlan(planId: string): Promise<boolean> {
  return Boolean(await db().selectFrom("travel_plans").select("id").where("id", "=", planId).executeTakeFirst());
}

const rule = (category: UploadCategory) => UPLOAD_CATEGORY_RULES[category];

export const CATEGORY_POLICIES: Record<UploadCategory, CategoryPolicy> = {
  // A review photo goes into the member's own draft, ten at most (the draft's row decides, as before).
  // Without a draft it is kept unattached (and swept after a day if nothing uses it).
  review: {
    async place(uploader, target) {
      if (!target.entityId) return { room: rule("review").max, scopeId: null, entityKey: null };
      const room = await draftRoom(uploader.id, target.entityId);
      return room === null ? null : { room, scopeId: null, entityKey: target.entityId };
    },
    async attach(uploader, place, uploadId) {
      if (!place.entityKey) return "ok";
      return attachDraftPhoto({ authorId: uploader.id, draftId: place.entityKey, uploadId });
    },
  },
  // A mission's proof: the plan's family (the plan's order's member) only, five per mission, while the
  // mission is open. The mission is named within its plan (`{planId}:{missionId}`) and must be one of
  // its missions, so no family can fill another's slots.
  "mission-proof": {
    async place(uploader, target) {
      const planId = target.parentId ?? "";
      if (!target.entityId || !planId || !(await isPlanFamily(uploader.id, planId))) return null;
      // The mission is in that plan and still open: a completed mission's proof is what it was completed with.
      if (!(await isMissionOpen(planId, target.entityId))) return null;
      const entityKey = `${planId}:${target.entityId}`;
      return { room: rule("mission-proof").max - (await placedCount("mission-proof", entityKey)), scopeId: planId, entityKey };
    },
    attach: (uploader, place, uploadId) => attachInSlot("mission-proof", uploader, place, uploadId),
    async familyMayView(viewer, planId, shareToken) {
      if (viewer && (await isPlanFamily(viewer.id, planId))) return true;
      return sharesPhotos(planId, shareToken);
    },
  },
  // A photobook's pages: the member who paid the PHOTOBOOK_ order, 45 photos, print masters kept,
  // while the photobook waits for them (its row made by the order's paid effect, still a draft).
  "photobook-page": {
    async place(uploader, target) {
      const orderId = target.entityId ?? "";
      if (!(await isPhotobookTakingPhotos(uploader.id, orderId))) return null;
      return { room: rule("photobook-page").max - (await placedCount("photobook-page", orderId)), scopeId: orderId, entityKey: orderId };
    },
    attach: (uploader, place, uploadId) => attachInSlot("photobook-page", uploader, place, uploadId),
    familyMayView: (viewer, orderId) => ownsOrder(viewer, orderId),
  },
  // A photobook's proof (staff only): the layout's pages for the round being prepared, while the
  // photobook waits for it (photos submitted, or a revision asked). The round is part of the entity
  // (`{orderId}:proof{round}`), so a revised proof never mixes with the first.
  "photobook-proof": {
    async place(_uploader, target) {
      const orderId = target.entityId ?? "";
      const book = await db().selectFrom("photobooks").select(["status", "proof_round"]).where("order_id", "=", orderId).executeTakeFirst();
      if (!book || (book.status !== "designing" && book.status !== "revising")) return null;
      const entityKey = proofEntityKey(orderId, Number(book.proof_round) + 1);
      return { room: rule("photobook-proof").max - (await placedCount("photobook-proof", entityKey)), scopeId: orderId, entityKey };
    },
    attach: (uploader, place, uploadId) => attachInSlot("photobook-proof", uploader, place, uploadId),
    familyMayView: (viewer, orderId) => ownsOrder(viewer, orderId),
  },
  // A plan's image library (staff only): pictures missions and products will pick from.
  "staff-image": {
    async place(_uploader, target) {
      const planId = target.entityId ?? "";
      if (!planId || !(await isPlan(planId))) return null;
      return { room: rule("staff-image").max - (await placedCount("staff-image", planId)), scopeId: planId, entityKey: planId };
    },
    attach: (uploader, place, uploadId) => attachInSlot("staff-image", uploader, place, uploadId),
  },
};
