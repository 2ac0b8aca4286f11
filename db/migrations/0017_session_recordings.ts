// Session replays (issue: usage analytics and session replay). A recording's chunks are objects in
// storage under `rec/` (never served by /media); the database holds only what lists and finds them, so
// every process sees the same recordings (nothing in process memory). A chunk's (recording, seq) is
// unique, so a retried upload adds nothing. Recordings go with their member's row; the retention purge
// deletes the objects and rows past their days. Every opening of a replay is written to the access
// log, which outlives the recording (no foreign key): PIPA asks who looked, not only what is left.

import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("session_recordings")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** The tracker's anonymous session id (session storage), the same id its analytics events carry. */
    .addColumn("session_id", "text", (c) => c.notNull())
    /** Added on the server from the signed-in session, never from the body. */
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("start_time", "text", (c) => c.notNull())
    .addColumn("end_time", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("user_agent", "text")
    .addColumn("device_type", "text")
    .addColumn("browser", "text")
    .addColumn("os", "text")
    .addColumn("viewport_width", "integer", (c) => c.notNull().defaultTo(1920))
    .addColumn("viewport_height", "integer", (c) => c.notNull().defaultTo(1080))
    /** Path and query of the first page, as recorded. */
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("referrer", "text")
    .addColumn("total_events", "integer", (c) => c.notNull().defaultTo(0))
    /** Bytes of the recorded JSON before and after the browser compressed it. */
    .addColumn("file_size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("compressed_size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("chunk_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rage_clicks", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("errors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_complete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_recordings_started").on("session_recordings").columns(["start_time", "id"]).execute();
  await db.schema.createIndex("session_recordings_user").on("session_recordings").columns(["user_id", "start_time"]).execute();
  await db.schema.createIndex("session_recordings_session").on("session_recordings").column("session_id").execute();

  await db.schema
    .createTable("session_recording_chunks")
    .addColumn("recording_id", "text", (c) => c.notNull().references("session_recordings.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    /** 'gzip' (CompressionStream or fflate) or 'none'. */
    .addColumn("encoding", "text", (c) => c.notNull())
    .addColumn("event_count", "integer", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("compressed_size", "integer", (c) => c.notNull())
    .addColumn("first_event_at", "text")
    .addColumn("last_event_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("session_recording_chunks_pk", ["recording_id", "seq"])
    .execute();

  await db.schema
    .createTable("replay_access_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.references("users.id").onDelete("set null"))
    /** Kept as text: the log outlives the recording it names. */
    .addColumn("recording_id", "text", (c) => c.notNull())
    .addColumn("session_id", "text")
    /** Whose recording it was (a member's id, or null for a visitor). */
    .addColumn("subject_user_id", "text")
    /** 'view' | 'delete' */
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("replay_access_log_created").on("replay_access_log").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("replay_access_log").execute();
  await db.schema.dropTable("session_recording_chunks").execute();
  await db.schema.dropTable("session_recordings").execute();
}
