// The family's side of a travel plan: read-only share links (the token itself is never stored, only
// its SHA-256), and the feedback the family leaves when the trip is over
// (docs/decisions/0038-plan-share-links-calendar-feedback.md).

import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("plan_share_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    /** Hex SHA-256 of the random token in the link. */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("plan_share_links_plan").on("plan_share_links").columns(["plan_id", "created_at"]).execute();

  await db.schema
    .createTable("trip_feedback")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** One feedback per travel order: the unique key makes a second submit change nothing. */
    .addColumn("order_id", "text", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("plan_id", "text", (c) => c.references("travel_plans.id").onDelete("set null"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    /** 1 to 5 */
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trip_feedback").execute();
  await db.schema.dropTable("plan_share_links").execute();
}
