// The photobook from payment to the door (docs/decisions/0053-photobook-lifecycle.md): one photobook
// per paid order (the unique order id makes the paid effect idempotent: the success page, the webhook
// and the stale-order sweep may all run it), the family's cover choice and submission, the proof round
// (the proof's pages are 'photobook-proof' uploads), the one revision with its up-to-5 changes, the
// approval (by the family or by 7 days of silence), and a history of every status move with who made it.

import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("photobooks")
    .addColumn("cover_upload_id", "text", (c) => c.references("uploads.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("photobooks").addColumn("submitted_at", "text").execute();
  /** 0 before any proof; 1 the first proof; 2 the revised one. */
  await db.schema
    .alterTable("photobooks")
    .addColumn("proof_round", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("photobooks").addColumn("proof_sent_at", "text").execute();
  /** When silence approves the current proof (proof_sent_at + 7 days). */
  await db.schema.alterTable("photobooks").addColumn("proof_due_at", "text").execute();
  /** string[]: the family's changes (at most 5), asked once. */
  await db.schema.alterTable("photobooks").addColumn("revision_items", jsonType(db)).execute();
  await db.schema.alterTable("photobooks").addColumn("revision_requested_at", "text").execute();
  await db.schema.alterTable("photobooks").addColumn("approved_at", "text").execute();
  /** 'family' | 'auto' */
  await db.schema.alterTable("photobooks").addColumn("approved_by", "text").execute();
  await db.schema.alterTable("photobooks").addColumn("shipped_at", "text").execute();
  await db.schema.alterTable("photobooks").addColumn("cancelled_at", "text").execute();
  await db.schema.createIndex("photobooks_order_id").unique().on("photobooks").column("order_id").execute();
  await db.schema.createIndex("photobooks_status").on("photobooks").columns(["status", "proof_due_at"]).execute();

  await db.schema
    .createTable("photobook_status_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("photobook_id", "text", (c) => c.notNull().references("photobooks.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    /** 'customer' | 'staff' | 'payment' | 'system' */
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("staff_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("photobook_status_history_photobook")
    .on("photobook_status_history")
    .columns(["photobook_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photobook_status_history").execute();
  await db.schema.dropIndex("photobooks_status").execute();
  await db.schema.dropIndex("photobooks_order_id").execute();
  for (const column of [
    "cancelled_at",
    "shipped_at",
    "approved_by",
    "approved_at",
    "revision_requested_at",
    "revision_items",
    "proof_due_at",
    "proof_sent_at",
    "proof_round",
    "submitted_at",
    "cover_upload_id",
  ]) {
    await db.schema.alterTable("photobooks").dropColumn(column).execute();
  }
}
