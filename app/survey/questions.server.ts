// The travel survey 'The 60% Blueprint': 25 questions in five parts, one per screen. Its words live in
// questions.json (content the team edits without touching code); each question is checked against its
// type's shape (types/<type>/answer.server.ts) when the server loads this module, so a wrong key,
// type or option stops the start instead of reaching a family.
import { z } from "zod";
import survey from "./questions.json";
import { ANSWER_TYPES, type SurveyQuestion } from "./types/index.server";
import type { QuestionBase } from "./types/question";

/** Every question of the survey; its `type` names the folder under types/ that asks, checks and reads it. */
export type { SurveyQuestion } from "./types/index.server";

const questionOfAnyType = z.union(Object.values(ANSWER_TYPES).map((type) => type.question) as [z.ZodType<SurveyQuestion>]);

const surveySchema = z.strictObject({
  parts: z.strictObject({ 1: z.string().min(1), 2: z.string().min(1), 3: z.string().min(1), 4: z.string().min(1), 5: z.string().min(1) }),
  questions: z.array(questionOfAnyType).min(1),
});

const parsed = surveySchema.parse(survey);

export const SURVEY_PARTS: Record<QuestionBase["part"], string> = parsed.parts;

export const SURVEY_QUESTIONS: SurveyQuestion[] = parsed.questions;

export const SURVEY_TOTAL = SURVEY_QUESTIONS.length;

/** Question `step` (1-based), or undefined when out of range. */
export function surveyQuestion(step: number): SurveyQuestion | undefined {
  return Number.isInteger(step) ? SURVEY_QUESTIONS[step - 1] : undefined;
}
