// A plan as staff make one, through the app's own path: a member's travel order paid by card and
// moved to consultation complete, the plan created by staff with its days and chapters, and, when
// asked, sent to the family.
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { PLAN_HISTORY_WORDS } from "~/messages/plans";
import type { User } from "~/models/accounts/users.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import type { Order } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createTravelPlan } from "~/models/plans/creation.server";
import { sendTravelPlan } from "~/models/plans/lifecycle.server";
import type { NewActivity } from "~/models/plans/rules";
import { arrangeMember, arrangePerson } from "./people";

/** A chapter by its title; the rest at 10:00 for an hour, free, without a description or a place unless told. */
export type ChapterArrangement = Pick<NewActivity, "title"> & Partial<NewActivity>;

export interface PlanArrangement {
  /** The family's name (the member who ordered the trip). */
  family?: string;
  staffName?: string;
  title?: string;
  days?: { date: string; activities: ChapterArrangement[] }[];
  /** Sent to the family (the plan_sent note, in the family's words). */
  sent?: boolean;
  /** The clock of the order, the payment, the plan and the sending; the real one unless told. */
  now?: Date;
}

export interface ArrangedPlan {
  member: User;
  /** The staff member who made the plan, known as staff. */
  staff: User;
  order: Order;
  planId: string;
  /** The plan's chapters (travel_plan_activities), in the order of the days and then of the chapters. */
  chapterIds: string[];
}

const chapter = (activity: ChapterArrangement): NewActivity => ({
  time: "10:00",
  durationMinutes: 60,
  description: "",
  locationName: "",
  costWon: 0,
  ...activity,
});

export async function arrangeStaffPlan(options: PlanArrangement = {}): Promise<ArrangedPlan> {
  const { now } = options;
  const member = await arrangeMember({ name: options.family ?? "미션가족" });
  const staff: User = { ...(await arrangePerson("admin", options.staffName ?? "박플래너")), role: "admin" };
  const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!, now);
  await markPaidByCard(order, now);
  await db().updateTable("orders").set({ status: "consultation_complete" }).where("id", "=", order.id).execute();
  const days = options.days ?? [{ date: "2026-12-01", activities: [{ title: "공산성" }] }];
  const created = await createTravelPlan(
    {
      orderId: order.id,
      staffId: staff.id,
      title: options.title ?? "공주 가족 여행",
      days: days.map((day) => ({ date: day.date, activities: day.activities.map(chapter) })),
      accommodations: [],
      totalBudget: 0,
      notes: null,
    },
    now,
  );
  if (!created.ok) throw new Error(`plan not created: ${created.reason}`);
  if (options.sent) {
    const sent = await sendTravelPlan({ planId: created.planId, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }, now);
    if (!sent.ok) throw new Error(`plan not sent: ${sent.reason}`);
  }
  const chapters = await db()
    .selectFrom("travel_plan_activities")
    .select("id")
    .where("plan_id", "=", created.planId)
    .orderBy("day_number")
    .orderBy("position")
    .execute();
  return { member, staff, order, planId: created.planId, chapterIds: chapters.map((row) => row.id) };
}
