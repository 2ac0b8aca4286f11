// Uploaded files' rows: the three steps (ask for an address → PUT → confirm), who owns what, what a
// file belongs to, and the sweep of uploads never finished. The bytes go through the storage service
// (app/services/storage.server.ts), the pictures through sharp (app/services/images.server.ts).
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { db } from "~/db.server";
import { imageInfo, makePrintMaster, makeVariants, readHead, sniffImageType } from "~/services/images.server";
import { isObjectTooLarge, MAX_UPLOAD_BYTES, storage, type UploadTarget } from "~/services/storage.server";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_CATEGORY_RULES, type UploadCategory } from "~/vocabulary/upload-categories";
import type { UploadVariant } from "../../../db/schema";
import { fromJson, toJson } from "../platform/json.server";
import { mediaUrl } from "./uploads";

export type { UploadCategory } from "~/vocabulary/upload-categories";
export { ACCEPTED_IMAGE_TYPES, UPLOAD_CATEGORIES } from "~/vocabulary/upload-categories";

/** Types a phone may name for HEIC: refused by name here and by content at confirm (sharp here cannot decode it). */
const HEIC_TYPES = ["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"];
/** Uploads never confirmed (or confirmed and never used) are removed after this long. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export type UploadProblem = "tooLarge" | "empty" | "type" | "heic" | "notFound" | "missing" | "unreadable";

export interface ConfirmedUpload {
  id: string;
  storageKey: string;
  fileName: string;
  width: number;
  height: number;
  variants: UploadVariant[];
  /** The feed-size JPEG's address. */
  url: string;
  entityId: string | null;
}

/** What the declared type and size say before a byte arrives (checked again on the bytes). */
export function declaredProblem(fileType: string, fileSize: number): UploadProblem | null {
  if (!Number.isSafeInteger(fileSize) || fileSize <= 0) return "empty";
  if (fileSize > MAX_UPLOAD_BYTES) return "tooLarge";
  if (HEIC_TYPES.includes(fileType.toLowerCase())) return "heic";
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(fileType.toLowerCase())) return "type";
  return null;
}

function originalKey(id: string, now: Date): string {
  return `incoming/${now.toISOString().slice(0, 10)}/${id}`;
}

/**
 * Public sizes live under `v/`, private ones under `p/` (served only after the media route asks who
 * may see them); both are named by the upload's random id. Print masters live under `m/`, which the
 * media route never serves.
 */
function variantKey(id: string, width: number, format: "webp" | "jpg", visibility: "public" | "private"): string {
  return `${visibility === "public" ? "v" : "p"}/${id}/${width}.${format}`;
}

function masterKey(id: string): string {
  return `m/${id}/master.jpg`;
}

/** A pending row for a file about to arrive: its id and the key its original is stored under. */
async function insertPending(
  owner: { ownerId: string; category: UploadCategory; fileName: string },
  declaredType: string,
  declaredSize: number,
  now: Date,
): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  return insertPendingAt(owner, originalKey(id, now), declaredType, declaredSize, now, id);
}

/** A pending row whose original goes under a key the caller chose (a copy's key names its source). */
async function insertPendingAt(
  owner: { ownerId: string; category: UploadCategory; fileName: string },
  storageKey: string,
  declaredType: string,
  declaredSize: number,
  now: Date,
  id: string = randomUUID(),
): Promise<{ id: string; storageKey: string }> {
  await db()
    .insertInto("uploads")
    .values({
      id,
      owner_id: owner.ownerId,
      category: owner.category,
      storage_key: storageKey,
      file_name: owner.fileName.slice(0, 200),
      declared_type: declaredType,
      declared_size: declaredSize,
      content_type: null,
      byte_size: null,
      width: null,
      height: null,
      variants: null,
      status: "pending",
      entity_id: null,
      scope_id: null,
      slot: null,
      master_key: null,
      created_at: now.toISOString(),
      confirmed_at: null,
    })
    .execute();
  return { id, storageKey };
}

/** Step 1: a pending row and the address the bytes go to. */
export async function createPendingUpload(
  input: { ownerId: string; category: UploadCategory; fileName: string; fileType: string; fileSize: number; entityId?: string | null },
  now = new Date(),
): Promise<{ ok: true; id: string; storageKey: string; target: UploadTarget } | { ok: false; problem: UploadProblem }> {
  const problem = declaredProblem(input.fileType, input.fileSize);
  if (problem) return { ok: false, problem };
  const { id, storageKey } = await insertPending(input, input.fileType.toLowerCase(), input.fileSize, now);
  const target = await storage().uploadTarget(storageKey, input.fileType.toLowerCase(), MAX_UPLOAD_BYTES, now);
  return { ok: true, id, storageKey, target };
}

/** Whether a PUT to this key may still land (its row is pending). */
export async function isPendingUploadKey(storageKey: string): Promise<boolean> {
  const row = await db()
    .selectFrom("uploads")
    .select("id")
    .where("storage_key", "=", storageKey)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Boolean(row);
}

/** Removes a pending upload and its object (a refused file). */
async function discardPending(id: string, storageKey: string): Promise<void> {
  await storage().remove([storageKey]);
  await db().deleteFrom("uploads").where("id", "=", id).where("status", "=", "pending").execute();
}

/**
 * Step 3: the object must have arrived, be at most 10 MB and be a picture sharp reads (by its bytes);
 * then its sizes are made and stored, the original (with whatever metadata it carried) removed, and
 * the row confirmed. Only the owner confirms; another member's key is not found.
 */
export async function confirmUpload(
  input: { ownerId: string; storageKey: string },
  now = new Date(),
): Promise<{ ok: true; upload: ConfirmedUpload } | { ok: false; problem: UploadProblem }> {
  const row = await db()
    .selectFrom("uploads")
    .selectAll()
    .where("storage_key", "=", input.storageKey)
    .where("owner_id", "=", input.ownerId)
    .executeTakeFirst();
  if (!row) return { ok: false, problem: "notFound" };
  if (row.status === "confirmed") return { ok: true, upload: confirmedOf(row) };

  const store = storage();
  const object = await store.head(row.storage_key);
  if (!object) return { ok: false, problem: "missing" };
  if (object.size > MAX_UPLOAD_BYTES) {
    await discardPending(row.id, row.storage_key);
    return { ok: false, problem: "tooLarge" };
  }
  if (object.size === 0) {
    await discardPending(row.id, row.storage_key);
    return { ok: false, problem: "empty" };
  }
  const copy = await store.localCopy(row.storage_key);
  if (!copy) return { ok: false, problem: "missing" };
  const work = await mkdtemp(join(tmpdir(), "upload-"));
  try {
    const type = sniffImageType(await readHead(copy.path));
    if (type === "image/heic") {
      await discardPending(row.id, row.storage_key);
      return { ok: false, problem: "heic" };
    }
    if (!type) {
      await discardPending(row.id, row.storage_key);
      return { ok: false, problem: "type" };
    }
    const rule = UPLOAD_CATEGORY_RULES[row.category];
    let made: Awaited<ReturnType<typeof makeVariants>>;
    let info: Awaited<ReturnType<typeof imageInfo>>;
    let master: string | null = null;
    try {
      info = await imageInfo(copy.path);
      made = await makeVariants(copy.path, work, info, rule.widths);
      if (rule.printMaster) master = await makePrintMaster(copy.path, work);
    } catch {
      // HEIC without a decoder, or a damaged file: refused, never stored.
      await discardPending(row.id, row.storage_key);
      return { ok: false, problem: "unreadable" };
    }
    const variants: UploadVariant[] = [];
    for (const size of made) {
      const webp = variantKey(row.id, size.width, "webp", rule.visibility);
      const jpeg = variantKey(row.id, size.width, "jpg", rule.visibility);
      await store.write(webp, createReadStream(size.webpPath), "image/webp");
      await store.write(jpeg, createReadStream(size.jpegPath), "image/jpeg");
      variants.push({ width: size.width, webp, jpeg });
    }
    if (master) await store.write(masterKey(row.id), createReadStream(master), "image/jpeg");
    const updated = await db()
      .updateTable("uploads")
      .set({
        status: "confirmed",
        content_type: type,
        byte_size: object.size,
        width: info.width,
        height: info.height,
        variants: toJson(variants),
        master_key: master ? masterKey(row.id) : null,
        confirmed_at: now.toISOString(),
      })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      // Confirmed meanwhile by a second click: that one's sizes stand; ours are the same picture.
      const latest = await db().selectFrom("uploads").selectAll().where("id", "=", row.id).executeTakeFirst();
      if (!latest) return { ok: false, problem: "notFound" };
      return { ok: true, upload: confirmedOf(latest) };
    }
    // The original may carry GPS tags: it is never kept, never served (a print master, made from it
    // without metadata, is kept instead for a photobook page).
    await store.remove([row.storage_key]);
    const confirmed = await db().selectFrom("uploads").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    return { ok: true, upload: confirmedOf(confirmed) };
  } finally {
    await copy.release();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The no-JS path (and the demo seed): a file streamed through the server into storage with the
 * same cap, then confirmed like a browser's PUT.
 */
export async function storeUploadedFile(
  input: {
    ownerId: string;
    category: UploadCategory;
    fileName: string;
    fileType: string;
    body: Readable | AsyncIterable<Uint8Array> | Buffer;
  },
  now = new Date(),
): Promise<{ ok: true; upload: ConfirmedUpload } | { ok: false; problem: UploadProblem }> {
  // The declared size is unknown until the stream ends: the cap applies while it streams.
  // What the form named is only a label: the bytes decide at confirm (a HEIC is refused there by content).
  // A HEIC named as one is refused before a byte is stored, so its refusal says HEIC whatever its bytes.
  if (HEIC_TYPES.includes(input.fileType.toLowerCase()) || /\.(heic|heif)$/i.test(input.fileName)) return { ok: false, problem: "heic" };
  const type = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(input.fileType.toLowerCase())
    ? input.fileType.toLowerCase()
    : "application/octet-stream";
  const { id, storageKey } = await insertPending(input, type, 0, now);
  try {
    const written = await storage().write(storageKey, input.body, type, MAX_UPLOAD_BYTES);
    await db().updateTable("uploads").set({ declared_size: written.size }).where("id", "=", id).execute();
  } catch (error) {
    await discardPending(id, storageKey);
    if (isObjectTooLarge(error)) return { ok: false, problem: "tooLarge" };
    throw error;
  }
  return confirmUpload({ ownerId: input.ownerId, storageKey }, now);
}

/**
 * A new upload of `category` made from a confirmed upload's picture (a mission photo offered to the
 * photobook): the best stored copy of it (its print master, else its largest JPEG) is stored under
 * `storageKey` and confirmed like a browser's PUT, so its sizes and its print master are made by the
 * same routine. The key names where the copy comes from and goes to: its unique index makes a second
 * copy of the same picture for the same place fail (`duplicate`), whoever asks first.
 */
export async function copyUpload(
  input: { sourceId: string; ownerId: string; category: UploadCategory; storageKey: string },
  now = new Date(),
): Promise<{ ok: true; upload: ConfirmedUpload } | { ok: false; problem: UploadProblem | "duplicate" }> {
  const source = await db()
    .selectFrom("uploads")
    .select(["file_name", "variants", "master_key"])
    .where("id", "=", input.sourceId)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  if (!source) return { ok: false, problem: "notFound" };
  const largest = [...fromJson<UploadVariant[]>(source.variants, [])].sort((a, b) => b.width - a.width)[0];
  const sourceKey = source.master_key ?? largest?.jpeg;
  if (!sourceKey) return { ok: false, problem: "missing" };
  let id: string;
  try {
    ({ id } = await insertPendingAt(
      { ownerId: input.ownerId, category: input.category, fileName: source.file_name },
      input.storageKey,
      "image/jpeg",
      0,
      now,
    ));
  } catch (error) {
    if (/23505|UNIQUE|unique|duplicate/.test(`${(error as { code?: unknown })?.code ?? ""} ${(error as Error)?.message ?? ""}`))
      return { ok: false, problem: "duplicate" };
    throw error;
  }
  const store = storage();
  const copy = await store.localCopy(sourceKey);
  if (!copy) {
    await discardPending(id, input.storageKey);
    return { ok: false, problem: "missing" };
  }
  try {
    const written = await store.write(input.storageKey, createReadStream(copy.path), "image/jpeg", MAX_UPLOAD_BYTES);
    await db().updateTable("uploads").set({ declared_size: written.size }).where("id", "=", id).execute();
  } catch (error) {
    await discardPending(id, input.storageKey);
    if (isObjectTooLarge(error)) return { ok: false, problem: "tooLarge" };
    throw error;
  } finally {
    await copy.release();
  }
  return confirmUpload({ ownerId: input.ownerId, storageKey: input.storageKey }, now);
}

function confirmedOf(row: {
  id: string;
  storage_key: string;
  file_name: string;
  width: number | null;
  height: number | null;
  variants: unknown;
  entity_id: string | null;
}): ConfirmedUpload {
  const variants = fromJson<UploadVariant[]>(row.variants, []);
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  return {
    id: row.id,
    storageKey: row.storage_key,
    fileName: row.file_name,
    width: row.width ?? 0,
    height: row.height ?? 0,
    variants,
    url: largest ? mediaUrl(largest.jpeg) : "",
    entityId: row.entity_id,
  };
}

/** Removes an upload (row and every stored object) the owner no longer uses. */
export async function deleteUpload(ownerId: string, uploadId: string): Promise<boolean> {
  const row = await db()
    .selectFrom("uploads")
    .select(["id", "storage_key", "variants", "master_key"])
    .where("id", "=", uploadId)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) return false;
  const deleted = await db().deleteFrom("uploads").where("id", "=", row.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await storage().remove(objectKeysOf(row));
  return true;
}

/**
 * Every upload row a member owns, with the object keys of each (original, sizes, print master), for
 * a withdrawal that deletes the rows in its transaction and the objects after it
 * (app/models/accounts/withdrawal.server.ts).
 */
export async function uploadObjectsOfOwner(ownerId: string, handle = db()): Promise<{ ids: string[]; keys: string[] }> {
  const rows = await handle
    .selectFrom("uploads")
    .select(["id", "storage_key", "variants", "master_key"])
    .where("owner_id", "=", ownerId)
    .execute();
  return { ids: rows.map((row) => row.id), keys: rows.flatMap(objectKeysOf) };
}

function objectKeysOf(row: { storage_key: string; variants: unknown; master_key: string | null }): string[] {
  const variants = fromJson<UploadVariant[]>(row.variants, []);
  return [row.storage_key, ...variants.flatMap((v) => [v.webp, v.jpeg]), ...(row.master_key ? [row.master_key] : [])];
}

/**
 * The orphan sweep (run on a timer by the server): uploads still pending a day after they were asked
 * for, and confirmed ones nothing ever used, lose their objects and rows. Each row is deleted only if
 * it is still in that state, so a confirm or an attach racing the sweep wins.
 */
export async function sweepOrphanUploads(now = new Date(), batch = 200): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS).toISOString();
  const rows = await db()
    .selectFrom("uploads")
    .select(["id", "storage_key", "variants", "master_key", "status"])
    .where("created_at", "<", before)
    .where((eb) => eb.or([eb("status", "=", "pending"), eb.and([eb("status", "=", "confirmed"), eb("entity_id", "is", null)])]))
    .orderBy("created_at")
    .limit(batch)
    .execute();
  let removed = 0;
  for (const row of rows) {
    let query = db().deleteFrom("uploads").where("id", "=", row.id).where("status", "=", row.status);
    if (row.status === "confirmed") query = query.where("entity_id", "is", null);
    const deleted = await query.executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    await storage().remove(objectKeysOf(row));
    removed += 1;
  }
  return removed;
}
