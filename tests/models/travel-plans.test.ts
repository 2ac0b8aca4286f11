// Travel plans: creation rules, the family's owner-scoped read, the editor's working copy (insert
// and renumber, delete, add a day, publish) and sending.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { listNotifications } from "~/models/back-office/notifications.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { listPlannerNotes } from "~/models/planner-notes.server";
import type { OrderStatus } from "~/models/statuses";
import type { ChapterInput, NewPlan } from "~/models/travel-plans.server";
import {
  createTravelPlan,
  editWorkingCopy,
  planIdForOrder,
  publishWorkingCopy,
  readPlanForMember,
  readPlanForStaff,
  sendTravelPlan,
} from "~/models/travel-plans.server";
import { arrangePerson } from "../support/people";

const NOW = new Date("2026-11-23T03:00:00Z");

async function trip(status: OrderStatus = "consultation_complete") {
  const member = await arrangePerson("user", "김가족");
  const staff = await arrangePerson("admin", "박플래너");
  const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
  await markPaidByCard(order, NOW);
  await db().updateTable("orders").set({ status }).where("id", "=", order.id).execute();
  return { member, staff, order };
}

const activity = (title: string) => ({
  time: "10:00",
  title,
  durationMinutes: 120,
  description: `${title} 설명`,
  locationName: "제주",
  costWon: 0,
});

function twoDays(orderId: string, staffId: string): NewPlan {
  return {
    orderId,
    staffId,
    title: "  제주 가족 여행  ",
    days: [
      { date: "2026-12-01", activities: [activity("성산일출봉"), activity("해녀의 집")] },
      { date: "2026-12-02", activities: [{ ...activity("우도"), time: "09:30", durationMinutes: 90, costWon: 12000 }] },
    ],
    accommodations: [{ name: "바다 호텔", checkIn: "2026-12-01", checkOut: "2026-12-02", address: "제주시", costWon: 150000 }],
    totalBudget: 800000,
    notes: "아이 간식 챙기기",
  };
}

const chapter = (title: string): ChapterInput => ({
  chapterTitle: title,
  time: "13:00",
  location: "서귀포",
  duration: null,
  storyDescription: `${title} 이야기`,
  icon: null,
  type: "food",
});

describe("creating a plan", () => {
  it("stores the plan, its days, activities and stays, linked to the order", async () => {
    const { order, staff } = await trip();
    const result = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await planIdForOrder(order.id)).toBe(result.planId);
    const plan = await readPlanForStaff(result.planId);
    expect(plan?.title).toBe("제주 가족 여행");
    expect(plan?.status).toBe("draft");
    expect(plan?.dirty).toBe(false);
    expect(plan?.totalBudget).toBe(800000);
    expect(plan?.published.map((day) => [day.dayNumber, day.date, day.activities.map((a) => a.title)])).toEqual([
      [1, "2026-12-01", ["성산일출봉", "해녀의 집"]],
      [2, "2026-12-02", ["우도"]],
    ]);
    expect(plan?.published[1]?.activities[0]).toMatchObject({ time: "09:30", durationMinutes: 90, costWon: 12000, type: "activity" });
    expect(plan?.accommodations).toMatchObject([{ name: "바다 호텔", costWon: 150000 }]);
    // Creating does not send: the order keeps its status.
    const row = await db().selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("consultation_complete");
  });

  it("refuses a second plan, a status without plans, and broken rules", async () => {
    const { order, staff } = await trip();
    const first = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    expect(await createTravelPlan(twoDays(order.id, staff.id), NOW)).toEqual({
      ok: false,
      reason: "exists",
      planId: first.ok ? first.planId : "",
    });
    const early = await trip("survey_complete");
    expect(await createTravelPlan(twoDays(early.order.id, staff.id), NOW)).toEqual({ ok: false, reason: "not-allowed" });
    expect(await createTravelPlan(twoDays("TRAVEL_nope", staff.id), NOW)).toEqual({ ok: false, reason: "missing" });
    const fresh = await trip();
    const base = twoDays(fresh.order.id, staff.id);
    const broken: NewPlan[] = [
      { ...base, title: "   " },
      { ...base, days: [] },
      { ...base, days: [{ date: "", activities: [activity("a")] }] },
      { ...base, days: [{ date: "2026-12-01", activities: [] }] },
      { ...base, days: [{ date: "2026-12-01", activities: [{ ...activity("a"), time: "25:00" }] }] },
      { ...base, days: [{ date: "2026-12-01", activities: [{ ...activity("a"), durationMinutes: -1 }] }] },
      { ...base, days: [{ date: "2026-12-01", activities: [{ ...activity("a"), costWon: 1.5 }] }] },
      { ...base, totalBudget: -10 },
    ];
    for (const plan of broken) expect(await createTravelPlan(plan, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(await planIdForOrder(fresh.order.id)).toBeNull();
  });
});

describe("the family's read", () => {
  it("answers the owner only, without prices", async () => {
    const { order, staff, member } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    const plan = await readPlanForMember(created.planId, member.id);
    expect(plan?.days).toHaveLength(2);
    expect(plan?.accommodations).toEqual([{ name: "바다 호텔", checkIn: "2026-12-01", checkOut: "2026-12-02", address: "제주시" }]);
    const other = await arrangePerson("user", "남가족");
    expect(await readPlanForMember(created.planId, other.id)).toBeNull();
    expect(await readPlanForMember("unknown", member.id)).toBeNull();
  });
});

describe("the editor's working copy", () => {
  it("inserts at an index and renumbers the day, and the family sees it only after Save", async () => {
    const { order, staff, member } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    const inserted = await editWorkingCopy(created.planId, { kind: "insert", dayNumber: 1, index: 1, chapter: chapter("흑돼지 점심") });
    expect(inserted.ok).toBe(true);
    const staffView = await readPlanForStaff(created.planId);
    expect(staffView?.dirty).toBe(true);
    expect(staffView?.itinerary[0]?.activities.map((a) => a.title)).toEqual(["성산일출봉", "흑돼지 점심", "해녀의 집"]);
    expect((await readPlanForMember(created.planId, member.id))?.days[0]?.activities).toHaveLength(2);

    expect(await publishWorkingCopy(created.planId)).toEqual({ ok: true, published: true });
    const rows = await db()
      .selectFrom("travel_plan_activities")
      .select(["title", "position", "notes", "type"])
      .where("plan_id", "=", created.planId)
      .where("day_number", "=", 1)
      .orderBy("position")
      .execute();
    expect(rows.map((row) => [row.position, row.title])).toEqual([
      [1, "성산일출봉"],
      [2, "흑돼지 점심"],
      [3, "해녀의 집"],
    ]);
    expect(rows[1]).toMatchObject({ notes: "흑돼지 점심 이야기", type: "food" });
    expect((await readPlanForStaff(created.planId))?.dirty).toBe(false);
    expect((await readPlanForMember(created.planId, member.id))?.days[0]?.activities).toHaveLength(3);
  });

  it("edits, deletes, adds the next day, discards, and refuses broken chapters", async () => {
    const { order, staff } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    const plan = await readPlanForStaff(created.planId);
    const first = plan?.itinerary[0]?.activities[0];
    if (!first) throw new Error("no activity");
    expect(
      await editWorkingCopy(created.planId, { kind: "update", activityId: first.id, chapter: { ...chapter("일출"), icon: "📸" } }),
    ).toMatchObject({ ok: true });
    expect(await editWorkingCopy(created.planId, { kind: "delete", activityId: plan?.itinerary[0]?.activities[1]?.id ?? "" })).toEqual({
      ok: true,
    });
    expect(await editWorkingCopy(created.planId, { kind: "add-day" })).toEqual({ ok: true });
    expect(await editWorkingCopy(created.planId, { kind: "insert", dayNumber: 3, index: 0, chapter: chapter("귀가") })).toMatchObject({
      ok: true,
    });
    for (const bad of [
      { ...chapter("x"), time: "9:00" },
      { ...chapter("x"), chapterTitle: " " },
      { ...chapter("x"), icon: "💣" },
      { ...chapter("x"), storyDescription: "" },
    ]) {
      expect(await editWorkingCopy(created.planId, { kind: "insert", dayNumber: 1, index: 0, chapter: bad })).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(await editWorkingCopy(created.planId, { kind: "delete", activityId: "nope" })).toEqual({ ok: false, reason: "invalid" });
    const edited = await readPlanForStaff(created.planId);
    expect(edited?.itinerary.map((day) => [day.dayNumber, day.date, day.activities.map((a) => a.title)])).toEqual([
      [1, "2026-12-01", ["일출"]],
      [2, "2026-12-02", ["우도"]],
      [3, "2026-12-03", ["귀가"]],
    ]);
    expect(edited?.itinerary[0]?.activities[0]).toMatchObject({ icon: "📸", time: "13:00", locationName: "서귀포" });
    expect(await editWorkingCopy(created.planId, { kind: "discard" })).toEqual({ ok: true });
    expect((await readPlanForStaff(created.planId))?.itinerary[0]?.activities.map((a) => a.title)).toEqual(["성산일출봉", "해녀의 집"]);
    expect(await editWorkingCopy("unknown", { kind: "add-day" })).toEqual({ ok: false, reason: "missing" });
  });
});

describe("sending a plan", () => {
  it("moves the order to plan sent with history, a planner note and a notification linking the plan", async () => {
    const { order, staff, member } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    expect(await sendTravelPlan({ planId: created.planId, staffId: staff.id }, NOW)).toEqual({ ok: true });
    const row = await db().selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("plan_sent");
    const history = await db()
      .selectFrom("order_status_history")
      .selectAll()
      .where("order_id", "=", order.id)
      .where("to_status", "=", "plan_sent")
      .execute();
    expect(history).toMatchObject([{ from_status: "consultation_complete", actor: "staff", staff_id: staff.id }]);
    const plan = await readPlanForStaff(created.planId);
    expect(plan?.status).toBe("sent");
    expect(plan?.sentAt).toBe(NOW.toISOString());
    const notes = await listPlannerNotes(order.id);
    expect(notes[0]?.message).toContain("김가족님");
    const notifications = await listNotifications(member.id);
    expect(notifications.find((n) => n.kind === "plan_ready")?.link).toBe(`/travel/plan/${created.planId}`);
    expect(await sendTravelPlan({ planId: created.planId, staffId: staff.id }, NOW)).toEqual({ ok: false, reason: "already-sent" });
  });

  it("changes nothing when the order is no longer ready", async () => {
    const { order, staff } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    await db().updateTable("orders").set({ status: "survey_complete" }).where("id", "=", order.id).execute();
    expect(await sendTravelPlan({ planId: created.planId, staffId: staff.id }, NOW)).toEqual({ ok: false, reason: "not-allowed" });
    expect((await readPlanForStaff(created.planId))?.status).toBe("draft");
    expect(await listPlannerNotes(order.id)).toEqual([]);
  });
});

describe("the dirty flag", () => {
  it("is on while the copy differs from the published itinerary, and off when an edit changes nothing", async () => {
    const { order, staff } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    const first = (await readPlanForStaff(created.planId))?.itinerary[0]?.activities[0];
    if (!first) throw new Error("no activity");
    // Editing a chapter to what it already says changes nothing the family would see.
    const same: ChapterInput = {
      chapterTitle: first.title,
      time: first.time,
      location: first.locationName,
      duration: null,
      storyDescription: first.description,
      icon: null,
      type: first.type,
    };
    expect(await editWorkingCopy(created.planId, { kind: "update", activityId: first.id, chapter: same })).toMatchObject({ ok: true });
    expect((await readPlanForStaff(created.planId))?.dirty).toBe(false);
    await editWorkingCopy(created.planId, { kind: "update", activityId: first.id, chapter: { ...same, icon: "🌳" } });
    expect((await readPlanForStaff(created.planId))?.dirty).toBe(true);
  });
});
