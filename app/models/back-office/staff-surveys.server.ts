// Travel surveys as staff see them in the back office (docs/product.md, back office): the list of
// surveys with their family's name and phone and the order, and one survey read as sections of
// questions and answers — the survey's own reading (describeSurvey), so staff read what the family
// answered in the words the family chose from. Reads only.
import { describeSurvey } from "~/survey/answers.server";
import { SURVEY_TOTAL } from "~/survey/questions.server";
import type { OrderStatus } from "~/vocabulary/statuses";
import { nameOrNickname } from "../accounts/users.server";
import { fromJson } from "../platform/json.server";
import type { SurveyAnswers } from "../survey/surveys.server";
import { type ListPage, type ListQuery, memberSearch, pageOf } from "./staff-lists.server";
import { ordersWithMember } from "./staff-orders.server";

/** The list's status filter: a survey is being written (draft) or was submitted. */
export const SURVEY_LIST_STATUSES = ["submitted", "draft"] as const;
export type SurveyListStatus = (typeof SURVEY_LIST_STATUSES)[number];

export interface StaffSurveyRow {
  orderId: string;
  userId: string;
  customerName: string | null;
  /** Digits only. */
  customerPhone: string | null;
  orderName: string;
  status: SurveyListStatus;
  /** Null while the family is still writing it. */
  submittedAt: string | null;
  /** The last save (equal to submittedAt once submitted: a submitted survey never changes). */
  updatedAt: string;
}

function surveyStatus(value: string): SurveyListStatus {
  return value === "submitted" ? "submitted" : "draft";
}

/**
 * Surveys on the staff's one join of an order and its member (ordersWithMember): the columns a listed
 * survey shows (add more with .select).
 */
function surveysWithMember() {
  return ordersWithMember()
    .innerJoin("surveys", "surveys.order_id", "orders.id")
    .select(["surveys.status as survey_status", "surveys.submitted_at", "surveys.updated_at", "users.phone"]);
}

type SurveyRow = Awaited<ReturnType<ReturnType<typeof surveysWithMember>["execute"]>>[number];

function toSurveyRow(row: SurveyRow): StaffSurveyRow {
  return {
    orderId: row.id,
    userId: row.user_id,
    customerName: nameOrNickname(row.name, row.nickname),
    customerPhone: row.phone,
    orderName: row.order_name,
    status: surveyStatus(row.survey_status),
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

/**
 * One page of surveys, the latest first (by the last save, which is the submission for a submitted
 * survey), filtered by status and by the search box (name, initials, phone digits, e-mail, order number).
 */
export async function listStaffSurveys(query: ListQuery): Promise<ListPage<StaffSurveyRow>> {
  let select = surveysWithMember().where((eb) => memberSearch(eb, query.q, { orderIds: true }));
  if (query.status) select = select.where("surveys.status", "=", query.status);
  return pageOf(select.orderBy("surveys.updated_at", "desc").orderBy("surveys.order_id", "desc"), query, toSurveyRow);
}

export interface SurveySection {
  section: string;
  questions: { question: string; answer: string }[];
}

export interface StaffSurveyDetail extends StaffSurveyRow {
  customerEmail: string | null;
  orderStatus: OrderStatus;
  /** Where a draft stands: the question the family saw last (SURVEY_TOTAL + 1 once finished). */
  lastStep: number;
  totalSteps: number;
  /** The survey's five parts, every question with its answer as text ('응답 없음' when unanswered). */
  sections: SurveySection[];
  /** The stored answers as they are, keyed by answer key. */
  answers: SurveyAnswers;
}

/** One order's survey, read for staff; null when the order has none. */
export async function getStaffSurvey(orderId: string): Promise<StaffSurveyDetail | null> {
  const row = await surveysWithMember()
    .select(["surveys.answers", "surveys.last_step", "users.email"])
    .where("surveys.order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  const answers = fromJson<SurveyAnswers>(row.answers, {});
  return {
    ...toSurveyRow(row),
    customerEmail: row.email,
    orderStatus: row.status,
    lastStep: Math.min(Math.max(Number(row.last_step), 1), SURVEY_TOTAL + 1),
    totalSteps: SURVEY_TOTAL,
    sections: describeSurvey(answers),
    answers,
  };
}
