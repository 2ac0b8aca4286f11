// The chapter dialog's form: title, start time, place and story required, the
// duration as optional free text, one of the ten icons (or the type's), one of the types.
import { z } from "zod";
import { cleanText, formText } from "~/http/request.server";
import { CHAPTER_DIALOG_MESSAGES as M } from "~/messages/plans";
import { isActivityType, isChapterIcon, type PlanActivity, TIME_PATTERN } from "~/models/plans/chapters";
import { type ChapterInput, PLAN_LIMITS } from "~/models/plans/rules";

/** The dialog's fields as typed. */
export interface ChapterDraft {
  chapterTitle: string;
  time: string;
  location: string;
  duration: string;
  storyDescription: string;
  /** "" for the type's icon. */
  icon: string;
  type: string;
}

/** A new chapter's fields as the dialog opens. */
export const NEW_CHAPTER_DRAFT: ChapterDraft = {
  chapterTitle: "",
  time: "10:00",
  location: "",
  duration: "",
  storyDescription: "",
  icon: "",
  type: "activity",
};

/** A chapter's fields as the dialog opens to edit it: its notes, else its description, as the story. */
export function chapterDraftOf(activity: PlanActivity): ChapterDraft {
  return {
    chapterTitle: activity.title,
    time: activity.time,
    location: activity.locationName,
    duration: activity.durationText ?? "",
    storyDescription: activity.notes?.trim() || activity.description,
    icon: activity.icon ?? "",
    type: activity.type,
  };
}

export const CHAPTER_FIELDS = ["chapterTitle", "time", "location", "duration", "storyDescription", "icon", "type"] as const;

export function readChapterDraft(form: FormData): ChapterDraft {
  const text = (name: string) => cleanText(formText(form, name));
  return {
    chapterTitle: text("chapterTitle"),
    time: text("time").trim(),
    location: text("location"),
    duration: text("duration"),
    storyDescription: text("storyDescription"),
    icon: text("icon").trim(),
    type: text("type").trim(),
  };
}

const chapterSchema = z.object({
  chapterTitle: z.string().trim().min(1, M.chapterTitleRequired).max(PLAN_LIMITS.title, M.tooLong),
  time: z.string().regex(TIME_PATTERN, M.timeRequired),
  location: z.string().trim().min(1, M.locationRequired).max(PLAN_LIMITS.short, M.tooLong),
  duration: z.string().trim().max(50, M.tooLong),
  storyDescription: z.string().trim().min(1, M.storyRequired).max(PLAN_LIMITS.text, M.tooLong),
  icon: z.string().refine((icon) => icon === "" || isChapterIcon(icon), M.check),
  type: z.string().refine(isActivityType, M.check),
});

/** The chapter, or each field's message ("" for the form's). */
export function checkChapterDraft(
  draft: ChapterDraft,
): { ok: true; chapter: ChapterInput } | { ok: false; errors: Record<string, string> } {
  const parsed = chapterSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = { "": M.check };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const value = parsed.data;
  return {
    ok: true,
    chapter: {
      chapterTitle: value.chapterTitle,
      time: value.time,
      location: value.location,
      duration: value.duration || null,
      storyDescription: value.storyDescription,
      icon: value.icon || null,
      type: isActivityType(value.type) ? value.type : "activity",
    },
  };
}
