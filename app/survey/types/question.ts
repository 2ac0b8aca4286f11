// What every question type is made of. A type is one folder beside this file, answer.server.ts: the
// question's shape (questionShape in question.server.ts: what questions.json may say), the zod schema
// of its post (its messages are rule codes, SurveyRule, that app/messages/survey.ts words), the form
// mapping (stored answer ⇄ form fields) and the staff's reading of the answer. The component that
// posts those fields is app/components/survey/<type>/Field.tsx. The two halves are registered in
// index.server.ts and app/components/survey/fields.tsx (the browser bundle cannot hold the server
// half: zod would ship to every phone).
import type { z } from "zod";
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

/** A screen's post as its fields' text: what a form's reader hands the types (app/forms/survey.server.ts). */
export interface PostedFields {
  /** A field's text ('' when missing). */
  text(name: string): string;
  /** Every value posted under a name (checkboxes). */
  all(name: string): string[];
}

/** The server half of a question type. `V` is the form's fields as strings (what the Field shows). */
export interface AnswerType<Q extends QuestionBase, V> {
  /** The question as questions.json writes it, checked when the survey loads. */
  question: z.ZodType<Q>;
  /**
   * The screen's post, checked; the output is the answers to save (keyed by answer key). Built once
   * per question (answerSchema in answers.server.ts keeps it), unless `readsContext` says the check reads the context.
   */
  schema(question: Q, context: AnswerContext): z.ZodType<SurveyAnswers>;
  /** The schema reads the context (today, the draft's family): it is built for each post. */
  readsContext?: true;
  /** The saved answer — or the screen's default when there is none — as the form's fields. */
  toForm(question: Q, answers: SurveyAnswers): V;
  /** What was posted, as the form's fields, to show again beside its errors. */
  fromForm(posted: PostedFields): V;
  /** The answer as staff read it (the back office's survey sections); null when unanswered. */
  describe(question: Q, answers: SurveyAnswers): string | null;
  /** The answer keys the screen fills, when more than the question's own key. */
  keys?(question: Q): SurveyAnswerKey[];
  /** Whether a required question counts as answered, when more than 'its key holds a value'. */
  answered?(question: Q, answers: SurveyAnswers): boolean;
}
