// Plan status moves: sending a draft to the family (the order to plan sent), and sent to completed.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import { type Mover, moveRule, PLAN_MOVES, type PlanMove } from "~/vocabulary/lifecycles";
import type { Database } from "../../../db/schema";
import { fillNoteTemplate } from "../../vocabulary/planner-note-rules";
import { noteTemplateFor } from "../back-office/planner-notes.server";
import { customerName } from "../back-office/staff-orders.server";
import { type FamilyWords, notifyPlanReady } from "../messaging/notifications.server";
import { queueFamilyMessage } from "../messaging/outbox.server";
import { changeOrderStatus } from "../orders/order-history.server";
import { planWithOrder } from "./queries.server";

/**
 * What a plan's moves write as the order history's reason, which staff read on the trip's timeline:
 * worded by the caller (app/messages/plans.ts, PLAN_HISTORY_WORDS), as the family's notifications are.
 */
export interface PlanHistoryWords {
  /** Staff sent the plan. */
  planSent: string;
  /** The family finished the trip with this rating: the reason's start, before their text. */
  feedback: (rating: number) => string;
}

/** The column that records when a plan made each move. */
const PLAN_STAMPS = { send: "sent_at", complete: "completed_at" } as const satisfies Record<PlanMove, string>;

/**
 * Makes one move of the plan lifecycle (PLAN_MOVES: sending, completing) in the caller's transaction;
 * false when it was not where the move starts, as when another request moved it first.
 */
export async function advancePlan(trx: Kysely<Database>, planId: string, move: PlanMove, by: Mover, at: string): Promise<boolean> {
  const rule = moveRule(PLAN_MOVES, move, by);
  if (!rule) return false;
  const result = await trx
    .updateTable("travel_plans")
    .set({ status: rule.to, [PLAN_STAMPS[move]]: at, updated_at: at })
    .where("id", "=", planId)
    .where("status", "in", rule.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- Sending ---------------------------------------------------------------------------------

export type SendPlanResult = { ok: true } | { ok: false; reason: "missing" | "already-sent" | "not-allowed" | "conflict" };

/**
 * Sends a draft plan to the family, in one transaction: the order moves to plan sent (with its
 * history row), the plan becomes sent, a planner note from the plan-sent template is stored, the
 * family is notified with a link to the plan, and its 알림톡 is queued (sent after the commit:
 * deliverSoon). What the family sees is the published itinerary.
 */
export async function sendTravelPlan(
  input: { planId: string; staffId: string; words: FamilyWords; history: PlanHistoryWords },
  now = new Date(),
): Promise<SendPlanResult> {
  const template = await noteTemplateFor("plan_sent");
  return db()
    .transaction()
    .execute(async (trx): Promise<SendPlanResult> => {
      const plan = await planWithOrder(input.planId, trx)
        .innerJoin("users", "users.id", "orders.user_id")
        .select([
          "travel_plans.id",
          "travel_plans.status",
          "orders.id as order_id",
          "orders.user_id",
          "orders.order_name",
          "users.name",
          "users.nickname",
        ])
        .executeTakeFirst();
      if (!plan) return { ok: false, reason: "missing" };
      if (plan.status !== "draft") return { ok: false, reason: "already-sent" };
      const at = now.toISOString();
      if (!(await advancePlan(trx, plan.id, "send", "staff", at))) return { ok: false, reason: "conflict" };
      const moved = await changeOrderStatus(trx, {
        orderId: plan.order_id,
        move: "sendPlan",
        actor: "staff",
        staffId: input.staffId,
        reason: input.history.planSent,
        now,
      });
      // An order staff already set to plan sent by hand keeps it; any other status is not ready for a plan.
      if (!moved.changed && moved.reason !== "same") {
        throw new PlanSendRefused(moved.reason === "conflict" ? "conflict" : "not-allowed");
      }
      if (template) {
        await trx
          .insertInto("planner_notes")
          .values({
            id: randomUUID(),
            order_id: plan.order_id,
            staff_id: input.staffId,
            message: fillNoteTemplate(template, customerName(plan)),
            created_at: at,
          })
          .execute();
      }
      await notifyPlanReady(trx, { id: plan.order_id, userId: plan.user_id, orderName: plan.order_name }, plan.id, input.words, now);
      await queueFamilyMessage(
        trx,
        { userId: plan.user_id, moment: "plan_ready", dedupeKey: `plan-ready:${plan.id}`, params: { 여행명: plan.order_name } },
        now,
      );
      return { ok: true };
    })
    .catch((error: unknown) => {
      if (error instanceof PlanSendRefused) return { ok: false, reason: error.reason } as const;
      throw error;
    });
}

/** Rolls the send's transaction back when the order may not move. */
class PlanSendRefused extends Error {
  constructor(readonly reason: "not-allowed" | "conflict") {
    super(reason);
  }
}
