// 알림톡 beside text messages (docs/decisions/0072-alimtalk-outbox.md). The outbox's rows become one
// per event and channel: an event's 알림톡 and, when it fails, its text message share the event's key
// (dedupe_key) and differ by channel, so the unique key moves from dedupe_key alone to the pair. A
// row can now wait (next_attempt_at) to be tried again, counts its attempts, keeps the provider's
// reference while a 알림톡's delivery report is awaited, and names the member it is for, whose choice
// is read before it goes. The member's choice is a column of its own (decision 73).
//
// SQLite cannot drop a column's UNIQUE, so the table is rebuilt (on both engines, one code path).
import { type Kysely, sql } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox_messages_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** The event the message tells of, e.g. `plan-ready:{planId}`; with the channel, once. */
    .addColumn("dedupe_key", "text", (c) => c.notNull())
    /** 'alimtalk' | 'sms' */
    .addColumn("channel", "text", (c) => c.notNull())
    /** The member it is for (their choice is read before sending); null for a region requester. */
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("recipient", "text", (c) => c.notNull())
    /** The text as the recipient reads it (a 알림톡's template filled in). */
    .addColumn("body", "text", (c) => c.notNull())
    /** A 알림톡's registered template code and its variables. */
    .addColumn("template_code", "text")
    .addColumn("template_params", jsonType(db))
    /** 'queued' | 'sending' | 'accepted' | 'sent' | 'failed' | 'skipped' */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    /** When a queued row is due, or an accepted 알림톡's report is next asked for. */
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    /** An accepted 알림톡's `requestId/recipientSeq`, for its delivery report. */
    .addColumn("provider_ref", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addUniqueConstraint("outbox_messages_event_channel", ["dedupe_key", "channel"])
    .execute();
  await sql`
    insert into outbox_messages_next
      (id, dedupe_key, channel, user_id, recipient, body, template_code, template_params, status, attempts,
       next_attempt_at, provider_ref, error, created_at, sent_at)
    select id, dedupe_key, channel, null, recipient, body, null, null, status,
      case when status = 'queued' then 0 else 1 end, created_at, null, error, created_at, sent_at
    from outbox_messages`.execute(db);
  await db.schema.dropTable("outbox_messages").execute();
  await db.schema.alterTable("outbox_messages_next").renameTo("outbox_messages").execute();
  await db.schema.createIndex("outbox_messages_due").on("outbox_messages").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_messages_user").on("outbox_messages").column("user_id").execute();

  // Service messages (알림톡, and texts in their place) to the member: on until they turn them off.
  await db.schema
    .alterTable("users")
    .addColumn("service_messages", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  /** When the member last chose (null: never chose, the default stands). */
  await db.schema.alterTable("users").addColumn("service_messages_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("service_messages_at").execute();
  await db.schema.alterTable("users").dropColumn("service_messages").execute();
  await db.schema
    .createTable("outbox_messages_prev")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  // The text messages only (a 알림톡 row has no place in the old shape), their old statuses.
  await sql`
    insert into outbox_messages_prev (id, dedupe_key, channel, recipient, body, status, error, created_at, sent_at)
    select id, dedupe_key, channel, recipient, body,
      case when status in ('accepted', 'skipped') then 'failed' else status end, error, created_at, sent_at
    from outbox_messages where channel = 'sms'`.execute(db);
  await db.schema.dropTable("outbox_messages").execute();
  await db.schema.alterTable("outbox_messages_prev").renameTo("outbox_messages").execute();
  await db.schema.createIndex("outbox_messages_status").on("outbox_messages").columns(["status", "created_at"]).execute();
}
