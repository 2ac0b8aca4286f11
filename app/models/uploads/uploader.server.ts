// The one server path every photo takes, whatever its category (review, mission proof, photobook
// page, staff image), with the script's three steps (begin → PUT → finish) or the no-JS form's
// streamed file (storeFormPhoto): the category's rule says who may upload it and where it may go, the
// upload budget counts it, the bytes are checked and sized (app/models/uploads/uploads.server.ts), and the
// rule puts it in its place (docs/decisions/0046-one-uploader-and-private-photos.md).
import type { Readable } from "node:stream";
import { config } from "~/config.server";
import { db } from "~/db.server";
import type { User } from "~/models/accounts/users.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";
import {
  type ConfirmedUpload,
  confirmUpload,
  createPendingUpload,
  declaredProblem,
  deleteUpload,
  storeUploadedFile,
  type UploadProblem,
} from "~/models/uploads/uploads.server";
import type { UploadTarget as StorageTarget } from "~/services/storage.server";
import { UPLOAD_CATEGORY_RULES, type UploadCategory } from "~/vocabulary/upload-categories";
import { CATEGORY_POLICIES, type UploadPlace, type UploadTarget } from "./categories.server";

export type { UploadTarget } from "./categories.server";

/** Why a photo was not taken: the file's problem, or the rule's ('full', 'forbidden', 'budget'). */
export type UploadRefusal = UploadProblem | "full" | "forbidden" | "budget";
export type Refused = { ok: false; problem: UploadRefusal; retryAfterSeconds?: number; category?: UploadCategory };

/** Whether this account uploads this category: members who finished sign-up, or staff, as the category says. */
export function mayUploadCategory(uploader: User, category: UploadCategory): boolean {
  if (UPLOAD_CATEGORY_RULES[category].uploader === "staff") return uploader.role === "admin";
  return uploader.role !== "admin" && Boolean(uploader.phone);
}

/**
 * One photo from the uploader's budget (per minute and per hour, UPLOAD_LIMIT_PER_MINUTE / _HOUR):
 * its own count, not the write limit's, which the upload paths are outside of.
 */
export async function spendUploadBudget(uploaderId: string, now = Date.now()): Promise<{ retryAfterSeconds: number } | null> {
  for (const [bucket, limit] of [
    ["upload-minute", config.uploadLimits.perMinute],
    ["upload-hour", config.uploadLimits.perHour],
  ] as const) {
    const result = await consumeRateLimit(bucket, uploaderId, limit, now);
    if (!result.allowed) return { retryAfterSeconds: result.retryAfterSeconds };
  }
  return null;
}

async function placeFor(uploader: User, category: UploadCategory, target: UploadTarget): Promise<UploadPlace | Refused> {
  if (!mayUploadCategory(uploader, category)) return { ok: false, problem: "forbidden" };
  const place = await CATEGORY_POLICIES[category].place(uploader, target);
  if (!place) return { ok: false, problem: "notFound" };
  if (place.room <= 0) return { ok: false, problem: "full", category };
  return place;
}

/** Puts a confirmed photo in its place, or removes it (with its sizes) when the rule refuses it. */
async function placeConfirmed(
  uploader: User,
  category: UploadCategory,
  place: UploadPlace,
  upload: ConfirmedUpload,
): Promise<{ ok: true; upload: ConfirmedUpload } | Refused> {
  const attached = await CATEGORY_POLICIES[category].attach(uploader, place, upload.id);
  if (attached === "ok") return { ok: true, upload };
  await deleteUpload(uploader.id, upload.id);
  return { ok: false, problem: attached === "full" ? "full" : "notFound", category };
}

/** Step 1: the rule and the budget, then a pending row and the address the bytes go to. */
export async function beginUpload(
  uploader: User,
  input: { category: UploadCategory; target: UploadTarget; fileName: string; fileType: string; fileSize: number },
  now = new Date(),
): Promise<{ ok: true; id: string; storageKey: string; target: StorageTarget } | Refused> {
  const place = await placeFor(uploader, input.category, input.target);
  if ("ok" in place) return place;
  // A file the server would refuse anyway costs no budget.
  const problem = declaredProblem(input.fileType, input.fileSize);
  if (problem) return { ok: false, problem };
  const limited = await spendUploadBudget(uploader.id, now.getTime());
  if (limited) return { ok: false, problem: "budget", retryAfterSeconds: limited.retryAfterSeconds };
  return createPendingUpload(
    { ownerId: uploader.id, category: input.category, fileName: input.fileName, fileType: input.fileType, fileSize: input.fileSize },
    now,
  );
}

/** The category an uploader's pending or confirmed upload was begun under (null: not theirs). */
async function categoryOfKey(ownerId: string, storageKey: string): Promise<UploadCategory | null> {
  const row = await db()
    .selectFrom("uploads")
    .select("category")
    .where("storage_key", "=", storageKey)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return row?.category ?? null;
}

/** Step 3: the rule again (the entity may have filled meanwhile), the bytes checked and sized, the photo placed. */
export async function finishUpload(
  uploader: User,
  input: { storageKey: string; target: UploadTarget },
  now = new Date(),
): Promise<{ ok: true; upload: ConfirmedUpload } | Refused> {
  // The category is the one the upload was begun under, whatever this call says.
  const category = await categoryOfKey(uploader.id, input.storageKey);
  if (!category) return { ok: false, problem: "notFound" };
  const place = await placeFor(uploader, category, input.target);
  if ("ok" in place) return place;
  const confirmed = await confirmUpload({ ownerId: uploader.id, storageKey: input.storageKey }, now);
  if (!confirmed.ok) return confirmed;
  return placeConfirmed(uploader, category, place, confirmed.upload);
}

/**
 * The no-JS form's file (and the demo seed's): the rule and the budget, the bytes streamed through the
 * storage service with the same cap, checked and sized, and the photo placed. The caller drains the
 * rest of a refused part.
 */
export async function storeFormPhoto(
  uploader: User,
  input: {
    category: UploadCategory;
    target: UploadTarget;
    fileName: string;
    fileType: string;
    body: Readable | AsyncIterable<Uint8Array> | Buffer;
  },
  now = new Date(),
): Promise<{ ok: true; upload: ConfirmedUpload } | Refused> {
  const place = await placeFor(uploader, input.category, input.target);
  if ("ok" in place) return place;
  const limited = await spendUploadBudget(uploader.id, now.getTime());
  if (limited) return { ok: false, problem: "budget", retryAfterSeconds: limited.retryAfterSeconds };
  const stored = await storeUploadedFile(
    { ownerId: uploader.id, category: input.category, fileName: input.fileName, fileType: input.fileType, body: input.body },
    now,
  );
  if (!stored.ok) return stored;
  return placeConfirmed(uploader, input.category, place, stored.upload);
}
