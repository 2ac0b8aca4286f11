// The family's side of a plan: who sees which plan (drafts are staff's), share links (create, list,
// look up, revoke), the after-trip feedback (once, from plan sent only, in one transaction) and the
// dashboard card opening a sent plan.

import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { PLAN_HISTORY_WORDS } from "~/messages/plans";
import { listTravelCards } from "~/models/accounts/activity.server";
import { sendPlannerNote } from "~/models/back-office/planner-notes.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createPhotobook } from "~/models/photobook/photobooks.server";
import { nextDate } from "~/models/plans/chapters";
import { createTravelPlan } from "~/models/plans/creation.server";
import { feedbackOpen, feedbackReason, submitTripFeedback } from "~/models/plans/feedback.server";
import { sendTravelPlan } from "~/models/plans/lifecycle.server";
import { firstNameOf, readPlanForPage, readSharedPlan, readTripExtras } from "~/models/plans/page.server";
import { createShareLink, hashShareToken, listShareLinks, planIdForShareToken, revokeShareLink } from "~/models/plans/sharing.server";
import type { OrderStatus } from "~/vocabulary/statuses";
import { arrangePerson } from "../support/people";

const NOW = new Date("2026-11-23T03:00:00Z");

async function planned(options: { send?: boolean; status?: OrderStatus; firstDate?: string } = {}) {
  const member = await arrangePerson("user", "김지민");
  const staff = await arrangePerson("admin", "박플래너");
  const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
  await markPaidByCard(order, NOW);
  await db()
    .updateTable("orders")
    .set({ status: options.status ?? "consultation_complete" })
    .where("id", "=", order.id)
    .execute();
  const created = await createTravelPlan(
    {
      orderId: order.id,
      staffId: staff.id,
      title: "공주 가족 여행",
      days: [
        {
          date: options.firstDate ?? "2026-11-20",
          activities: [
            { time: "10:00", title: "공산성", durationMinutes: 120, description: "성곽 산책", locationName: "공산성", costWon: 3000 },
          ],
        },
        {
          date: nextDate(options.firstDate ?? "2026-11-20") ?? "2026-11-21",
          activities: [{ time: "12:00", title: "국밥", durationMinutes: 60, description: "점심", locationName: "시장", costWon: 20000 }],
        },
      ],
      accommodations: [],
      totalBudget: 500000,
      notes: "직원 메모",
    },
    NOW,
  );
  if (!created.ok) throw new Error(`plan not created: ${created.reason}`);
  if (options.send !== false) {
    const sent = await sendTravelPlan({ planId: created.planId, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }, NOW);
    if (!sent.ok) throw new Error(`plan not sent: ${sent.reason}`);
  }
  return { member, staff, order, planId: created.planId };
}

describe("who sees a plan", () => {
  it("the owner sees a sent plan with chapters numbered across days", async () => {
    const { member, planId } = await planned();
    const plan = await readPlanForPage(planId, { id: member.id, staff: false });
    expect(plan).toMatchObject({ owner: true, editMode: false, status: "sent" });
    expect(plan?.days.map((day) => day.chapters.map((chapter) => [chapter.chapter, chapter.chapterTitle]))).toEqual([
      [[1, "공산성"]],
      [[2, "국밥"]],
    ]);
  });

  it("another member, an unknown id, and the owner of a draft get nothing; staff see drafts in edit mode", async () => {
    const { member, staff, planId } = await planned({ send: false });
    const other = await arrangePerson("user", "남의가족");
    expect(await readPlanForPage(planId, { id: member.id, staff: false })).toBeNull();
    expect(await readPlanForPage(planId, { id: other.id, staff: false })).toBeNull();
    expect(await readPlanForPage("no-such-plan", { id: member.id, staff: false })).toBeNull();
    expect(await readPlanForPage(planId, { id: staff.id, staff: true })).toMatchObject({ editMode: true, owner: false });
    // The dashboard's card keeps the not-ready notice until the plan is sent.
    const [card] = await listTravelCards(member.id, NOW);
    expect(card).toMatchObject({ planMade: false, id: expect.stringMatching(/^payment_/) });
  });

  it("the dashboard card opens a sent plan", async () => {
    const { member, planId } = await planned();
    const [card] = await listTravelCards(member.id, NOW);
    expect(card).toMatchObject({ planMade: true, id: planId });
  });
});

describe("share links", () => {
  it("create, look up, list and revoke; only the hash is stored", async () => {
    const { member, planId } = await planned();
    const created = await createShareLink({ planId, createdBy: member.id }, NOW);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const stored = await db().selectFrom("plan_share_links").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashShareToken(created.token));
    expect(JSON.stringify(stored)).not.toContain(created.token);
    expect(await planIdForShareToken(created.token)).toBe(planId);
    expect((await listShareLinks(planId)).map((link) => link.token)).toEqual([created.token]);

    expect(await revokeShareLink({ planId, linkId: created.id }, NOW)).toBe(true);
    expect(await revokeShareLink({ planId, linkId: created.id }, NOW)).toBe(false);
    expect(await planIdForShareToken(created.token)).toBeNull();
    expect(await listShareLinks(planId)).toEqual([]);
  });

  it("a link of another plan is not revoked through this one; unknown and malformed tokens open nothing", async () => {
    const first = await planned();
    const second = await planned();
    const link = await createShareLink({ planId: first.planId, createdBy: first.member.id }, NOW);
    if (!link.ok) throw new Error("no link");
    expect(await revokeShareLink({ planId: second.planId, linkId: link.id }, NOW)).toBe(false);
    expect(await planIdForShareToken(link.token)).toBe(first.planId);
    expect(await planIdForShareToken("x".repeat(43))).toBeNull();
    expect(await planIdForShareToken("../../etc")).toBeNull();
  });

  it("a draft's link opens nothing until the plan is sent", async () => {
    const { staff, planId } = await planned({ send: false });
    const link = await createShareLink({ planId, createdBy: staff.id }, NOW);
    if (!link.ok) throw new Error("no link");
    expect(await planIdForShareToken(link.token)).toBeNull();
  });

  it("the shared plan carries a first name and the storyboard, no costs", async () => {
    const { planId } = await planned();
    const shared = await readSharedPlan(planId);
    expect(shared?.firstName).toBe("지민");
    expect(shared?.days.flatMap((day) => day.chapters.map((chapter) => chapter.chapterTitle))).toEqual(["공산성", "국밥"]);
    expect(JSON.stringify(shared)).not.toMatch(/김지민|20000|3000|직원 메모|500000/);
    expect(firstNameOf("Jane Doe")).toBe("Jane");
    expect(firstNameOf(" ")).toBeNull();
    // A nickname that is not a Korean full name is not cut into a first name: none is shown.
    expect(firstNameOf("여행좋아123")).toBeNull();
  });
});

describe("after the trip", () => {
  it("feedback moves the order to feedback complete and the plan to completed, once, with a customer history row", async () => {
    const { member, order, planId } = await planned();
    const result = await submitTripFeedback(
      { planId, userId: member.id, rating: 5, comment: " 최고의 여행 ", history: PLAN_HISTORY_WORDS },
      NOW,
    );
    expect(result).toEqual({ ok: true });
    const row = await db().selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("feedback_complete");
    const plan = await db()
      .selectFrom("travel_plans")
      .select(["status", "completed_at"])
      .where("id", "=", planId)
      .executeTakeFirstOrThrow();
    expect(plan.status).toBe("completed");
    expect(plan.completed_at).toBe(NOW.toISOString());
    const history = await db()
      .selectFrom("order_status_history")
      .select(["from_status", "to_status", "actor", "reason"])
      .where("order_id", "=", order.id)
      .where("to_status", "=", "feedback_complete")
      .execute();
    // Staff read the feedback on the order's timeline, as the change's reason.
    expect(history).toEqual([
      {
        from_status: "plan_sent",
        to_status: "feedback_complete",
        actor: "customer",
        reason: "고객 여행 완료 · 후기 ★★★★★ (5/5): 최고의 여행",
      },
    ]);
    expect((await readTripExtras(order.id)).feedback).toMatchObject({ rating: 5, comment: "최고의 여행" });

    // A second submit changes nothing.
    expect(await submitTripFeedback({ planId, userId: member.id, rating: 1, comment: "다시", history: PLAN_HISTORY_WORDS }, NOW)).toEqual({
      ok: false,
      reason: "already",
    });
    expect((await readTripExtras(order.id)).feedback).toMatchObject({ rating: 5 });
    const count = await db()
      .selectFrom("order_status_history")
      .select("id")
      .where("order_id", "=", order.id)
      .where("to_status", "=", "feedback_complete")
      .execute();
    expect(count).toHaveLength(1);
    // The photobook offer opens on the dashboard.
    const [card] = await listTravelCards(member.id, NOW);
    expect(card?.photobookPromotion).toBe(true);
  });

  it("is refused in the wrong status, before the trip, for another member, and with bad values", async () => {
    const early = await planned({ firstDate: "2026-12-24" });
    expect(
      await submitTripFeedback(
        { planId: early.planId, userId: early.member.id, rating: 4, comment: "좋아요", history: PLAN_HISTORY_WORDS },
        NOW,
      ),
    ).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    const other = await arrangePerson("user", "남의가족");
    const { planId, member, order } = await planned();
    expect(await submitTripFeedback({ planId, userId: other.id, rating: 4, comment: "좋아요", history: PLAN_HISTORY_WORDS }, NOW)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await submitTripFeedback({ planId, userId: member.id, rating: 6, comment: "좋아요", history: PLAN_HISTORY_WORDS }, NOW)).toEqual(
      {
        ok: false,
        reason: "invalid",
      },
    );
    expect(await submitTripFeedback({ planId, userId: member.id, rating: 3, comment: "   ", history: PLAN_HISTORY_WORDS }, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    await db().updateTable("orders").set({ status: "consultation_complete" }).where("id", "=", order.id).execute();
    expect(await submitTripFeedback({ planId, userId: member.id, rating: 3, comment: "좋아요", history: PLAN_HISTORY_WORDS }, NOW)).toEqual(
      {
        ok: false,
        reason: "not-allowed",
      },
    );
    expect((await readTripExtras(order.id)).feedback).toBeNull();
    expect(feedbackReason(PLAN_HISTORY_WORDS, 1, "가".repeat(1000))).toHaveLength(500);
    expect(feedbackOpen({ orderStatus: "plan_sent", planStatus: "sent", firstDate: null }, NOW)).toBe(true);
  });

  it("the plan page's note is the trip's newest, and another trip's rows never show", async () => {
    const { order, staff } = await planned();
    const other = await planned();
    expect(await readTripExtras(order.id)).toMatchObject({ photobook: null, feedback: null });
    await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "첫 번째 안내" }, FAMILY_WORDS, NOW);
    await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "새 안내" }, FAMILY_WORDS, new Date(NOW.getTime() + 60_000));
    await sendPlannerNote(
      { orderId: other.order.id, staffId: other.staff.id, message: "다른 가족" },
      FAMILY_WORDS,
      new Date(NOW.getTime() + 120_000),
    );
    expect((await readTripExtras(order.id)).note).toEqual({
      message: "새 안내",
      createdAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    await createPhotobook({ userId: other.member.id, travelOrderId: order.id, status: "printing" });
    expect((await readTripExtras(order.id)).photobook).toBeNull();
  });

  it("the plan page's tracker reads the trip's real photobook", async () => {
    const { member, order } = await planned();
    expect((await readTripExtras(order.id)).photobook).toBeNull();
    await createPhotobook({ userId: member.id, travelOrderId: order.id, status: "printing" });
    expect((await readTripExtras(order.id)).photobook).toMatchObject({ status: "printing" });
  });
});
