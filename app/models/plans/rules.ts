// Plan rules and input shapes: what a plan and a chapter must keep whatever a form says (pure).
import { type ActivityType, isActivityType, isChapterIcon, TIME_PATTERN } from "./chapters";

export type { PlanStatus } from "~/vocabulary/statuses";

/** Limits the server keeps whatever the form says. */
export const PLAN_LIMITS = {
  title: 100,
  text: 2000,
  short: 200,
  days: 30,
  activitiesPerDay: 30,
  accommodations: 30,
  /** A day of minutes at most for one activity. */
  minutes: 24 * 60,
  won: 1_000_000_000,
} as const;

export interface NewActivity {
  time: string;
  title: string;
  type?: ActivityType;
  durationMinutes: number;
  description: string;
  locationName: string;
  costWon: number;
}

export interface NewDay {
  /** YYYY-MM-DD */
  date: string;
  activities: NewActivity[];
}

export interface Accommodation {
  name: string;
  checkIn: string | null;
  checkOut: string | null;
  address: string;
  costWon: number;
}

export interface NewPlan {
  orderId: string;
  staffId: string;
  title: string;
  days: NewDay[];
  accommodations: Accommodation[];
  totalBudget: number;
  notes: string | null;
}

function isWon(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= PLAN_LIMITS.won;
}

function isDate(value: string | null): boolean {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The rules the form also checks, kept here so no caller can store a plan that breaks them. */
export function planBreaksRules(plan: Omit<NewPlan, "orderId" | "staffId">): boolean {
  if (!plan.title.trim() || plan.title.trim().length > PLAN_LIMITS.title) return true;
  if (plan.days.length < 1 || plan.days.length > PLAN_LIMITS.days) return true;
  if (!isWon(plan.totalBudget) || plan.accommodations.length > PLAN_LIMITS.accommodations) return true;
  for (const day of plan.days) {
    if (!isDate(day.date) || day.activities.length < 1 || day.activities.length > PLAN_LIMITS.activitiesPerDay) return true;
    for (const activity of day.activities) {
      if (!TIME_PATTERN.test(activity.time) || !activity.title.trim()) return true;
      if (!Number.isInteger(activity.durationMinutes) || activity.durationMinutes < 0 || activity.durationMinutes > PLAN_LIMITS.minutes)
        return true;
      if (!isWon(activity.costWon) || (activity.type !== undefined && !isActivityType(activity.type))) return true;
    }
  }
  return plan.accommodations.some((stay) => !stay.name.trim() || !isWon(stay.costWon));
}

/** A chapter as the editor's dialog writes it. */
export interface ChapterInput {
  chapterTitle: string;
  /** HH:MM */
  time: string;
  location: string;
  /** Free text, optional. */
  duration: string | null;
  storyDescription: string;
  /** One of CHAPTER_ICONS, or null for the type's icon. */
  icon: string | null;
  type: ActivityType;
}

export function chapterBreaksRules(chapter: ChapterInput): boolean {
  return (
    !chapter.chapterTitle.trim() ||
    chapter.chapterTitle.trim().length > PLAN_LIMITS.title ||
    !TIME_PATTERN.test(chapter.time) ||
    !chapter.location.trim() ||
    chapter.location.trim().length > PLAN_LIMITS.short ||
    !chapter.storyDescription.trim() ||
    chapter.storyDescription.trim().length > PLAN_LIMITS.text ||
    (chapter.duration?.trim().length ?? 0) > 50 ||
    (chapter.icon !== null && !isChapterIcon(chapter.icon)) ||
    !isActivityType(chapter.type)
  );
}
