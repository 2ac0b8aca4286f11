// The trip's total budget in units of 10,000 won: at least 5, a multiple of 5, at most 1 billion won.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { AnswerType } from "../question";
import { questionShape, rule } from "../question.server";

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
          .string({ error: rule("budgetRequired") })
          .trim()
          .regex(/^\d+$/, rule("budgetNumber"))
          .transform(Number)
          .refine((won) => won >= 5, rule("budgetMin"))
          .refine((won) => won % 5 === 0, rule("budgetMultiple"))
          .refine((won) => won <= 100_000, rule("budgetMax")),
      })
      .transform((value): SurveyAnswers => ({ [question.key]: value.budget })),
  toForm(question, answers) {
    const answer = answers[question.key];
    return { budget: typeof answer === "number" ? String(answer) : "" };
  },
  fromForm: (posted) => ({ budget: posted.text("budget") }),
  describe(question, answers) {
    const value = answers[question.key];
    return value === null || value === undefined ? null : `${Number(value)}만 원`;
  },
};
