// The editor's mission and product dialogs: zod schemas with the staff's Korean messages, read with
// conform (parseWithZod), so every field's message comes back beside it without JavaScript. The model
// checks the same limits (app/models/missions/rules.ts) and the chapter and image against the plan.
import { z } from "zod";
import { CATALOGUE_MESSAGES as M } from "~/messages/missions";
import { MISSION_LIMITS, PRODUCT_LIMITS } from "~/models/missions/rules";

const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** Empty is none (conform reads an empty field as undefined). */
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** An id the page offered (checked against the plan by the model). */
const chosen = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const missionSchema = z.object({
  activityId: chosen(M.chapterRequired),
  title: text(MISSION_LIMITS.title, M.titleRequired, M.titleTooLong),
  description: text(MISSION_LIMITS.description, M.descriptionRequired, M.descriptionTooLong),
  points: wholeNumber(M.pointsInvalid, MISSION_LIMITS.minPoints, MISSION_LIMITS.maxPoints),
  hint: optionalText(MISSION_LIMITS.hint, M.hintTooLong),
  imageUploadId: z.string().trim().max(100).optional(),
});

export const productSchema = z.object({
  activityId: chosen(M.chapterRequired),
  name: text(PRODUCT_LIMITS.name, M.nameRequired, M.nameTooLong),
  category: text(PRODUCT_LIMITS.category, M.categoryRequired, M.categoryTooLong),
  price: wholeNumber(M.priceInvalid, 0, PRODUCT_LIMITS.maxPrice),
  description: optionalText(PRODUCT_LIMITS.description, M.productDescriptionTooLong),
  imageUploadId: z.string().trim().max(100).optional(),
});

/** The chapter-deletion question's answer. */
export const chapterFateSchema = z.discriminatedUnion("fate", [
  z.object({ fate: z.literal("move"), fateTarget: chosen(M.fateRequired) }),
  z.object({ fate: z.literal("delete") }),
]);
