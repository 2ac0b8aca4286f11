// The back office: staff's work on an order (status history, consultations, planner notes), what the
// family hears (notifications, text messages in an outbox), region openings, and the initials that let
// staff find a member by 초성.

import { getChoseong } from "es-hangul";
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // Korean initial consonants of the member's name (김민수 → ㄱㅁㅅ), kept beside the name on every write.
  await db.schema.alterTable("users").addColumn("name_initials", "text").execute();
  const named = await db.selectFrom("users").select(["id", "name"]).where("name", "is not", null).execute();
  for (const user of named) {
    await db
      .updateTable("users")
      .set({ name_initials: getChoseong(String(user.name).replace(/\s+/g, "")) })
      .where("id", "=", user.id)
      .execute();
  }
  await db.schema.createIndex("users_role_created").on("users").columns(["role", "created_at"]).execute();
  await db.schema.createIndex("orders_status_created").on("orders").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();

  // Every status change of an order: who (a staff member, the customer, Toss, the system), from, to, why.
  await db.schema
    .createTable("order_status_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    /** 'staff' | 'customer' | 'payment' | 'system' */
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("staff_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_status_history_order").on("order_status_history").columns(["order_id", "created_at"]).execute();

  await db.schema
    .createTable("consultation_logs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("type_tag", "text", (c) => c.notNull())
    .addColumn("topic_tag", "text", (c) => c.notNull())
    .addColumn("cost_tag", "text", (c) => c.notNull())
    .addColumn("outcome_tag", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consultation_logs_order").on("consultation_logs").columns(["order_id", "created_at"]).execute();

  // One editable template per order status that gets a planner note ({name} = the customer's name).
  await db.schema
    .createTable("planner_note_templates")
    .addColumn("status", "text", (c) => c.primaryKey())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("planner_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("planner_notes_order").on("planner_notes").columns(["order_id", "created_at"]).execute();

  // What the family should hear about: shown behind the header's dot and listed on the dashboard.
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** 'planner_note' | 'order_status' | later 'plan_ready', 'photobook_shipped' */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.references("orders.id").onDelete("cascade"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("notifications_user").on("notifications").columns(["user_id", "read_at", "created_at"]).execute();

  // Text messages to send; dedupe_key makes a message go out once however often it is asked for.
  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    /** 'sms' */
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    /** 'queued' | 'sent' | 'failed' */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_messages_status").on("outbox_messages").columns(["status", "created_at"]).execute();

  // A region staff opened, once: its requests' messages are queued in the same transaction.
  await db.schema
    .createTable("region_openings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("opened_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("opened_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("region_requests_name").on("region_requests").columns(["name", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("region_requests_name").execute();
  for (const table of [
    "region_openings",
    "outbox_messages",
    "notifications",
    "planner_notes",
    "planner_note_templates",
    "consultation_logs",
    "order_status_history",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex("orders_created").execute();
  await db.schema.dropIndex("orders_status_created").execute();
  await db.schema.dropIndex("users_role_created").execute();
  await db.schema.alterTable("users").dropColumn("name_initials").execute();
}
