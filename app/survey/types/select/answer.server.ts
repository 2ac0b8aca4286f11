// One choice among buttons; an option may ask for a few words ('기타 (직접 입력)').
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { choiceSets, choiceToStore, detailField, type OptionValues, optionParts } from "../options.server";
import type { AnswerType } from "../question";
import { questionShape, rule, surveyOptions } from "../question.server";

export const selectQuestion = questionShape({ type: z.literal("select"), options: surveyOptions });
export type SelectQuestion = z.infer<typeof selectQuestion>;

export const selectAnswer: AnswerType<SelectQuestion, OptionValues> = {
  question: selectQuestion,
  schema(question) {
    const { allowed, withInput } = choiceSets(question.options);
    const answer = z.string({ error: rule("select") }).refine((value) => allowed.has(value), rule("select"));
    return z
      .object({ answer: question.required ? answer : answer.optional(), detail: detailField })
      .superRefine((value, ctx) => {
        if (value.answer && withInput.has(value.answer) && !value.detail)
          ctx.addIssue({ code: "custom", path: ["detail"], message: rule("detail") });
      })
      .transform(
        (value): SurveyAnswers => ({
          [question.key]: value.answer ? choiceToStore(value.answer, [value.answer], withInput, value.detail) : null,
        }),
      );
  },
  ...optionParts,
};
