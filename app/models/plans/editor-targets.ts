// Places in the plan editor's working copy, read from the itinerary alone (decisions 36 and 50): what
// the chapter dialog points at (an insert into a day at an index, or one chapter), the chapter numbers
// the family reads, and the chapters a mission or product may be put on. The editor's address and posts
// name them (app/forms/plan-editor.server.ts); the copy's changes are editor.server.ts's.
import { deriveChapters, type PlanActivity, type PlanDay } from "./chapters";

/** What the chapter dialog is doing: inserting into a day at an index, or editing one chapter. */
export type ChapterTarget = { kind: "insert"; dayNumber: number; index: number } | { kind: "update"; activityId: string };

/** The dialog's fields as the address or the post gives them (`chapter`: "new" or a chapter's id). */
export interface TargetFields {
  chapter: string | null;
  day: string | null;
  at: string | null;
}

/** The dialog's target in the copy; null when it names nothing in it (another tab changed the copy). */
export function chapterTarget(days: readonly PlanDay[], values: TargetFields): ChapterTarget | null {
  if (!values.chapter) return null;
  if (values.chapter === "new") {
    const dayNumber = Number(values.day);
    const day = days.find((candidate) => candidate.dayNumber === dayNumber);
    if (!day) return null;
    const at = values.at === null || values.at === "" ? day.activities.length : Number(values.at);
    if (!Number.isInteger(at) || at < 0 || at > day.activities.length) return null;
    return { kind: "insert", dayNumber, index: at };
  }
  return activityIn(days, values.chapter) ? { kind: "update", activityId: values.chapter } : null;
}

/** A chapter of the copy by its id. */
export function activityIn(days: readonly PlanDay[], id: string | null): PlanActivity | undefined {
  if (!id) return undefined;
  for (const day of days) {
    const found = day.activities.find((activity) => activity.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The chapter number across days (what the family reads) of a chapter of the copy; 0 for none. */
export function chapterNumberIn(days: readonly PlanDay[], id: string): number {
  for (const day of deriveChapters(days)) {
    const found = day.chapters.find((chapter) => chapter.id === id);
    if (found) return found.chapter;
  }
  return 0;
}

/** The number across days the dialog's chapter has, or will have once inserted. */
export function targetNumber(days: readonly PlanDay[], target: ChapterTarget): number {
  if (target.kind === "update") return chapterNumberIn(days, target.activityId);
  const before = days.filter((day) => day.dayNumber < target.dayNumber).reduce((count, day) => count + day.activities.length, 0);
  return before + target.index + 1;
}

/** A chapter a mission or product may be put on. */
export interface ItemPlace {
  id: string;
  dayNumber: number;
  title: string;
  locationName: string;
}

/**
 * The chapters a mission or product may be put on: the published ones (the foreign key's rows) that
 * the working copy still holds, so an unsaved delete does not strand a new item.
 */
export function itemPlaces(plan: { published: readonly PlanDay[]; itinerary: readonly PlanDay[] }): ItemPlace[] {
  const inCopy = new Set(plan.itinerary.flatMap((day) => day.activities.map((activity) => activity.id)));
  return plan.published.flatMap((day) =>
    day.activities
      .filter((activity) => inCopy.has(activity.id))
      .map((activity) => ({ id: activity.id, dayNumber: day.dayNumber, title: activity.title, locationName: activity.locationName })),
  );
}
