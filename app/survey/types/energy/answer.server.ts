// The day's energy split over morning, afternoon and evening: three percentages that add up to 100.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { AnswerType } from "../question";
import { questionShape, rule } from "../question.server";

export const energyQuestion = questionShape({ type: z.literal("energy") });
export type EnergyQuestion = z.infer<typeof energyQuestion>;

/** Morning, afternoon and evening as posted. */
export interface EnergyValues {
  energy: string[];
}

/** The split a screen starts from before the member moves anything. */
export const DEFAULT_DAILY_ENERGY: [number, number, number] = [30, 50, 20];

const PARTS = ["morning", "afternoon", "evening"] as const;

export const energyAnswer: AnswerType<EnergyQuestion, EnergyValues> = {
  question: energyQuestion,
  schema(question) {
    const share = z
      .string({ error: rule("energyRange") })
      .trim()
      .regex(/^\d{1,3}$/, rule("energyRange"))
      .transform(Number)
      .refine((percent) => percent <= 100, rule("energyRange"));
    return z
      .object({ morning: share, afternoon: share, evening: share })
      .superRefine((value, ctx) => {
        if (value.morning + value.afternoon + value.evening !== 100)
          ctx.addIssue({ code: "custom", path: ["answer"], message: rule("energySum") });
      })
      .transform((value): SurveyAnswers => ({ [question.key]: [value.morning, value.afternoon, value.evening] }));
  },
  toForm(question, answers) {
    const answer = answers[question.key] ?? DEFAULT_DAILY_ENERGY;
    return { energy: Array.isArray(answer) ? answer.map(String) : [] };
  },
  fromForm: (posted) => ({ energy: PARTS.map((part) => posted.text(part)) }),
  describe(question, answers) {
    const value = answers[question.key];
    if (!Array.isArray(value)) return null;
    const [morning, afternoon, evening] = value;
    return `아침 ${morning}% · 오후 ${afternoon}% · 저녁 ${evening}%`;
  },
};
