// Session recordings on both engines (docs/decisions/0059-session-recorder.md): the endpoint's checks
// (bad bytes, over the cap, bots, a store that failed, the rate buckets), every chunk answered 2xx readable, the member from the server's session, a retried
// chunk adding nothing, the totals and completeness, the retention purge with a fake clock (objects
// gone too), a member's recordings deleted (with a log line when staff asked), and /media refusing
// recording keys.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createCookie } from "@remix-run/node";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { createSession } from "~/models/accounts/sessions.server";
import { deleteRecordingsOfMember, purgeExpiredRecordings, readChunk, storeRecordingChunk } from "~/models/analytics/recordings.server";
import { readRecording } from "~/models/analytics/replays.server";
import { action } from "~/routes/_api+/api.recordings";
import { loader as mediaLoader } from "~/routes/_api+/media.$";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { RECORDING_BODY_LIMIT, recordingChunkKey } from "~/vocabulary/recording";
import { arrangePerson } from "../support/people";

const CHROME = "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const T0 = Date.parse("2026-11-27T10:00:00.000Z");

let local: LocalStorage;
beforeEach(() => {
  local = new LocalStorage(mkdtempSync(join(tmpdir(), "recordings-")), "test-secret");
  useStorage(local);
});
afterAll(() => useStorage(undefined));

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const newIds = () => ({ recordingId: `r_${unique()}`, sessionId: `s_${unique()}` });

const meta = (t: number, href = "https://family.example/explore?utm_source=kakao") => ({
  type: 4,
  timestamp: t,
  data: { href, width: 390, height: 844 },
});
const click = (t: number, x: number, y: number) => ({ type: 3, timestamp: t, data: { source: 2, type: 2, id: 5, x, y } });
const error = (t: number) => ({ type: 5, timestamp: t, data: { tag: "error", payload: { message: "boom" } } });
const gz = (events: unknown[]) => new Uint8Array(gzipSync(JSON.stringify({ events })));

async function recordingRow(id: string) {
  return db().selectFrom("session_recordings").selectAll().where("id", "=", id).executeTakeFirst();
}

async function readObject(key: string): Promise<Buffer | null> {
  const stream = await local.read(key);
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

function chunkRequest(
  query: Record<string, string>,
  body: BodyInit | null,
  headers: Record<string, string> = {},
): Parameters<typeof action>[0] {
  const request = new Request(`http://localhost/api/recordings?${new URLSearchParams(query)}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/octet-stream", "User-Agent": CHROME, ...headers },
  });
  return { request, params: {}, context: { clientIp: `10.9.${counter % 250}.${(counter++ % 250) + 1}` } as never };
}

async function cookieOf(userId: string): Promise<string> {
  const session = await createSession(userId);
  return (await createCookie("__session", { secrets: [config.sessionSecret] }).serialize(session.id)).split(";")[0]!;
}

describe("reading a chunk", () => {
  it("takes gzip or plain JSON with an events array, and nothing else", () => {
    expect(readChunk(gz([meta(T0)]), false)).toMatchObject({ ok: true, summary: { encoding: "gzip", eventCount: 1 } });
    expect(readChunk(new TextEncoder().encode(JSON.stringify({ events: [meta(T0)] })), false)).toMatchObject({
      ok: true,
      summary: { encoding: "none" },
    });
    expect(readChunk(new Uint8Array([0x1f, 0x8b, 1, 2, 3]), false)).toEqual({ ok: false, problem: "not-gzip" });
    expect(readChunk(new TextEncoder().encode("not json"), false)).toEqual({ ok: false, problem: "not-json" });
    expect(readChunk(new Uint8Array(gzipSync(JSON.stringify({ events: "x" }))), false)).toEqual({ ok: false, problem: "no-events" });
    expect(readChunk(gz([{ type: 2 }]), false)).toEqual({ ok: false, problem: "no-events" });
    expect(readChunk(gz([]), false)).toEqual({ ok: false, problem: "no-events" });
    expect(readChunk(gz([]), true)).toMatchObject({ ok: true });
    expect(readChunk(new Uint8Array(), true)).toEqual({ ok: false, problem: "empty" });
  });

  it("refuses a chunk that inflates past its limit (a zip bomb)", () => {
    const bomb = new Uint8Array(
      gzipSync(JSON.stringify({ events: [{ type: 5, timestamp: T0, data: { tag: "x", payload: "a".repeat(5_000_000) } }] })),
    );
    expect(bomb.byteLength).toBeLessThan(RECORDING_BODY_LIMIT);
    expect(readChunk(bomb, false)).toEqual({ ok: false, problem: "too-large" });
  });

  it("counts a burst of five clicks in one place as one rage click, and error events", () => {
    const burst = [0, 300, 600, 900, 1200, 1500].map((dt) => click(T0 + dt, 100 + dt / 300, 200));
    const read = readChunk(gz([meta(T0), ...burst, click(T0 + 9_000, 800, 40), error(T0 + 9_500)]), false);
    expect(read).toMatchObject({ ok: true, summary: { rageClicks: 1, errors: 1, eventCount: 9 } });
  });
});

describe("storing chunks", () => {
  it("stores the object under rec/, makes the row from the first chunk, and sums the next ones", async () => {
    const ids = newIds();
    const member = await arrangePerson("user", "녹화회원");
    const now = new Date(T0 + 60_000);
    const first = gz([meta(T0), click(T0 + 1_000, 10, 10)]);
    expect(
      await storeRecordingChunk({ ...ids, seq: 0, final: false, body: first, userId: member.id, userAgent: CHROME, referrer: null, now }),
    ).toEqual({
      ok: true,
      stored: true,
    });
    const burst = [0, 200, 400, 600, 800].map((dt) => click(T0 + 20_000 + dt, 300, 300));
    const second = gz([...burst, error(T0 + 25_000)]);
    await storeRecordingChunk({ ...ids, seq: 1, final: false, body: second, userId: member.id, userAgent: CHROME, referrer: null, now });

    const row = await recordingRow(ids.recordingId);
    expect(row).toMatchObject({
      session_id: ids.sessionId,
      user_id: member.id,
      url: "/explore?utm_source=kakao",
      viewport_width: 390,
      viewport_height: 844,
      device_type: "mobile",
      browser: "Chrome",
      os: "Android",
      chunk_count: 2,
      total_events: 8,
      rage_clicks: 1,
      errors: 1,
      compressed_size: first.byteLength + second.byteLength,
      start_time: new Date(T0).toISOString(),
      end_time: new Date(T0 + 25_000).toISOString(),
    });
    expect(Number(row!.duration_ms)).toBe(25_000);
    expect(Number(row!.is_complete)).toBe(0);
    const key = recordingChunkKey(ids.recordingId, 1, "gzip");
    expect(key).toBe(`rec/${ids.recordingId}/000001.json.gz`);
    expect(await readObject(key)).toEqual(Buffer.from(second));
  });

  it("adds nothing for a retried chunk, and marks the recording complete with the final one", async () => {
    const ids = newIds();
    const body = gz([meta(T0), click(T0 + 500, 1, 1)]);
    const upload = {
      ...ids,
      seq: 0,
      final: false,
      body,
      userId: null,
      userAgent: CHROME,
      referrer: "https://search.example/",
      now: new Date(T0),
    };
    await storeRecordingChunk(upload);
    expect(await storeRecordingChunk(upload)).toEqual({ ok: true, stored: false });
    // The same seq with other bytes is still the first one's.
    expect(await storeRecordingChunk({ ...upload, body: gz([click(T0 + 700, 1, 1)]) })).toEqual({ ok: true, stored: false });
    expect(await readObject(recordingChunkKey(ids.recordingId, 0, "gzip"))).toEqual(Buffer.from(body));
    const plain = new TextEncoder().encode(JSON.stringify({ events: [] }));
    await storeRecordingChunk({ ...upload, seq: 1, final: true, body: plain });
    const row = await recordingRow(ids.recordingId);
    expect(row).toMatchObject({ chunk_count: 2, total_events: 2, referrer: "https://search.example/" });
    expect(Number(row!.is_complete)).toBe(1);
    // A plain body (a beacon's) is kept compressed, under the one key a chunk has.
    expect(gunzipSync((await readObject(recordingChunkKey(ids.recordingId, 1, "gzip")))!)).toEqual(Buffer.from(plain));
  });

  it("refuses a chunk for a recording of another session", async () => {
    const ids = newIds();
    await storeRecordingChunk({ ...ids, seq: 0, final: false, body: gz([meta(T0)]), userId: null, userAgent: null, referrer: null });
    const result = await storeRecordingChunk({
      ...ids,
      sessionId: `s_${unique()}`,
      seq: 1,
      final: false,
      body: gz([meta(T0)]),
      userId: null,
      userAgent: null,
      referrer: null,
    });
    expect(result).toEqual({ ok: false, problem: "other-session" });
    expect(await readObject(recordingChunkKey(ids.recordingId, 1, "gzip"))).toBeNull();
  });
});

describe("the endpoint", () => {
  it("stores a chunk with the member of the server's session, whatever the body says", async () => {
    const member = await arrangePerson("user", "세션회원");
    const other = await arrangePerson("user", "다른회원");
    const ids = newIds();
    const body = gz([meta(T0), { type: 5, timestamp: T0, data: { tag: "note", payload: { userId: other.id } } }]);
    const response = await action(
      chunkRequest({ recording: ids.recordingId, session: ids.sessionId, seq: "0", final: "1" }, body, {
        Cookie: await cookieOf(member.id),
      }),
    );
    expect(response.status).toBe(204);
    const row = await recordingRow(ids.recordingId);
    expect(row?.user_id).toBe(member.id);
    expect(Number(row?.is_complete)).toBe(1);
  });

  it("refuses bad bytes, bad addresses and other types with a 4xx, and stores nothing", async () => {
    const ids = newIds();
    const query = { recording: ids.recordingId, session: ids.sessionId, seq: "0" };
    expect((await action(chunkRequest(query, new Uint8Array([0x1f, 0x8b, 9, 9])))).status).toBe(400);
    expect((await action(chunkRequest(query, "{}"))).status).toBe(400);
    expect((await action(chunkRequest({ ...query, recording: "../etc" }, gz([meta(T0)])))).status).toBe(400);
    expect((await action(chunkRequest({ ...query, seq: "1000000" }, gz([meta(T0)])))).status).toBe(400);
    expect((await action(chunkRequest(query, gz([meta(T0)]), { "Content-Type": "multipart/form-data; boundary=x" }))).status).toBe(415);
    expect(await recordingRow(ids.recordingId)).toBeUndefined();
  });

  it("refuses a body over its cap with 413", async () => {
    const ids = newIds();
    const big = new Uint8Array(RECORDING_BODY_LIMIT + 1).fill(0x20);
    const response = await action(chunkRequest({ recording: ids.recordingId, session: ids.sessionId, seq: "0" }, big)).catch(
      (thrown) => thrown,
    );
    expect((response as Response).status).toBe(413);
    expect(await recordingRow(ids.recordingId)).toBeUndefined();
  });

  it("refuses a bot's recording for good (403, never a 2xx) and stores nothing", async () => {
    const ids = newIds();
    const response = await action(
      chunkRequest({ recording: ids.recordingId, session: ids.sessionId, seq: "0" }, gz([meta(T0)]), {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
    );
    expect(response.status).toBe(403);
    expect(await recordingRow(ids.recordingId)).toBeUndefined();
  });

  it("refuses a member who opted out of recording (403, a stale page's recorder too) and stores nothing", async () => {
    const member = await arrangePerson("user", "녹화거부회원");
    await db().updateTable("users").set({ recording_opt_out: 1 }).where("id", "=", member.id).execute();
    const ids = newIds();
    const response = await action(
      chunkRequest({ recording: ids.recordingId, session: ids.sessionId, seq: "0", final: "1" }, gz([meta(T0)]), {
        Cookie: await cookieOf(member.id),
      }),
    );
    expect(response.status).toBe(403);
    expect(await recordingRow(ids.recordingId)).toBeUndefined();
    expect(await readObject(recordingChunkKey(ids.recordingId, 0, "gzip"))).toBeNull();
  });

  it("keeps a visit's last beacons whatever user agent the browser sends them with", async () => {
    // A headless browser driven with a phone's name sends its page's fetches with that name and its
    // beacons with its own ('HeadlessChrome'): the recording is a visit, decided by its first chunk.
    const ids = newIds();
    const query = { recording: ids.recordingId, session: ids.sessionId };
    expect((await action(chunkRequest({ ...query, seq: "0" }, gz([meta(T0)])))).status).toBe(204);
    const beacon = JSON.stringify({ events: [click(T0 + 900, 3, 4)] });
    const headless = {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0",
    };
    expect((await action(chunkRequest({ ...query, seq: "1", final: "1" }, beacon, headless))).status).toBe(204);
    const row = await recordingRow(ids.recordingId);
    expect(row).toMatchObject({ chunk_count: 2, total_events: 2, user_agent: CHROME });
    expect(Number(row!.is_complete)).toBe(1);
  });

  it("answers a chunk it cannot store with 503 (retried), and stores it when sent again", async () => {
    const ids = newIds();
    const query = { recording: ids.recordingId, session: ids.sessionId, seq: "0", final: "1" };
    const failing = Object.assign(Object.create(local), {
      write: () => Promise.reject(new Error("disk full")),
    }) as LocalStorage;
    useStorage(failing);
    const refused = await action(chunkRequest(query, gz([meta(T0)])));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    expect(await recordingRow(ids.recordingId)).toBeUndefined();
    useStorage(local);
    expect((await action(chunkRequest(query, gz([meta(T0)])))).status).toBe(204);
    expect((await readRecording(ids.recordingId)).events).toHaveLength(1);
  });

  it("holds, readable, every chunk it answered 2xx: compressed and plain, first and final", async () => {
    const ids = newIds();
    const query = { recording: ids.recordingId, session: ids.sessionId };
    const plain = { "Content-Type": "text/plain;charset=UTF-8" };
    const sent = [
      await action(chunkRequest({ ...query, seq: "0" }, gz([meta(T0), click(T0 + 1, 1, 1)]))),
      await action(chunkRequest({ ...query, seq: "1" }, JSON.stringify({ events: [click(T0 + 2, 2, 2)] }), plain)),
      // Sent twice (a beacon, then the next page's resend of what it stashed): one chunk.
      await action(chunkRequest({ ...query, seq: "2" }, gz([click(T0 + 3, 3, 3)]))),
      await action(chunkRequest({ ...query, seq: "2" }, JSON.stringify({ events: [click(T0 + 3, 3, 3)] }), plain)),
      await action(chunkRequest({ ...query, seq: "3", final: "1" }, JSON.stringify({ events: [click(T0 + 4, 4, 4)] }), plain)),
    ];
    expect(sent.map((response) => response.status)).toEqual([204, 204, 204, 204, 204]);
    const { events } = await readRecording(ids.recordingId);
    expect(events.map((event) => event.timestamp)).toEqual([T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4]);
    const row = await recordingRow(ids.recordingId);
    expect(row).toMatchObject({ chunk_count: 4, total_events: 5 });
    expect(Number(row!.is_complete)).toBe(1);
  });

  it("limits a session's chunks in a minute (429), in its own bucket", { timeout: 30_000 }, async () => {
    // The limit counts in fixed windows: start where the whole loop fits in one (a new window would
    // count the last chunk afresh).
    const { windowMs } = config.recording.perSession;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 10));
    const ids = newIds();
    const statuses: number[] = [];
    for (let seq = 0; seq <= config.recording.perSession.limit; seq++) {
      const response = await action(
        chunkRequest({ recording: ids.recordingId, session: ids.sessionId, seq: String(seq) }, gz([meta(T0 + seq)])),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("retention and deletion", () => {
  it("purges recordings past the retention, objects and rows, and keeps the younger ones", async () => {
    const old = newIds();
    const young = newIds();
    const oldAt = new Date("2026-09-01T00:00:00Z");
    await storeRecordingChunk({
      ...old,
      seq: 0,
      final: true,
      body: gz([meta(oldAt.getTime())]),
      userId: null,
      userAgent: null,
      referrer: null,
      now: oldAt,
    });
    const youngAt = new Date("2026-09-25T00:00:00Z");
    await storeRecordingChunk({
      ...young,
      seq: 0,
      final: true,
      body: gz([meta(youngAt.getTime())]),
      userId: null,
      userAgent: null,
      referrer: null,
      now: youngAt,
    });

    const removed = await purgeExpiredRecordings(new Date("2026-10-10T00:00:00Z"), 30);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await recordingRow(old.recordingId)).toBeUndefined();
    expect(await db().selectFrom("session_recording_chunks").select("seq").where("recording_id", "=", old.recordingId).execute()).toEqual(
      [],
    );
    expect(await readObject(recordingChunkKey(old.recordingId, 0, "gzip"))).toBeNull();
    expect(await recordingRow(young.recordingId)).toBeDefined();
    expect(await readObject(recordingChunkKey(young.recordingId, 0, "gzip"))).not.toBeNull();
  });

  it("deletes a member's recordings on staff's request, objects first, with a line in the access log", async () => {
    const member = await arrangePerson("user", "삭제요청회원");
    const staff = await arrangePerson("admin", "직원");
    const mine = newIds();
    const someoneElses = newIds();
    await storeRecordingChunk({ ...mine, seq: 0, final: false, body: gz([meta(T0)]), userId: member.id, userAgent: null, referrer: null });
    await storeRecordingChunk({
      ...someoneElses,
      seq: 0,
      final: false,
      body: gz([meta(T0)]),
      userId: null,
      userAgent: null,
      referrer: null,
    });

    expect(await deleteRecordingsOfMember(member.id, staff.id)).toBe(1);
    expect(await recordingRow(mine.recordingId)).toBeUndefined();
    expect(await readObject(recordingChunkKey(mine.recordingId, 0, "gzip"))).toBeNull();
    expect(await recordingRow(someoneElses.recordingId)).toBeDefined();
    const log = await db().selectFrom("replay_access_log").selectAll().where("recording_id", "=", mine.recordingId).execute();
    expect(log).toMatchObject([{ staff_id: staff.id, subject_user_id: member.id, session_id: mine.sessionId, action: "delete" }]);
  });

  it("deletes a member's recordings without a log line when the member's row goes", async () => {
    const member = await arrangePerson("user", "탈퇴회원");
    const ids = newIds();
    await storeRecordingChunk({ ...ids, seq: 0, final: false, body: gz([meta(T0)]), userId: member.id, userAgent: null, referrer: null });
    expect(await deleteRecordingsOfMember(member.id, null)).toBe(1);
    await db().deleteFrom("users").where("id", "=", member.id).execute();
    expect(await readObject(recordingChunkKey(ids.recordingId, 0, "gzip"))).toBeNull();
    expect(await db().selectFrom("replay_access_log").select("id").where("recording_id", "=", ids.recordingId).execute()).toEqual([]);
  });
});

describe("/media", () => {
  it("never serves a recording's chunk, even one that exists", async () => {
    const ids = newIds();
    await storeRecordingChunk({ ...ids, seq: 0, final: false, body: gz([meta(T0)]), userId: null, userAgent: null, referrer: null });
    const key = recordingChunkKey(ids.recordingId, 0, "gzip");
    expect(await readObject(key)).not.toBeNull();
    const staff = await arrangePerson("admin", "미디어직원");
    for (const path of [key, `v/../${key}`, `p/../${key}`]) {
      const request = new Request(`http://localhost/media/${path}`, { headers: { Cookie: await cookieOf(staff.id) } });
      const response = await mediaLoader({ request, params: { "*": path }, context: {} as never });
      expect(response.status).toBe(404);
    }
  });
});
