// What every question type is made of. A type is one folder beside this file:
//   answer.server.ts  the question's shape (questionShape in question.server.ts: what questions.json
//                     may say), the zod schema of its post, the form mapping (stored answer ⇄ form
//                     fields) and the staff's reading of the answer — server only;
//   Field.tsx         the component that posts those fields, with and without JavaScript.
// The two halves are registered in index.server.ts and fields.tsx (the browser bundle cannot hold
// the server half: zod would ship to every phone).
import type { z } from "zod";
import type { FieldMeta, FormResult } from "~/components/form/reply";
import type { RegionSuggestion } from "~/models/regions/regions.server";
import type { SurveyAnswers } from "~/survey/answer-keys";
import type { FamilyMembers } from "~/utils/family";
import type { SurveyAnswerKey } from "../answer-keys";
import type { QuestionBase } from "./question.server";

export type { QuestionBase, SurveyOption } from "./question.server";

/** What a screen's check needs beyond the post: Korea's today, and the draft's family. */
export interface AnswerContext {
  today: string;
  family: FamilyMembers;
}

/** The server half of a question type. `V` is the form's fields as strings (what the Field shows). */
export interface AnswerType<Q extends QuestionBase, V> {
  /** The question as questions.json writes it, checked when the survey loads. */
  question: z.ZodType<Q>;
  /**
   * The screen's post, checked; the output is the answers to save (keyed by answer key). Built once
   * per question (parseSurveyAnswer keeps it), unless `readsContext` says the check reads the context.
   */
  schema(question: Q, context: AnswerContext): z.ZodType<SurveyAnswers>;
  /** The schema reads the context (today, the draft's family): it is built for each post. */
  readsContext?: true;
  /** The saved answer — or the screen's default when there is none — as the form's fields. */
  toForm(question: Q, answers: SurveyAnswers): V;
  /** What was posted, as the form's fields, to show again beside its errors. */
  fromForm(formData: FormData): V;
  /** The answer as staff read it (the back office's survey sections); null when unanswered. */
  describe(question: Q, answers: SurveyAnswers): string | null;
  /** The answer keys the screen fills, when more than the question's own key. */
  keys?(question: Q): SurveyAnswerKey[];
  /** Whether a required question counts as answered, when more than 'its key holds a value'. */
  answered?(question: Q, answers: SurveyAnswers): boolean;
}

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
