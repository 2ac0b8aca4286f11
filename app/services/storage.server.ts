// Where uploaded files live: one interface, two adapters (docs/decisions/0030-upload-service.md).
//
// - Local disk (the embedded default): objects are files under `data/storage`; the browser PUTs to
//   `/storage/upload/{key}` on this server, an address signed with an expiring HMAC that names the
//   key, the content type and the largest size accepted.
// - S3-compatible storage (production, several processes): chosen when STORAGE_S3_BUCKET is set; the
//   browser PUTs to a presigned URL from @aws-sdk/s3-request-presigner.
//
// Everything here streams: nothing reads a whole photo into memory, nothing blocks the event loop.
// The AWS SDK is imported by the S3 adapter's first call, never at start (decision 66).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, open, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { config } from "~/config.server";

/** The largest file a member may upload (10 MB each, decision 0030). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How long an upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** Where the local adapter's PUT target lives. */
export const LOCAL_UPLOAD_PREFIX = "/storage/upload/";

export class ObjectTooLargeError extends Error {
  readonly code = "OBJECT_TOO_LARGE";
  constructor() {
    super("object too large");
  }
}

/** By its code: the error may come from the other bundle's copy of the class (see isLocalStorage). */
export function isObjectTooLarge(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "OBJECT_TOO_LARGE";
}

export interface UploadTarget {
  /** Where the browser PUTs the bytes (with the given headers). */
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  expiresAt: string;
}

export interface StoredObject {
  size: number;
}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** An address the browser may PUT one object to, until it expires. */
  uploadTarget(key: string, contentType: string, maxBytes: number, now?: Date): Promise<UploadTarget>;
  /** Writes a stream as an object, refusing (and removing what was written) past `maxBytes`. */
  write(key: string, body: Readable | AsyncIterable<Uint8Array> | Buffer, contentType: string, maxBytes?: number): Promise<StoredObject>;
  /** The object's size, or null when nothing arrived. */
  head(key: string): Promise<StoredObject | null>;
  /** The object as a stream (null when missing). */
  read(key: string): Promise<Readable | null>;
  /** A local file holding the object, for sharp; `release` removes any temporary copy. */
  localCopy(key: string): Promise<{ path: string; release: () => Promise<void> } | null>;
  remove(keys: string[]): Promise<void>;
}

/** Counts bytes as they pass and fails past the limit. */
function sizeCap(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new ObjectTooLargeError());
      else callback(null, chunk);
    },
  });
}

function asReadable(body: Readable | AsyncIterable<Uint8Array> | Buffer): Readable {
  if (Buffer.isBuffer(body)) return Readable.from([body]);
  if (body instanceof Readable) return body;
  return Readable.from(body);
}

/** Keys are ours (ids and fixed names): letters, digits, '-', '_', '.', and '/' between parts. */
export function isValidKey(key: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) && !key.split("/").some((part) => part === "." || part === "..");
}

// ---- Local disk ---------------------------------------------------------------------------------

function uploadSignature(secret: string, key: string, contentType: string, maxBytes: number, expires: number): string {
  return createHmac("sha256", `storage-upload:${secret}`)
    .update([key, contentType, String(maxBytes), String(expires)].join("\n"))
    .digest("base64url");
}

export interface SignedUploadCheck {
  key: string;
  contentType: string;
  maxBytes: number;
}

export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;
  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const path = resolve(this.root, ...key.split("/"));
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }

  async uploadTarget(key: string, contentType: string, maxBytes: number, now = new Date()): Promise<UploadTarget> {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const query = new URLSearchParams({
      type: contentType,
      max: String(maxBytes),
      expires: String(expires),
      sig: uploadSignature(this.secret, key, contentType, maxBytes, expires),
    });
    return {
      url: `${LOCAL_UPLOAD_PREFIX}${key}?${query}`,
      method: "PUT",
      headers: { "Content-Type": contentType },
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** Checks a PUT address: the key and limits it names when the signature holds and has not expired. */
  verifyUpload(key: string, query: URLSearchParams, now = new Date()): SignedUploadCheck | "expired" | "invalid" {
    const contentType = query.get("type") ?? "";
    const maxBytes = Number(query.get("max"));
    const expires = Number(query.get("expires"));
    const sig = query.get("sig") ?? "";
    if (!isValidKey(key) || !contentType || !Number.isSafeInteger(maxBytes) || !Number.isSafeInteger(expires)) return "invalid";
    const expected = Buffer.from(uploadSignature(this.secret, key, contentType, maxBytes, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
    if (expires * 1000 < now.getTime()) return "expired";
    return { key, contentType, maxBytes };
  }

  async write(key: string, body: Readable | AsyncIterable<Uint8Array> | Buffer, _contentType: string, maxBytes = MAX_UPLOAD_BYTES) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target and renamed: a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString("hex")}.part`;
    const counted = { bytes: 0 };
    try {
      await pipeline(asReadable(body), sizeCap(maxBytes, counted), createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: counted.bytes };
  }

  async head(key: string) {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async read(key: string) {
    const path = this.pathOf(key);
    try {
      // Opened first, so a missing file is null here rather than an error on the stream.
      const handle = await open(path, "r");
      return handle.createReadStream();
    } catch {
      return null;
    }
  }

  async localCopy(key: string) {
    const path = this.pathOf(key);
    return (await this.head(key)) ? { path, release: async () => {} } : null;
  }

  async remove(keys: string[]) {
    for (const key of keys) if (isValidKey(key)) await rm(this.pathOf(key), { force: true });
  }
}

// ---- S3-compatible ------------------------------------------------------------------------------

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** How many times the server's own PUT to the bucket is tried when the bucket answers a server error. */
const S3_PUT_ATTEMPTS = 3;

let s3Sdk: Promise<typeof import("@aws-sdk/client-s3")> | undefined;

/** The S3 client's module, imported once by the first call that needs it (about 9 MB a process). */
function loadS3Sdk(): Promise<typeof import("@aws-sdk/client-s3")> {
  s3Sdk ??= import("@aws-sdk/client-s3");
  return s3Sdk;
}

export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  private made: Promise<S3Client> | undefined;
  constructor(readonly settings: S3Settings) {}

  /** The SDK's client, made on first use. */
  client(): Promise<S3Client> {
    const settings = this.settings;
    this.made ??= loadS3Sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: settings.region,
          endpoint: settings.endpoint || undefined,
          forcePathStyle: settings.forcePathStyle,
          // Plain bodies, no aws-chunked checksum framing: S3-compatible stores (MinIO, R2, s3rver) vary
          // in supporting it, and a presigned browser PUT cannot send it anyway.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
          credentials:
            settings.accessKeyId && settings.secretAccessKey
              ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
              : undefined,
        }),
    );
    return this.made;
  }

  async uploadTarget(key: string, contentType: string, _maxBytes: number, now = new Date()): Promise<UploadTarget> {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    // The size is not part of a presigned PUT; confirm checks what arrived (HEAD) before using it.
    const [client, { PutObjectCommand }, { getSignedUrl }] = await Promise.all([
      this.client(),
      loadS3Sdk(),
      import("@aws-sdk/s3-request-presigner"),
    ]);
    const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ContentType: contentType }), {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signingDate: now,
    });
    return {
      url,
      method: "PUT",
      headers: { "Content-Type": contentType },
      expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
    };
  }

  async write(key: string, body: Readable | AsyncIterable<Uint8Array> | Buffer, contentType: string, maxBytes = MAX_UPLOAD_BYTES) {
    // Spooled to a temporary file with the cap applied, then sent with a known length (S3 needs one).
    const dir = await mkdtemp(join(tmpdir(), "s3-put-"));
    const path = join(dir, "object");
    const counted = { bytes: 0 };
    const [client, { PutObjectCommand }] = await Promise.all([this.client(), loadS3Sdk()]);
    try {
      await pipeline(asReadable(body), sizeCap(maxBytes, counted), createWriteStream(path));
      // The SDK cannot rewind a file stream to retry, so a bucket's passing server error (S3 asks
      // clients to retry its 500 and 503) is retried here with a fresh stream of the same file.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: this.settings.bucket,
              Key: key,
              Body: createReadStream(path),
              ContentLength: counted.bytes,
              ContentType: contentType,
            }),
          );
          break;
        } catch (error) {
          if (attempt >= S3_PUT_ATTEMPTS || (error as { $fault?: string }).$fault !== "server") throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return { size: counted.bytes };
  }

  async head(key: string) {
    const [client, { HeadObjectCommand }] = await Promise.all([this.client(), loadS3Sdk()]);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: Number(answer.ContentLength ?? 0) };
    } catch {
      return null;
    }
  }

  async read(key: string) {
    const [client, { GetObjectCommand }] = await Promise.all([this.client(), loadS3Sdk()]);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch {
      return null;
    }
  }

  async localCopy(key: string) {
    const body = await this.read(key);
    if (!body) return null;
    const dir = await mkdtemp(join(tmpdir(), "s3-get-"));
    const path = join(dir, "object");
    await pipeline(body, createWriteStream(path));
    return { path, release: () => rm(dir, { recursive: true, force: true }) };
  }

  async remove(keys: string[]) {
    if (!keys.length) return;
    const [client, { DeleteObjectsCommand }] = await Promise.all([this.client(), loadS3Sdk()]);
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      if (!batch.length) continue;
      await client.send(
        new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  }
}

// ---- The one in use -----------------------------------------------------------------------------

export function storageFromConfig(): ObjectStorage {
  const s3 = config.storage.s3;
  if (s3) return new S3Storage(s3);
  return new LocalStorage(resolve(config.storage.directory), config.sessionSecret);
}

/**
 * By kind, not `instanceof`: the server bundle (which seeds the demo) and the Remix build each have a
 * copy of these classes, and share the one instance on globalThis.
 */
export function isLocalStorage(store: ObjectStorage): store is LocalStorage {
  return store.kind === "local";
}

declare global {
  var __appStorage: ObjectStorage | undefined;
}

/** The storage this process uses (configuration decides; tests may swap it with `useStorage`). */
export function storage(): ObjectStorage {
  globalThis.__appStorage ??= storageFromConfig();
  return globalThis.__appStorage;
}

export function useStorage(next: ObjectStorage | undefined): void {
  globalThis.__appStorage = next;
}

/**
 * The public address of a stored variant on the CDN, when one fronts the bucket. Private sizes
 * (`/media/p/…`) are answered only after the app asks who is looking, so they never go through it.
 */
export function cdnUrlOf(path: string): string {
  return config.storage.cdnOrigin && !path.startsWith("/media/p/") ? `${config.storage.cdnOrigin}${path}` : path;
}

/** Pages whose uploader posts its files without JavaScript (a multi-file form streamed to storage). */
export const UPLOAD_FORM_PATHS: readonly RegExp[] = [
  /^\/post\/create$/,
  /^\/admin\/plan\/[^/]+\/images$/,
  // A mission's completion with its proof photos (the family's mission log).
  /^\/travel\/plan\/[^/]+\/missions\/[^/]+$/,
  // A photobook's proof pages, uploaded by staff on the photobook's page.
  /^\/admin\/photobook\/[^/]+$/,
  // A photobook's photos, ten a post (docs/decisions/0054-photobook-photos.md).
  /^\/photobook\/order$/,
];

/** The upload API's two JSON steps (the third, the PUT, is below). */
const UPLOAD_API_PATHS = new Set(["/storage/presigned-url", "/storage/confirm-upload"]);

/** PUTs (and no-JS multipart posts) that may carry more than the form body limit: they stream with caps of their own. */
export function streamsLargeBody(method: string, path: string, contentType: string | undefined): boolean {
  if (method === "PUT" && path.startsWith(LOCAL_UPLOAD_PREFIX)) return true;
  return (
    method === "POST" &&
    UPLOAD_FORM_PATHS.some((form) => form.test(path)) &&
    (contentType ?? "").toLowerCase().startsWith("multipart/form-data")
  );
}

/**
 * The requests a photo costs (address, PUT, confirm; or a no-JS multi-file post): outside the write
 * limits, since each photo is counted once against the upload budget instead (a photobook's 45 photos
 * are 135 requests).
 */
export function isUploadRequest(method: string, path: string, contentType: string | undefined): boolean {
  if (method === "POST" && UPLOAD_API_PATHS.has(path)) return true;
  return streamsLargeBody(method, path, contentType);
}

/** The largest body such a request may declare: ten photos and the form's fields. */
export const LARGE_BODY_LIMIT = 10 * MAX_UPLOAD_BYTES + 1024 * 1024;
