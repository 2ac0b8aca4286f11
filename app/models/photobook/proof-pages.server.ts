import { db } from "~/db.server";
import { fromJson } from "~/models/platform/json.server";
import { proofEntityKey } from "~/models/uploads/categories.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import type { Mover } from "~/vocabulary/lifecycles";
import { comparePageNames, isLowResolution } from "~/vocabulary/photobook-proof";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import type { UploadVariant } from "../../../db/schema";

/** One page image of a proof, in reading order. */
export interface ProofPage {
  id: string;
  fileName: string;
  sources: ImageSources | null;
}

/** One of the family's photos, in the book's order (the cover first). */
export interface BookPhoto {
  id: string;
  fileName: string;
  sources: ImageSources | null;
  width: number | null;
  height: number | null;
  byteSize: number | null;
  isCover: boolean;
  /** Short side below 1,200 px: it may print soft. */
  lowResolution: boolean;
  /** The full-size print master the printer gets (never served to anyone). */
  masterKey: string | null;
}

export async function pagesOf(orderId: string, round: number): Promise<ProofPage[]> {
  if (round < 1) return [];
  const rows = await db()
    .selectFrom("uploads")
    .select(["id", "file_name", "slot", "variants", "width", "height"])
    .where("category", "=", "photobook-proof")
    .where("entity_id", "=", proofEntityKey(orderId, round))
    .where("status", "=", "confirmed")
    .where("slot", "is not", null)
    .execute();
  return rows
    .map((row) => ({ ...row, fileName: row.file_name }))
    .sort(comparePageNames)
    .map((row) => ({
      id: row.id,
      fileName: row.file_name,
      sources: imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0),
    }));
}

/** The family's submitted photos of an order, the cover first, then in their places. */
export async function bookPhotos(orderId: string, coverUploadId: string | null): Promise<BookPhoto[]> {
  const rows = await db()
    .selectFrom("uploads")
    .select(["id", "file_name", "slot", "variants", "width", "height", "byte_size", "master_key"])
    .where("category", "=", "photobook-page")
    .where("entity_id", "=", orderId)
    .where("status", "=", "confirmed")
    .where("slot", "is not", null)
    .orderBy("slot")
    .execute();
  const photos = rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    sources: imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0),
    width: row.width,
    height: row.height,
    byteSize: row.byte_size === null ? null : Number(row.byte_size),
    isCover: row.id === coverUploadId,
    lowResolution: isLowResolution(row.width, row.height),
    masterKey: row.master_key,
  }));
  return [...photos.filter((photo) => photo.isCover), ...photos.filter((photo) => !photo.isCover)];
}

export interface StaffPhotobook {
  id: string;
  orderId: string | null;
  status: PhotobookStatus;
  createdAt: string;
  submittedAt: string | null;
  amount: number | null;
  customer: { id: string; name: string | null; phone: string | null; email: string | null };
  trip: string | null;
  shipping: {
    recipientName: string | null;
    recipientPhone: string | null;
    postalCode: string | null;
    address: string | null;
    detailAddress: string | null;
    memo: string | null;
  };
  tracking: { company: string | null; number: string | null };
  coverText: string | null;
  photos: BookPhoto[];
  history: { id: string; from: PhotobookStatus | null; to: PhotobookStatus; actor: Mover; staffName: string | null; createdAt: string }[];
  proof: {
    /** The last proof sent (0: none yet). */
    round: number;
    sentAt: string | null;
    dueAt: string | null;
    revisionItems: string[] | null;
    revisionRequestedAt: string | null;
    approvedAt: string | null;
    approvedBy: "family" | "auto" | null;
    /** The round staff prepare now (photos submitted, or a revision asked), or null. */
    preparing: number | null;
    /** Its pages so far. */
    draftPages: ProofPage[];
    /** The last sent proof's pages. */
    sentPages: ProofPage[];
  };
}

/** The trip a photobook remembers: its travel order's name, else the destination the order was bought for. */
export function tripOf(row: { trip_title: string | null; order_metadata: unknown }): string | null {
  if (row.trip_title) return row.trip_title;
  const metadata = fromJson<{ travelDestination?: unknown }>(row.order_metadata, {});
  return typeof metadata.travelDestination === "string" ? metadata.travelDestination : null;
}

/** The round staff prepare while the photobook waits for a proof, or null. */
export function preparingRound(status: PhotobookStatus, round: number): number | null {
  return status === "designing" || status === "revising" ? round + 1 : null;
}

/** Everything the staff photobook page shows, or null when there is no such photobook. */
export async function photobookForStaff(photobookId: string): Promise<StaffPhotobook | null> {
  const row = await db()
    .selectFrom("photobooks as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .leftJoin("orders as paid", "paid.id", "p.order_id")
    .leftJoin("orders as trip", "trip.id", "p.travel_order_id")
    .selectAll("p")
    .select([
      "u.name as customer_name",
      "u.nickname as customer_nickname",
      "u.phone as customer_phone",
      "u.email as customer_email",
      "paid.amount as order_amount",
      "paid.metadata as order_metadata",
      "trip.order_name as trip_title",
    ])
    .where("p.id", "=", photobookId)
    .executeTakeFirst();
  if (!row) return null;
  const round = Number(row.proof_round);
  const preparing = preparingRound(row.status, round);
  const history = await db()
    .selectFrom("photobook_status_history as h")
    .leftJoin("users as s", "s.id", "h.staff_id")
    .select(["h.id", "h.from_status", "h.to_status", "h.actor", "h.created_at", "s.name as staff_name"])
    .where("h.photobook_id", "=", row.id)
    .orderBy("h.created_at", "desc")
    .orderBy("h.id", "desc")
    .execute();
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    amount: row.order_amount === null ? null : Number(row.order_amount),
    customer: { id: row.user_id, name: row.customer_name ?? row.customer_nickname, phone: row.customer_phone, email: row.customer_email },
    trip: tripOf(row),
    shipping: {
      recipientName: row.recipient_name,
      recipientPhone: row.recipient_phone,
      postalCode: row.postal_code,
      address: row.address,
      detailAddress: row.detail_address,
      memo: row.memo,
    },
    tracking: { company: row.tracking_company, number: row.tracking_number },
    coverText: row.cover_text,
    photos: row.order_id ? await bookPhotos(row.order_id, row.cover_upload_id) : [],
    history: history.map((entry) => ({
      id: entry.id,
      from: entry.from_status,
      to: entry.to_status,
      actor: entry.actor,
      staffName: entry.staff_name,
      createdAt: entry.created_at,
    })),
    proof: {
      round,
      sentAt: row.proof_sent_at,
      dueAt: row.proof_due_at,
      revisionItems: row.revision_items === null ? null : fromJson<string[]>(row.revision_items, []),
      revisionRequestedAt: row.revision_requested_at,
      approvedAt: row.approved_at,
      approvedBy: row.approved_by,
      preparing,
      draftPages: preparing && row.order_id ? await pagesOf(row.order_id, preparing) : [],
      sentPages: row.order_id ? await pagesOf(row.order_id, round) : [],
    },
  };
}
