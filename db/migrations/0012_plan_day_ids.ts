// A plan's days get an id of their own, so a day keeps its identity when an earlier day is dropped
// and the later ones move up (docs/decisions/0047-chapters-keep-their-identity.md). The day number
// stays, unique per plan, as the day's place; the activities keep naming their day by that number.
// Both engines rebuild the table the same way (SQLite cannot add a primary key in place); the ids of
// the existing days are made here, frozen in this file, not by the app.
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("travel_plan_days_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("day_number", "integer", (c) => c.notNull())
    /** YYYY-MM-DD; null for a day the editor added without a date. */
    .addColumn("date", "text")
    .addUniqueConstraint("travel_plan_days_plan_day", ["plan_id", "day_number"])
    .execute();
  const days = await db.selectFrom("travel_plan_days").select(["plan_id", "day_number", "date"]).execute();
  for (let start = 0; start < days.length; start += 200) {
    await db
      .insertInto("travel_plan_days_next")
      .values(days.slice(start, start + 200).map((day) => ({ id: randomUUID(), ...day })))
      .execute();
  }
  await db.schema.dropTable("travel_plan_days").execute();
  await db.schema.alterTable("travel_plan_days_next").renameTo("travel_plan_days").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("travel_plan_days_before")
    .addColumn("plan_id", "text", (c) => c.notNull().references("travel_plans.id").onDelete("cascade"))
    .addColumn("day_number", "integer", (c) => c.notNull())
    .addColumn("date", "text")
    .addPrimaryKeyConstraint("travel_plan_days_pk", ["plan_id", "day_number"])
    .execute();
  await sql`insert into travel_plan_days_before (plan_id, day_number, date) select plan_id, day_number, date from travel_plan_days`.execute(
    db,
  );
  await db.schema.dropTable("travel_plan_days").execute();
  await db.schema.alterTable("travel_plan_days_before").renameTo("travel_plan_days").execute();
}
