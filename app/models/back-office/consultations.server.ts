// Consultations: what staff talked about with a family, logged per order with its tags, who wrote it
// and when; the consultation tab's queue of orders to consult. Recording a consultation may also move
// the order from survey_complete to consultation_complete, in the same transaction, with its history
// row and the family's notification (docs/decisions/0025-consultations-and-planner-notes.md).
import { randomUUID } from "node:crypto";
import { db } from "~/db.server";
import {
  CONSULTATION_STATUSES,
  CONSULTATION_SUMMARY_MAX,
  CONSULTATION_TAG_FIELDS,
  type ConsultationTagField,
  type ConsultationTags,
  isConsultationTag,
} from "../../vocabulary/consultation-tags";
import { type FamilyWords, notifyStatusChange } from "../messaging/notifications.server";
import { changeOrderStatus } from "../orders/order-history.server";
import { findTravelOrder } from "../orders/orders.server";
import { type ListPage, type ListQuery, pageOf } from "./staff-lists.server";
import { customerName, type StaffEntry, type StaffOrder, toStaffEntry, toStaffOrder, travelOrderTab } from "./staff-orders.server";

export interface ConsultationInput extends ConsultationTags {
  orderId: string;
  staffId: string;
  summary: string;
  /** Also move the order to consultation_complete, when it is survey_complete. */
  completeConsultation: boolean;
}

export type RecordConsultationResult =
  | { ok: true; id: string; completed: boolean }
  /** invalid: a tag outside its values, or a blank or too long summary; missing: no such travel order; conflict: the order moved meanwhile. */
  | { ok: false; reason: "invalid" | "missing" | "conflict" };

class StatusMovedMeanwhile extends Error {}

/**
 * Stores a consultation log (its tags checked against their values, the summary trimmed) with the
 * staff member and the time. With `completeConsultation`, a survey_complete order moves to
 * consultation_complete and the family is told, all in one transaction: if the move cannot be made
 * after all, nothing is written. An order past survey_complete keeps its status.
 */
export async function recordConsultation(
  input: ConsultationInput,
  words: FamilyWords,
  now = new Date(),
): Promise<RecordConsultationResult> {
  const summary = input.summary.trim();
  const tagsValid = (Object.keys(CONSULTATION_TAG_FIELDS) as ConsultationTagField[]).every((field) =>
    isConsultationTag(field, input[field]),
  );
  if (!tagsValid || !summary || summary.length > CONSULTATION_SUMMARY_MAX) return { ok: false, reason: "invalid" };

  return db()
    .transaction()
    .execute(async (trx): Promise<RecordConsultationResult> => {
      const order = await findTravelOrder(trx, input.orderId);
      if (!order) return { ok: false, reason: "missing" };
      const id = randomUUID();
      await trx
        .insertInto("consultation_logs")
        .values({
          id,
          order_id: order.id,
          staff_id: input.staffId,
          channel: input.channel,
          type_tag: input.type_tag,
          topic_tag: input.topic_tag,
          cost_tag: input.cost_tag,
          outcome_tag: input.outcome_tag,
          summary,
          created_at: now.toISOString(),
        })
        .execute();
      if (!input.completeConsultation || order.status !== "survey_complete") return { ok: true, id, completed: false };
      const change = await changeOrderStatus(trx, {
        orderId: order.id,
        move: "completeConsultation",
        actor: "staff",
        staffId: input.staffId,
        now,
      });
      if (!change.changed) throw new StatusMovedMeanwhile();
      await notifyStatusChange(
        trx,
        { id: order.id, userId: order.user_id, orderName: order.order_name },
        "consultation_complete",
        words,
        now,
      );
      return { ok: true, id, completed: true };
    })
    .catch((error) => {
      if (error instanceof StatusMovedMeanwhile) return { ok: false, reason: "conflict" } as const;
      throw error;
    });
}

export interface ConsultationLog extends ConsultationTags, StaffEntry {
  summary: string;
}

/** An order's consultation logs, newest first, with who wrote each. */
export async function listConsultationLogs(orderId: string): Promise<ConsultationLog[]> {
  const rows = await db()
    .selectFrom("consultation_logs")
    .leftJoin("users", "users.id", "consultation_logs.staff_id")
    .select([
      "consultation_logs.id",
      "consultation_logs.channel",
      "consultation_logs.type_tag",
      "consultation_logs.topic_tag",
      "consultation_logs.cost_tag",
      "consultation_logs.outcome_tag",
      "consultation_logs.summary",
      "consultation_logs.created_at",
      "users.name",
      "users.nickname",
    ])
    .where("consultation_logs.order_id", "=", orderId)
    .orderBy("consultation_logs.created_at", "desc")
    .orderBy("consultation_logs.id", "desc")
    .execute();
  return rows.map((row) => ({
    ...toStaffEntry(row),
    // Stored through recordConsultation, which checked them.
    channel: row.channel as ConsultationTags["channel"],
    type_tag: row.type_tag as ConsultationTags["type_tag"],
    topic_tag: row.topic_tag as ConsultationTags["topic_tag"],
    cost_tag: row.cost_tag as ConsultationTags["cost_tag"],
    outcome_tag: row.outcome_tag as ConsultationTags["outcome_tag"],
    summary: row.summary,
  }));
}

/** One card of the consultation tab. */
export interface ConsultationQueueRow extends StaffOrder {
  /** When the survey was submitted; null without a submitted survey. */
  surveySubmittedAt: string | null;
  logCount: number;
  lastLoggedAt: string | null;
}

/**
 * The consultation tab's orders (survey complete, consultation complete, plan sent), newest first,
 * 50 a page, with their submitted survey's date and their consultation count: one query.
 */
export async function listConsultationQueue(query: ListQuery): Promise<ListPage<ConsultationQueueRow>> {
  const logs = db()
    .selectFrom("consultation_logs")
    .select((eb) => ["order_id", eb.fn.countAll<number | string>().as("log_count"), eb.fn.max("created_at").as("last_logged_at")])
    .groupBy("order_id")
    .as("logs");
  const queue = travelOrderTab(query, CONSULTATION_STATUSES)
    .leftJoin("surveys", (join) => join.onRef("surveys.order_id", "=", "orders.id").on("surveys.status", "=", "submitted"))
    .leftJoin(logs, "logs.order_id", "orders.id")
    .select(["surveys.submitted_at", "logs.log_count", "logs.last_logged_at"]);
  return pageOf(queue, query, (row) => ({
    ...toStaffOrder(row),
    // The queue's cards call the customer by name, as the dialogs do.
    customerName: customerName(row),
    surveySubmittedAt: row.submitted_at,
    logCount: Number(row.log_count ?? 0),
    lastLoggedAt: row.last_logged_at ?? null,
  }));
}
