import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("orders")
    // TRAVEL_{timestamp}_{random} or PHOTOBOOK_{timestamp}_{random}
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_type", "text", (c) => c.notNull())
    .addColumn("order_name", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("metadata", jsonType(db), (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_key", "text")
    .addColumn("payment_method", "text")
    .addColumn("approved_at", "text")
    .addColumn("receipt_url", "text")
    .addColumn("payment_secret", "text")
    .addColumn("failure_code", "text")
    .addColumn("refunded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user_id").on("orders").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("orders_payment_key").on("orders").column("payment_key").execute();

  // Payment webhook events already applied, so a repeated delivery changes nothing.
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();

  // The Toss sandbox's own payments (only used when the sandbox answers for Toss).
  await db.schema
    .createTable("sandbox_toss_payments")
    .addColumn("payment_key", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().unique())
    .addColumn("order_name", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("customer_key", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("scenario", "text")
    .addColumn("approved_at", "text")
    .addColumn("idempotency_key", "text")
    .addColumn("response", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sandbox_toss_payments").execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("orders").execute();
}
