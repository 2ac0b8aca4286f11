// The pure rules of a travel plan's itinerary, shared by the server and the browser: the activity
// types and icons, and the chapters the editor and the family's storyboard show, derived from the
// stored activities (docs/decisions/0035-travel-plan-model.md). No database, no screen text.

/** The six activity types of the family's schedule. */
export const ACTIVITY_TYPES = ["attraction", "food", "accommodation", "transport", "activity", "experience"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The four the chapter dialog offers; a chapter of another type keeps it. */
export const CHAPTER_DIALOG_TYPES = ["activity", "food", "accommodation", "transport"] as const satisfies readonly ActivityType[];

/** The icon of each type. */
export const TYPE_ICONS: Record<ActivityType, string> = {
  attraction: "🏰",
  food: "🍽️",
  accommodation: "🏨",
  transport: "🚗",
  activity: "🎯",
  experience: "🎨",
};

/** Anything without a known type. */
export const FALLBACK_ICON = "📍";

/** The ten emoji staff may pick in the chapter dialog: the six type icons, the pin, and three more. */
export const CHAPTER_ICONS = ["🏰", "🍽️", "🏨", "🚗", "🎯", "🎨", "📍", "🏖️", "🌳", "📸"] as const;

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === "string" && (ACTIVITY_TYPES as readonly string[]).includes(value);
}

export function isChapterIcon(value: unknown): value is string {
  return typeof value === "string" && (CHAPTER_ICONS as readonly string[]).includes(value);
}

/** The icon a chapter shows: the emoji staff picked, else its type's, else the pin. */
export function chapterIcon(type: string, icon: string | null | undefined): string {
  if (icon && isChapterIcon(icon)) return icon;
  return isActivityType(type) ? TYPE_ICONS[type] : FALLBACK_ICON;
}

/** Minutes as Korean text: 120 → '2시간', 90 → '1시간 30분', 45 → '45분'; nothing for none. */
export function durationFromMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return "";
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

/** HH:MM, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One stored activity, as the model hands it out (also the shape of the editor's working copy). */
export interface PlanActivity {
  id: string;
  /** HH:MM */
  time: string;
  title: string;
  type: ActivityType;
  durationMinutes: number | null;
  /** Free text from the chapter dialog; wins over the minutes when set. */
  durationText: string | null;
  description: string;
  /** The story staff wrote in the editor. */
  notes: string | null;
  locationName: string;
  costWon: number;
  /** One of CHAPTER_ICONS, or null for the type's icon. */
  icon: string | null;
}

export interface PlanDay {
  /**
   * Kept across saves. Absent only in a working copy written before days had ids (its days are
   * known by their number then).
   */
  id?: string;
  dayNumber: number;
  /** YYYY-MM-DD, or null for a day added in the editor without a date. */
  date: string | null;
  /** In their stored order: the index + 1 is the chapter's number within the day. */
  activities: PlanActivity[];
}

/** What a chapter card shows. */
export interface Chapter {
  id: string;
  /** The number in sequence across the whole trip (the storyboard's). */
  chapter: number;
  /** The number within its day (the editor's). */
  numberInDay: number;
  dayNumber: number;
  chapterTitle: string;
  location: string;
  time: string;
  /** As text: the dialog's free text, else from the minutes; "" when unknown. */
  duration: string;
  /** The notes, else the description. */
  storyDescription: string;
  icon: string;
  type: ActivityType;
  /** The chapter has a mission: the first of them, which '미션 확인' opens; null without one. */
  missionId: string | null;
  /** The chapter has a bookable product: the first of them, which '예약하러 가기' opens; null without one. */
  productId: string | null;
}

/**
 * What belongs to which chapter: missions and products name their chapter (activity id), picked from the
 * plan's chapters by staff, so the location match holds by construction. In their order.
 */
export interface ChapterLinks {
  missions?: readonly { id: string; activityId: string }[];
  products?: readonly { id: string; activityId: string }[];
}

export const hasMission = (chapter: Pick<Chapter, "missionId">): boolean => chapter.missionId !== null;
export const hasBooking = (chapter: Pick<Chapter, "productId">): boolean => chapter.productId !== null;

/** The first entry of each chapter, by activity id. */
function firstByActivity(entries: readonly { id: string; activityId: string }[] | undefined): Map<string, string> {
  const first = new Map<string, string>();
  for (const entry of entries ?? []) if (!first.has(entry.activityId)) first.set(entry.activityId, entry.id);
  return first;
}

/** The chapter of one activity; `chapter` is its number across days. */
export function toChapter(
  activity: PlanActivity,
  dayNumber: number,
  numberInDay: number,
  chapter: number,
  links: { missionId?: string | null; productId?: string | null } = {},
): Chapter {
  return {
    id: activity.id,
    chapter,
    numberInDay,
    dayNumber,
    chapterTitle: activity.title,
    location: activity.locationName,
    time: activity.time,
    duration: activity.durationText?.trim() || durationFromMinutes(activity.durationMinutes),
    storyDescription: activity.notes?.trim() || activity.description,
    icon: chapterIcon(activity.type, activity.icon),
    type: activity.type,
    missionId: links.missionId ?? null,
    productId: links.productId ?? null,
  };
}

export interface ChapterDay {
  dayNumber: number;
  date: string | null;
  chapters: Chapter[];
}

/** Every day's chapters, days in order, numbered in sequence across days, with their mission and product. */
export function deriveChapters(days: readonly PlanDay[], links: ChapterLinks = {}): ChapterDay[] {
  const missions = firstByActivity(links.missions);
  const products = firstByActivity(links.products);
  let count = 0;
  return [...days]
    .sort((a, b) => a.dayNumber - b.dayNumber)
    .map((day) => ({
      dayNumber: day.dayNumber,
      date: day.date,
      chapters: day.activities.map((activity, index) => {
        count += 1;
        return toChapter(activity, day.dayNumber, index + 1, count, {
          missionId: missions.get(activity.id),
          productId: products.get(activity.id),
        });
      }),
    }));
}

/** The day after a YYYY-MM-DD date, or null without one. */
export function nextDate(date: string | null): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const next = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(next.getTime())) return null;
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
