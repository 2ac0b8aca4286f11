// The upload service on both engines: signed addresses and their expiry, size and type refused by the
// bytes, pictures made without EXIF (no GPS) and upright, the orphan sweep, and the S3 adapter
// against a local S3-compatible server (s3rver) that accepts the presigned PUT.
import { mkdtempSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { confirmUpload, createPendingUpload, ORPHAN_AGE_MS, storeUploadedFile, sweepOrphanUploads } from "~/models/uploads/uploads.server";
import {
  LocalStorage,
  MAX_UPLOAD_BYTES,
  ObjectTooLargeError,
  S3Storage,
  UPLOAD_URL_TTL_SECONDS,
  useStorage,
} from "~/services/storage.server";
import { type LocalBucket, startBucket } from "../support/bucket";
import { arrangeMember } from "../support/people";

const SECRET = "test-secret-for-upload-signatures";

/** A JPEG 'taken' with the phone turned (EXIF orientation 6) and GPS tags, as a phone would write it. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "FamilyCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 33/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "126/1 58/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A community JPEG's pending upload, its address given, as the browser asks for one before sending the file. */
async function pendingJpeg(ownerId: string, fileName: string, fileSize: number) {
  const pending = await createPendingUpload({ ownerId, category: "review", fileName, fileType: "image/jpeg", fileSize });
  if (!pending.ok) throw new Error("expected an address");
  return pending;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let local: LocalStorage;
beforeEach(() => {
  local = new LocalStorage(mkdtempSync(join(tmpdir(), "storage-")), SECRET);
  useStorage(local);
});
afterAll(() => useStorage(undefined));

describe("local upload addresses", () => {
  it("accepts its own signature and refuses a changed one or an expired one", async () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const target = await local.uploadTarget("incoming/2026-11-23/abc", "image/jpeg", MAX_UPLOAD_BYTES, now);
    const url = new URL(target.url, "http://x");
    const key = url.pathname.replace("/storage/upload/", "");
    expect(local.verifyUpload(key, url.searchParams, now)).toEqual({ key, contentType: "image/jpeg", maxBytes: MAX_UPLOAD_BYTES });

    const bigger = new URLSearchParams(url.searchParams);
    bigger.set("max", String(MAX_UPLOAD_BYTES * 10));
    expect(local.verifyUpload(key, bigger, now)).toBe("invalid");
    expect(local.verifyUpload("incoming/2026-11-23/other", url.searchParams, now)).toBe("invalid");
    const otherType = new URLSearchParams(url.searchParams);
    otherType.set("type", "text/html");
    expect(local.verifyUpload(key, otherType, now)).toBe("invalid");
    expect(new LocalStorage(local.root, "another-secret").verifyUpload(key, url.searchParams, now)).toBe("invalid");

    const later = new Date(now.getTime() + (UPLOAD_URL_TTL_SECONDS + 1) * 1000);
    expect(local.verifyUpload(key, url.searchParams, later)).toBe("expired");
  });

  it("never writes outside its folder and cuts a stream off past its cap", async () => {
    await expect(local.uploadTarget("../etc/passwd", "image/jpeg", 10)).rejects.toThrow();
    await expect(local.write("incoming/x/big", Buffer.alloc(2048), "image/jpeg", 1024)).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await local.head("incoming/x/big")).toBeNull();
  });
});

describe("confirming an upload", () => {
  it("refuses a declared size over 10 MB and a type that is not a picture", async () => {
    const member = await arrangeMember({ name: "업로드" });
    const base = { ownerId: member.id, category: "review" as const, fileName: "a.jpg" };
    expect(await createPendingUpload({ ...base, fileType: "image/jpeg", fileSize: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      problem: "tooLarge",
    });
    expect(await createPendingUpload({ ...base, fileType: "text/plain", fileSize: 10 })).toEqual({ ok: false, problem: "type" });
  });

  it("refuses a .jpg whose bytes are text, and removes it", async () => {
    const member = await arrangeMember({ name: "텍스트" });
    const pending = await pendingJpeg(member.id, "photo.jpg", 20);
    await local.write(pending.storageKey, Buffer.from("this is not a picture"), "image/jpeg");
    expect(await confirmUpload({ ownerId: member.id, storageKey: pending.storageKey })).toEqual({ ok: false, problem: "type" });
    expect(await local.head(pending.storageKey)).toBeNull();
    expect(await db().selectFrom("uploads").select("id").where("id", "=", pending.id).executeTakeFirst()).toBeUndefined();
  });

  it("refuses an object that arrived larger than 10 MB, and one that never arrived", async () => {
    const member = await arrangeMember({ name: "큰파일" });
    const pending = await pendingJpeg(member.id, "big.jpg", 100);
    expect(await confirmUpload({ ownerId: member.id, storageKey: pending.storageKey })).toEqual({ ok: false, problem: "missing" });
    // Written around the cap, as a misbehaving bucket client could.
    const path = join(local.root, ...pending.storageKey.split("/"));
    await mkdir(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff));
    expect(await confirmUpload({ ownerId: member.id, storageKey: pending.storageKey })).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("answers not-found to another member", async () => {
    const owner = await arrangeMember({ name: "주인" });
    const other = await arrangeMember({ name: "남" });
    const pending = await pendingJpeg(owner.id, "a.jpg", 100);
    await local.write(pending.storageKey, await phonePhoto(), "image/jpeg");
    expect(await confirmUpload({ ownerId: other.id, storageKey: pending.storageKey })).toEqual({ ok: false, problem: "notFound" });
  });

  it("makes WebP and JPEG sizes without EXIF or GPS, upright, and drops the original", async () => {
    const member = await arrangeMember({ name: "사진" });
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("FamilyCam"))).toBe(true);
    const pending = await pendingJpeg(member.id, "IMG_0001.jpg", photo.length);
    await local.write(pending.storageKey, photo, "image/jpeg");
    const confirmed = await confirmUpload({ ownerId: member.id, storageKey: pending.storageKey });
    if (!confirmed.ok) throw new Error(`refused: ${confirmed.problem}`);
    // Turned a quarter by its orientation tag: the upright picture is tall.
    expect(confirmed.upload).toMatchObject({ width: 200, height: 400 });
    expect(confirmed.upload.variants.length).toBeGreaterThan(0);
    for (const variant of confirmed.upload.variants) {
      for (const key of [variant.webp, variant.jpeg]) {
        const stream = await local.read(key);
        if (!stream) throw new Error(`missing ${key}`);
        const meta = await sharp(await readAll(stream)).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
        expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      }
    }
    expect(await local.head(pending.storageKey)).toBeNull();
  });

  it("streams a no-JS file through the same cap", async () => {
    const member = await arrangeMember({ name: "폼" });
    const tooBig = Readable.from(
      (function* () {
        for (let i = 0; i < 11; i++) yield Buffer.alloc(1024 * 1024, 1);
      })(),
    );
    expect(
      await storeUploadedFile({ ownerId: member.id, category: "review", fileName: "big.jpg", fileType: "image/jpeg", body: tooBig }),
    ).toEqual({
      ok: false,
      problem: "tooLarge",
    });
    const stored = await storeUploadedFile({
      ownerId: member.id,
      category: "review",
      fileName: "ok.jpg",
      fileType: "image/jpeg",
      body: await phonePhoto(),
    });
    expect(stored.ok).toBe(true);
  });
});

describe("the orphan sweep", () => {
  it("removes pending uploads older than a day, with their objects, and keeps recent or used ones", async () => {
    const member = await arrangeMember({ name: "고아" });
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_AGE_MS - 60_000);
    const stale = await createPendingUpload(
      { ownerId: member.id, category: "mission-proof", fileName: "a.jpg", fileType: "image/jpeg", fileSize: 10 },
      old,
    );
    const fresh = await createPendingUpload(
      { ownerId: member.id, category: "mission-proof", fileName: "b.jpg", fileType: "image/jpeg", fileSize: 10 },
      now,
    );
    if (!stale.ok || !fresh.ok) throw new Error("expected addresses");
    await local.write(stale.storageKey, Buffer.from("x"), "image/jpeg");
    const used = await storeUploadedFile(
      { ownerId: member.id, category: "mission-proof", fileName: "c.jpg", fileType: "image/jpeg", body: await phonePhoto() },
      old,
    );
    if (!used.ok) throw new Error("expected a stored photo");
    await db().updateTable("uploads").set({ entity_id: "mission-1" }).where("id", "=", used.upload.id).execute();

    await sweepOrphanUploads(now, 10_000);
    const left = await db().selectFrom("uploads").select("id").where("owner_id", "=", member.id).execute();
    expect(left.map((row) => row.id).sort()).toEqual([fresh.id, used.upload.id].sort());
    expect(await local.head(stale.storageKey)).toBeNull();
    expect(await local.head(used.upload.variants[0]?.jpeg ?? "missing")).not.toBeNull();
  });
});

describe("the S3 adapter against s3rver", () => {
  let bucket: LocalBucket;
  let s3: S3Storage;

  beforeAll(async () => {
    bucket = await startBucket("photos");
    s3 = new S3Storage({
      bucket: "photos",
      endpoint: bucket.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    // The SDK is imported on first use (decision 66): here, not inside the first test's time.
    await s3.client();
  });
  afterAll(async () => {
    await bucket?.close();
  });
  // After the file's own beforeEach (local disk), so these tests run on the bucket.
  beforeEach(() => {
    useStorage(s3);
  });

  it("takes a presigned PUT, confirms it into sizes without GPS, serves them and sweeps", async () => {
    const member = await arrangeMember({ name: "버킷" });
    const photo = await phonePhoto();
    const pending = await pendingJpeg(member.id, "p.jpg", photo.length);
    expect(pending.target.url).toMatch(/X-Amz-Signature=/);
    const put = await fetch(pending.target.url, { method: "PUT", headers: pending.target.headers, body: new Uint8Array(photo) });
    expect(put.status).toBe(200);
    expect(await s3.head(pending.storageKey)).toEqual({ size: photo.length });

    const confirmed = await confirmUpload({ ownerId: member.id, storageKey: pending.storageKey });
    if (!confirmed.ok) throw new Error(`refused: ${confirmed.problem}`);
    const variant = confirmed.upload.variants[0];
    const stream = variant ? await s3.read(variant.jpeg) : null;
    if (!stream) throw new Error("variant missing");
    const meta = await sharp(await readAll(stream)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await s3.head(pending.storageKey)).toBeNull();
  });

  it("tries the server's own PUT again when the bucket answers a passing server error", async () => {
    // The bucket's first answer to the next PUT is a 500, as S3 gives now and then.
    let failed = 0;
    const failOnce = "fail-one-put";
    const client = await s3.client();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === "PutObjectCommand" && failed === 0) {
          failed += 1;
          throw Object.assign(new Error("We encountered an internal error. Please try again."), { $fault: "server" });
        }
        return next(args);
      },
      { step: "finalizeRequest", name: failOnce },
    );
    try {
      await s3.write("media/retry/photo.jpg", Buffer.from("사진"), "image/jpeg");
      expect(failed).toBe(1);
      expect(await s3.head("media/retry/photo.jpg")).toEqual({ size: Buffer.byteLength("사진") });
    } finally {
      client.middlewareStack.remove(failOnce);
    }
  });

  // s3rver checks a presigned V4 address's account and expiry but not its signature bytes (its
  // README: 'V4 signatures have incomplete support'); real S3 and MinIO check both.
  it("refuses an expired presigned address and one of an unknown account", async () => {
    const expired = await s3.uploadTarget(
      "incoming/x/expired",
      "image/jpeg",
      MAX_UPLOAD_BYTES,
      new Date(Date.now() - (UPLOAD_URL_TTL_SECONDS + 60) * 1000),
    );
    expect((await fetch(expired.url, { method: "PUT", headers: expired.headers, body: "x" })).status).toBe(403);
    const target = await s3.uploadTarget("incoming/x/stranger", "image/jpeg", MAX_UPLOAD_BYTES);
    const url = new URL(target.url);
    url.searchParams.set("X-Amz-Credential", (url.searchParams.get("X-Amz-Credential") ?? "").replace("S3RVER", "STRANGER"));
    expect((await fetch(url, { method: "PUT", headers: target.headers, body: "x" })).status).toBe(403);
    expect(await s3.head("incoming/x/stranger")).toBeNull();
  });
});
