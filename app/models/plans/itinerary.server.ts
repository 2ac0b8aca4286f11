// Itinerary rows: read in order, inserted for a new plan, synced in place on Save (decision 0047).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { compiledOnce, db } from "~/db.server";
import type { Database } from "../../../db/schema";
import { isActivityType, type PlanActivity, type PlanDay } from "./chapters";
import type { Accommodation } from "./rules";

/**
 * A plan's days, each joined with its activities in their stored order (a day without any gives one
 * row with no activity): one query, compiled once, as every plan page reads it
 * (docs/decisions/0079-members-pages-lighter.md).
 */
const itineraryRowsOf = compiledOnce((handle, planId: string) =>
  handle
    .selectFrom("travel_plan_days as day")
    .leftJoin("travel_plan_activities as activity", (join) =>
      join.onRef("activity.plan_id", "=", "day.plan_id").onRef("activity.day_number", "=", "day.day_number"),
    )
    .select([
      "day.id as day_id",
      "day.day_number",
      "day.date",
      "activity.id",
      "activity.time",
      "activity.title",
      "activity.type",
      "activity.duration_minutes",
      "activity.duration_text",
      "activity.description",
      "activity.notes",
      "activity.location_name",
      "activity.cost_won",
      "activity.icon",
    ])
    .where("day.plan_id", "=", planId)
    .orderBy("day.day_number")
    .orderBy("activity.position"),
);

/** The published itinerary of a plan: days in order, each with its activities in their stored order. */
export async function readItinerary(planId: string, executor: Kysely<Database> = db()): Promise<PlanDay[]> {
  const { rows } = await itineraryRowsOf(executor, planId);
  const days: PlanDay[] = [];
  for (const row of rows) {
    let day = days[days.length - 1];
    if (day?.dayNumber !== row.day_number) {
      day = { id: row.day_id, dayNumber: row.day_number, date: row.date, activities: [] };
      days.push(day);
    }
    // (Every activity column is NOT NULL: a null id or title is a day without an activity.)
    if (row.id === null || row.title === null || row.time === null || row.description === null || row.location_name === null) continue;
    day.activities.push({
      id: row.id,
      time: row.time,
      title: row.title,
      type: isActivityType(row.type) ? row.type : "activity",
      durationMinutes: row.duration_minutes,
      durationText: row.duration_text,
      description: row.description,
      notes: row.notes,
      locationName: row.location_name,
      costWon: Number(row.cost_won),
      icon: row.icon,
    });
  }
  return days;
}

export async function readAccommodations(planId: string): Promise<(Accommodation & { id: string })[]> {
  const rows = await db().selectFrom("travel_plan_accommodations").selectAll().where("plan_id", "=", planId).orderBy("position").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    address: row.address,
    costWon: Number(row.cost_won),
  }));
}

type ActivityRow = Database["travel_plan_activities"];

/** The row of an activity at its place in the itinerary. */
function activityRow(planId: string, dayNumber: number, position: number, activity: PlanActivity): ActivityRow {
  return {
    id: activity.id,
    plan_id: planId,
    day_number: dayNumber,
    position,
    time: activity.time,
    title: activity.title,
    type: activity.type,
    duration_minutes: activity.durationMinutes,
    duration_text: activity.durationText,
    description: activity.description,
    notes: activity.notes,
    location_name: activity.locationName,
    cost_won: activity.costWon,
    icon: activity.icon,
  };
}

const ACTIVITY_COLUMNS = [
  "day_number",
  "position",
  "time",
  "title",
  "type",
  "duration_minutes",
  "duration_text",
  "description",
  "notes",
  "location_name",
  "cost_won",
  "icon",
] as const satisfies readonly (keyof ActivityRow)[];

function sameActivityRow(stored: ActivityRow, next: ActivityRow): boolean {
  // PostgreSQL may hand integers back as strings; compare them as numbers.
  return ACTIVITY_COLUMNS.every((column) => {
    const [was, is] = [stored[column], next[column]];
    return typeof is === "number" && was !== null ? Number(was) === is : was === is;
  });
}

/** Inserts a new plan's itinerary rows (days, then activities in their order), in the caller's transaction. */
export async function insertItinerary(trx: Kysely<Database>, planId: string, days: PlanDay[]): Promise<void> {
  if (days.length === 0) return;
  await trx
    .insertInto("travel_plan_days")
    .values(days.map((day) => ({ id: day.id ?? randomUUID(), plan_id: planId, day_number: day.dayNumber, date: day.date })))
    .execute();
  const activities = days.flatMap((day) =>
    day.activities.map((activity, index) => activityRow(planId, day.dayNumber, index + 1, activity)),
  );
  if (activities.length > 0) await trx.insertInto("travel_plan_activities").values(activities).execute();
}

/** Of these ids, the ones a row of `table` already has (another plan's: never to be written over). */
async function takenIds(trx: Kysely<Database>, table: "travel_plan_days" | "travel_plan_activities", ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx.selectFrom(table).select("id").where("id", "in", ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Save's write, in the caller's transaction: brings the published rows to `days` in place. A day or
 * activity whose id the plan already has is updated (only if something changed), any other is
 * inserted, and each of the plan's rows that `days` no longer holds is deleted on its own, so a row
 * that refers to a surviving chapter or day stays valid. An id the plan does not own is never
 * trusted: the entry is new, and gets a fresh id if that one is another plan's.
 */
export async function syncItinerary(trx: Kysely<Database>, planId: string, days: PlanDay[]): Promise<void> {
  const [storedDays, storedActivities] = await Promise.all([
    trx.selectFrom("travel_plan_days").select(["id", "day_number", "date"]).where("plan_id", "=", planId).execute(),
    trx.selectFrom("travel_plan_activities").selectAll().where("plan_id", "=", planId).execute(),
  ]);
  const dayById = new Map(storedDays.map((day) => [day.id, day]));
  const dayIdByNumber = new Map(storedDays.map((day) => [Number(day.day_number), day.id]));
  const activityById = new Map(storedActivities.map((row) => [row.id, row]));

  // Which stored day each day of the copy is: by its id, or by its number in a copy made before days had ids.
  const keptDays = new Set<string>();
  const dayIds = days.map((day) => {
    const id = day.id ?? dayIdByNumber.get(day.dayNumber);
    if (id === undefined || !dayById.has(id) || keptDays.has(id)) return null;
    keptDays.add(id);
    return id;
  });
  const keptActivities = new Set<string>();
  const placed = days.flatMap((day) =>
    day.activities.map((activity, index) => {
      const kept = activityById.has(activity.id) && !keptActivities.has(activity.id);
      if (kept) keptActivities.add(activity.id);
      return { kept, row: activityRow(planId, day.dayNumber, index + 1, activity) };
    }),
  );
  const newDayIds = days.flatMap((day, index) => (dayIds[index] === null && day.id ? [day.id] : []));
  const takenDays = await takenIds(trx, "travel_plan_days", newDayIds);
  const takenActivities = await takenIds(
    trx,
    "travel_plan_activities",
    placed.filter((entry) => !entry.kept).map((entry) => entry.row.id),
  );

  const goneActivities = storedActivities.filter((row) => !keptActivities.has(row.id)).map((row) => row.id);
  if (goneActivities.length > 0) {
    await trx.deleteFrom("travel_plan_activities").where("plan_id", "=", planId).where("id", "in", goneActivities).execute();
  }
  const goneDays = storedDays.filter((day) => !keptDays.has(day.id)).map((day) => day.id);
  if (goneDays.length > 0) await trx.deleteFrom("travel_plan_days").where("plan_id", "=", planId).where("id", "in", goneDays).execute();

  // Day numbers are unique per plan: a day that moves goes through its negative number first, so no
  // two rows hold the same number at any point (PostgreSQL checks each row as it is written).
  const fresh: { id: string; plan_id: string; day_number: number; date: string | null }[] = [];
  let moved = false;
  for (const [index, day] of days.entries()) {
    const id = dayIds[index];
    if (id === null || id === undefined) {
      const wanted = day.id && !takenDays.has(day.id) ? day.id : randomUUID();
      fresh.push({ id: wanted, plan_id: planId, day_number: day.dayNumber, date: day.date });
      continue;
    }
    const stored = dayById.get(id);
    if (!stored) continue;
    const renumbered = Number(stored.day_number) !== day.dayNumber;
    if (!renumbered && stored.date === day.date) continue;
    moved ||= renumbered;
    await trx
      .updateTable("travel_plan_days")
      .set({ day_number: renumbered ? -day.dayNumber : day.dayNumber, date: day.date })
      .where("id", "=", id)
      .execute();
  }
  if (fresh.length > 0) await trx.insertInto("travel_plan_days").values(fresh).execute();
  if (moved) {
    await trx
      .updateTable("travel_plan_days")
      .set((eb) => ({ day_number: eb.neg(eb.ref("day_number")) }))
      .where("plan_id", "=", planId)
      .where("day_number", "<", 0)
      .execute();
  }

  const inserts: ActivityRow[] = [];
  for (const { kept, row } of placed) {
    if (!kept) {
      inserts.push(takenActivities.has(row.id) ? { ...row, id: randomUUID() } : row);
      continue;
    }
    const stored = activityById.get(row.id);
    if (stored && sameActivityRow(stored, row)) continue;
    const { id, plan_id, ...changes } = row;
    await trx.updateTable("travel_plan_activities").set(changes).where("id", "=", id).where("plan_id", "=", plan_id).execute();
  }
  if (inserts.length > 0) await trx.insertInto("travel_plan_activities").values(inserts).execute();
}
