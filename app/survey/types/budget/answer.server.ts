// The trip's total budget in units of 10,000 won: at least 5, a multiple of 5, at most 1 billion won.
import { z } from "zod";
import { formText } from "~/http/request.server";
import { SURVEY_MESSAGES as M } from "~/messages/survey";
import type { SurveyAnswers } from "~/models/survey/surveys.server";
import type { AnswerType } from "../question";
import { questionShape } from "../question.server";

export const budgetQuestion = questionShape({ type: z.literal("budget") });
export type BudgetQuestion = z.infer<typeof budgetQuestion>;

export interface BudgetValues {
  budget: string;
}

export const budgetAnswer: AnswerType<BudgetQuestion, BudgetValues> = {
  question: budgetQuestion,
  schema: (question) =>
    z
      .object({
        budget: z
          .string({ error: M.budgetRequired })
          .trim()
          .regex(/^\d+$/, M.budgetNumber)
          .transform(Number)
          .refine((won) => won >= 5, M.budgetMin)
          .refine((won) => won % 5 === 0, M.budgetMultiple)
          .refine((won) => won <= 100_000, M.budgetMax),
      })
      .transform((value): SurveyAnswers => ({ [question.key]: value.budget })),
  toForm(question, answers) {
    const answer = answers[question.key];
    return { budget: typeof answer === "number" ? String(answer) : "" };
  },
  fromForm: (formData) => ({ budget: formText(formData, "budget") }),
  describe(question, answers) {
    const value = answers[question.key];
    return value === null || value === undefined ? null : `${Number(value)}만 원`;
  },
};
