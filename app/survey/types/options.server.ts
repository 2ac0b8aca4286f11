// What the option types (select, checkbox) share: the allowed values, the '직접 입력' detail, and
// option labels for staff.
import { z } from "zod";
import { formText } from "~/http/request.server";
import { SURVEY_MESSAGES as M } from "~/messages/survey";
import type { SurveyAnswers } from "~/models/surveys.server";
import type { SurveyAnswerKey } from "../questions.server";
import type { SurveyOption } from "./question";

/** A button-with-input answer: the choice, plus the typed words when asked. */
export interface SelectedWithInput<T = string> {
  selected: T;
  inputs?: { detail: string };
}

/** The option types' form fields: the picked values and the '직접 입력' words. */
export interface OptionValues {
  answer: string[];
  detail: string;
}

export function optionValues(options: SurveyOption[]): Set<string> {
  return new Set(options.map((option) => option.value));
}

export function withInputValues(options: SurveyOption[]): Set<string> {
  return new Set(options.filter((option) => option.withInput).map((option) => option.value));
}

export const detailField = z.string().trim().max(100, M.detailTooLong).optional();

export function isSelectedWithInput(answer: unknown): answer is SelectedWithInput<unknown> {
  return answer !== null && typeof answer === "object" && !Array.isArray(answer) && "selected" in answer;
}

/**
 * The form mapping both option types share: a stored answer (plain, or with its detail) as the
 * `answer` and `detail` fields, and those fields as posted.
 */
export const optionForm = {
  toForm(question: { key: SurveyAnswerKey }, answers: SurveyAnswers): OptionValues {
    const answer = answers[question.key];
    const picked = isSelectedWithInput(answer) ? answer.selected : answer;
    const values = Array.isArray(picked) ? picked.map(String) : typeof picked === "string" ? [picked] : [];
    return { answer: values, detail: isSelectedWithInput(answer) ? (answer.inputs?.detail ?? "") : "" };
  },
  fromForm(formData: FormData): OptionValues {
    return {
      answer: formData.getAll("answer").filter((value): value is string => typeof value === "string"),
      detail: formText(formData, "detail"),
    };
  },
};

export function optionLabel(options: SurveyOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

export function withDetail(text: string, answer: SelectedWithInput<unknown>): string {
  return answer.inputs?.detail ? `${text} (${answer.inputs.detail})` : text;
}
