// Any number of options; `exclusive` names one that stands alone ('없어요'), and an option may ask
// for a few words.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { choiceSets, choiceToStore, detailField, type OptionValues, optionParts } from "../options.server";
import type { AnswerType } from "../question";
import { questionShape, rule, surveyOptions } from "../question.server";

export const checkboxQuestion = questionShape({
  type: z.literal("checkbox"),
  options: surveyOptions,
  /** An option that cannot be combined with others ('none'). */
  exclusive: z.string().min(1).optional(),
});
export type CheckboxQuestion = z.infer<typeof checkboxQuestion>;

export const checkboxAnswer: AnswerType<CheckboxQuestion, OptionValues> = {
  question: checkboxQuestion,
  schema(question) {
    const { allowed, withInput } = choiceSets(question.options);
    return z
      .object({
        answer: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string())),
        detail: detailField,
      })
      .superRefine((value, ctx) => {
        const picked = value.answer;
        if ((question.required && picked.length === 0) || picked.some((item) => !allowed.has(item))) {
          ctx.addIssue({ code: "custom", path: ["answer"], message: rule("checkbox") });
        } else if (question.exclusive && picked.includes(question.exclusive) && picked.length > 1) {
          ctx.addIssue({ code: "custom", path: ["answer"], message: rule("exclusive") });
        } else if (picked.some((item) => withInput.has(item)) && !value.detail) {
          ctx.addIssue({ code: "custom", path: ["detail"], message: rule("detail") });
        }
      })
      .transform((value): SurveyAnswers => {
        const selected = [...new Set(value.answer)];
        return { [question.key]: choiceToStore(selected, selected, withInput, value.detail) };
      });
  },
  ...optionParts,
};
