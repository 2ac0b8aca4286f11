// A survey screen's post: read by its question's type (app/survey/answers.server.ts), checked by its
// schema, and the rule it breaks worded in Korean (app/messages/survey.ts). The screen's route hands
// the typed answers to the survey model.
import { parseWithZod } from "@conform-to/zod/v4";
import { formText } from "~/http/request.server";
import { surveyRuleMessage } from "~/messages/survey";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { answerSchema, formValuesFromPost } from "~/survey/answers.server";
import type { SurveyFormValues, SurveyQuestion } from "~/survey/types/index.server";
import type { AnswerContext, PostedFields } from "~/survey/types/question";

export type ParsedAnswer =
  | { ok: true; answers: SurveyAnswers }
  | { ok: false; errors: { answer: string | undefined; detail: string | undefined } };

/** Reads and checks one screen's post by its question's rules, their messages in Korean. */
export function parseSurveyAnswer(question: SurveyQuestion, formData: FormData, context: AnswerContext): ParsedAnswer {
  const submission = parseWithZod(formData, { schema: answerSchema(question, context) });
  if (submission.status === "success") return { ok: true, answers: submission.value };
  // One message per question: a field's own message (budget, morning…) before the whole answer's.
  const { detail, answer, ...fields } = submission.error ?? {};
  const first = [...Object.values(fields).flat(), ...(answer ?? [])].find(Boolean);
  const limits = {
    ranks: question.type === "ranking" ? question.ranks : undefined,
    maxLength: question.type === "text" ? question.maxLength : undefined,
  };
  const worded = (message: string | null | undefined) => (message ? surveyRuleMessage(message, limits) : undefined);
  return { ok: false, errors: { answer: worded(first), detail: worded(detail?.[0]) } };
}

/** A post's fields as the question types read them. */
export function postedFields(formData: FormData): PostedFields {
  return {
    text: (name) => formText(formData, name),
    all: (name) => formData.getAll(name).filter((value): value is string => typeof value === "string"),
  };
}

/** What a screen posted, as its form's fields, to show again beside its errors. */
export function postedFormValues(question: SurveyQuestion, formData: FormData): SurveyFormValues {
  return formValuesFromPost(question, postedFields(formData));
}
