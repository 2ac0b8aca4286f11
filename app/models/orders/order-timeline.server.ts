// An order's story for staff (the timeline page): payment and refund, every status change with who
// made it, the survey, consultations and planner notes, newest first; for a travel order with a plan,
// the plan's mission completions (and staff undoing one, as the family was told it) and the payments and
// refunds of its booking orders (the orders of kind 'booking' whose metadata names the plan). It reads
// each part through the model that owns it.
import { db } from "~/db.server";
import { ORDER_STATUSES, type OrderStatus } from "~/vocabulary/statuses";
import type { StatusActor } from "../../../db/schema";
import { listConsultationLogs } from "../back-office/consultations.server";
import { listPlannerNotes } from "../back-office/planner-notes.server";
import { listedName, ordersWithMember } from "../back-office/staff-orders.server";
import { listMissionUndos } from "../messaging/notifications.server";
import { planIdForOrder } from "../plans/queries.server";
import { fromJson } from "../platform/json.server";

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
  | { kind: "note"; id: string; at: string; staffName: string | null; message: string }
  /** A mission of the trip's plan completed by the family (id: the mission's). */
  | { kind: "mission"; id: string; at: string; title: string; points: number; memberName: string | null }
  /** Staff undid a completion (id: the family's notification of it, whose words it shows). */
  | { kind: "mission-undone"; id: string; at: string; told: string }
  /** A booking order of the trip's plan paid, or refunded (id: the booking order's). */
  | { kind: "booking-payment"; id: string; at: string; amount: number; orderName: string }
  | { kind: "booking-refund"; id: string; at: string; amount: number; orderName: string };

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
  /** The trip's plan (for the link to it), null when there is none. */
  planId: string | null;
  /** Newest first. */
  events: TimelineEvent[];
}

/** The plan's mission completions and its booking orders' payments and refunds. */
async function planEvents(planId: string, memberId: string): Promise<TimelineEvent[]> {
  const [completions, bookings] = await Promise.all([
    db()
      .selectFrom("mission_completions as c")
      .innerJoin("plan_missions as m", "m.id", "c.mission_id")
      .leftJoin("users as u", "u.id", "c.user_id")
      .select(["c.mission_id", "c.completed_at", "c.points", "m.title", "u.name", "u.nickname"])
      .where("c.plan_id", "=", planId)
      .execute(),
    // The family's booking orders, kept to this plan's by their metadata (read on both engines alike).
    db()
      .selectFrom("orders")
      .select(["id", "order_name", "amount", "metadata", "approved_at", "refunded_at"])
      .where("user_id", "=", memberId)
      .where("product_type", "=", "booking")
      .execute(),
  ]);
  const events: TimelineEvent[] = completions.map((row) => ({
    kind: "mission",
    id: row.mission_id,
    at: row.completed_at,
    title: row.title,
    points: Number(row.points),
    memberName: row.name || row.nickname || null,
  }));
  for (const row of bookings) {
    if (fromJson<{ planId?: unknown }>(row.metadata, {}).planId !== planId) continue;
    const base = { id: row.id, amount: Number(row.amount), orderName: row.order_name };
    if (row.approved_at) events.push({ kind: "booking-payment", at: row.approved_at, ...base });
    if (row.refunded_at) events.push({ kind: "booking-refund", at: row.refunded_at, ...base });
  }
  return events;
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

  const planId = await planIdForOrder(orderId);
  const [history, survey, consultations, notes, fromPlan, undos] = await Promise.all([
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
    planId ? planEvents(planId, order.user_id) : [],
    listMissionUndos(orderId),
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
  events.push(...fromPlan);
  for (const undo of undos) events.push({ kind: "mission-undone", id: undo.id, at: undo.created_at, told: undo.message });
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
    planId,
    events,
  };
}
