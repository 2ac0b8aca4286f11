// The trip's first and last day (from Korea's today, at most 30 days), or 'not decided yet'.
// Fills two answer keys: travelDates (null when undecided) and dateUndecided.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { formatDate } from "~/utils/format";
import type { AnswerType } from "../question";
import { questionShape, rule } from "../question.server";

export const datesQuestion = questionShape({ type: z.literal("dates") });
export type DatesQuestion = z.infer<typeof datesQuestion>;

export interface DatesValues {
  start: string;
  end: string;
  undecided: boolean;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, rule("datesRequired"))
  .refine((value) => !Number.isNaN(Date.parse(value)), rule("datesRequired"));

function travelDates(answers: SurveyAnswers): { start: string; end: string } | null {
  const dates = answers.travelDates as { start?: unknown; end?: unknown } | null | undefined;
  return dates && typeof dates.start === "string" && typeof dates.end === "string" ? { start: dates.start, end: dates.end } : null;
}

export const datesAnswer: AnswerType<DatesQuestion, DatesValues> = {
  question: datesQuestion,
  readsContext: true,
  schema: (_question, { today }) =>
    z
      .object({ start: isoDate.optional(), end: isoDate.optional(), undecided: z.boolean().optional() })
      .superRefine((value, ctx) => {
        if (value.undecided) return;
        if (!value.start || !value.end) ctx.addIssue({ code: "custom", path: ["answer"], message: rule("datesRequired") });
        else if (value.start < today) ctx.addIssue({ code: "custom", path: ["answer"], message: rule("datesPast") });
        else if (value.end < value.start) ctx.addIssue({ code: "custom", path: ["answer"], message: rule("datesOrder") });
        else if (Date.parse(value.end) - Date.parse(value.start) > 30 * 86_400_000)
          ctx.addIssue({ code: "custom", path: ["answer"], message: rule("datesTooLong") });
      })
      .transform(
        (value): SurveyAnswers =>
          value.undecided
            ? { travelDates: null, dateUndecided: true }
            : { travelDates: { start: value.start!, end: value.end! }, dateUndecided: false },
      ),
  toForm(_question, answers) {
    const dates = travelDates(answers);
    return { start: dates?.start ?? "", end: dates?.end ?? "", undecided: Boolean(answers.dateUndecided) };
  },
  fromForm: (posted) => ({
    start: posted.text("start"),
    end: posted.text("end"),
    undecided: posted.text("undecided") === "on",
  }),
  // Staff read the days as the family's calendar shows them; a draft that has not reached the
  // question reads as unanswered, not as undecided.
  describe(_question, answers) {
    if (!isAnswered(answers)) return null;
    const dates = travelDates(answers);
    return answers.dateUndecided || !dates ? "미정" : `${formatDate(dates.start)} ~ ${formatDate(dates.end)}`;
  },
  keys: () => ["travelDates", "dateUndecided"],
  answered: (_question, answers) => isAnswered(answers),
};

// Undecided dates are an answer: travelDates is null then.
function isAnswered(answers: SurveyAnswers): boolean {
  return answers.travelDates !== undefined && answers.dateUndecided !== undefined && answers.dateUndecided !== null;
}
