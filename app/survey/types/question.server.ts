// The shape of a question as questions.json writes it, checked when the server loads the survey: every
// type's folder declares its question with `questionShape` and derives its TypeScript type from it,
// so a mistyped key, type or option fails at start instead of on a family's screen. The question types
// the browser's components read (QuestionBase, SurveyOption) are derived here too, as types only.
import { z } from "zod";
import type { SurveyRule } from "~/vocabulary/survey";
import { SURVEY_ANSWER_KEYS } from "../answer-keys";

const surveyOption = z.strictObject({
  value: z.string().min(1),
  label: z.string().min(1),
  /** A button with an input: picking it asks for a few words (stored as inputs.detail); shown as '… (직접 입력)'. */
  withInput: z.boolean().optional(),
});
export type SurveyOption = z.infer<typeof surveyOption>;

export const surveyOptions = z.array(surveyOption).min(2);

/** What every question has, whatever its type. */
const questionBase = z.strictObject({
  /** The answer key this screen fills (dates also fill dateUndecided). */
  key: z.enum(SURVEY_ANSWER_KEYS),
  part: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  required: z.boolean(),
  title: z.string().min(1),
  help: z.string().min(1).optional(),
});
export type QuestionBase = z.infer<typeof questionBase>;

/** A question of one type: what every question has, plus the type's own fields. */
export function questionShape<Shape extends z.ZodRawShape>(shape: Shape) {
  return questionBase.extend(shape);
}

/**
 * A schema's message: the code of the rule broken, never its words (the domain stores codes;
 * app/forms/survey.server.ts has them worded by app/messages/survey.ts where the screen shows them).
 */
export function rule(code: SurveyRule): string {
  return code;
}
