// After the trip: the family marks it finished with a rating and a few words. In one transaction the
// feedback is stored, the order moves plan sent → feedback complete (a customer history row) and the
// plan becomes completed, which opens the photobook offer. Once: a second submit changes nothing
// (docs/decisions/0038-plan-share-links-calendar-feedback.md).
import { randomUUID } from "node:crypto";
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { changeOrderStatus } from "../orders/order-history.server";
import { advancePlan, type PlanHistoryWords } from "./lifecycle.server";
import { planWithOrder } from "./queries.server";

export const FEEDBACK_LIMITS = { minRating: 1, maxRating: 5, comment: 1000 } as const;

export interface TripFeedback {
  rating: number;
  comment: string;
  createdAt: string;
}

export type FeedbackResult =
  | { ok: true }
  /** missing: no such plan of this member; already: feedback exists; not-allowed: the order is not plan sent or the trip has not begun; invalid: a rule broken. */
  | { ok: false; reason: "missing" | "already" | "not-allowed" | "invalid" };

/** The first day of a plan (YYYY-MM-DD), or null when no day has a date. */
export function firstTripDate(dates: readonly (string | null)[]): string | null {
  return dates.filter((date): date is string => date !== null).sort()[0] ?? null;
}

/** Feedback opens once the plan is sent and the trip's first day has come in Korea (a plan without dates: at once). */
export function feedbackOpen(input: { orderStatus: string; planStatus: string; firstDate: string | null }, now = new Date()): boolean {
  if (input.orderStatus !== "plan_sent" || input.planStatus !== "sent") return false;
  return input.firstDate === null || input.firstDate <= koreanToday(now);
}

/** The history row's reason: the caller's words for the rating, then the text, within the history's 500 characters. */
export function feedbackReason(words: PlanHistoryWords, rating: number, comment: string): string {
  const head = words.feedback(rating);
  const room = 500 - head.length;
  return head + (comment.length > room ? `${comment.slice(0, room - 1)}…` : comment);
}

class FeedbackRefused extends Error {
  constructor(readonly reason: "not-allowed" | "already") {
    super(reason);
  }
}

export async function submitTripFeedback(
  input: { planId: string; userId: string; rating: number; comment: string; history: PlanHistoryWords },
  now = new Date(),
): Promise<FeedbackResult> {
  const comment = input.comment.trim();
  if (!Number.isInteger(input.rating) || input.rating < FEEDBACK_LIMITS.minRating || input.rating > FEEDBACK_LIMITS.maxRating)
    return { ok: false, reason: "invalid" };
  if (!comment || comment.length > FEEDBACK_LIMITS.comment) return { ok: false, reason: "invalid" };
  return db()
    .transaction()
    .execute(async (trx): Promise<FeedbackResult> => {
      const plan = await planWithOrder(input.planId, trx)
        .select(["travel_plans.id", "travel_plans.status", "orders.id as order_id", "orders.status as order_status"])
        .where("orders.user_id", "=", input.userId)
        .executeTakeFirst();
      if (!plan) return { ok: false, reason: "missing" };
      const existing = await trx.selectFrom("trip_feedback").select("id").where("order_id", "=", plan.order_id).executeTakeFirst();
      if (existing) return { ok: false, reason: "already" };
      const days = await trx.selectFrom("travel_plan_days").select("date").where("plan_id", "=", plan.id).execute();
      const open = feedbackOpen(
        { orderStatus: plan.order_status, planStatus: plan.status, firstDate: firstTripDate(days.map((day) => day.date)) },
        now,
      );
      if (!open) return { ok: false, reason: "not-allowed" };
      const at = now.toISOString();
      const moved = await changeOrderStatus(trx, {
        orderId: plan.order_id,
        move: "giveFeedback",
        actor: "customer",
        // Staff read the feedback on the order's timeline, as this change's reason (the full text is in trip_feedback).
        reason: feedbackReason(input.history, input.rating, comment),
        now,
      });
      if (!moved.changed) throw new FeedbackRefused(moved.reason === "same" ? "already" : "not-allowed");
      if (!(await advancePlan(trx, plan.id, "complete", "customer", at))) throw new FeedbackRefused("not-allowed");
      // The unique order_id decides a race between two submits: the loser's insert fails and rolls back.
      await trx
        .insertInto("trip_feedback")
        .values({
          id: randomUUID(),
          order_id: plan.order_id,
          plan_id: plan.id,
          user_id: input.userId,
          rating: input.rating,
          comment,
          created_at: at,
        })
        .execute();
      return { ok: true };
    })
    .catch((error: unknown) => {
      if (error instanceof FeedbackRefused) return { ok: false, reason: error.reason } as const;
      throw error;
    });
}
