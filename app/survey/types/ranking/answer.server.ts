// The 1st..Nth choices among options, each a different one.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { optionLabel, optionValues } from "../options.server";
import type { AnswerType } from "../question";
import { questionShape, rule, surveyOptions } from "../question.server";

export const rankingQuestion = questionShape({
  type: z.literal("ranking"),
  options: surveyOptions,
  ranks: z.union([z.literal(2), z.literal(3)]),
});
export type RankingQuestion = z.infer<typeof rankingQuestion>;

/** rank1..rankN as posted (the widget and the no-JavaScript selects send the same fields). */
export interface RankingValues {
  ranks: string[];
}

const MAX_RANKS = 3;

export const rankingAnswer: AnswerType<RankingQuestion, RankingValues> = {
  question: rankingQuestion,
  schema(question) {
    const allowed = optionValues(question.options);
    const fields = Array.from({ length: question.ranks }, (_, index) => `rank${index + 1}`);
    return z
      .record(z.string(), z.unknown())
      .transform((value) => fields.map((field) => (typeof value[field] === "string" ? (value[field] as string) : "")))
      .superRefine((ranked, ctx) => {
        const distinct = new Set(ranked.filter((item) => allowed.has(item)));
        if (distinct.size !== question.ranks) ctx.addIssue({ code: "custom", path: ["answer"], message: rule("ranking") });
      })
      .transform((ranked): SurveyAnswers => ({ [question.key]: ranked }));
  },
  toForm(question, answers) {
    const answer = answers[question.key];
    return { ranks: Array.isArray(answer) ? answer.map(String) : [] };
  },
  fromForm: (posted) => ({ ranks: Array.from({ length: MAX_RANKS }, (_, index) => posted.text(`rank${index + 1}`)) }),
  describe(question, answers) {
    const value = answers[question.key];
    if (!Array.isArray(value)) return null;
    return value.map((item, index) => `${index + 1}순위 ${optionLabel(question.options, item)}`).join(", ");
  },
};
