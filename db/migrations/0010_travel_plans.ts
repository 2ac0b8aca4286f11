// Travel plans: one per travel order, written by staff in the back office and read by the family.
// A plan has days, each day its activities in a stored order (an activity is also the editor's and
// the storyboard's "chapter": one row carries the superset of the three shapes' fields), and the
// accommodations. The editor's unsaved changes live in `working_copy` until Save publishes them
// (docs/decisions/0035-travel-plan-model.md, 0036-travel-plan-editor.md).

import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("travel_plans")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().unique().references("orders.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("total_budget", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("notes", "text")
    /** 'draft' | 'sent' | 'completed' */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    /** The editor's unsaved itinerary (days with their activities), null when nothing is pending. */
    .addColumn("working_copy", jsonType(db))
    /** Bumped on every write of the working copy or the published itinerary: a conditional update's guard. */
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("completed_at", "text")
    .execute();

  await db.schema
    .createTable("travel_plan_days")
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("day_number", "integer", (c) => c.notNull())
    /** YYYY-MM-DD; null for a day the editor added without a date. */
    .addColumn("date", "text")
    .addPrimaryKeyConstraint("travel_plan_days_pk", ["plan_id", "day_number"])
    .execute();

  await db.schema
    .createTable("travel_plan_activities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("day_number", "integer", (c) => c.notNull())
    /** 1-based order within the day (the editor's chapter number). */
    .addColumn("position", "integer", (c) => c.notNull())
    /** HH:MM */
    .addColumn("time", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    /** 'attraction' | 'food' | 'accommodation' | 'transport' | 'activity' | 'experience' */
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("duration_minutes", "integer")
    /** Free text from the chapter dialog ('반나절'); shown instead of the minutes when set. */
    .addColumn("duration_text", "text")
    .addColumn("description", "text", (c) => c.notNull())
    /** The chapter's story as staff wrote it in the editor; the family sees it, else the description. */
    .addColumn("notes", "text")
    .addColumn("location_name", "text", (c) => c.notNull())
    .addColumn("cost_won", "integer", (c) => c.notNull().defaultTo(0))
    /** One of the chapter dialog's emoji; null: the icon of the type. */
    .addColumn("icon", "text")
    .execute();
  await db.schema
    .createIndex("travel_plan_activities_day")
    .on("travel_plan_activities")
    .columns(["plan_id", "day_number", "position"])
    .execute();

  await db.schema
    .createTable("travel_plan_accommodations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    /** YYYY-MM-DD or null */
    .addColumn("check_in", "text")
    .addColumn("check_out", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("cost_won", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("travel_plan_accommodations_plan")
    .on("travel_plan_accommodations")
    .columns(["plan_id", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["travel_plan_accommodations", "travel_plan_activities", "travel_plan_days", "travel_plans"]) {
    await db.schema.dropTable(table).execute();
  }
}
