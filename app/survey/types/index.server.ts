// The server half of every question type, by type name. Adding a type: its folder, a line here and
// a line in fields.tsx (the compiler names a missing one; tests/unit/survey-types.test.ts too).
import { budgetAnswer } from "./budget/answer.server";
import { checkboxAnswer } from "./checkbox/answer.server";
import { datesAnswer } from "./dates/answer.server";
import { districtAnswer } from "./district/answer.server";
import { energyAnswer } from "./energy/answer.server";
import { familyAnswer } from "./family/answer.server";
import type { AnswerType } from "./question";
import { rankingAnswer } from "./ranking/answer.server";
import { selectAnswer } from "./select/answer.server";
import { textAnswer } from "./text/answer.server";

export const ANSWER_TYPES = {
  district: districtAnswer,
  dates: datesAnswer,
  family: familyAnswer,
  select: selectAnswer,
  checkbox: checkboxAnswer,
  budget: budgetAnswer,
  ranking: rankingAnswer,
  energy: energyAnswer,
  text: textAnswer,
};

type AnswerTypes = typeof ANSWER_TYPES;
export type SurveyQuestionType = keyof AnswerTypes;

/** The question of a type, as its folder declares it. */
export type QuestionOf<T extends SurveyQuestionType> = AnswerTypes[T] extends AnswerType<infer Q, unknown> ? Q : never;
/** The form fields of a type's screen. */
export type ValuesOf<T extends SurveyQuestionType> = AnswerTypes[T] extends AnswerType<QuestionOf<T>, infer V> ? V : never;

export type SurveyQuestion = { [T in SurveyQuestionType]: QuestionOf<T> }[SurveyQuestionType];
export type SurveyFormValues = { [T in SurveyQuestionType]: ValuesOf<T> }[SurveyQuestionType];

/** The server half of a question's type, typed for that question. */
export function answerTypeOf<Q extends SurveyQuestion>(question: Q): AnswerType<Q, SurveyFormValues> {
  return ANSWER_TYPES[question.type] as unknown as AnswerType<Q, SurveyFormValues>;
}
