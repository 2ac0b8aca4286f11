// The travel-plan creation form: its fields as a draft of texts, the add and remove
// buttons (`intent`) that change the draft and show the form again, and the checks that turn a draft
// into a plan. Works without JavaScript: every round trip keeps what was typed.
import { z } from "zod";
import { cleanText, formText } from "~/http/request.server";
import { PLAN_FORM_MESSAGES as M } from "~/messages/plans";
import { TIME_PATTERN } from "~/models/plans/chapters";
import { type NewPlan, PLAN_LIMITS } from "~/models/plans/rules";

export interface ActivityDraft {
  time: string;
  title: string;
  description: string;
  location: string;
  duration: string;
  cost: string;
}

export interface DayDraft {
  date: string;
  activities: ActivityDraft[];
}

export interface StayDraft {
  name: string;
  checkIn: string;
  checkOut: string;
  address: string;
  cost: string;
}

export interface PlanDraft {
  title: string;
  totalBudget: string;
  notes: string;
  days: DayDraft[];
  stays: StayDraft[];
}

/** A new activity's defaults: 10:00, 120 minutes, 0 won. */
export const NEW_ACTIVITY: ActivityDraft = { time: "10:00", title: "", description: "", location: "", duration: "120", cost: "0" };
const NEW_STAY: StayDraft = { name: "", checkIn: "", checkOut: "", address: "", cost: "0" };

export function emptyDraft(title = ""): PlanDraft {
  return { title, totalBudget: "0", notes: "", days: [{ date: "", activities: [{ ...NEW_ACTIVITY }] }], stays: [] };
}

/** Field names, as the form writes them. */
export const planField = {
  date: (d: number) => `days[${d}].date`,
  activity: (d: number, a: number, key: keyof ActivityDraft) => `days[${d}].activities[${a}].${key}`,
  stay: (s: number, key: keyof StayDraft) => `stays[${s}].${key}`,
};

const text = (form: FormData, name: string) => cleanText(formText(form, name));

/** Reads the draft the form sent, at most the limits' numbers of days, activities and stays. */
export function readPlanDraft(form: FormData): PlanDraft {
  const count = (pattern: RegExp, limit: number) => {
    let highest = -1;
    for (const key of form.keys()) {
      const match = pattern.exec(key);
      if (match) highest = Math.max(highest, Number(match[1]));
    }
    return Math.min(highest + 1, limit);
  };
  const dayCount = count(/^days\[(\d{1,3})\]\./, PLAN_LIMITS.days);
  const days: DayDraft[] = [];
  for (let d = 0; d < dayCount; d++) {
    const activityCount = count(new RegExp(`^days\\[${d}\\]\\.activities\\[(\\d{1,3})\\]\\.`), PLAN_LIMITS.activitiesPerDay);
    const activities: ActivityDraft[] = [];
    for (let a = 0; a < activityCount; a++) {
      activities.push({
        time: text(form, planField.activity(d, a, "time")).trim(),
        title: text(form, planField.activity(d, a, "title")),
        description: text(form, planField.activity(d, a, "description")),
        location: text(form, planField.activity(d, a, "location")),
        duration: text(form, planField.activity(d, a, "duration")).trim(),
        cost: text(form, planField.activity(d, a, "cost")).trim(),
      });
    }
    days.push({ date: text(form, planField.date(d)).trim(), activities });
  }
  const stayCount = count(/^stays\[(\d{1,3})\]\./, PLAN_LIMITS.accommodations);
  const stays: StayDraft[] = [];
  for (let s = 0; s < stayCount; s++) {
    stays.push({
      name: text(form, planField.stay(s, "name")),
      checkIn: text(form, planField.stay(s, "checkIn")).trim(),
      checkOut: text(form, planField.stay(s, "checkOut")).trim(),
      address: text(form, planField.stay(s, "address")),
      cost: text(form, planField.stay(s, "cost")).trim(),
    });
  }
  return { title: text(form, "title"), totalBudget: text(form, "totalBudget").trim(), notes: text(form, "notes"), days, stays };
}

/** The add and remove buttons: `intent` names the change, e.g. `remove-activity/0/1`. */
export function applyDraftIntent(draft: PlanDraft, intent: string): PlanDraft | null {
  const [kind, first, second] = intent.split("/");
  const d = Number(first);
  const a = Number(second);
  const days = draft.days.map((day) => ({ ...day, activities: [...day.activities] }));
  const stays = [...draft.stays];
  switch (kind) {
    case "add-day":
      if (days.length >= PLAN_LIMITS.days) return draft;
      days.push({ date: "", activities: [{ ...NEW_ACTIVITY }] });
      break;
    case "remove-day":
      // At least one day stays.
      if (days.length > 1 && days[d]) days.splice(d, 1);
      break;
    case "add-activity":
      if (days[d] && days[d].activities.length < PLAN_LIMITS.activitiesPerDay) days[d].activities.push({ ...NEW_ACTIVITY });
      break;
    case "remove-activity":
      // At least one activity per day stays.
      if (days[d] && days[d].activities.length > 1 && days[d].activities[a]) days[d].activities.splice(a, 1);
      break;
    case "add-stay":
      if (stays.length < PLAN_LIMITS.accommodations) stays.push({ ...NEW_STAY });
      break;
    case "remove-stay":
      if (stays[d]) stays.splice(d, 1);
      break;
    default:
      return null;
  }
  // A form that lost every day (a forged post) gets one back.
  if (days.length === 0) days.push({ date: "", activities: [{ ...NEW_ACTIVITY }] });
  return { ...draft, days, stays };
}

const won = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(PLAN_LIMITS.won));
const minutes = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(PLAN_LIMITS.minutes));
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

export type DraftErrors = Record<string, string>;

/** The dialog's answer to every add, remove or refused save: the draft and its messages. */
export interface PlanFormData {
  draft: PlanDraft;
  errors: DraftErrors;
  /** Changes on every answer, so the form is drawn afresh from the draft (indexes move on removal). */
  round: string;
}

/** The plan a draft makes, or the message of each field that breaks a rule ("" for the form). */
export function checkPlanDraft(
  draft: PlanDraft,
): { ok: true; plan: Omit<NewPlan, "orderId" | "staffId"> } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = M.titleRequired;
  else if (title.length > PLAN_LIMITS.title) errors.title = M.tooLong;
  const budget = won.safeParse(draft.totalBudget || "0");
  if (!budget.success) errors.totalBudget = M.wonInvalid;
  if (draft.notes.length > PLAN_LIMITS.text) errors.notes = M.tooLong;

  let missingDate = false;
  const days = draft.days.map((day, d) => {
    const date = isoDate.safeParse(day.date);
    if (!date.success) {
      missingDate = true;
      errors[planField.date(d)] = M.datesRequired;
    }
    return {
      date: day.date,
      activities: day.activities.map((activity, a) => {
        const name = (key: keyof ActivityDraft) => planField.activity(d, a, key);
        if (!activity.title.trim()) errors[name("title")] = M.activityTitleRequired;
        else if (activity.title.trim().length > PLAN_LIMITS.title) errors[name("title")] = M.tooLong;
        if (!TIME_PATTERN.test(activity.time)) errors[name("time")] = M.timeInvalid;
        const duration = minutes.safeParse(activity.duration);
        if (!duration.success) errors[name("duration")] = M.minutesInvalid;
        const cost = won.safeParse(activity.cost || "0");
        if (!cost.success) errors[name("cost")] = M.wonInvalid;
        if (activity.description.length > PLAN_LIMITS.text) errors[name("description")] = M.tooLong;
        if (activity.location.length > PLAN_LIMITS.short) errors[name("location")] = M.tooLong;
        return {
          time: activity.time,
          title: activity.title,
          durationMinutes: duration.success ? duration.data : 0,
          description: activity.description,
          locationName: activity.location,
          costWon: cost.success ? cost.data : 0,
        };
      }),
    };
  });
  const accommodations = draft.stays.map((stay, s) => {
    const name = (key: keyof StayDraft) => planField.stay(s, key);
    if (!stay.name.trim()) errors[name("name")] = M.stayNameRequired;
    else if (stay.name.trim().length > PLAN_LIMITS.short) errors[name("name")] = M.tooLong;
    if (stay.address.length > PLAN_LIMITS.short) errors[name("address")] = M.tooLong;
    for (const key of ["checkIn", "checkOut"] as const) {
      if (stay[key] && !isoDate.safeParse(stay[key]).success) errors[name(key)] = M.check;
    }
    const cost = won.safeParse(stay.cost || "0");
    if (!cost.success) errors[name("cost")] = M.wonInvalid;
    return {
      name: stay.name,
      checkIn: stay.checkIn || null,
      checkOut: stay.checkOut || null,
      address: stay.address,
      costWon: cost.success ? cost.data : 0,
    };
  });
  // The spec's two messages lead: a missing title, then a missing date; anything else asks to check.
  if (Object.keys(errors).length > 0) {
    errors[""] = errors.title ?? (missingDate ? M.datesRequired : M.check);
    return { ok: false, errors };
  }
  return {
    ok: true,
    plan: { title, days, accommodations, totalBudget: budget.success ? budget.data : 0, notes: draft.notes.trim() || null },
  };
}
