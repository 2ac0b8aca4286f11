import { gunzip } from "node:zlib";
import { db } from "~/db.server";
import { storage } from "~/services/storage.server";
import { type ClickPoint, isRageBurst } from "~/vocabulary/analytics";
import { RECORDING_TAGS, type RecordedNetworkEntry } from "~/vocabulary/recording";

/** The replay list's page size. */
export const REPLAY_PAGE_SIZE = 20;
/** The access log's page size (the back office's lists). */
export const ACCESS_LOG_PAGE_SIZE = 50;
/** A chunk larger than this once decompressed is not read (the recorder sends a few hundred KiB at most). */
const MAX_CHUNK_BYTES = 16 * 1024 * 1024;
/** How many console and network entries a replay carries for its panels (the panels show 30 and 20 at a time). */
const MAX_PANEL_ENTRIES = 2_000;

export interface ReplayQuery {
  /** 1-based. */
  page: number;
  /** A member's id, or "" for every recording. */
  userId: string;
}

export const READ_REPLAY_DEFAULTS: ReplayQuery = { page: 1, userId: "" };

/** The list's query from its address; anything malformed falls back to the default. */
export function readReplayQuery(url: URL): ReplayQuery {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const userId = (url.searchParams.get("userId") ?? "").replace(/[\p{Cc}\s]/gu, "").slice(0, 100);
  return { page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : READ_REPLAY_DEFAULTS.page, userId };
}

/** A recording as the list and the player's header show it. */
export interface RecordingSummary {
  id: string;
  sessionId: string;
  userId: string | null;
  /** The member's name, when the recording is a member's and the member has one. */
  userName: string | null;
  startTime: string;
  durationMs: number;
  viewportWidth: number;
  viewportHeight: number;
  totalEvents: number;
  url: string;
  isComplete: boolean;
  rageClicks: number;
  errors: number;
  chunkCount: number;
  updatedAt: string;
}

export interface RecordingPage {
  rows: RecordingSummary[];
  /** Which page, of how many. */
  page: number;
  limit: number;
  total: number;
  pages: number;
  /** Average events per recording over every recording the filter matches (decision 60). */
  averageEvents: number;
  /** Incomplete recordings on this page. */
  incompleteOnPage: number;
}

function recordings() {
  return db()
    .selectFrom("session_recordings")
    .leftJoin("users", "users.id", "session_recordings.user_id")
    .select([
      "session_recordings.id",
      "session_recordings.session_id",
      "session_recordings.user_id",
      "users.name as user_name",
      "session_recordings.start_time",
      "session_recordings.duration_ms",
      "session_recordings.viewport_width",
      "session_recordings.viewport_height",
      "session_recordings.total_events",
      "session_recordings.url",
      "session_recordings.is_complete",
      "session_recordings.rage_clicks",
      "session_recordings.errors",
      "session_recordings.chunk_count",
      "session_recordings.updated_at",
    ]);
}

type RecordingRow = Awaited<ReturnType<ReturnType<typeof recordings>["executeTakeFirstOrThrow"]>>;

function toSummary(row: RecordingRow): RecordingSummary {
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    userName: row.user_name || null,
    startTime: row.start_time,
    durationMs: Number(row.duration_ms),
    viewportWidth: Number(row.viewport_width),
    viewportHeight: Number(row.viewport_height),
    totalEvents: Number(row.total_events),
    url: row.url,
    isComplete: Number(row.is_complete) === 1,
    rageClicks: Number(row.rage_clicks),
    errors: Number(row.errors),
    chunkCount: Number(row.chunk_count),
    updatedAt: row.updated_at,
  };
}

/** A page of recordings, newest first, with the figures the stat cards show. */
export async function listRecordings(query: ReplayQuery): Promise<RecordingPage> {
  let totals = db()
    .selectFrom("session_recordings")
    .select((eb) => [eb.fn.countAll<string | number>().as("total"), eb.fn.avg<string | number | null>("total_events").as("average")]);
  if (query.userId) totals = totals.where("user_id", "=", query.userId);
  let page = recordings()
    .orderBy("session_recordings.start_time", "desc")
    .orderBy("session_recordings.id", "desc")
    .limit(REPLAY_PAGE_SIZE)
    .offset((query.page - 1) * REPLAY_PAGE_SIZE);
  if (query.userId) page = page.where("session_recordings.user_id", "=", query.userId);
  const [{ total, average }, rows] = await Promise.all([totals.executeTakeFirstOrThrow(), page.execute()]);
  const summaries = rows.map(toSummary);
  const count = Number(total);
  return {
    rows: summaries,
    page: query.page,
    limit: REPLAY_PAGE_SIZE,
    total: count,
    pages: Math.max(1, Math.ceil(count / REPLAY_PAGE_SIZE)),
    averageEvents: average === null ? 0 : Math.round(Number(average)),
    incompleteOnPage: summaries.filter((row) => !row.isComplete).length,
  };
}

export async function getRecording(recordingId: string): Promise<RecordingSummary | null> {
  if (!recordingId || recordingId.length > 100) return null;
  const row = await recordings().where("session_recordings.id", "=", recordingId).executeTakeFirst();
  return row ? toSummary(row) : null;
}

// ---- Reading a recording's events ---------------------------------------------------------------

/** An rrweb event as stored: its type and time, the rest kept as it came. */
export interface ReplayEvent {
  type: number;
  timestamp: number;
  data?: unknown;
  [key: string]: unknown;
}

export interface ConsoleEntry {
  level: string;
  message: string;
  timestamp: number;
}

export interface NetworkEntry extends RecordedNetworkEntry {
  timestamp: number;
}

export interface ReplayMarker {
  kind: "rage" | "error";
  timestamp: number;
}

/** What the player needs besides the events: its panels and the seek bar's markers. */
export interface ReplayExtras {
  console: ConsoleEntry[];
  network: NetworkEntry[];
  markers: ReplayMarker[];
}

const CONSOLE_PLUGIN = "rrweb/console@1";
/** rrweb's IncrementalSource.MouseInteraction and MouseInteractions.Click. */
const MOUSE_INTERACTION = 2;
const CLICK = 2;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isEvent(value: unknown): value is ReplayEvent {
  return isObject(value) && typeof value.type === "number" && typeof value.timestamp === "number" && Number.isFinite(value.timestamp);
}

function text(value: unknown, max = 2_000): string {
  return (typeof value === "string" ? value : (JSON.stringify(value) ?? "")).slice(0, max);
}

/** Gathers the panels' entries and the markers while the events go by, in order. */
export class ExtrasCollector {
  readonly extras: ReplayExtras = { console: [], network: [], markers: [] };
  private clicks: ClickPoint[] = [];
  private lastRageAt = Number.NEGATIVE_INFINITY;

  add(event: ReplayEvent): void {
    const data = isObject(event.data) ? event.data : {};
    if (event.type === 6 && data.plugin === CONSOLE_PLUGIN && isObject(data.payload)) {
      const payload = data.payload;
      const parts = Array.isArray(payload.payload) ? payload.payload.map((part) => text(part, 500)) : [];
      this.push(this.extras.console, {
        level: text(payload.level, 20),
        message: parts.join(" ").slice(0, 2_000),
        timestamp: event.timestamp,
      });
    } else if (event.type === 5 && data.tag === RECORDING_TAGS.network && isObject(data.payload)) {
      const entry = data.payload;
      this.push(this.extras.network, {
        method: text(entry.method, 10),
        url: text(entry.url, 500),
        status: Number(entry.status) || 0,
        type: entry.type === "xhr" ? "xhr" : "fetch",
        duration: Number(entry.duration) || 0,
        ...(entry.error ? { error: text(entry.error, 500) } : {}),
        timestamp: event.timestamp,
      });
    } else if (event.type === 5 && data.tag === RECORDING_TAGS.error) {
      this.push(this.extras.markers, { kind: "error", timestamp: event.timestamp });
    } else if (event.type === 3 && data.source === MOUSE_INTERACTION && data.type === CLICK) {
      const x = Number(data.x);
      const y = Number(data.y);
      if (!Number.isFinite(x) || !Number.isFinite(y)) return;
      this.clicks.push({ x, y, t: event.timestamp });
      this.clicks = this.clicks.filter((click) => event.timestamp - click.t <= 3_000);
      // One marker per burst: a burst's later clicks are the same rage click.
      if (isRageBurst(this.clicks) && event.timestamp - this.lastRageAt > 3_000) {
        this.lastRageAt = event.timestamp;
        this.push(this.extras.markers, { kind: "rage", timestamp: event.timestamp });
      }
    }
  }

  private push<T>(list: T[], item: T): void {
    if (list.length >= MAX_PANEL_ENTRIES) list.shift();
    list.push(item);
  }
}

function gunzipped(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    gunzip(bytes, { maxOutputLength: MAX_CHUNK_BYTES }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function readObject(key: string): Promise<Buffer | null> {
  const stream = await storage().read(key);
  if (!stream) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of stream) {
    size += (part as Buffer).length;
    if (size > MAX_CHUNK_BYTES) {
      stream.destroy();
      throw new Error("chunk too large");
    }
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

/** One chunk's events; a missing, undecodable or malformed chunk is logged and gives none. */
async function chunkEvents(recordingId: string, chunk: { seq: number; storage_key: string; encoding: string }): Promise<ReplayEvent[]> {
  try {
    const stored = await readObject(chunk.storage_key);
    if (!stored) throw new Error("object missing");
    const json = chunk.encoding === "gzip" ? await gunzipped(stored) : stored;
    const body: unknown = JSON.parse(json.toString("utf8"));
    if (!isObject(body) || !Array.isArray(body.events)) throw new Error("no events array");
    return body.events.filter(isEvent);
  } catch (error) {
    console.warn(
      `replay ${recordingId}: chunk ${chunk.seq} could not be read (${error instanceof Error ? error.message : String(error)}); left out`,
    );
    return [];
  }
}

/** A recording's events, chunk by chunk in their order (one chunk in memory at a time). */
export async function* recordingEvents(recordingId: string): AsyncGenerator<ReplayEvent[]> {
  const chunks = await db()
    .selectFrom("session_recording_chunks")
    .select(["seq", "storage_key", "encoding"])
    .where("recording_id", "=", recordingId)
    .orderBy("seq", "asc")
    .execute();
  for (const chunk of chunks) yield await chunkEvents(recordingId, chunk);
}

/** A recording's events and extras at once (tests, small recordings); the player's route streams them. */
export async function readRecording(recordingId: string): Promise<{ events: ReplayEvent[] } & ReplayExtras> {
  const events: ReplayEvent[] = [];
  const collector = new ExtrasCollector();
  for await (const batch of recordingEvents(recordingId)) {
    for (const event of batch) {
      collector.add(event);
      events.push(event);
    }
  }
  return { events, ...collector.extras };
}

/**
 * The player's JSON, `{"events":[…],"console":[…],"network":[…],"markers":[…]}`, written as the chunks
 * are read: the server holds one chunk at a time, however long the session.
 */
export function recordingJsonStream(recordingId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = recordingEvents(recordingId);
  const collector = new ExtrasCollector();
  let started = false;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('{"events":['));
        return;
      }
      const next = await chunks.next();
      if (next.done) {
        const { console: entries, network, markers } = collector.extras;
        controller.enqueue(
          encoder.encode(
            `],"console":${JSON.stringify(entries)},"network":${JSON.stringify(network)},"markers":${JSON.stringify(markers)}}`,
          ),
        );
        controller.close();
        return;
      }
      const parts: string[] = [];
      for (const event of next.value) {
        collector.add(event);
        parts.push(JSON.stringify(event));
      }
      if (parts.length) {
        controller.enqueue(encoder.encode((first ? "" : ",") + parts.join(",")));
        first = false;
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

// ---- The access log -------------------------------------------------------------------------------

/** How many recordings a member has (the member dialog's count). */
export async function countMemberRecordings(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("session_recordings")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
