// What every survey question's component is given (app/survey/types/question.ts has the server half).
import type { FieldMeta, FormResult } from "~/components/form/reply";
import type { RegionSuggestion } from "~/models/regions/regions.server";
import type { QuestionBase } from "~/survey/types/question";

/** The family builder's state: the loader's list, and the reply of the last failed add. */
export interface FamilyBuilderState {
  members: { type: string; index: number; text: string }[];
  result: FormResult | undefined;
}

/**
 * What every question's component is given. A field that changes once scripts run reads
 * `useHydrated` itself: a prop that changes after hydration would redraw the fields that load on
 * demand before their code is here (fields.tsx).
 */
export interface FieldProps<Q extends QuestionBase, V> {
  question: Q;
  values: V;
  /** The answer's message; it is shown under the field with the id ANSWER_ERROR_ID. */
  error: string | undefined;
  /** The '직접 입력' field's own message. */
  detailError: string | undefined;
  /** Korea's today (the date fields' minimum). */
  today: string;
  family: FamilyBuilderState;
  regionSuggestions: RegionSuggestion[] | undefined;
}

export const ANSWER_ERROR_ID = "question-error";

/**
 * One survey control as the form toolkit's fields read it. The question's message is one line under
 * the form (ANSWER_ERROR_ID), so the fields describe themselves by it instead of their own.
 */
export function answerField(name: string, id: string, value: string, error: string | undefined, errorId = ANSWER_ERROR_ID): FieldMeta {
  return { id, name, errorId, errors: error ? [error] : undefined, initialValue: value };
}
