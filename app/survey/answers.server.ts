// A question's answer through its type (types/): checked from a post, shown in a form, read by staff.
// Routes parse here and hand the typed answers to the survey model.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SurveyAnswers } from "~/models/survey/surveys.server";
import type { SurveyAnswerKey } from "./answer-keys";
import { SURVEY_PARTS, SURVEY_QUESTIONS } from "./questions.server";
import { answerTypeOf, type SurveyFormValues, type SurveyQuestion } from "./types/index.server";
import type { AnswerContext } from "./types/question";

export type ParsedAnswer =
  | { ok: true; answers: SurveyAnswers }
  | { ok: false; errors: { answer: string | undefined; detail: string | undefined } };

/** Reads and checks one screen's post by its question's rules and their Korean messages (app/messages/survey.ts). */
export function parseSurveyAnswer(question: SurveyQuestion, formData: FormData, context: AnswerContext): ParsedAnswer {
  const submission = parseWithZod(formData, { schema: answerTypeOf(question).schema(question, context) });
  if (submission.status === "success") return { ok: true, answers: submission.value };
  // One message per question: a field's own message (budget, morning…) before the whole answer's.
  const { detail, answer, ...fields } = submission.error ?? {};
  const first = [...Object.values(fields).flat(), ...(answer ?? [])].find(Boolean);
  return { ok: false, errors: { answer: first ?? undefined, detail: detail?.[0] ?? undefined } };
}

/** The form's fields for a screen: the draft's answer, else the type's default. */
export function formValuesFromAnswers(question: SurveyQuestion, answers: SurveyAnswers): SurveyFormValues {
  return answerTypeOf(question).toForm(question, answers);
}

/** What a screen posted, as its form's fields, to show again beside its errors. */
export function formValuesFromPost(question: SurveyQuestion, formData: FormData): SurveyFormValues {
  return answerTypeOf(question).fromForm(formData);
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
