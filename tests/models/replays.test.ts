import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { deleteRecordingsOfMember } from "~/models/analytics/recordings.server";
import { listReplayAccess, openRecording } from "~/models/analytics/replay-access.server";
import {
  getRecording,
  listRecordings,
  READ_REPLAY_DEFAULTS,
  readRecording,
  readReplayQuery,
  recordingJsonStream,
} from "~/models/analytics/replays.server";
import { storage } from "~/services/storage.server";
import { arrangeMember, arrangePerson } from "../support/people";
import { arrangeRecording } from "../support/recordings";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readReplayQuery", () => {
  it("reads the page and the member filter, and falls back on anything malformed", () => {
    expect(readReplayQuery(new URL("http://x/?page=3&userId=%20abc%20"))).toEqual({ page: 3, userId: "abc" });
    expect(readReplayQuery(new URL("http://x/?page=-1"))).toEqual(READ_REPLAY_DEFAULTS);
    expect(readReplayQuery(new URL("http://x/?page=abc&userId="))).toEqual(READ_REPLAY_DEFAULTS);
  });
});

describe("listRecordings", () => {
  it("pages a member's recordings 20 at a time, newest first, with the stat cards' figures", async () => {
    const member = await arrangeMember({ name: "녹화가족" });
    const start = Date.parse("2026-11-01T00:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      // Every fifth incomplete; one chunk each keeps the arrangement quick.
      const recording = await arrangeRecording({
        userId: member.id,
        start: new Date(start + i * 60_000),
        complete: i % 5 !== 0,
        encodings: ["none"],
      });
      ids.push(recording.id);
    }
    const first = await listRecordings({ page: 1, userId: member.id });
    expect(first.rows).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(first.rows[0]!.id).toBe(ids[22]);
    expect(first.rows[0]).toMatchObject({
      userId: member.id,
      userName: "녹화가족",
      viewportWidth: 390,
      viewportHeight: 844,
      isComplete: true,
    });
    // Incomplete: 0, 5, 10, 15, 20; on page 1 (22 … 3): 20, 15, 10, 5.
    expect(first.incompleteOnPage).toBe(4);
    expect(first.averageEvents).toBe(first.rows[0]!.totalEvents);

    const second = await listRecordings({ page: 2, userId: member.id });
    expect(second.rows.map((row) => row.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second.incompleteOnPage).toBe(1);
    expect(second.total).toBe(23);
  });

  it("filters by member: another member's and visitors' recordings are not listed", async () => {
    const member = await arrangeMember({ name: "필터가족" });
    const other = await arrangeMember({ name: "다른가족" });
    const mine = await arrangeRecording({ userId: member.id, encodings: ["none"] });
    await arrangeRecording({ userId: other.id, encodings: ["none"] });
    await arrangeRecording({ userId: null, encodings: ["none"] });
    const page = await listRecordings({ page: 1, userId: member.id });
    expect(page.rows.map((row) => row.id)).toEqual([mine.id]);
    expect(page).toMatchObject({ total: 1, pages: 1 });

    const unknown = await listRecordings({ page: 1, userId: "no-such-member" });
    expect(unknown).toMatchObject({ rows: [], total: 0, pages: 1, averageEvents: 0, incompleteOnPage: 0 });

    const all = await listRecordings({ page: 1, userId: "" });
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it("shows a visitor's recording without a member", async () => {
    const recording = await arrangeRecording({ userId: null, encodings: ["none"] });
    expect(await getRecording(recording.id)).toMatchObject({
      id: recording.id,
      userId: null,
      userName: null,
      sessionId: recording.sessionId,
    });
    expect(await getRecording("no-such-recording")).toBeNull();
  });
});

describe("reading a recording's events", () => {
  it("reads gzip and plain chunks in the order of their seq, with the panels and the markers", async () => {
    const recording = await arrangeRecording({ encodings: ["gzip", "none", "gzip"] });
    const read = await readRecording(recording.id);
    expect(read.events).toEqual(recording.events);
    expect(read.console).toEqual([{ level: "warn", message: '"예약 가능 일정이 없습니다"', timestamp: recording.events[6]!.timestamp }]);
    expect(read.network).toEqual([
      { method: "POST", url: "/api/analytics", status: 500, type: "fetch", duration: 120, timestamp: recording.events[7]!.timestamp },
    ]);
    // One rage click (the burst of five, marked at its fifth click) and the uncaught error.
    expect(read.markers).toEqual([
      { kind: "rage", timestamp: recording.events[12]!.timestamp },
      { kind: "error", timestamp: recording.events[13]!.timestamp },
    ]);
  });

  it("leaves out a damaged chunk, and says so in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const recording = await arrangeRecording({ encodings: ["gzip", "none"], corrupt: [0] });
    const read = await readRecording(recording.id);
    const half = Math.ceil(recording.events.length / 2);
    expect(read.events).toEqual(recording.events.slice(half));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`replay ${recording.id}: chunk 0 could not be read`));
  });

  it("gives empty arrays when every chunk is damaged or missing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const recording = await arrangeRecording({ encodings: ["none", "gzip"], corrupt: [0, 1] });
    expect(await readRecording(recording.id)).toEqual({ events: [], console: [], network: [], markers: [] });
    const missing = await arrangeRecording({ encodings: ["none"] });
    await db()
      .updateTable("session_recording_chunks")
      .set({ storage_key: `rec/${missing.id}/gone.json` })
      .where("recording_id", "=", missing.id)
      .execute();
    expect((await readRecording(missing.id)).events).toEqual([]);
  });

  it("streams the same events as JSON, chunk by chunk", async () => {
    const recording = await arrangeRecording({ encodings: ["gzip", "none"] });
    const body = JSON.parse(await new Response(recordingJsonStream(recording.id)).text());
    expect(body.events).toEqual(recording.events);
    expect(body.console).toHaveLength(1);
    expect(body.network).toHaveLength(1);
    expect(body.markers.map((marker: { kind: string }) => marker.kind)).toEqual(["rage", "error"]);

    const empty = JSON.parse(await new Response(recordingJsonStream("no-such-recording")).text());
    expect(empty).toEqual({ events: [], console: [], network: [], markers: [] });
  });
});

describe("the access log", () => {
  it("writes a line on every opening: staff, recording, session, whose, when", async () => {
    const staff = await arrangePerson("admin", "열람직원");
    const member = await arrangeMember({ name: "열람대상" });
    const recording = await arrangeRecording({ userId: member.id, encodings: ["none"] });
    // Later than any other line, in this run or an earlier one on the same database.
    const at = new Date(Date.now() + 100 * 365 * 86_400_000);
    expect(await openRecording(recording.id, staff.id, at)).toMatchObject({ id: recording.id });
    expect(await openRecording(recording.id, staff.id, new Date(at.getTime() + 1_000))).toMatchObject({ id: recording.id });
    const lines = await db()
      .selectFrom("replay_access_log")
      .selectAll()
      .where("recording_id", "=", recording.id)
      .orderBy("created_at")
      .execute();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      staff_id: staff.id,
      recording_id: recording.id,
      session_id: recording.sessionId,
      subject_user_id: member.id,
      action: "view",
      created_at: at.toISOString(),
    });

    // Newest first, with the names, on the log's first page (dated after every other line).
    const page = await listReplayAccess(1);
    expect(page.rows[0]).toMatchObject({
      action: "view",
      staffName: "열람직원",
      subjectName: "열람대상",
      recordingId: recording.id,
      recordingExists: true,
      createdAt: new Date(at.getTime() + 1_000).toISOString(),
    });
  });

  it("writes nothing for an unknown recording", async () => {
    const staff = await arrangePerson("admin", "열람직원");
    expect(await openRecording("no-such-recording", staff.id)).toBeNull();
    const lines = await db().selectFrom("replay_access_log").select("id").where("recording_id", "=", "no-such-recording").execute();
    expect(lines).toHaveLength(0);
  });
});

describe("deleting a member's recordings on request (decision 59's deleteRecordingsOfMember)", () => {
  it("deletes a member's recordings, their objects first, and logs each deletion in the access log the replays tab shows", async () => {
    const staff = await arrangePerson("admin", "삭제직원");
    const member = await arrangeMember({ name: "삭제요청" });
    const other = await arrangeMember({ name: "남는가족" });
    const first = await arrangeRecording({ userId: member.id });
    const second = await arrangeRecording({ userId: member.id, encodings: ["none"] });
    const kept = await arrangeRecording({ userId: other.id });
    const keys = await db()
      .selectFrom("session_recording_chunks")
      .select("storage_key")
      .where("recording_id", "in", [first.id, second.id])
      .execute();
    expect(keys).toHaveLength(3);

    expect(await deleteRecordingsOfMember(member.id, staff.id)).toBe(2);
    expect(await deleteRecordingsOfMember(member.id, staff.id)).toBe(0);

    for (const { storage_key } of keys) expect(await storage().head(storage_key)).toBeNull();
    const left = await db().selectFrom("session_recordings").select("id").where("user_id", "=", member.id).execute();
    expect(left).toEqual([]);
    const chunks = await db()
      .selectFrom("session_recording_chunks")
      .select("seq")
      .where("recording_id", "in", [first.id, second.id])
      .execute();
    expect(chunks).toEqual([]);
    const lines = await db().selectFrom("replay_access_log").selectAll().where("subject_user_id", "=", member.id).execute();
    expect(lines.map((line) => [line.recording_id, line.action, line.staff_id]).sort()).toEqual(
      [
        [first.id, "delete", staff.id],
        [second.id, "delete", staff.id],
      ].sort(),
    );
    expect((await readRecording(kept.id)).events).toHaveLength(kept.events.length);
  });
});
