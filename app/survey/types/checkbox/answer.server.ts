// Any number of options; `exclusive` names one that stands alone ('없어요'), and an option may ask
// for a few words.
import { z } from "zod";
import { SURVEY_MESSAGES as M } from "~/messages/survey";
import type { SurveyAnswers } from "~/models/surveys.server";
import {
  detailField,
  isSelectedWithInput,
  type OptionValues,
  optionForm,
  optionLabel,
  optionValues,
  type SelectedWithInput,
  withDetail,
  withInputValues,
} from "../options.server";
import type { AnswerType, QuestionBase, SurveyOption } from "../question";

export interface CheckboxQuestion extends QuestionBase {
  type: "checkbox";
  options: SurveyOption[];
  /** An option that cannot be combined with others ('none'). */
  exclusive?: string;
}

export const checkboxAnswer: AnswerType<CheckboxQuestion, OptionValues> = {
  schema(question) {
    const allowed = optionValues(question.options);
    const withInput = withInputValues(question.options);
    return z
      .object({
        answer: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string())),
        detail: detailField,
      })
      .superRefine((value, ctx) => {
        const picked = value.answer;
        if ((question.required && picked.length === 0) || picked.some((item) => !allowed.has(item))) {
          ctx.addIssue({ code: "custom", path: ["answer"], message: M.checkbox });
        } else if (question.exclusive && picked.includes(question.exclusive) && picked.length > 1) {
          ctx.addIssue({ code: "custom", path: ["answer"], message: M.exclusive });
        } else if (picked.some((item) => withInput.has(item)) && !value.detail) {
          ctx.addIssue({ code: "custom", path: ["detail"], message: M.detail });
        }
      })
      .transform((value): SurveyAnswers => {
        const selected = [...new Set(value.answer)];
        if (withInput.size === 0) return { [question.key]: selected };
        const answer: SelectedWithInput<string[]> = { selected };
        if (selected.some((item) => withInput.has(item)) && value.detail) answer.inputs = { detail: value.detail };
        return { [question.key]: answer };
      });
  },
  ...optionForm,
  describe(question, answers) {
    const value = answers[question.key];
    if (value === null || value === undefined) return null;
    const answer: SelectedWithInput<unknown> = isSelectedWithInput(value) ? value : { selected: value };
    const selected = Array.isArray(answer.selected) ? answer.selected : [];
    return withDetail(selected.map((item) => optionLabel(question.options, item)).join(", "), answer);
  },
};
