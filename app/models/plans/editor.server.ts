// The editor's working copy: guarded changes one at a time, and Save, which publishes it (decision 0036).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import type { Database } from "../../../db/schema";
import {
  applyFates,
  type ChapterFate,
  fateFits,
  itemsOnChapter,
  planFates,
  readFates,
  survivingChapters,
} from "../missions/chapter-fates.server";
import { fromJson, toJson } from "../platform/json.server";
import { nextDate, type PlanActivity, type PlanDay } from "./chapters";
import { readItinerary, syncItinerary } from "./itinerary.server";
import { type ChapterInput, chapterBreaksRules, PLAN_LIMITS } from "./rules";

export type EditChange =
  /** `index` is 0-based; past the end appends. */
  | { kind: "insert"; dayNumber: number; index: number; chapter: ChapterInput }
  | { kind: "update"; activityId: string; chapter: ChapterInput }
  /** `fate`: what becomes of the chapter's missions and products (required when it has any). */
  | { kind: "delete"; activityId: string; fate?: ChapterFate }
  | { kind: "add-day" }
  | { kind: "discard" };

export type EditResult =
  | { ok: true; activityId?: string }
  /** fate: the deleted chapter has missions or products and no (fitting) answer for them. */
  | { ok: false; reason: "missing" | "invalid" | "conflict" | "fate" };

function applyChapter(base: PlanActivity, chapter: ChapterInput): PlanActivity {
  const story = chapter.storyDescription.trim();
  return {
    ...base,
    title: chapter.chapterTitle.trim(),
    time: chapter.time,
    locationName: chapter.location.trim(),
    durationText: chapter.duration?.trim() || null,
    // The dialog shows notes-else-description as the story: an unchanged description stays one.
    notes: !base.notes && story === base.description ? null : story,
    icon: chapter.icon,
    type: chapter.type,
  };
}

/** The working copy after one change, or null when the change does not apply to it. */
export function changedItinerary(days: PlanDay[], change: EditChange): { days: PlanDay[]; activityId?: string } | null {
  const copy: PlanDay[] = days.map((day) => ({ ...day, activities: [...day.activities] }));
  switch (change.kind) {
    case "insert": {
      if (chapterBreaksRules(change.chapter)) return null;
      const day = copy.find((candidate) => candidate.dayNumber === change.dayNumber);
      if (!day || day.activities.length >= PLAN_LIMITS.activitiesPerDay || !Number.isInteger(change.index) || change.index < 0) return null;
      const blank: PlanActivity = {
        id: randomUUID(),
        time: change.chapter.time,
        title: "",
        type: change.chapter.type,
        durationMinutes: null,
        durationText: null,
        description: "",
        notes: null,
        locationName: "",
        costWon: 0,
        icon: null,
      };
      const activity = applyChapter(blank, change.chapter);
      day.activities.splice(Math.min(change.index, day.activities.length), 0, activity);
      return { days: copy, activityId: activity.id };
    }
    case "update": {
      if (chapterBreaksRules(change.chapter)) return null;
      for (const day of copy) {
        const at = day.activities.findIndex((activity) => activity.id === change.activityId);
        const found = day.activities[at];
        if (found) {
          day.activities[at] = applyChapter(found, change.chapter);
          return { days: copy, activityId: change.activityId };
        }
      }
      return null;
    }
    case "delete": {
      for (const day of copy) {
        const at = day.activities.findIndex((activity) => activity.id === change.activityId);
        if (at >= 0) {
          day.activities.splice(at, 1);
          return { days: copy };
        }
      }
      return null;
    }
    case "add-day": {
      if (copy.length >= PLAN_LIMITS.days) return null;
      const last = copy.at(-1);
      copy.push({ id: randomUUID(), dayNumber: (last?.dayNumber ?? 0) + 1, date: nextDate(last?.date ?? null), activities: [] });
      return { days: copy };
    }
    case "discard":
      return null;
  }
}

type Executor = Kysely<Database>;

/** The plan's working copy (null: none, the published itinerary stands), its deleted chapters' fates and its revision. */
async function readWorkingCopy(trx: Executor, planId: string) {
  const row = await trx
    .selectFrom("travel_plans")
    .select(["working_copy", "chapter_fates", "revision"])
    .where("id", "=", planId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    days: row.working_copy === null ? null : fromJson<PlanDay[] | null>(row.working_copy, null),
    fates: readFates(row.chapter_fates),
    revision: row.revision,
  };
}

/** The copy's next state, written only over the revision it was read at (the row count decides). */
async function writeWorkingCopy(
  trx: Executor,
  planId: string,
  read: { revision: number },
  next: { days: PlanDay[] | null; fates: Record<string, ChapterFate> },
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("travel_plans")
    .set({
      working_copy: next.days === null ? null : toJson(next.days),
      chapter_fates: Object.keys(next.fates).length > 0 ? toJson(next.fates) : null,
      revision: Number(read.revision) + 1,
      updated_at: now.toISOString(),
    })
    .where("id", "=", planId)
    .where("revision", "=", read.revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Applies one editor change to the plan's working copy (made from the published itinerary on the
 * first change). The revision read decides: a change that lost a race to another is refused.
 * Positions are the order in the copy, so an insert renumbers the day in the same write.
 */
export async function editWorkingCopy(planId: string, change: EditChange, now = new Date()): Promise<EditResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<EditResult> => {
      const copy = await readWorkingCopy(trx, planId);
      if (!copy) return { ok: false, reason: "missing" };
      let next: PlanDay[] | null;
      let activityId: string | undefined;
      let fates = copy.fates;
      if (change.kind === "discard") {
        next = null;
        fates = {};
      } else {
        const changed = changedItinerary(copy.days ?? (await readItinerary(planId, trx)), change);
        if (!changed) return { ok: false, reason: "invalid" };
        next = changed.days;
        activityId = changed.activityId;
        if (change.kind === "delete") {
          // A chapter with missions or products goes only with an answer for them (kept until Save).
          const items = await itemsOnChapter(trx, planId, change.activityId, fates);
          if (items.missions.length > 0 || items.products.length > 0) {
            const surviving = await survivingChapters(trx, planId, next);
            if (!change.fate || !fateFits(change.fate, items, change.activityId, surviving)) return { ok: false, reason: "fate" };
            fates = { ...fates, [change.activityId]: change.fate };
          }
        }
      }
      if (!(await writeWorkingCopy(trx, planId, copy, { days: next, fates }, now))) return { ok: false, reason: "conflict" };
      return { ok: true, activityId };
    });
}

export type PublishResult =
  | { ok: true; published: boolean }
  /** orphans: a mission or product would be left on a deleted chapter (or a completed or booked one deleted). */
  | { ok: false; reason: "missing" | "invalid" | "conflict" | "orphans" };

/**
 * Save: the working copy becomes the published itinerary the family reads (its rows brought to the
 * copy in place, in one transaction, so chapters and days keep their ids) and is cleared. Nothing
 * pending: nothing to do. A day left without chapters is dropped and the later days move up.
 */
export async function publishWorkingCopy(planId: string, now = new Date()): Promise<PublishResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<PublishResult> => {
      const copy = await readWorkingCopy(trx, planId);
      if (!copy) return { ok: false, reason: "missing" };
      if (copy.days === null) return { ok: true, published: false };
      const days = copy.days.filter((day) => day.activities.length > 0).map((day, index) => ({ ...day, dayNumber: index + 1 }));
      if (days.length === 0) return { ok: false, reason: "invalid" };
      // The deleted chapters' missions and products go where staff said, before the chapters' rows do.
      const fates = await planFates(trx, planId, days, copy.fates);
      if (!fates) return { ok: false, reason: "orphans" };
      if (!(await writeWorkingCopy(trx, planId, copy, { days: null, fates: {} }, now))) return { ok: false, reason: "conflict" };
      await applyFates(trx, planId, fates, now);
      await syncItinerary(trx, planId, days);
      return { ok: true, published: true };
    });
}
