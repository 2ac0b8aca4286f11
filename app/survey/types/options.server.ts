// What the option types (select, checkbox) share: the allowed values, the '직접 입력' detail, and
// option labels for staff.
import { z } from "zod";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { SurveyAnswerKey } from "../answer-keys";
import type { PostedFields, SurveyOption } from "./question";
import { rule } from "./question.server";

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

/** What a choice question checks a post against: the values it allows, and those that ask for a few words. */
export function choiceSets(options: SurveyOption[]): { allowed: Set<string>; withInput: Set<string> } {
  return { allowed: optionValues(options), withInput: new Set(options.filter((option) => option.withInput).map((option) => option.value)) };
}

export const detailField = z.string().trim().max(100, rule("detailTooLong")).optional();

export function isSelectedWithInput(answer: unknown): answer is SelectedWithInput<unknown> {
  return answer !== null && typeof answer === "object" && !Array.isArray(answer) && "selected" in answer;
}

/** A stored answer, plain or with its detail, as a choice (a plain one has no words); null when unanswered. */
export function storedChoice(answer: unknown): SelectedWithInput<unknown> | null {
  if (answer === null || answer === undefined) return null;
  return isSelectedWithInput(answer) ? answer : { selected: answer };
}

/**
 * The answer to store: the plain value when no option asks for words (the stored answer's shape),
 * else the choice, with the words when one of the `picked` options asked for them.
 */
export function choiceToStore<T>(
  selected: T,
  picked: readonly string[],
  withInput: Set<string>,
  detail: string | undefined,
): T | SelectedWithInput<T> {
  if (withInput.size === 0) return selected;
  const answer: SelectedWithInput<T> = { selected };
  if (picked.some((value) => withInput.has(value)) && detail) answer.inputs = { detail };
  return answer;
}

/**
 * What both option types share besides their check: a stored answer (plain, or with its detail, one
 * value or a list) as the `answer` and `detail` fields, those fields as posted, and the staff's
 * reading: the picked options' labels, then the words.
 */
export const optionParts = {
  toForm(question: { key: SurveyAnswerKey }, answers: SurveyAnswers): OptionValues {
    const answer = storedChoice(answers[question.key]);
    const picked = answer?.selected;
    const values = Array.isArray(picked) ? picked.map(String) : typeof picked === "string" ? [picked] : [];
    return { answer: values, detail: answer?.inputs?.detail ?? "" };
  },
  fromForm(posted: PostedFields): OptionValues {
    return {
      answer: posted.all("answer"),
      detail: posted.text("detail"),
    };
  },
  describe(question: { key: SurveyAnswerKey; options: SurveyOption[] }, answers: SurveyAnswers): string | null {
    const answer = storedChoice(answers[question.key]);
    if (!answer) return null;
    const picked = Array.isArray(answer.selected) ? answer.selected : [answer.selected];
    const text = picked.map((value) => optionLabel(question.options, value)).join(", ");
    return answer.inputs?.detail ? `${text} (${answer.inputs.detail})` : text;
  },
};

export function optionLabel(options: SurveyOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}
