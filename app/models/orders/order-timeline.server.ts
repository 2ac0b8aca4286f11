// An order's story for staff (the timeline page): payment and refund, every status change with who
// made it, the survey, consultations and planner notes, newest first. It reads each part through the
// model that owns it.
import { db } from "~/db.server";
import { ORDER_STATUSES, type OrderStatus } from "~/vocabulary/statuses";
import type { StatusActor } from "../../../db/schema";
import { listConsultationLogs } from "../back-office/consultations.server";
import { listPlannerNotes } from "../back-office/planner-notes.server";
import { listedName, ordersWithMember } from "../back-office/staff-orders.server";

/** `id` tells events apart on the page (a row's own id, or the kind for the order's single events). */
export type TimelineEvent =
  | { kind: "payment"; id: string; at: string; amount: number; method: string | null }
  | { kind: "refund"; id: string; at: string; amount: number }
  | {
      kind: "status";
      id: string;
      at: string;
      from: OrderStatus | null;
      to: OrderStatus;
      actor: StatusActor;
      /** The staff member who made it (actor 'staff'), or null when their account is gone. */
      staffName: string | null;
      reason: string | null;
    }
  | { kind: "survey"; id: string; at: string }
  | {
      kind: "consultation";
      id: string;
      at: string;
      staffName: string | null;
      channel: string;
      typeTag: string;
      topicTag: string;
      costTag: string;
      outcomeTag: string;
      summary: string;
    }
  | { kind: "note"; id: string; at: string; staffName: string | null; message: string };

export interface OrderTimeline {
  order: {
    id: string;
    userId: string;
    customerName: string;
    customerPhone: string | null;
    productName: string;
    productType: string;
    amount: number;
    status: OrderStatus;
    createdAt: string;
  };
  /** Newest first. */
  events: TimelineEvent[];
}

/**
 * Within one instant, what followed comes first: the status change after the payment, the survey or
 * the refund that caused it, and a later status after an earlier one (auto-acceptance after payment).
 */
function tieRank(event: TimelineEvent): number {
  if (event.kind === "status") return 1 + (ORDER_STATUSES.indexOf(event.to) + 1) / 100;
  if (event.kind === "consultation" || event.kind === "note") return 2;
  return 0;
}

function staffNameOf(row: { staff_name: string | null; staff_nickname: string | null }): string | null {
  return row.staff_name || row.staff_nickname || null;
}

/** One order's story for staff, or null when there is no such order. */
export async function orderTimeline(orderId: string): Promise<OrderTimeline | null> {
  const order = await ordersWithMember()
    .select(["orders.product_type", "orders.payment_method", "orders.refunded_at", "users.phone"])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
  if (!order) return null;

  const [history, survey, consultations, notes] = await Promise.all([
    db()
      .selectFrom("order_status_history")
      .leftJoin("users as staff", "staff.id", "order_status_history.staff_id")
      .select([
        "order_status_history.id",
        "order_status_history.from_status",
        "order_status_history.to_status",
        "order_status_history.actor",
        "order_status_history.reason",
        "order_status_history.created_at",
        "staff.name as staff_name",
        "staff.nickname as staff_nickname",
      ])
      .where("order_status_history.order_id", "=", orderId)
      .execute(),
    db().selectFrom("surveys").select("submitted_at").where("order_id", "=", orderId).where("status", "=", "submitted").executeTakeFirst(),
    listConsultationLogs(orderId),
    listPlannerNotes(orderId),
  ]);

  const amount = Number(order.amount);
  const events: TimelineEvent[] = [];
  if (order.approved_at) events.push({ kind: "payment", id: "payment", at: order.approved_at, amount, method: order.payment_method });
  if (order.refunded_at) events.push({ kind: "refund", id: "refund", at: order.refunded_at, amount });
  for (const row of history) {
    events.push({
      kind: "status",
      id: row.id,
      at: row.created_at,
      from: row.from_status as OrderStatus | null,
      to: row.to_status as OrderStatus,
      actor: row.actor,
      staffName: staffNameOf(row),
      reason: row.reason,
    });
  }
  if (survey?.submitted_at) events.push({ kind: "survey", id: "survey", at: survey.submitted_at });
  for (const log of consultations) {
    events.push({
      kind: "consultation",
      id: log.id,
      at: log.createdAt,
      staffName: log.staffName,
      channel: log.channel,
      typeTag: log.type_tag,
      topicTag: log.topic_tag,
      costTag: log.cost_tag,
      outcomeTag: log.outcome_tag,
      summary: log.summary,
    });
  }
  for (const note of notes)
    events.push({ kind: "note", id: note.id, at: note.createdAt, staffName: note.staffName, message: note.message });
  events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || tieRank(b) - tieRank(a));

  return {
    order: {
      id: order.id,
      userId: order.user_id,
      customerName: listedName(order),
      customerPhone: order.phone,
      productName: order.order_name,
      productType: order.product_type,
      amount,
      status: order.status,
      createdAt: order.created_at,
    },
    events,
  };
}
