// What becomes of a deleted chapter's missions and products. Staff answer when they delete the chapter
// from the working copy (move them to another chapter, or delete them too); the answer waits beside the
// copy (travel_plans.chapter_fates) and Save applies it in its own transaction, before the chapter's
// row is deleted, since the references have no cascade
// (docs/decisions/0050-missions-and-products-in-the-editor.md).
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import type { Database } from "../../../db/schema";
import type { PlanDay } from "../plans/chapters";
import { fromJson } from "../platform/json.server";

export type ChapterFate = { kind: "move"; to: string } | { kind: "delete" };
/** By the deleted chapter's id. */
export type ChapterFates = Record<string, ChapterFate>;

export interface ChapterItems {
  missions: { id: string; title: string; completed: boolean }[];
  products: { id: string; name: string; booked: boolean }[];
}

type Executor = Kysely<Database>;

export function readFates(value: unknown): ChapterFates {
  const fates = fromJson<ChapterFates | null>(value, null);
  return fates && typeof fates === "object" ? fates : {};
}

/** Where an item on `activityId` ends: the chapter its fates lead to, or null when they delete it. */
export function destination(activityId: string, fates: ChapterFates): string | null {
  let at = activityId;
  const seen = new Set<string>();
  for (let fate = fates[at]; fate; fate = fates[at]) {
    if (fate.kind === "delete" || seen.has(at)) return null;
    seen.add(at);
    at = fate.to;
  }
  return at;
}

async function itemsOfPlan(executor: Executor, planId: string) {
  const [missions, products] = await Promise.all([
    executor
      .selectFrom("plan_missions as m")
      .leftJoin("mission_completions as c", "c.mission_id", "m.id")
      .select(["m.id", "m.title", "m.activity_id", "c.mission_id as completed"])
      .where("m.plan_id", "=", planId)
      .orderBy("m.position")
      .execute(),
    executor
      .selectFrom("plan_products as p")
      .select((eb) => [
        "p.id",
        "p.name",
        "p.activity_id",
        eb.exists(eb.selectFrom("booking_items as b").select("b.order_id").whereRef("b.product_id", "=", "p.id")).as("booked"),
      ])
      .where("p.plan_id", "=", planId)
      .orderBy("p.position")
      .execute(),
  ]);
  return {
    missions: missions.map((row) => ({ id: row.id, title: row.title, activityId: row.activity_id, completed: row.completed !== null })),
    products: products.map((row) => ({ id: row.id, name: row.name, activityId: row.activity_id, booked: Boolean(Number(row.booked)) })),
  };
}

/** The missions and products that are on a chapter once the answers given so far are applied. */
export async function itemsOnChapter(executor: Executor, planId: string, activityId: string, fates: ChapterFates): Promise<ChapterItems> {
  const items = await itemsOfPlan(executor, planId);
  const here = (item: { activityId: string }) => destination(item.activityId, fates) === activityId;
  return {
    missions: items.missions.filter(here).map(({ id, title, completed }) => ({ id, title, completed })),
    products: items.products.filter(here).map(({ id, name, booked }) => ({ id, name, booked })),
  };
}

/** The published chapters of the plan that the working copy still holds: where items may move to. */
export async function survivingChapters(executor: Executor, planId: string, copy: PlanDay[]): Promise<Set<string>> {
  const inCopy = new Set(copy.flatMap((day) => day.activities.map((activity) => activity.id)));
  const rows = await executor.selectFrom("travel_plan_activities").select("id").where("plan_id", "=", planId).execute();
  return new Set(rows.map((row) => row.id).filter((id) => inCopy.has(id)));
}

/** Whether `fate` may be the answer for these items: a move to a surviving chapter, or a delete of items nobody completed or booked. */
export function fateFits(fate: ChapterFate, items: ChapterItems, deleting: string, surviving: Set<string>): boolean {
  if (fate.kind === "move") return fate.to !== deleting && surviving.has(fate.to);
  return !items.missions.some((mission) => mission.completed) && !items.products.some((product) => product.booked);
}

export interface FatePlan {
  moves: { table: "plan_missions" | "plan_products"; id: string; to: string }[];
  deletes: { table: "plan_missions" | "plan_products"; id: string }[];
}

/**
 * What Save must do before the copy's chapters replace the published ones: every item whose chapter
 * the copy no longer holds is moved or deleted as its fates say. Null when an item would be left on
 * a deleted chapter, or a completed mission or booked product would be deleted (Save then refuses).
 */
export async function planFates(trx: Executor, planId: string, days: PlanDay[], fates: ChapterFates): Promise<FatePlan | null> {
  const kept = new Set(days.flatMap((day) => day.activities.map((activity) => activity.id)));
  const items = await itemsOfPlan(trx, planId);
  const plan: FatePlan = { moves: [], deletes: [] };
  const entries = [
    ...items.missions.map((item) => ({ table: "plan_missions" as const, id: item.id, activityId: item.activityId, kept: item.completed })),
    ...items.products.map((item) => ({ table: "plan_products" as const, id: item.id, activityId: item.activityId, kept: item.booked })),
  ];
  for (const item of entries) {
    if (kept.has(item.activityId)) continue;
    const to = destination(item.activityId, fates);
    if (to === null) {
      if (item.kept) return null;
      plan.deletes.push({ table: item.table, id: item.id });
    } else if (kept.has(to)) {
      plan.moves.push({ table: item.table, id: item.id, to });
    } else {
      return null;
    }
  }
  return plan;
}

/** Applies a fate plan in Save's transaction, before syncItinerary deletes the chapters. */
export async function applyFates(trx: Executor, planId: string, plan: FatePlan, now: Date): Promise<void> {
  for (const move of plan.moves) {
    await trx
      .updateTable(move.table)
      .set({ activity_id: move.to, updated_at: now.toISOString() })
      .where("id", "=", move.id)
      .where("plan_id", "=", planId)
      .execute();
  }
  for (const gone of plan.deletes) {
    await trx.deleteFrom(gone.table).where("id", "=", gone.id).where("plan_id", "=", planId).execute();
  }
}

async function fatesOf(executor: Executor, planId: string): Promise<ChapterFates> {
  const row = await executor.selectFrom("travel_plans").select("chapter_fates").where("id", "=", planId).executeTakeFirst();
  return readFates(row?.chapter_fates ?? null);
}

/** What deleting this chapter would ask about: its missions and products after the answers so far. */
export async function readChapterItems(planId: string, activityId: string, executor: Executor = db()): Promise<ChapterItems> {
  return itemsOnChapter(executor, planId, activityId, await fatesOf(executor, planId));
}

/** The chapters that hold a mission or product once the answers so far are applied (their delete asks first). */
export async function chaptersWithItems(planId: string, executor: Executor = db()): Promise<string[]> {
  const [fates, items] = await Promise.all([fatesOf(executor, planId), itemsOfPlan(executor, planId)]);
  const ids = [...items.missions, ...items.products].map((item) => destination(item.activityId, fates));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
