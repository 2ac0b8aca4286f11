// Missions and bookable products inside a plan (issue: kids' missions and bookings). Staff make both in
// the editor, each tied to one chapter (a travel_plan_activities row, whose id survives every Save:
// decision 47), so the storyboard's '미션 확인' and '예약하러 가기' always point at the right chapter.
// A chapter with missions or products cannot be deleted by accident: the references have no cascade,
// so the editor must say what becomes of them first. The family completes a mission once (the unique
// mission id), keeps a cart per plan (shared by both parents and every device) and pays for it as a
// booking order, whose items remember the price paid and when they were reserved and released.

import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("plan_missions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("activity_id", "text", (c) => c.notNull().references("travel_plan_activities.id"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("hint", "text")
    /** A staff-image upload (the plan's image library). */
    .addColumn("image_upload_id", "text", (c) => c.references("uploads.id").onDelete("set null"))
    /** 1-based order among the plan's missions. */
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("plan_missions_plan").on("plan_missions").columns(["plan_id", "position"]).execute();
  await db.schema.createIndex("plan_missions_activity").on("plan_missions").column("activity_id").execute();

  await db.schema
    .createTable("mission_completions")
    /** One completion per mission: a second submit finds it there and adds nothing. */
    .addColumn("mission_id", "text", (c) => c.primaryKey().references("plan_missions.id").onDelete("cascade"))
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "text")
    /** The mission's points when it was completed (staff may change the mission later). */
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("plan_products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("activity_id", "text", (c) => c.notNull().references("travel_plan_activities.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    /** Whole won. */
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    /** A staff-image upload; its sizes are the product's main image and thumbnail. */
    .addColumn("image_upload_id", "text", (c) => c.references("uploads.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("plan_products_plan").on("plan_products").columns(["plan_id", "position"]).execute();
  await db.schema.createIndex("plan_products_activity").on("plan_products").column("activity_id").execute();

  await db.schema
    .createTable("plan_cart_items")
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("plan_products.id").onDelete("cascade"))
    /** The price the family saw when adding it: a change by staff is told before paying. */
    .addColumn("price_seen", "integer", (c) => c.notNull())
    .addColumn("added_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("plan_cart_items_pk", ["plan_id", "product_id"])
    .execute();

  await db.schema
    .createTable("booking_items")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("plan_products.id"))
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    /** Whole won, from the stored product when the order was made: the order's amount is their sum. */
    .addColumn("price", "integer", (c) => c.notNull())
    /** Set by the booking kind's paid effect, and by its refund effect. */
    .addColumn("reserved_at", "text")
    .addColumn("released_at", "text")
    .addPrimaryKeyConstraint("booking_items_pk", ["order_id", "product_id"])
    .execute();
  await db.schema.createIndex("booking_items_plan").on("booking_items").columns(["plan_id", "product_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_items").execute();
  await db.schema.dropTable("plan_cart_items").execute();
  await db.schema.dropTable("plan_products").execute();
  await db.schema.dropTable("mission_completions").execute();
  await db.schema.dropTable("plan_missions").execute();
}
