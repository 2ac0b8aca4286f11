// A few sentences in the family's own words; skipping it saves null.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { AnswerType } from "../question";
import { questionShape, rule } from "../question.server";

export const textQuestion = questionShape({
  type: z.literal("text"),
  placeholder: z.string().min(1),
  maxLength: z.number().int().positive(),
});
export type TextQuestion = z.infer<typeof textQuestion>;

export interface TextValues {
  answer: string;
}

export const textAnswer: AnswerType<TextQuestion, TextValues> = {
  question: textQuestion,
  schema: (question) =>
    z
      .object({ answer: z.string().trim().max(question.maxLength, rule("textTooLong")).optional() })
      .transform((value): SurveyAnswers => ({ [question.key]: value.answer || null })),
  toForm(question, answers) {
    const answer = answers[question.key];
    return { answer: typeof answer === "string" ? answer : "" };
  },
  fromForm: (posted) => ({ answer: posted.text("answer") }),
  describe(question, answers) {
    const value = answers[question.key];
    return value === null || value === undefined ? null : String(value);
  },
};
