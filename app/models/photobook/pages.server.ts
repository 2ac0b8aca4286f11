// The photobook's pages as the family fills them (/photobook/order; docs/decisions/0054-photobook-photos.md):
// the paid photobook of the member's PHOTOBOOK_ order, its photos (the photobook-page uploads placed
// on the order, waiting on the server until submitted), submitting 20–45 of them with an optional
// cover and cover text (the lifecycle's `submit`, once: a second submit changes nothing), removing one
// before that, and the trip's mission photos copied in as a starting set.
import { db } from "~/db.server";
import type { User } from "~/models/accounts/users.server";
import { CATEGORY_POLICIES } from "~/models/uploads/categories.server";
import { placedUploads } from "~/models/uploads/library.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import { copyUpload, deleteUpload } from "~/models/uploads/uploads.server";
import { COVER_TEXT_MAX, isLowResolution, PHOTOBOOK_PHOTO_MAX, PHOTOBOOK_PHOTO_MIN } from "~/vocabulary/photobook-pages";
import { PAID_STATUSES, type PhotobookStatus } from "~/vocabulary/statuses";
import type { UploadVariant } from "../../../db/schema";
import { fromJson } from "../platform/json.server";
import { movePhotobookStatus } from "./photobooks.server";

export interface PhotobookPage {
  id: string;
  fileName: string;
  sources: ImageSources | null;
  /** The original's upright size (its print master's). */
  width: number;
  height: number;
  /** Under 1,200 px on its short side: it may print soft. */
  lowResolution: boolean;
}

export interface PhotobookForPages {
  id: string;
  orderId: string;
  status: PhotobookStatus;
  travelOrderId: string | null;
  /** The trip it remembers: the trip order's name, else the destination the order was bought for. */
  tripName: string | null;
  coverUploadId: string | null;
  coverText: string | null;
  submittedAt: string | null;
  pages: PhotobookPage[];
}

interface OwnedBook {
  id: string;
  order_id: string | null;
  status: PhotobookStatus;
  travel_order_id: string | null;
  cover_upload_id: string | null;
  cover_text: string | null;
  submitted_at: string | null;
  metadata: unknown;
  trip_name: string | null;
}

/**
 * The photobook of a paid PHOTOBOOK_ order of the member's (its row present), or null: another
 * member's, an unpaid or refunded order, a travel order's id, a missing row all look the same.
 */
async function ownedPhotobook(userId: string, orderId: string): Promise<OwnedBook | null> {
  if (!orderId.startsWith("PHOTOBOOK_")) return null;
  const row = await db()
    .selectFrom("photobooks as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .leftJoin("orders as trip", (join) => join.onRef("trip.id", "=", "p.travel_order_id").onRef("trip.user_id", "=", "p.user_id"))
    .select([
      "p.id",
      "p.order_id",
      "p.status",
      "p.travel_order_id",
      "p.cover_upload_id",
      "p.cover_text",
      "p.submitted_at",
      "o.status as order_status",
      "o.metadata",
      "trip.order_name as trip_name",
    ])
    .where("p.order_id", "=", orderId)
    .where("o.user_id", "=", userId)
    .where("p.user_id", "=", userId)
    .executeTakeFirst();
  if (!row || !PAID_STATUSES.has(row.order_status)) return null;
  return row;
}

/** The photos placed on the order, in their slots' order. */
export async function listPhotobookPages(orderId: string): Promise<PhotobookPage[]> {
  const rows = await placedUploads("photobook-page", orderId);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    sources: imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0),
    width: row.width ?? 0,
    height: row.height ?? 0,
    lowResolution: isLowResolution(row.width, row.height),
  }));
}

/** The member's photobook of this order with its photos, or null (not theirs, not paid, no row). */
export async function readPhotobookForPages(userId: string, orderId: string): Promise<PhotobookForPages | null> {
  const book = await ownedPhotobook(userId, orderId);
  if (!book) return null;
  return {
    id: book.id,
    orderId,
    status: book.status,
    travelOrderId: book.travel_order_id,
    tripName: book.trip_name ?? fromJson<{ travelDestination?: string }>(book.metadata, {}).travelDestination ?? null,
    coverUploadId: book.cover_upload_id,
    coverText: book.cover_text,
    submittedAt: book.submitted_at,
    pages: await listPhotobookPages(orderId),
  };
}

export type SubmitPagesResult =
  | { ok: true; already: boolean }
  | { ok: false; problem: "notFound" | "tooFew" | "tooMany" | "cover" | "coverText" };

/**
 * The family submits the photos: 20 to 45 on the server (whatever the page allowed), the cover one of
 * this order's photos (or none: an expert picks), the cover text at most 30 characters. The move
 * `submit` (draft → designing) records when, the cover and its text. A photobook already past the
 * draft answers `already` and nothing changes (a second click, a reload's repost, another device).
 */
export async function submitPhotobookPages(
  input: { userId: string; orderId: string; coverUploadId: string | null; coverText: string | null },
  now = new Date(),
): Promise<SubmitPagesResult> {
  const book = await ownedPhotobook(input.userId, input.orderId);
  if (!book) return { ok: false, problem: "notFound" };
  if (book.status !== "draft") return { ok: true, already: true };
  const coverText = input.coverText?.trim() || null;
  if (coverText && [...coverText].length > COVER_TEXT_MAX) return { ok: false, problem: "coverText" };
  const pages = await listPhotobookPages(input.orderId);
  if (pages.length < PHOTOBOOK_PHOTO_MIN) return { ok: false, problem: "tooFew" };
  if (pages.length > PHOTOBOOK_PHOTO_MAX) return { ok: false, problem: "tooMany" };
  const cover = input.coverUploadId || null;
  if (cover && !pages.some((page) => page.id === cover)) return { ok: false, problem: "cover" };
  const moved = await movePhotobookStatus({
    photobookId: book.id,
    move: "submit",
    actor: "customer",
    also: { submitted_at: now.toISOString(), cover_upload_id: cover, cover_text: coverText },
    now,
  });
  if (moved) return { ok: true, already: false };
  // Another request moved it first: that submission stands.
  const again = await ownedPhotobook(input.userId, input.orderId);
  return again && again.status !== "draft" ? { ok: true, already: true } : { ok: false, problem: "notFound" };
}

/** Takes one photo out before submitting (its sizes and print master go with it); false otherwise. */
export async function removePhotobookPage(input: { userId: string; orderId: string; uploadId: string }): Promise<boolean> {
  const book = await ownedPhotobook(input.userId, input.orderId);
  if (book?.status !== "draft") return false;
  const row = await db()
    .selectFrom("uploads")
    .select("id")
    .where("id", "=", input.uploadId)
    .where("owner_id", "=", input.userId)
    .where("category", "=", "photobook-page")
    .where("entity_id", "=", input.orderId)
    .executeTakeFirst();
  if (!row) return false;
  return deleteUpload(input.userId, row.id);
}

// ---- The trip's mission photos as a starting set ----------------------------------------------------

/** The key a mission photo's copy in this photobook is stored under: one copy per photo and order. */
function copyKey(orderId: string, sourceId: string): string {
  return `incoming/photobook-start/${orderId}/${sourceId}`;
}

/**
 * The proof photos of the completed missions of the photobook's trip, in the missions' and slots'
 * order: only when that trip is the same member's order and its plan was sent to them (never another
 * family's photos).
 */
async function tripMissionPhotos(userId: string, travelOrderId: string | null): Promise<string[]> {
  if (!travelOrderId) return [];
  const plan = await db()
    .selectFrom("travel_plans as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select("p.id")
    .where("p.order_id", "=", travelOrderId)
    .where("o.user_id", "=", userId)
    .where("p.status", "!=", "draft")
    .executeTakeFirst();
  if (!plan) return [];
  const missions = await db()
    .selectFrom("plan_missions as m")
    .innerJoin("mission_completions as c", "c.mission_id", "m.id")
    .select("m.id")
    .where("m.plan_id", "=", plan.id)
    .where("c.plan_id", "=", plan.id)
    .orderBy("m.position")
    .orderBy("m.id")
    .execute();
  if (!missions.length) return [];
  const keys = missions.map((mission) => `${plan.id}:${mission.id}`);
  const rows = await db()
    .selectFrom("uploads")
    .select(["id", "entity_id", "slot"])
    .where("category", "=", "mission-proof")
    .where("scope_id", "=", plan.id)
    .where("status", "=", "confirmed")
    .where("slot", "is not", null)
    .where("entity_id", "in", keys)
    .execute();
  const order = new Map(keys.map((key, index) => [key, index]));
  return rows
    .sort((a, b) => (order.get(a.entity_id ?? "") ?? 0) - (order.get(b.entity_id ?? "") ?? 0) || (a.slot ?? 0) - (b.slot ?? 0))
    .map((row) => row.id);
}

/** The trip's mission photos not yet in this photobook (copies removed since count again). */
async function missionPhotosToCopy(userId: string, orderId: string, travelOrderId: string | null): Promise<string[]> {
  const sources = await tripMissionPhotos(userId, travelOrderId);
  if (!sources.length) return [];
  const copied = await db()
    .selectFrom("uploads")
    .select("storage_key")
    .where(
      "storage_key",
      "in",
      sources.map((id) => copyKey(orderId, id)),
    )
    .execute();
  const done = new Set(copied.map((row) => row.storage_key));
  return sources.filter((id) => !done.has(copyKey(orderId, id)));
}

/** How many of the trip's mission photos the page may offer (0 after submitting, or with none). */
export async function missionPhotoOffer(
  userId: string,
  book: Pick<PhotobookForPages, "orderId" | "status" | "travelOrderId">,
): Promise<number> {
  if (book.status !== "draft") return 0;
  return (await missionPhotosToCopy(userId, book.orderId, book.travelOrderId)).length;
}

export type ImportResult = { ok: true; copied: number; full: boolean } | { ok: false; problem: "notFound" };

/**
 * Copies the trip's completed missions' photos into the photobook as new photobook-page uploads, each
 * made by the uploader's own routine from the photo's print master (its sizes and a print master of
 * its own), within the 45 (the slots decide). A photo copied before is not copied again (its key is
 * unique), so asking twice changes nothing; the copies are the photobook's own, so a mission photo
 * removed later leaves the book as it was.
 */
export async function importMissionPhotos(member: User, orderId: string, now = new Date()): Promise<ImportResult> {
  const book = await ownedPhotobook(member.id, orderId);
  if (book?.status !== "draft") return { ok: false, problem: "notFound" };
  const sources = await missionPhotosToCopy(member.id, orderId, book.travel_order_id);
  const policy = CATEGORY_POLICIES["photobook-page"];
  let copied = 0;
  for (const sourceId of sources) {
    const place = await policy.place(member, { entityId: orderId });
    if (!place || place.room <= 0) return { ok: true, copied, full: true };
    const made = await copyUpload(
      { sourceId, ownerId: member.id, category: "photobook-page", storageKey: copyKey(orderId, sourceId) },
      now,
    );
    if (!made.ok) continue;
    const attached = await policy.attach(member, place, made.upload.id);
    if (attached === "ok") {
      copied += 1;
      continue;
    }
    await deleteUpload(member.id, made.upload.id);
    if (attached === "full") return { ok: true, copied, full: true };
  }
  return { ok: true, copied, full: false };
}
