// The travel survey of one accepted order: answers (checked by the route through their question's
// type, app/survey/types) saved as a draft, so a member can close the phone and come back, and
// submitted once, which moves the order to survey_complete in the same transaction.
import { compiledOnce, db } from "~/db.server";
import type { SurveyAnswers } from "~/survey/answer-keys";
import { isAnswered } from "~/survey/answers.server";
import { SURVEY_QUESTIONS, SURVEY_TOTAL } from "~/survey/questions.server";
import type { FamilyMembers } from "~/utils/family";
import { PAID_STATUSES } from "~/vocabulary/statuses";
import type { SubmitRefusal, SurveyAccessState } from "~/vocabulary/survey";
import { parseFamilyMembers } from "../accounts/family.server";
import { getOrderForUser, moveOrderStatus, type Order, TRAVEL_PRODUCT_TYPES, toOrder } from "../orders/orders.server";
import { fromJson, toJson } from "../platform/json.server";

// The answers' shape is the survey's own (app/survey/answer-keys.ts, decision 0008), so the question
// types need not import this model; kept importable from here.
export type { SurveyAnswers };

export interface Survey {
  orderId: string;
  answers: SurveyAnswers;
  /** The question to show when the member comes back (SURVEY_TOTAL + 1: the completion screen). */
  resumeStep: number;
  status: "draft" | "submitted";
  submittedAt: string | null;
}

export type SurveyAccess = (
  | { state: "missing" }
  | { state: "waiting"; order: Order }
  | { state: "submitted"; order: Order }
  | { state: "open"; order: Order; survey: Survey | null }
) & { state: SurveyAccessState };

/** Whether this member may answer the survey of this order, and where it stands. */
export async function surveyAccess(orderId: string | null | undefined, userId: string): Promise<SurveyAccess> {
  const [row] = orderId ? (await orderWithSurveyQuery(db(), orderId, userId)).rows : [];
  const order = row ? toOrder(row) : null;
  const state = surveyStateOf(order);
  if (!order || state === "missing") return { state: "missing" };
  if (state !== "open") return { state, order };
  const survey =
    row?.survey_order_id != null
      ? toSurvey({
          order_id: row.survey_order_id,
          answers: row.survey_answers,
          last_step: row.survey_last_step,
          status: row.survey_status,
          submitted_at: row.survey_submitted_at,
        })
      : null;
  return { state: "open", order, survey };
}

/**
 * The member's order joined to its survey: one query, not two (each is a round trip on PostgreSQL),
 * compiled once since every survey screen and answer asks.
 */
const orderWithSurveyQuery = compiledOnce((handle, orderId: string, userId: string) =>
  handle
    .selectFrom("orders")
    .leftJoin("surveys", (join) => join.onRef("surveys.order_id", "=", "orders.id").onRef("surveys.user_id", "=", "orders.user_id"))
    .selectAll("orders")
    .select([
      "surveys.order_id as survey_order_id",
      "surveys.answers as survey_answers",
      "surveys.last_step as survey_last_step",
      "surveys.status as survey_status",
      "surveys.submitted_at as survey_submitted_at",
    ])
    .where("orders.id", "=", orderId)
    .where("orders.user_id", "=", userId),
);

/** Where an order's survey stands, from the order alone (null: no such order of this member). */
function surveyStateOf(order: Order | null): SurveyAccessState {
  if (!order || !(TRAVEL_PRODUCT_TYPES as readonly string[]).includes(order.productType)) return "missing";
  if (order.status === "payment_complete") return "waiting";
  // Paid and past acceptance means the survey is in; refunded or unpaid orders have none.
  if (order.status !== "accepted") return PAID_STATUSES.has(order.status) ? "submitted" : "missing";
  return "open";
}

export async function getSurvey(orderId: string, userId: string): Promise<Survey | null> {
  const row = await db().selectFrom("surveys").selectAll().where("order_id", "=", orderId).where("user_id", "=", userId).executeTakeFirst();
  return row ? toSurvey(row) : null;
}

function toSurvey(row: {
  order_id: string;
  answers: unknown;
  last_step: unknown;
  status: string | null;
  submitted_at: string | null;
}): Survey {
  return {
    orderId: row.order_id,
    answers: fromJson<SurveyAnswers>(row.answers, {}),
    resumeStep: Math.min(Math.max(Number(row.last_step), 1), SURVEY_TOTAL + 1),
    status: row.status === "submitted" ? "submitted" : "draft",
    submittedAt: row.submitted_at,
  };
}

/**
 * Saves answers into the order's draft and where to resume. Only the owner's draft of an accepted
 * order is written; a submitted survey never changes.
 */
export function saveSurveyDraft(
  input: { orderId: string; userId: string; answers: SurveyAnswers; resumeStep: number; read?: SurveyAnswers },
  now = new Date(),
): Promise<boolean> {
  return updateSurveyDraft({ ...input, change: (answers) => ({ ...answers, ...input.answers }) }, now);
}

/**
 * Changes the draft's family (an add or a remove of the family question), from the draft's own
 * latest list — or the profile's, until the member has changed it — so parallel changes all count.
 */
export function changeSurveyFamily(
  input: {
    orderId: string;
    userId: string;
    profileFamily: FamilyMembers;
    change: (members: FamilyMembers) => FamilyMembers;
    resumeStep: number;
    read?: SurveyAnswers;
  },
  now = new Date(),
): Promise<boolean> {
  const change = (answers: SurveyAnswers) => ({ ...answers, familyMembers: input.change(draftFamily(answers, input.profileFamily)) });
  return updateSurveyDraft({ ...input, change }, now);
}

/**
 * The one way a draft is written: read, change and write in one transaction with the row locked,
 * so two tabs or a double tap cannot lose each other's answers.
 *
 * `read` is the draft as the caller's guard has just read it, the survey open (the survey screens'
 * requireOpenSurvey). The change is then written by one conditional update, made only while the draft
 * still holds exactly those answers: a write in between makes it miss (no row changes), and a miss
 * takes the locked transaction below, which reads the draft anew. On PostgreSQL that is one statement
 * instead of five (the order's check, begin, the draft's lock, the write, commit) for the survey's
 * most frequent write.
 */
async function updateSurveyDraft(
  input: {
    orderId: string;
    userId: string;
    resumeStep: number;
    change: (answers: SurveyAnswers) => SurveyAnswers;
    read?: SurveyAnswers;
  },
  now: Date,
): Promise<boolean> {
  const resumeStep = Math.min(Math.max(Math.trunc(input.resumeStep), 1), SURVEY_TOTAL + 1);
  const timestamp = now.toISOString();
  if (input.read) {
    const written = await db()
      .updateTable("surveys")
      .set({ answers: toJson(input.change(input.read)), last_step: resumeStep, updated_at: timestamp })
      .where("order_id", "=", input.orderId)
      .where("user_id", "=", input.userId)
      .where("status", "=", "draft")
      .where("answers", "=", toJson(input.read))
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 1) return true;
  }
  // The order alone says whether its survey is open: the statement below returns the draft itself.
  if (surveyStateOf(await getOrderForUser(input.orderId, input.userId)) !== "open") return false;
  return db()
    .transaction()
    .execute(async (trx) => {
      // One statement creates the draft if it is missing, locks its row until the transaction ends
      // (PostgreSQL's ON CONFLICT DO UPDATE takes the row lock) and returns what it holds now.
      const row = await trx
        .insertInto("surveys")
        .values({
          order_id: input.orderId,
          user_id: input.userId,
          answers: toJson({}),
          last_step: 1,
          status: "draft",
          created_at: timestamp,
          updated_at: timestamp,
          submitted_at: null,
        })
        .onConflict((oc) => oc.column("order_id").doUpdateSet((eb) => ({ updated_at: eb.ref("surveys.updated_at") })))
        .returning(["answers", "status", "user_id"])
        .executeTakeFirst();
      if (row?.status !== "draft" || row.user_id !== input.userId) return false;
      const answers = toJson(input.change(fromJson<SurveyAnswers>(row.answers, {})));
      await trx
        .updateTable("surveys")
        .set({ answers, last_step: resumeStep, updated_at: timestamp })
        .where("order_id", "=", input.orderId)
        .where("status", "=", "draft")
        .execute();
      return true;
    });
}

/** The family members this draft holds (the profile's until the member changes them). */
export function draftFamily(answers: SurveyAnswers, profileFamily: FamilyMembers): FamilyMembers {
  return answers.familyMembers === undefined ? profileFamily : parseFamilyMembers(answers.familyMembers);
}

/** The first required question without an answer (1-based), or null when the survey is complete. */
export function firstUnanswered(answers: SurveyAnswers): number | null {
  const index = SURVEY_QUESTIONS.findIndex((question) => question.required && !isAnswered(question, answers));
  return index === -1 ? null : index + 1;
}

/** Why a submit was refused: a required answer is missing (and where), or the order's survey is closed. */
export type { SubmitRefusal };
export type SubmitResult = { ok: true } | { ok: false; reason: "missing"; step: number } | { ok: false; reason: "closed" };

/** Submits the draft: the answers are frozen and the order moves to survey_complete, together or not at all. */
export async function submitSurvey(orderId: string, userId: string, now = new Date()): Promise<SubmitResult> {
  const access = await surveyAccess(orderId, userId);
  if (access.state === "submitted") return { ok: true };
  if (access.state !== "open") return { ok: false, reason: "closed" };
  const answers = access.survey?.answers ?? {};
  const missing = firstUnanswered(answers);
  if (missing !== null) return { ok: false, reason: "missing", step: missing };
  const moved = await db()
    .transaction()
    .execute(async (trx) => {
      const timestamp = now.toISOString();
      const frozen = await trx
        .updateTable("surveys")
        .set({ status: "submitted", submitted_at: timestamp, updated_at: timestamp, last_step: SURVEY_TOTAL + 1 })
        .where("order_id", "=", orderId)
        .where("user_id", "=", userId)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(frozen.numUpdatedRows) === 0) return false;
      const ok = await moveOrderStatus(trx, { orderId, userId, move: "submitSurvey", now, actor: "customer" });
      if (!ok) throw new SurveyClosed();
      return true;
    })
    .catch((error) => {
      if (error instanceof SurveyClosed) return false;
      throw error;
    });
  return moved ? { ok: true } : { ok: false, reason: "closed" };
}

class SurveyClosed extends Error {}

/** The last day of each submitted survey's trip, by order (the dashboard's travelEndDate). */
export async function travelEndDates(userId: string): Promise<Map<string, string>> {
  const rows = await db()
    .selectFrom("surveys")
    .select(["order_id", "answers"])
    .where("user_id", "=", userId)
    .where("status", "=", "submitted")
    .execute();
  const ends = new Map<string, string>();
  for (const row of rows) {
    const end = travelEndOf(row.answers);
    if (end) ends.set(row.order_id, end);
  }
  return ends;
}

/** The trip's last day in a survey's stored answers (null: none given). */
export function travelEndOf(storedAnswers: unknown): string | null {
  const dates = fromJson<SurveyAnswers>(storedAnswers, {}).travelDates as { end?: unknown } | null | undefined;
  return dates && typeof dates.end === "string" ? dates.end : null;
}
