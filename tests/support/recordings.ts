// A session recording as the recorder and its upload endpoint leave it (app/vocabulary/analytics.ts's
// chunk contract): the recording's row, one row per chunk, and each chunk a storage object at
// rec/{recordingId}/{seq, 6 digits}.json.gz (gzip) or .json (encoding 'none') holding
// {"events": [...]}, rrweb 2 events built by hand: Meta, a FullSnapshot of a small page with an input,
// mouse moves and clicks (a burst of five: a rage click), a typed value (masked, as the recorder
// masks it), a console message, a network entry and an uncaught error.
import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Kysely } from "kysely";
import { db } from "../../app/db.server";
import { storage } from "../../app/services/storage.server";
import type { Database } from "../../db/schema";

export interface RecordingInput {
  userId?: string | null;
  sessionId?: string;
  /** When the recording began (its first event). */
  start?: Date;
  complete?: boolean;
  /** Each chunk's encoding, in order: the events are shared out between them. Two by default. */
  encodings?: ("gzip" | "none")[];
  /** Chunks (by seq) stored as bytes that are not what their encoding says. */
  corrupt?: number[];
  url?: string;
  /** How long the session lasts (its last event), 30 s by default. */
  durationMs?: number;
}

export interface ArrangedRecording {
  id: string;
  sessionId: string;
  events: { type: number; timestamp: number; data: unknown }[];
  startTime: string;
}

/** The nodes' ids in the full snapshot, for the incremental events that name them. */
const NODE = { document: 1, html: 3, body: 5, heading: 6, input: 8, button: 9 } as const;

/** The hand-built rrweb stream of a short visit to a page with a phone field. */
export function recordingEvents(start: number, durationMs = 30_000, url = "/product/default") {
  const at = (offset: number) => start + offset;
  const width = 390;
  const height = 844;
  const element = (id: number, tagName: string, attributes: Record<string, string>, childNodes: unknown[] = []) => ({
    type: 2,
    id,
    tagName,
    attributes,
    childNodes,
  });
  const textNode = (id: number, textContent: string) => ({ type: 3, id, textContent });
  const snapshot = {
    type: 0,
    id: NODE.document,
    childNodes: [
      { type: 1, id: 2, name: "html", publicId: "", systemId: "" },
      element(NODE.html, "html", { lang: "ko" }, [
        element(4, "head", {}, [element(10, "style", {}, [textNode(11, "body{font-family:sans-serif;margin:16px}input{font-size:18px}")])]),
        element(NODE.body, "body", {}, [
          element(NODE.heading, "h1", {}, [textNode(7, "공주 시그니처 여행")]),
          element(NODE.input, "input", { type: "tel", name: "phone", value: "" }),
          element(NODE.button, "button", { type: "button" }, [textNode(12, "예약하기")]),
        ]),
      ]),
    ],
  };
  const events = [
    { type: 4, timestamp: at(0), data: { href: `http://127.0.0.1${url}`, width, height } },
    { type: 2, timestamp: at(10), data: { node: snapshot, initialOffset: { top: 0, left: 0 } } },
    { type: 3, timestamp: at(1_000), data: { source: 1, positions: [{ x: 40, y: 60, id: NODE.body, timeOffset: 0 }] } },
    { type: 3, timestamp: at(2_000), data: { source: 1, positions: [{ x: 100, y: 90, id: NODE.input, timeOffset: 0 }] } },
    { type: 3, timestamp: at(2_500), data: { source: 2, type: 2, id: NODE.input, x: 100, y: 90 } },
    // The phone number as typed, masked in the browser before it was recorded.
    { type: 3, timestamp: at(4_000), data: { source: 5, text: "*************", isChecked: false, id: NODE.input } },
    {
      type: 6,
      timestamp: at(5_000),
      data: { plugin: "rrweb/console@1", payload: { level: "warn", payload: ['"예약 가능 일정이 없습니다"'], trace: [] } },
    },
    {
      type: 5,
      timestamp: at(6_000),
      data: { tag: "network", payload: { method: "POST", url: "/api/analytics", status: 500, type: "fetch", duration: 120 } },
    },
    ...[0, 1, 2, 3, 4].map((n) => ({
      type: 3,
      timestamp: at(8_000 + n * 200),
      data: { source: 2, type: 2, id: NODE.button, x: 60 + n, y: 120 },
    })),
    { type: 5, timestamp: at(12_000), data: { tag: "error", payload: { message: "TypeError: 예약 버튼이 응답하지 않습니다" } } },
    { type: 3, timestamp: at(20_000), data: { source: 1, positions: [{ x: 200, y: 300, id: NODE.body, timeOffset: 0 }] } },
    { type: 3, timestamp: at(durationMs), data: { source: 1, positions: [{ x: 210, y: 320, id: NODE.body, timeOffset: 0 }] } },
  ];
  return { events, width, height };
}

/** Splits `items` into `parts` runs in order (the last ones may be empty). */
function split<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size));
}

export async function arrangeRecording(input: RecordingInput = {}): Promise<ArrangedRecording> {
  const id = `rec-${randomUUID()}`;
  const sessionId = input.sessionId ?? `sid-${randomUUID()}`;
  const start = (input.start ?? new Date()).getTime();
  const url = input.url ?? "/product/default";
  const durationMs = input.durationMs ?? 30_000;
  const { events, width, height } = recordingEvents(start, durationMs, url);
  const encodings = input.encodings ?? ["gzip", "none"];
  const now = new Date().toISOString();
  const chunks = split(events, encodings.length).map((chunkEvents, seq) => {
    const encoding = encodings[seq]!;
    const json = Buffer.from(JSON.stringify({ events: chunkEvents }));
    const body = input.corrupt?.includes(seq) ? Buffer.from("not json, not gzip") : encoding === "gzip" ? gzipSync(json) : json;
    const key = `rec/${id}/${String(seq).padStart(6, "0")}.json${encoding === "gzip" ? ".gz" : ""}`;
    return { seq, encoding, key, body, size: json.length, events: chunkEvents };
  });
  for (const chunk of chunks) {
    await storage().write(chunk.key, chunk.body, chunk.encoding === "gzip" ? "application/gzip" : "application/json");
  }
  await db()
    .insertInto("session_recordings")
    .values({
      id,
      session_id: sessionId,
      user_id: input.userId ?? null,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + durationMs).toISOString(),
      duration_ms: durationMs,
      user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)",
      device_type: "mobile",
      browser: "Safari",
      os: "iOS",
      viewport_width: width,
      viewport_height: height,
      url,
      referrer: null,
      total_events: events.length,
      file_size: chunks.reduce((sum, chunk) => sum + chunk.size, 0),
      compressed_size: chunks.reduce((sum, chunk) => sum + chunk.body.length, 0),
      chunk_count: chunks.length,
      rage_clicks: 1,
      errors: 1,
      is_complete: input.complete === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // Written out of order: the reader must follow seq, not the rows' order.
  for (const chunk of [...chunks].reverse()) {
    await db()
      .insertInto("session_recording_chunks")
      .values({
        recording_id: id,
        seq: chunk.seq,
        storage_key: chunk.key,
        encoding: chunk.encoding,
        event_count: chunk.events.length,
        byte_size: chunk.size,
        compressed_size: chunk.body.length,
        first_event_at: chunk.events[0] ? new Date(chunk.events[0].timestamp).toISOString() : null,
        last_event_at: chunk.events.at(-1) ? new Date(chunk.events.at(-1)!.timestamp).toISOString() : null,
        created_at: now,
      })
      .execute();
  }
  return { id, sessionId, events, startTime: new Date(start).toISOString() };
}

/**
 * A recording's row alone, without chunks (its player gets no events), in the given database: the
 * sweeps' /admin/dashboard/replays/:recordingId and its events route.
 */
export async function insertRecordingRow(database: Kysely<Database>, userId: string | null): Promise<string> {
  const id = `rec-${randomUUID()}`;
  const now = new Date().toISOString();
  await database
    .insertInto("session_recordings")
    .values({ id, session_id: `sid-${randomUUID()}`, user_id: userId, start_time: now, url: "/", created_at: now, updated_at: now })
    .execute();
  return id;
}
