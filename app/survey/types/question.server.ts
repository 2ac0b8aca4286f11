// The shape of a question as questions.json writes it, checked when the server loads the survey: every
// type's folder declares its question with `questionShape` and derives its TypeScript type from it,
// so a mistyped key, type or option fails at start instead of on a family's screen.
import { z } from "zod";
import { SURVEY_ANSWER_KEYS } from "../answer-keys";

export const surveyOptions = z
  .array(z.strictObject({ value: z.string().min(1), label: z.string().min(1), withInput: z.boolean().optional() }))
  .min(2);

/** A question of one type: what every question has (QuestionBase), plus the type's own fields. */
export function questionShape<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({
    key: z.enum(SURVEY_ANSWER_KEYS),
    part: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    required: z.boolean(),
    title: z.string().min(1),
    help: z.string().min(1).optional(),
    ...shape,
  });
}
