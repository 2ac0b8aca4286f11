// Session recordings on the server (docs/decisions/0059-session-recorder.md): a chunk from the
// browser's recorder is checked (it inflates, parses, holds an events array), stored as an object
// under `rec/` through the storage service, and counted in its recording's row; a retried chunk
// (same recording and seq) adds nothing. An answer of stored is given only once the object and the
// rows are written. Recordings older than the retention are purged, objects first; a member's
// recordings are deleted with them, or on request by staff (logged).
//
// The chunk's shape is the contract with the replay player: `rec/{recordingId}/{seq, 6 digits}.json.gz`
// holding `{ "events": eventWithTime[] }` (RecordingChunkBody). A plain body (a beacon's) is
// compressed here, so a chunk has one key whichever way it came (a resend of a beacon, compressed
// by the next page, lands on the same object). Older recordings may hold `.json` objects.
import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { storage } from "~/services/storage.server";
import { classifyUserAgent } from "~/utils/user-agent";
import { type ClickPoint, isRageBurst } from "~/vocabulary/analytics";
import {
  RECORDING_BODY_LIMIT,
  RECORDING_JSON_LIMIT,
  RECORDING_TAGS,
  type RecordingEncoding,
  recordingChunkKey,
} from "~/vocabulary/recording";
import { optedOutOfRecording } from "../accounts/consents.server";

/** rrweb's event types and sources that the server reads (rrweb's `EventType`, `IncrementalSource`). */
const RRWEB = { meta: 4, incremental: 3, custom: 5, mouseInteraction: 2, click: 2 } as const;

/** Browser clocks drift; a chunk whose last event is further than this from the server's clock is moved to it. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** What a chunk held, read once on the server (nothing the browser says about it is taken on trust). */
export interface ChunkSummary {
  encoding: RecordingEncoding;
  eventCount: number;
  /** Bytes of the JSON text. */
  byteSize: number;
  firstEventMs: number | null;
  lastEventMs: number | null;
  rageClicks: number;
  errors: number;
  /** The page and viewport from rrweb's meta event, when the chunk has one. */
  meta: { url: string; width: number; height: number } | null;
}

export type ChunkProblem = "empty" | "too-large" | "not-gzip" | "not-json" | "no-events";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes and checks a chunk's bytes: gzip (by its magic bytes) or plain JSON text, `{ events: [...] }`. */
export function readChunk(body: Uint8Array, final: boolean): { ok: true; summary: ChunkSummary } | { ok: false; problem: ChunkProblem } {
  if (body.byteLength === 0) return { ok: false, problem: "empty" };
  if (body.byteLength > RECORDING_BODY_LIMIT) return { ok: false, problem: "too-large" };
  const gzip = body[0] === 0x1f && body[1] === 0x8b;
  let json: Uint8Array = body;
  if (gzip) {
    try {
      json = gunzipSync(body, { maxOutputLength: RECORDING_JSON_LIMIT });
    } catch (error) {
      return { ok: false, problem: (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too-large" : "not-gzip" };
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(strictUtf8.decode(json));
  } catch {
    return { ok: false, problem: "not-json" };
  }
  const events = (parsed as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || !events.every(isEvent) || (events.length === 0 && !final)) return { ok: false, problem: "no-events" };
  return { ok: true, summary: summarize(events, gzip ? "gzip" : "none", json.byteLength) };
}

interface RecordedEvent {
  type: number;
  timestamp: number;
  data?: Record<string, unknown>;
}

function isEvent(value: unknown): value is RecordedEvent {
  if (!value || typeof value !== "object") return false;
  const { type, timestamp } = value as { type?: unknown; timestamp?: unknown };
  return Number.isInteger(type) && typeof timestamp === "number" && Number.isFinite(timestamp);
}

function summarize(events: RecordedEvent[], encoding: RecordingEncoding, byteSize: number): ChunkSummary {
  let first: number | null = null;
  let last: number | null = null;
  let errors = 0;
  let meta: ChunkSummary["meta"] = null;
  const clicks: ClickPoint[] = [];
  let rageClicks = 0;
  for (const event of events) {
    first = first === null ? event.timestamp : Math.min(first, event.timestamp);
    last = last === null ? event.timestamp : Math.max(last, event.timestamp);
    const data = event.data ?? {};
    if (event.type === RRWEB.meta && !meta) meta = metaOf(data);
    if (event.type === RRWEB.custom && data.tag === RECORDING_TAGS.error) errors += 1;
    if (
      event.type === RRWEB.incremental &&
      data.source === RRWEB.mouseInteraction &&
      data.type === RRWEB.click &&
      typeof data.x === "number" &&
      typeof data.y === "number"
    ) {
      clicks.push({ x: data.x, y: data.y, t: event.timestamp });
      // One burst counts once: the clicks that made it are forgotten.
      if (isRageBurst(clicks)) {
        rageClicks += 1;
        clicks.length = 0;
      }
    }
  }
  return { encoding, eventCount: events.length, byteSize, firstEventMs: first, lastEventMs: last, rageClicks, errors, meta };
}

function metaOf(data: Record<string, unknown>): ChunkSummary["meta"] {
  let url = "";
  try {
    const href = new URL(String(data.href ?? ""));
    url = `${href.pathname}${href.search}`.slice(0, 500);
  } catch {
    return null;
  }
  const size = (value: unknown, fallback: number) =>
    typeof value === "number" && Number.isInteger(value) && value > 0 && value < 100_000 ? value : fallback;
  return { url, width: size(data.width, 1920), height: size(data.height, 1080) };
}

export interface ChunkUpload {
  recordingId: string;
  /** The tracker's session id the browser sent with the chunk. */
  sessionId: string;
  seq: number;
  final: boolean;
  body: Uint8Array;
  /** The member signed in on this request (from the server's session), or null. */
  userId: string | null;
  userAgent: string | null;
  /** The page the visitor came from (origin and path only). */
  referrer: string | null;
  /**
   * The request's user agent is a crawler's. Whether a recording is a visit is decided once, by the
   * chunk that starts it: a page's last chunks go as beacons, which some browsers (a headless one
   * driven with another agent's name) send with their own user agent.
   */
  bot?: boolean;
  now?: Date;
}

export type ChunkResult = { ok: true; stored: boolean } | { ok: false; problem: ChunkProblem | "other-session" | "not-a-visit" };

/**
 * Stores one chunk of a recording and counts it in the recording's row (made by the first chunk to
 * arrive). A chunk already stored (a retry) changes nothing; a recording id that belongs to another
 * session is refused.
 */
export async function storeRecordingChunk(upload: ChunkUpload): Promise<ChunkResult> {
  const read = readChunk(upload.body, upload.final);
  if (!read.ok) return read;
  const { summary } = read;
  const now = upload.now ?? new Date();

  const existing = await db().selectFrom("session_recordings").select("session_id").where("id", "=", upload.recordingId).executeTakeFirst();
  if (existing && existing.session_id !== upload.sessionId) return { ok: false, problem: "other-session" };
  if (!existing && upload.bot) return { ok: false, problem: "not-a-visit" };
  // A member who opted out on 내 정보 is not recorded, whatever a stale page's recorder sends (decision 82).
  if (upload.userId && (await optedOutOfRecording(upload.userId))) return { ok: false, problem: "not-a-visit" };
  const stored = await db()
    .selectFrom("session_recording_chunks")
    .select("seq")
    .where("recording_id", "=", upload.recordingId)
    .where("seq", "=", upload.seq)
    .executeTakeFirst();
  if (stored) return { ok: true, stored: false };

  const key = recordingChunkKey(upload.recordingId, upload.seq, "gzip");
  const bytes =
    summary.encoding === "gzip" ? Buffer.from(upload.body.buffer, upload.body.byteOffset, upload.body.byteLength) : gzipSync(upload.body);
  await storage().write(key, bytes, "application/gzip", RECORDING_BODY_LIMIT);

  // The browser's clock, moved to the server's when it is far off (the span within the chunk is kept).
  const skew =
    summary.lastEventMs !== null && Math.abs(now.getTime() - summary.lastEventMs) > CLOCK_SKEW_MS ? now.getTime() - summary.lastEventMs : 0;
  const firstAt = new Date((summary.firstEventMs ?? now.getTime()) + skew).toISOString();
  const lastAt = new Date((summary.lastEventMs ?? now.getTime()) + skew).toISOString();
  const stamp = now.toISOString();
  const device = classifyUserAgent(upload.userAgent);

  return db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("session_recordings")
        .values({
          id: upload.recordingId,
          session_id: upload.sessionId,
          user_id: upload.userId,
          start_time: firstAt,
          end_time: lastAt,
          user_agent: upload.userAgent?.slice(0, 500) ?? null,
          device_type: device.deviceType,
          browser: device.browser,
          os: device.os,
          viewport_width: summary.meta?.width ?? 1920,
          viewport_height: summary.meta?.height ?? 1080,
          url: summary.meta?.url ?? "",
          referrer: upload.referrer,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      // Takes the row's lock (PostgreSQL) before the chunk goes in, so two chunks count one after the other.
      const owned = await trx
        .updateTable("session_recordings")
        .set({ updated_at: stamp })
        .where("id", "=", upload.recordingId)
        .where("session_id", "=", upload.sessionId)
        .executeTakeFirst();
      if (Number(owned.numUpdatedRows) === 0) return { ok: false as const, problem: "other-session" as const };

      const inserted = await trx
        .insertInto("session_recording_chunks")
        .values({
          recording_id: upload.recordingId,
          seq: upload.seq,
          storage_key: key,
          encoding: "gzip",
          event_count: summary.eventCount,
          byte_size: summary.byteSize,
          compressed_size: bytes.byteLength,
          first_event_at: summary.firstEventMs === null ? null : firstAt,
          last_event_at: summary.lastEventMs === null ? null : lastAt,
          created_at: stamp,
        })
        .onConflict((oc) => oc.columns(["recording_id", "seq"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: true as const, stored: false };

      const row = await trx
        .selectFrom("session_recordings")
        .select(["start_time", "end_time", "url", "user_id", "chunk_count"])
        .where("id", "=", upload.recordingId)
        .executeTakeFirstOrThrow();
      // The first chunk's insert above already took its times; later ones widen them.
      const first = row.chunk_count === 0 ? firstAt : summary.firstEventMs === null ? row.start_time : min(row.start_time, firstAt);
      const last =
        row.chunk_count === 0 ? lastAt : summary.lastEventMs === null ? (row.end_time ?? lastAt) : max(row.end_time ?? lastAt, lastAt);
      const firstPage = row.url === "" && summary.meta;
      await trx
        .updateTable("session_recordings")
        .set((eb) => ({
          start_time: first,
          end_time: last,
          duration_ms: Math.max(0, Date.parse(last) - Date.parse(first)),
          total_events: eb("total_events", "+", summary.eventCount),
          file_size: eb("file_size", "+", summary.byteSize),
          compressed_size: eb("compressed_size", "+", bytes.byteLength),
          chunk_count: eb("chunk_count", "+", 1),
          rage_clicks: eb("rage_clicks", "+", summary.rageClicks),
          errors: eb("errors", "+", summary.errors),
          ...(upload.final ? { is_complete: 1 } : {}),
          ...(row.user_id === null && upload.userId ? { user_id: upload.userId } : {}),
          ...(firstPage ? { url: firstPage.url, viewport_width: firstPage.width, viewport_height: firstPage.height } : {}),
          updated_at: stamp,
        }))
        .where("id", "=", upload.recordingId)
        .execute();
      return { ok: true as const, stored: true };
    });
}

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);

/** Removes recordings' objects, then their chunks' rows and their own. */
async function removeRecordings(ids: string[]): Promise<void> {
  if (!ids.length) return;
  const chunks = await db().selectFrom("session_recording_chunks").select("storage_key").where("recording_id", "in", ids).execute();
  await storage().remove(chunks.map((chunk) => chunk.storage_key));
  await db().deleteFrom("session_recording_chunks").where("recording_id", "in", ids).execute();
  await db().deleteFrom("session_recordings").where("id", "in", ids).execute();
}

/**
 * Recordings older than the retention (RECORDING_RETENTION_DAYS, by when the server first received
 * them), objects and rows, in batches. Returns how many went.
 */
export async function purgeExpiredRecordings(now = new Date(), days = config.recording.retentionDays, batch = 200): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await db()
      .selectFrom("session_recordings")
      .select("id")
      .where("created_at", "<", before)
      .orderBy("created_at")
      .limit(batch)
      .execute();
    await removeRecordings(rows.map((row) => row.id));
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}

/**
 * Every recording of a member, objects and rows: when the member's row goes (call it before
 * deleting a user: the rows would go with the foreign key, the objects would not), or when staff
 * delete them on the member's request — then each recording this call removed (the row count
 * decides: two staff at once log each recording once) is written to the access log as 'delete'.
 */
export async function deleteRecordingsOfMember(userId: string, staffId: string | null, now = new Date()): Promise<number> {
  const rows = await db().selectFrom("session_recordings").select(["id", "session_id"]).where("user_id", "=", userId).execute();
  let deleted = 0;
  for (const row of rows) {
    const chunks = await db().selectFrom("session_recording_chunks").select("storage_key").where("recording_id", "=", row.id).execute();
    await storage().remove(chunks.map((chunk) => chunk.storage_key));
    const removed = await db()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom("session_recording_chunks").where("recording_id", "=", row.id).execute();
        const result = await trx.deleteFrom("session_recordings").where("id", "=", row.id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        if (staffId) {
          await trx
            .insertInto("replay_access_log")
            .values({
              id: randomUUID(),
              staff_id: staffId,
              recording_id: row.id,
              session_id: row.session_id,
              subject_user_id: userId,
              action: "delete",
              created_at: now.toISOString(),
            })
            .execute();
        }
        return true;
      });
    if (removed) deleted += 1;
  }
  return deleted;
}
