import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  // One travel survey per order: a draft saved step by step, then the submitted answers.
  await db.schema
    .createTable("surveys")
    .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // Keyed by the survey's answer keys (departure, travelDates, familyMembers, …).
    .addColumn("answers", jsonType(db), (c) => c.notNull())
    // The question the member saw last, to resume there.
    .addColumn("last_step", "integer", (c) => c.notNull())
    // 'draft' | 'submitted'
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text")
    .execute();
  await db.schema.createIndex("surveys_user_id").on("surveys").column("user_id").execute();

  // A printed photobook: production status and shipping, paid through a PHOTOBOOK_ order.
  await db.schema
    .createTable("photobooks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.references("orders.id").onDelete("set null"))
    // The trip it remembers (a travel order), when known.
    .addColumn("travel_order_id", "text", (c) => c.references("orders.id").onDelete("set null"))
    // 'draft' | 'designing' | 'ordered' | 'printing' | 'shipping' | 'delivered'
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("cover_text", "text")
    .addColumn("recipient_name", "text")
    .addColumn("recipient_phone", "text")
    .addColumn("postal_code", "text")
    .addColumn("address", "text")
    .addColumn("detail_address", "text")
    .addColumn("memo", "text")
    .addColumn("tracking_company", "text")
    .addColumn("tracking_number", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("photobooks_user_id").on("photobooks").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photobooks").execute();
  await db.schema.dropTable("surveys").execute();
}
