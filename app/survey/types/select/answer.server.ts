// One choice among buttons; an option may ask for a few words ('기타 (직접 입력)').
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

export interface SelectQuestion extends QuestionBase {
  type: "select";
  options: SurveyOption[];
}

export const selectAnswer: AnswerType<SelectQuestion, OptionValues> = {
  schema(question) {
    const allowed = optionValues(question.options);
    const withInput = withInputValues(question.options);
    const answer = z.string({ error: M.select }).refine((value) => allowed.has(value), M.select);
    return z
      .object({ answer: question.required ? answer : answer.optional(), detail: detailField })
      .superRefine((value, ctx) => {
        if (value.answer && withInput.has(value.answer) && !value.detail)
          ctx.addIssue({ code: "custom", path: ["detail"], message: M.detail });
      })
      .transform((value): SurveyAnswers => {
        if (!value.answer) return { [question.key]: null };
        // Without a '직접 입력' option the answer is the plain value (the stored answer's shape).
        if (withInput.size === 0) return { [question.key]: value.answer };
        const selected: SelectedWithInput = { selected: value.answer };
        if (withInput.has(value.answer) && value.detail) selected.inputs = { detail: value.detail };
        return { [question.key]: selected };
      });
  },
  ...optionForm,
  describe(question, answers) {
    const value = answers[question.key];
    if (value === null || value === undefined) return null;
    return isSelectedWithInput(value)
      ? withDetail(optionLabel(question.options, value.selected), value)
      : optionLabel(question.options, value);
  },
};
