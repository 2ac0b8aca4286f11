// A question's answer through its type (types/): shown in a form, counted as answered, read by staff.
// A screen's post is checked by app/forms/survey.server.ts, which hands the typed answers to the survey model.
import type { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { SurveyAnswerKey } from "./answer-keys";
import { SURVEY_PARTS, SURVEY_QUESTIONS } from "./questions.server";
import { answerTypeOf, type SurveyFormValues, type SurveyQuestion } from "./types/index.server";
import type { AnswerContext, PostedFields } from "./types/question";

/**
 * Each question's schema, built at its first post: a zod schema costs more to build than to run, and
 * conform prepares its coercion once per schema object. A type whose check reads the context builds
 * its schema for each post (tests/unit/survey-types.test.ts holds the others to taking none). Its
 * messages are rule codes (app/vocabulary/survey.ts).
 */
const schemas = new WeakMap<SurveyQuestion, z.ZodType<SurveyAnswers>>();

export function answerSchema(question: SurveyQuestion, context: AnswerContext): z.ZodType<SurveyAnswers> {
  const type = answerTypeOf(question);
  if (type.readsContext) return type.schema(question, context);
  let schema = schemas.get(question);
  if (!schema) {
    schema = type.schema(question, context);
    schemas.set(question, schema);
  }
  return schema;
}

/** The form's fields for a screen: the draft's answer, else the type's default. */
export function formValuesFromAnswers(question: SurveyQuestion, answers: SurveyAnswers): SurveyFormValues {
  return answerTypeOf(question).toForm(question, answers);
}

/** What a screen posted (its fields' text), as its form's fields, to show again beside its errors. */
export function formValuesFromPost(question: SurveyQuestion, posted: PostedFields): SurveyFormValues {
  return answerTypeOf(question).fromForm(posted);
}

/** The answer keys a question's screen fills. */
export function questionKeys(question: SurveyQuestion): SurveyAnswerKey[] {
  return answerTypeOf(question).keys?.(question) ?? [question.key];
}

/** Whether the draft holds an answer to this question (a skipped optional one is null). */
export function isAnswered(question: SurveyQuestion, answers: SurveyAnswers): boolean {
  const answered = answerTypeOf(question).answered;
  if (answered) return answered(question, answers);
  const value = answers[question.key];
  return value !== undefined && value !== null;
}

/** One answer as a Korean sentence fragment for staff. */
export function describeAnswer(question: SurveyQuestion, answers: SurveyAnswers): string {
  return answerTypeOf(question).describe(question, answers) ?? "응답 없음";
}

/** The back office's reading (sections of question and answer). */
export function describeSurvey(answers: SurveyAnswers): { section: string; questions: { question: string; answer: string }[] }[] {
  return ([1, 2, 3, 4, 5] as const).map((part) => ({
    section: `Part ${part}. ${SURVEY_PARTS[part]}`,
    questions: SURVEY_QUESTIONS.filter((question) => question.part === part).map((question) => ({
      question: question.title,
      answer: describeAnswer(question, answers),
    })),
  }));
}
