// The photobook's proof (docs/decisions/0055-photobook-proof-and-printer-zip.md), as the terms
// (제21조) and the FAQ promise it: staff upload the layout as page images and send it; the family
// approves it, or asks once, within 7 days of the first proof, for 1–5 changes; the revised proof can
// only be approved; 7 days of silence approve a proof (autoApproveDueProofs, on the server's timer).
// Every status change goes through movePhotobookStatus (the lifecycle's table, a history row); the
// family's side is scoped to the member who paid the order, here in the model.
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import { createNotification } from "~/models/messaging/notifications.server";
import { queueFamilyMessage } from "~/models/messaging/outbox.server";
import { fromJson, toJson } from "~/models/platform/json.server";
import { proofEntityKey } from "~/models/uploads/categories.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import { deleteUpload } from "~/models/uploads/uploads.server";
import { formatDateTime } from "~/utils/format";
import type { Mover } from "~/vocabulary/lifecycles";
import {
  comparePageNames,
  daysLeft,
  isLowResolution,
  LAST_PROOF_ROUND,
  PROOF_ANSWER_MS,
  revisionItemsOf,
  revisionItemsProblem,
} from "~/vocabulary/photobook-proof";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import type { Database, UploadVariant } from "../../../db/schema";
import { movePhotobookStatus } from "./photobooks.server";

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

// ---- Reading ---------------------------------------------------------------------------------------

async function pagesOf(orderId: string, round: number): Promise<ProofPage[]> {
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
function preparingRound(status: PhotobookStatus, round: number): number | null {
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

/** What the family sees of its proof on the order's page (null: no proof was ever sent). */
export interface FamilyProof {
  orderId: string;
  status: PhotobookStatus;
  round: number;
  pages: ProofPage[];
  sentAt: string | null;
  dueAt: string | null;
  /** Whole days left to answer (0 once the deadline passed). */
  daysLeft: number;
  /** The family may still ask for its one revision (the first proof, within 7 days, not asked yet). */
  mayRequestRevision: boolean;
  /** The family may approve (a proof is waiting). */
  mayApprove: boolean;
  revisionItems: string[] | null;
  revisionRequestedAt: string | null;
  approvedAt: string | null;
  approvedBy: "family" | "auto" | null;
}

interface FamilyRow {
  id: string;
  order_id: string | null;
  status: PhotobookStatus;
  proof_round: number;
  proof_due_at: string | null;
  revision_requested_at: string | null;
}

function familyPhotobook(executor: Kysely<Database>, userId: string, orderId: string) {
  return executor
    .selectFrom("photobooks")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("user_id", "=", userId)
    .where("status", "!=", "cancelled")
    .executeTakeFirst();
}

function mayRevise(row: FamilyRow, now: Date): boolean {
  return (
    row.status === "proof" &&
    Number(row.proof_round) === 1 &&
    !row.revision_requested_at &&
    Boolean(row.proof_due_at) &&
    now.getTime() < new Date(row.proof_due_at ?? 0).getTime()
  );
}

/** The member's proof of their own photobook order, or null (not theirs, none sent yet). */
export async function proofForFamily(userId: string, orderId: string, now = new Date()): Promise<FamilyProof | null> {
  const row = await familyPhotobook(db(), userId, orderId);
  if (!row || Number(row.proof_round) < 1) return null;
  const round = Number(row.proof_round);
  return {
    orderId,
    status: row.status,
    round,
    pages: await pagesOf(orderId, round),
    sentAt: row.proof_sent_at,
    dueAt: row.proof_due_at,
    daysLeft: row.status === "proof" ? daysLeft(row.proof_due_at, now) : 0,
    mayRequestRevision: mayRevise(row, now),
    mayApprove: row.status === "proof",
    revisionItems: row.revision_items === null ? null : fromJson<string[]>(row.revision_items, []),
    revisionRequestedAt: row.revision_requested_at,
    approvedAt: row.approved_at,
    approvedBy: row.approved_by,
  };
}

// ---- Staff: preparing and sending a proof ----------------------------------------------------------

/** The family's sentence when a proof arrives (chosen in app/messages, handed in by the route). */
export interface ProofWords {
  proofSent: (round: number) => string;
}

export type SendProofResult = { ok: true; round: number } | { ok: false; reason: "notFound" | "status" | "noPages" };

/**
 * Sends the proof staff prepared (its round's pages, at least one): designing or revising → proof,
 * with the round, when it was sent and when silence approves it (7 days), and the family's
 * notification linking to the order's page and its 알림톡, in one transaction.
 */
export async function sendProof(input: { photobookId: string; staffId: string; words: ProofWords; now?: Date }): Promise<SendProofResult> {
  const now = input.now ?? new Date();
  return db()
    .transaction()
    .execute(async (trx) => {
      const book = await trx
        .selectFrom("photobooks")
        .select(["id", "user_id", "order_id", "status", "proof_round"])
        .where("id", "=", input.photobookId)
        .executeTakeFirst();
      if (!book?.order_id) return { ok: false, reason: "notFound" } as const;
      const round = preparingRound(book.status, Number(book.proof_round));
      if (!round || round > LAST_PROOF_ROUND) return { ok: false, reason: "status" } as const;
      const pages = await trx
        .selectFrom("uploads")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("category", "=", "photobook-proof")
        .where("entity_id", "=", proofEntityKey(book.order_id, round))
        .where("status", "=", "confirmed")
        .where("slot", "is not", null)
        .executeTakeFirst();
      if (Number(pages?.n ?? 0) < 1) return { ok: false, reason: "noPages" } as const;
      const dueAt = new Date(now.getTime() + PROOF_ANSWER_MS).toISOString();
      const moved = await movePhotobookStatus(
        {
          photobookId: book.id,
          move: "sendProof",
          actor: "staff",
          staffId: input.staffId,
          now,
          also: {
            proof_round: round,
            proof_sent_at: now.toISOString(),
            proof_due_at: dueAt,
          },
        },
        trx,
      );
      if (!moved) return { ok: false, reason: "status" } as const;
      await createNotification(
        trx,
        {
          userId: book.user_id,
          kind: "photobook_proof",
          orderId: book.order_id,
          message: input.words.proofSent(round),
          link: `/photobook/order?orderId=${encodeURIComponent(book.order_id)}#proof`,
        },
        now,
      );
      // Its 알림톡, once a round (sent after the commit: deliverSoon), names the day silence approves it.
      await queueFamilyMessage(
        trx,
        {
          userId: book.user_id,
          moment: "photobook_proof",
          dedupeKey: `photobook-proof:${book.id}:${round}`,
          params: { 회차: String(round), 기한: formatDateTime(dueAt) },
        },
        now,
      );
      return { ok: true, round } as const;
    });
}

/** Removes a page of the proof being prepared (not of one already sent). True when it was removed. */
export async function removeProofPage(input: { photobookId: string; uploadId: string }): Promise<boolean> {
  const book = await db()
    .selectFrom("photobooks")
    .select(["order_id", "status", "proof_round"])
    .where("id", "=", input.photobookId)
    .executeTakeFirst();
  const round = book ? preparingRound(book.status, Number(book.proof_round)) : null;
  if (!book?.order_id || !round) return false;
  const page = await db()
    .selectFrom("uploads")
    .select(["id", "owner_id"])
    .where("id", "=", input.uploadId)
    .where("category", "=", "photobook-proof")
    .where("entity_id", "=", proofEntityKey(book.order_id, round))
    .executeTakeFirst();
  if (!page) return false;
  return deleteUpload(page.owner_id, page.id);
}

// ---- The family: approving, or asking for the one revision ------------------------------------------

export type ApproveResult = { ok: true } | { ok: false; reason: "notFound" | "status" };

/** The family approves the proof waiting for it: production may start (proof → ordered). */
export async function approveProof(input: { userId: string; orderId: string; now?: Date }): Promise<ApproveResult> {
  const now = input.now ?? new Date();
  const row = await familyPhotobook(db(), input.userId, input.orderId);
  if (!row) return { ok: false, reason: "notFound" };
  if (row.status !== "proof") return { ok: false, reason: "status" };
  const moved = await movePhotobookStatus({
    photobookId: row.id,
    move: "approve",
    actor: "customer",
    now,
    also: { approved_at: now.toISOString(), approved_by: "family" },
  });
  return moved ? { ok: true } : { ok: false, reason: "status" };
}

export type RevisionRefusal = "notFound" | "status" | "once" | "late" | "none" | "tooMany" | "tooLong";
export type RevisionResult = { ok: true; items: string[] } | { ok: false; reason: RevisionRefusal };

/**
 * The family's one revision: 1–5 changes (each at most 200 characters) to the first proof, within 7
 * days of it; proof → revising with the changes, in one transaction with the checks.
 */
export async function requestRevision(input: {
  userId: string;
  orderId: string;
  items: readonly string[];
  now?: Date;
}): Promise<RevisionResult> {
  const now = input.now ?? new Date();
  const items = revisionItemsOf(input.items);
  return db()
    .transaction()
    .execute(async (trx): Promise<RevisionResult> => {
      const row = await familyPhotobook(trx, input.userId, input.orderId);
      if (!row) return { ok: false, reason: "notFound" };
      if (row.status !== "proof") return { ok: false, reason: row.status === "revising" ? "once" : "status" };
      if (Number(row.proof_round) !== 1 || row.revision_requested_at) return { ok: false, reason: "once" };
      if (!mayRevise(row, now)) return { ok: false, reason: "late" };
      const problem = revisionItemsProblem(items);
      if (problem) return { ok: false, reason: problem };
      const moved = await movePhotobookStatus(
        {
          photobookId: row.id,
          move: "requestRevision",
          actor: "customer",
          now,
          also: { revision_items: toJson(items), revision_requested_at: now.toISOString() },
        },
        trx,
      );
      return moved ? { ok: true, items } : { ok: false, reason: "status" };
    });
}

// ---- The server's timer ----------------------------------------------------------------------------

/**
 * Seven days of silence approve a proof (제21조 3): every photobook whose proof is due by `now` moves
 * proof → ordered, approved by 'auto'. Each move is conditional, so a family's answer at the same
 * moment wins or loses cleanly. The ids moved.
 */
export async function autoApproveDueProofs(now = new Date(), batch = 200): Promise<string[]> {
  const due = await db()
    .selectFrom("photobooks")
    .select("id")
    .where("status", "=", "proof")
    .where("proof_due_at", "<=", now.toISOString())
    .orderBy("proof_due_at")
    .limit(batch)
    .execute();
  const moved: string[] = [];
  for (const { id } of due) {
    const ok = await movePhotobookStatus({
      photobookId: id,
      move: "autoApprove",
      actor: "system",
      now,
      also: { approved_at: now.toISOString(), approved_by: "auto" },
    });
    if (ok) moved.push(id);
  }
  return moved;
}
