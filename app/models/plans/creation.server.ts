// Plan creation: the plan of a travel order, from the back office's creation dialog (decision 0035).
import { randomUUID } from "node:crypto";
import { db } from "~/db.server";
import { PLAN_CREATION_STATUSES } from "~/vocabulary/statuses";
import { findTravelOrder } from "../orders/orders.server";
import type { PlanDay } from "./chapters";
import { insertItinerary } from "./itinerary.server";
import { type NewDay, type NewPlan, planBreaksRules } from "./rules";

export type CreatePlanResult =
  | { ok: true; planId: string }
  /** missing: no such travel order; not-allowed: its status gets no plan; exists: it has one; invalid: a rule broken. */
  | { ok: false; reason: "missing" | "not-allowed" | "exists" | "invalid"; planId?: string };

function toStoredDays(days: NewDay[]): PlanDay[] {
  return days.map((day, index) => ({
    id: randomUUID(),
    dayNumber: index + 1,
    date: day.date,
    activities: day.activities.map((activity) => ({
      id: randomUUID(),
      time: activity.time,
      title: activity.title.trim(),
      type: activity.type ?? "activity",
      durationMinutes: activity.durationMinutes,
      durationText: null,
      description: activity.description.trim(),
      notes: null,
      locationName: activity.locationName.trim(),
      costWon: activity.costWon,
      icon: null,
    })),
  }));
}

/**
 * Creates the plan of a travel order in consultation complete or plan sent: the plan, its days and
 * activities and accommodations, in one transaction. The order keeps its status (sending moves it).
 */
export async function createTravelPlan(input: NewPlan, now = new Date()): Promise<CreatePlanResult> {
  if (planBreaksRules(input)) return { ok: false, reason: "invalid" };
  return db()
    .transaction()
    .execute(async (trx): Promise<CreatePlanResult> => {
      const order = await findTravelOrder(trx, input.orderId);
      if (!order) return { ok: false, reason: "missing" };
      if (!(PLAN_CREATION_STATUSES as readonly string[]).includes(order.status)) return { ok: false, reason: "not-allowed" };
      const existing = await trx.selectFrom("travel_plans").select("id").where("order_id", "=", order.id).executeTakeFirst();
      if (existing) return { ok: false, reason: "exists", planId: existing.id };
      const planId = randomUUID();
      const at = now.toISOString();
      // The unique order_id decides a race between two creations: the loser's insert fails and rolls back.
      await trx
        .insertInto("travel_plans")
        .values({
          id: planId,
          order_id: order.id,
          title: input.title.trim(),
          total_budget: input.totalBudget,
          notes: input.notes?.trim() || null,
          status: "draft",
          created_by: input.staffId,
          working_copy: null,
          revision: 0,
          created_at: at,
          updated_at: at,
          sent_at: null,
          completed_at: null,
        })
        .execute();
      await insertItinerary(trx, planId, toStoredDays(input.days));
      if (input.accommodations.length > 0) {
        await trx
          .insertInto("travel_plan_accommodations")
          .values(
            input.accommodations.map((stay, index) => ({
              id: randomUUID(),
              plan_id: planId,
              position: index + 1,
              name: stay.name.trim(),
              check_in: stay.checkIn || null,
              check_out: stay.checkOut || null,
              address: stay.address.trim(),
              cost_won: stay.costWon,
            })),
          )
          .execute();
      }
      return { ok: true, planId };
    });
}
