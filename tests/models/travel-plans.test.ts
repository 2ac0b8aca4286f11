// Travel plans: creation rules, the family's owner-scoped read, the editor's working copy (insert
// and renumber, delete, add a day, publish), sending, and chapters and days keeping their ids across saves.

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { PLAN_HISTORY_WORDS } from "~/messages/plans";
import { listPlannerNotes } from "~/models/back-office/planner-notes.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { listNotifications } from "~/models/messaging/notifications.server";
import { createMission, createProduct, listMissions, listProducts } from "~/models/missions/catalogue.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import type { PlanDay } from "~/models/plans/chapters";
import { createTravelPlan } from "~/models/plans/creation.server";
import { editWorkingCopy, publishWorkingCopy } from "~/models/plans/editor.server";
import { sendTravelPlan } from "~/models/plans/lifecycle.server";
import { planIdForOrder, readPlanForMember, readPlanForStaff } from "~/models/plans/queries.server";
import type { ChapterInput, NewPlan } from "~/models/plans/rules";
import { toJson } from "~/models/platform/json.server";
import type { OrderStatus } from "~/vocabulary/statuses";
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
  it("answers the owner only, with the published days and the photo-sharing choice", async () => {
    const { order, staff, member } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    const plan = await readPlanForMember(created.planId, member.id);
    expect(plan?.days).toHaveLength(2);
    expect(plan?.sharePhotos).toBe(false);
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
    expect(
      await sendTravelPlan({ planId: created.planId, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }, NOW),
    ).toEqual({ ok: true });
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
    const ready = notifications.find((n) => n.kind === "plan_ready");
    expect(ready?.link).toBe(`/travel/plan/${created.planId}`);
    expect(ready?.message).toBe(`‘${order.orderName}’ 여행 플랜이 완성되었어요!`);
    expect(
      await sendTravelPlan({ planId: created.planId, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }, NOW),
    ).toEqual({
      ok: false,
      reason: "already-sent",
    });
  });

  it("changes nothing when the order is no longer ready", async () => {
    const { order, staff } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    await db().updateTable("orders").set({ status: "survey_complete" }).where("id", "=", order.id).execute();
    expect(
      await sendTravelPlan({ planId: created.planId, staffId: staff.id, words: FAMILY_WORDS, history: PLAN_HISTORY_WORDS }, NOW),
    ).toEqual({
      ok: false,
      reason: "not-allowed",
    });
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

describe("chapters and days keep their identity across saves", () => {
  // What a later feature (a mission of a chapter) will do: refer to chapters and days by id, with a
  // foreign key that refuses to lose them. Saves that keep a chapter must leave its row alone.
  const LINKS = "test_chapter_links";
  beforeAll(async () => {
    await sql`create table if not exists ${sql.table(LINKS)} (
      id text primary key,
      activity_id text references travel_plan_activities(id) on delete restrict,
      day_id text references travel_plan_days(id) on delete restrict
    )`.execute(db());
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(LINKS)}`.execute(db());
  });

  async function link(activityId: string | null, dayId: string | null) {
    await sql`insert into ${sql.table(LINKS)} (id, activity_id, day_id) values (${crypto.randomUUID()}, ${activityId}, ${dayId})`.execute(
      db(),
    );
  }

  async function rows(planId: string) {
    return db()
      .selectFrom("travel_plan_activities")
      .select(["id", "title", "day_number", "position"])
      .where("plan_id", "=", planId)
      .orderBy("day_number")
      .orderBy("position")
      .execute();
  }

  async function published(planId: string): Promise<PlanDay[]> {
    const plan = await readPlanForStaff(planId);
    if (!plan) throw new Error("no plan");
    return plan.published;
  }

  it("through an edit, an insert before others, a delete, a move to another day and a dropped day", async () => {
    const { order, staff } = await trip();
    const base = twoDays(order.id, staff.id);
    const created = await createTravelPlan(
      { ...base, days: [...base.days, { date: "2026-12-03", activities: [activity("한라산"), activity("공항")] }] },
      NOW,
    );
    if (!created.ok) throw new Error("not created");
    const planId = created.planId;
    const start = await published(planId);
    const [d1, d2, d3] = start;
    const [sunrise, haenyeo] = d1?.activities ?? [];
    const [udo] = d2?.activities ?? [];
    const [halla, airport] = d3?.activities ?? [];
    if (!d1?.id || !d2?.id || !d3?.id || !sunrise || !haenyeo || !udo || !halla || !airport) throw new Error("not arranged");
    await link(sunrise.id, null);
    await link(null, d1.id);
    await link(halla.id, d3.id);
    await link(airport.id, null);

    // An edit updates the row in place.
    await editWorkingCopy(planId, { kind: "update", activityId: sunrise.id, chapter: chapter("일출 보기") });
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });
    expect((await rows(planId)).map((row) => [row.id, row.title])).toEqual([
      [sunrise.id, "일출 보기"],
      [haenyeo.id, "해녀의 집"],
      [udo.id, "우도"],
      [halla.id, "한라산"],
      [airport.id, "공항"],
    ]);

    // An insert before the others adds one row; the others move down and keep their ids.
    const inserted = await editWorkingCopy(planId, { kind: "insert", dayNumber: 1, index: 0, chapter: chapter("아침 시장") });
    if (!inserted.ok || !inserted.activityId) throw new Error("not inserted");
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });
    expect((await rows(planId)).map((row) => [row.id, row.day_number, row.position])).toEqual([
      [inserted.activityId, 1, 1],
      [sunrise.id, 1, 2],
      [haenyeo.id, 1, 3],
      [udo.id, 2, 1],
      [halla.id, 3, 1],
      [airport.id, 3, 2],
    ]);

    // A delete removes that row only.
    await editWorkingCopy(planId, { kind: "delete", activityId: haenyeo.id });
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });
    expect((await rows(planId)).map((row) => row.id)).toEqual([inserted.activityId, sunrise.id, udo.id, halla.id, airport.id]);

    // A chapter moved to another day (the working copy as the editor would hold it) keeps its id.
    const before = await published(planId);
    const movedCopy = before.map((day) => ({
      ...day,
      activities: day.dayNumber === 1 ? day.activities.filter((a) => a.id !== sunrise.id) : day.activities,
    }));
    const moving = before[0]?.activities.find((a) => a.id === sunrise.id);
    if (!moving) throw new Error("no chapter to move");
    movedCopy[1]?.activities.push(moving);
    const revision = (await readPlanForStaff(planId))?.revision ?? 0;
    await db()
      .updateTable("travel_plans")
      .set({ working_copy: toJson(movedCopy), revision: revision + 1 })
      .where("id", "=", planId)
      .execute();
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });
    expect((await rows(planId)).map((row) => [row.id, row.day_number, row.position])).toEqual([
      [inserted.activityId, 1, 1],
      [udo.id, 2, 1],
      [sunrise.id, 2, 2],
      [halla.id, 3, 1],
      [airport.id, 3, 2],
    ]);

    // Emptying day 2 drops it: day 3 becomes day 2 and keeps its id, and so do its chapters.
    await editWorkingCopy(planId, { kind: "delete", activityId: udo.id });
    await editWorkingCopy(planId, { kind: "delete", activityId: sunrise.id });
    // The deleted chapter's link goes first, as the feature that owns it would have to.
    await sql`delete from ${sql.table(LINKS)} where activity_id = ${sunrise.id}`.execute(db());
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });
    const after = await published(planId);
    expect(after.map((day) => [day.id, day.dayNumber, day.date])).toEqual([
      [d1.id, 1, "2026-12-01"],
      [d3.id, 2, "2026-12-03"],
    ]);
    expect(after.map((day) => day.activities.map((a) => a.id))).toEqual([[inserted.activityId], [halla.id, airport.id]]);
    expect((await rows(planId)).map((row) => [row.id, row.day_number])).toEqual([
      [inserted.activityId, 1],
      [halla.id, 2],
      [airport.id, 2],
    ]);
    expect((await readPlanForStaff(planId))?.dirty).toBe(false);
  });

  it("refuses to delete a chapter something still refers to, and leaves the plan as it was", async () => {
    const { order, staff } = await trip();
    const created = await createTravelPlan(twoDays(order.id, staff.id), NOW);
    if (!created.ok) throw new Error("not created");
    const [first] = (await published(created.planId))[0]?.activities ?? [];
    if (!first) throw new Error("no chapter");
    await link(first.id, null);
    await editWorkingCopy(created.planId, { kind: "delete", activityId: first.id });
    await expect(publishWorkingCopy(created.planId)).rejects.toThrow();
    // The transaction rolled back: the chapter and the unsaved copy are both still there.
    expect((await rows(created.planId)).map((row) => row.id)).toContain(first.id);
    expect((await readPlanForStaff(created.planId))?.dirty).toBe(true);
  });

  it("trusts no id from outside the plan: another plan's chapter can be neither edited nor deleted", async () => {
    const mine = await trip();
    const theirs = await trip();
    const a = await createTravelPlan(twoDays(mine.order.id, mine.staff.id), NOW);
    const b = await createTravelPlan(twoDays(theirs.order.id, theirs.staff.id), NOW);
    if (!a.ok || !b.ok) throw new Error("not created");
    const foreign = (await published(b.planId))[0]?.activities[0];
    if (!foreign) throw new Error("no chapter");
    expect(await editWorkingCopy(a.planId, { kind: "update", activityId: foreign.id, chapter: chapter("가로채기") })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await editWorkingCopy(a.planId, { kind: "delete", activityId: foreign.id })).toEqual({ ok: false, reason: "invalid" });
    expect((await readPlanForStaff(a.planId))?.dirty).toBe(false);

    // Even a working copy that names another plan's chapter (never made by the editor) cannot touch
    // that row: the entry is saved as a new chapter of this plan with an id of its own.
    const copy = await published(a.planId);
    copy[0]?.activities.push({ ...foreign, title: "가로채기" });
    await db()
      .updateTable("travel_plans")
      .set({ working_copy: toJson(copy), revision: 5 })
      .where("id", "=", a.planId)
      .execute();
    expect(await publishWorkingCopy(a.planId)).toEqual({ ok: true, published: true });
    const theirRow = await db().selectFrom("travel_plan_activities").selectAll().where("id", "=", foreign.id).executeTakeFirstOrThrow();
    expect(theirRow).toMatchObject({ plan_id: b.planId, title: foreign.title });
    const mineNow = await rows(a.planId);
    expect(mineNow.map((row) => row.title)).toContain("가로채기");
    expect(mineNow.map((row) => row.id)).not.toContain(foreign.id);
  });
});

describe("missions and products through the editor's saves", () => {
  async function published(planId: string): Promise<PlanDay[]> {
    const plan = await readPlanForStaff(planId);
    if (!plan) throw new Error("no plan");
    return plan.published;
  }

  const mission = (activityId: string, title: string) => ({
    activityId,
    title,
    description: `${title}!`,
    points: 10,
    hint: null,
    imageUploadId: null,
  });
  const product = (activityId: string, name: string) => ({
    activityId,
    name,
    category: "체험",
    price: 1000,
    description: "",
    imageUploadId: null,
  });

  async function arranged() {
    const { order, staff, member } = await trip();
    const base = twoDays(order.id, staff.id);
    const created = await createTravelPlan(
      { ...base, days: [...base.days, { date: "2026-12-03", activities: [activity("한라산")] }] },
      NOW,
    );
    if (!created.ok) throw new Error("not created");
    const [d1, d2, d3] = await published(created.planId);
    const [sunrise, haenyeo] = d1?.activities ?? [];
    const [udo] = d2?.activities ?? [];
    const [halla] = d3?.activities ?? [];
    if (!sunrise || !haenyeo || !udo || !halla) throw new Error("not arranged");
    return { planId: created.planId, member, sunrise, haenyeo, udo, halla };
  }

  it("stay on their chapters through a Save that inserts, deletes and drops a day", async () => {
    const { planId, sunrise, haenyeo, halla } = await arranged();
    const m1 = await createMission(planId, mission(haenyeo.id, "해녀에게 인사"), NOW);
    const m2 = await createMission(planId, mission(halla.id, "정상 사진"), NOW);
    const p1 = await createProduct(planId, product(haenyeo.id, "해녀 체험"), NOW);
    const p2 = await createProduct(planId, product(halla.id, "등산 스틱"), NOW);
    if (!m1.ok || !m2.ok || !p1.ok || !p2.ok) throw new Error("not made");

    // Insert before them, delete a chapter nothing refers to, and empty day 2 (dropped: day 3 moves up).
    await editWorkingCopy(planId, { kind: "insert", dayNumber: 1, index: 0, chapter: chapter("아침 시장") });
    await editWorkingCopy(planId, { kind: "delete", activityId: sunrise.id });
    const day2 = (await published(planId))[1]?.activities[0];
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: day2!.id })).toEqual({ ok: true });
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });

    expect((await published(planId)).map((day) => [day.dayNumber, day.activities.map((a) => a.title)])).toEqual([
      [1, ["아침 시장", "해녀의 집"]],
      [2, ["한라산"]],
    ]);
    expect((await listMissions(planId)).map((m) => [m.title, m.chapter.id, m.chapter.dayNumber])).toEqual([
      ["해녀에게 인사", haenyeo.id, 1],
      ["정상 사진", halla.id, 2],
    ]);
    expect((await listProducts(planId)).map((p) => [p.name, p.chapter.id, p.chapter.dayNumber])).toEqual([
      ["해녀 체험", haenyeo.id, 1],
      ["등산 스틱", halla.id, 2],
    ]);
  });

  it("go where staff said when their chapter is deleted: moved with the Save, or deleted with it", async () => {
    const { planId, member, sunrise, haenyeo, udo, halla } = await arranged();
    const onHaenyeo = await createMission(planId, mission(haenyeo.id, "해녀에게 인사"), NOW);
    const onUdo = await createProduct(planId, product(udo.id, "우도 자전거"), NOW);
    const onHalla = await createMission(planId, mission(halla.id, "정상 사진"), NOW);
    if (!onHaenyeo.ok || !onUdo.ok || !onHalla.ok) throw new Error("not made");

    // No answer, an answer naming a chapter outside the plan or the deleted one: refused, nothing changes.
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: haenyeo.id })).toEqual({ ok: false, reason: "fate" });
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: haenyeo.id, fate: { kind: "move", to: "elsewhere" } })).toEqual({
      ok: false,
      reason: "fate",
    });
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: haenyeo.id, fate: { kind: "move", to: haenyeo.id } })).toEqual({
      ok: false,
      reason: "fate",
    });
    expect((await readPlanForStaff(planId))?.dirty).toBe(false);

    // Haenyeo's mission moves to the sunrise; Udo's product is deleted with it (dropping day 2).
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: haenyeo.id, fate: { kind: "move", to: sunrise.id } })).toEqual({
      ok: true,
    });
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: udo.id, fate: { kind: "delete" } })).toEqual({ ok: true });
    // Nothing moved yet: the family still reads the published plan.
    expect((await listMissions(planId)).map((m) => m.chapter.id)).toEqual([haenyeo.id, halla.id]);
    expect(await publishWorkingCopy(planId)).toEqual({ ok: true, published: true });
    expect((await listMissions(planId)).map((m) => [m.title, m.chapter.id])).toEqual([
      ["해녀에게 인사", sunrise.id],
      ["정상 사진", halla.id],
    ]);
    expect(await listProducts(planId)).toEqual([]);
    expect(
      (await db().selectFrom("travel_plans").select("chapter_fates").where("id", "=", planId).executeTakeFirstOrThrow()).chapter_fates,
    ).toBeNull();

    // A completed mission cannot be deleted with its chapter, only moved; a discard forgets the answer.
    await db()
      .insertInto("mission_completions")
      .values({ mission_id: onHalla.id, plan_id: planId, user_id: member.id, note: null, points: 10, completed_at: NOW.toISOString() })
      .execute();
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: halla.id, fate: { kind: "delete" } })).toEqual({
      ok: false,
      reason: "fate",
    });
    expect(await editWorkingCopy(planId, { kind: "delete", activityId: halla.id, fate: { kind: "move", to: sunrise.id } })).toEqual({
      ok: true,
    });
    await editWorkingCopy(planId, { kind: "discard" });
    expect(
      (await db().selectFrom("travel_plans").select("chapter_fates").where("id", "=", planId).executeTakeFirstOrThrow()).chapter_fates,
    ).toBeNull();
    expect((await listMissions(planId)).map((m) => m.chapter.id)).toEqual([sunrise.id, halla.id]);
  });

  it("refuse a Save that would leave one on a deleted chapter, and change nothing", async () => {
    const { planId, sunrise, haenyeo } = await arranged();
    await editWorkingCopy(planId, { kind: "delete", activityId: haenyeo.id });
    // Made after the chapter was deleted from the copy (it is still published): Save must not lose it.
    const late = await createMission(planId, mission(haenyeo.id, "늦게 만든 미션"), NOW);
    if (!late.ok) throw new Error("not made");
    expect(await publishWorkingCopy(planId)).toEqual({ ok: false, reason: "orphans" });
    expect((await readPlanForStaff(planId))?.dirty).toBe(true);
    expect((await published(planId))[0]?.activities.map((a) => a.id)).toEqual([sunrise.id, haenyeo.id]);
  });
});
