// The replays' access log (docs/decisions/0060-replays-tab-and-player.md): every opening and
// deletion of a recording writes who looked at whose recording, and when (PIPA), and staff read it
// 50 a page.
import { randomUUID } from "node:crypto";
import { db } from "~/db.server";
import { ACCESS_LOG_PAGE_SIZE, getRecording, type RecordingSummary } from "./replays.server";

export type ReplayAccessAction = "view" | "delete";

/** Writes one line of the access log: who, which recording (and whose), what, when. */
export async function logReplayAccess(input: {
  staffId: string;
  recording: { id: string; sessionId: string | null; userId: string | null };
  action: ReplayAccessAction;
  now?: Date;
}): Promise<void> {
  await db()
    .insertInto("replay_access_log")
    .values({
      id: randomUUID(),
      staff_id: input.staffId,
      recording_id: input.recording.id,
      session_id: input.recording.sessionId,
      subject_user_id: input.recording.userId,
      action: input.action,
      created_at: (input.now ?? new Date()).toISOString(),
    })
    .execute();
}

/**
 * A staff member opens a recording's events: the recording, after its 'view' line is written; null
 * (and no line) for an unknown id. The line is written before a byte is served.
 */
export async function openRecording(recordingId: string, staffId: string, now?: Date): Promise<RecordingSummary | null> {
  const recording = await getRecording(recordingId);
  if (!recording) return null;
  await logReplayAccess({ staffId, recording, action: "view", now });
  return recording;
}

export interface AccessLogLine {
  id: string;
  action: ReplayAccessAction;
  createdAt: string;
  staffId: string | null;
  staffName: string | null;
  recordingId: string;
  sessionId: string | null;
  subjectUserId: string | null;
  subjectName: string | null;
  /** Whether the recording is still there to open. */
  recordingExists: boolean;
}

export interface AccessLogPage {
  rows: AccessLogLine[];
  number: number;
  hasNext: boolean;
}

/** The access log, newest first, 50 a page (read as 51: the extra row says a next page exists). */
export async function listReplayAccess(page: number): Promise<AccessLogPage> {
  const rows = await db()
    .selectFrom("replay_access_log as log")
    .leftJoin("users as staff", "staff.id", "log.staff_id")
    .leftJoin("users as subject", "subject.id", "log.subject_user_id")
    .leftJoin("session_recordings as recording", "recording.id", "log.recording_id")
    .select([
      "log.id",
      "log.action",
      "log.created_at",
      "log.staff_id",
      "staff.name as staff_name",
      "staff.nickname as staff_nickname",
      "log.recording_id",
      "log.session_id",
      "log.subject_user_id",
      "subject.name as subject_name",
      "recording.id as existing_recording",
    ])
    .orderBy("log.created_at", "desc")
    .orderBy("log.id", "desc")
    .limit(ACCESS_LOG_PAGE_SIZE + 1)
    .offset((page - 1) * ACCESS_LOG_PAGE_SIZE)
    .execute();
  return {
    rows: rows.slice(0, ACCESS_LOG_PAGE_SIZE).map((row) => ({
      id: row.id,
      action: row.action,
      createdAt: row.created_at,
      staffId: row.staff_id,
      staffName: row.staff_name || row.staff_nickname || null,
      recordingId: row.recording_id,
      sessionId: row.session_id,
      subjectUserId: row.subject_user_id,
      subjectName: row.subject_name || null,
      recordingExists: row.existing_recording !== null,
    })),
    number: page,
    hasNext: rows.length > ACCESS_LOG_PAGE_SIZE,
  };
}
