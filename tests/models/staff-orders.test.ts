import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { upsertProviderUser } from "~/models/accounts/users.server";
import { recordConsultation } from "~/models/back-office/consultations.server";
import { sendPlannerNote } from "~/models/back-office/planner-notes.server";
import { PAGE_SIZE } from "~/models/back-office/staff-lists.server";
import {
  acceptNewOrder,
  dailySales,
  findOrderForStaff,
  listNewOrders,
  listStaffOrders,
  setOrderStatus,
  todayFigures,
} from "~/models/back-office/staff-orders.server";
import { markPaidByCard, sampleSurveyAnswers } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { orderTimeline } from "~/models/orders/order-timeline.server";
import { acceptOrder, type Order } from "~/models/orders/orders.server";
import { confirmOrderPayment, markRefunded, refundOrder } from "~/models/orders/payments.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { saveSurveyDraft, submitSurvey } from "~/models/survey/surveys.server";
import { createSandboxPayment, type SandboxScenario } from "~/services/toss-sandbox.server";
import { CONSULTATION_DEFAULTS } from "~/vocabulary/consultation-tags";
import type { OrderStatus } from "~/vocabulary/statuses";
import { arrangeMember, arrangePerson } from "../support/people";
import { talkToTossSandbox } from "../support/toss-sandbox";

talkToTossSandbox();

/** A random Hangul name of `syllables` syllables, so searches find this test's member only. */
function randomName(syllables = 3): string {
  return Array.from({ length: syllables }, () => String.fromCharCode(0xac00 + randomInt(0, 11_172))).join("");
}

function member(name = randomName()) {
  return arrangeMember({ name });
}

async function staffMember(name = `직원${randomName(2)}`) {
  return { ...(await arrangePerson("admin", name)), name };
}

async function pendingTrip(userId: string, createdAt = new Date()): Promise<Order> {
  const product = travelProduct({ productType: "custom", tripDuration: "day", province: "강원특별자치도", city: "강릉시" })!;
  return createTravelOrder(userId, product, createdAt);
}

async function paidTrip(userId: string, approvedAt = new Date()): Promise<Order> {
  const order = await pendingTrip(userId, approvedAt);
  await markPaidByCard(order, approvedAt);
  return order;
}

async function statusOf(orderId: string): Promise<OrderStatus> {
  return (await db().selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
}

/** The order's history rows, oldest first. */
async function history(orderId: string) {
  const rows = await db()
    .selectFrom("order_status_history")
    .select(["from_status", "to_status", "actor", "staff_id", "reason", "created_at"])
    .where("order_id", "=", orderId)
    .execute();
  return rows.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** A new member's pending trip, paid in Toss's sandbox as the scenario answers: the confirmation's input. */
async function checkout(scenario: SandboxScenario) {
  const user = await member();
  const order = await pendingTrip(user.id);
  const paymentKey = await createSandboxPayment({
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    customerKey: user.id,
    scenario,
  });
  return { user, order, input: { userId: user.id, orderId: order.id, paymentKey, amount: order.amount } };
}

describe("every status change writes its history row", () => {
  it("paying: Toss's confirmation moves a pending order once, as the payment", async () => {
    const { user, order, input } = await checkout("approve");
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    expect(await history(order.id)).toMatchObject([
      { from_status: "pending", to_status: "payment_complete", actor: "payment", staff_id: null },
    ]);

    // The member's own refund within 24 hours: the customer moved it.
    expect((await refundOrder(user.id, order.id)).ok).toBe(true);
    expect((await refundOrder(user.id, order.id)).ok).toBe(true);
    const rows = await history(order.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ from_status: "payment_complete", to_status: "refunded", actor: "customer" });
  });

  it("a declined confirmation: pending to failed, with Toss's code as the reason", async () => {
    const { order, input } = await checkout("confirm_reject");
    expect((await confirmOrderPayment(input)).ok).toBe(false);
    expect(await history(order.id)).toMatchObject([
      { from_status: "pending", to_status: "failed", actor: "payment", reason: "REJECT_CARD_COMPANY" },
    ]);
  });

  it("a refund Toss reports: any paid status to refunded, once, dated when it was recorded", async () => {
    const user = await member();
    const order = await paidTrip(user.id);
    const at = new Date();
    await markRefunded(order.id, at);
    await markRefunded(order.id, new Date(at.getTime() + 1000));
    const rows = await history(order.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      from_status: "payment_complete",
      to_status: "refunded",
      actor: "payment",
      created_at: at.toISOString(),
    });
    const stored = await db().selectFrom("orders").select("refunded_at").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(stored.refunded_at).toBe(at.toISOString());
  });

  it("accepting: by a staff member (named) or by the system; only a waiting travel order, once", async () => {
    const user = await member();
    const staff = await staffMember();
    const byStaff = await paidTrip(user.id);
    expect(await acceptNewOrder(byStaff.id, staff.id, FAMILY_WORDS)).toBe(true);
    expect(await acceptNewOrder(byStaff.id, staff.id, FAMILY_WORDS)).toBe(false);
    expect((await history(byStaff.id)).slice(1)).toMatchObject([
      { from_status: "payment_complete", to_status: "accepted", actor: "staff", staff_id: staff.id },
    ]);

    const automatic = await paidTrip(user.id);
    expect(await acceptOrder(automatic.id)).toBe(true);
    expect((await history(automatic.id)).slice(1)).toMatchObject([{ to_status: "accepted", actor: "system", staff_id: null }]);

    const unpaid = await pendingTrip(user.id);
    expect(await acceptNewOrder(unpaid.id, staff.id, FAMILY_WORDS)).toBe(false);
    expect(await history(unpaid.id)).toEqual([]);
    const photobook = await createPhotobookOrder(user.id, byStaff.orderName);
    await markPaidByCard(photobook);
    expect(await acceptNewOrder(photobook.id, staff.id, FAMILY_WORDS)).toBe(false);
    expect(await history(photobook.id)).toHaveLength(1);
  });

  it("the survey's submit: accepted to survey_complete by the customer, once", async () => {
    const user = await member();
    const order = await paidTrip(user.id);
    await acceptOrder(order.id);
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: sampleSurveyAnswers(null), resumeStep: 26 });
    expect((await submitSurvey(order.id, user.id)).ok).toBe(true);
    expect((await submitSurvey(order.id, user.id)).ok).toBe(true);
    const rows = await history(order.id);
    expect(rows.map((row) => row.to_status)).toEqual(["payment_complete", "accepted", "survey_complete"]);
    expect(rows[2]).toMatchObject({ from_status: "accepted", actor: "customer", staff_id: null });
  });

  it("staff set any of the six statuses in any direction, with the staff member and an optional reason", async () => {
    const user = await member();
    const staff = await staffMember();
    const order = await paidTrip(user.id);
    const set = (status: Parameters<typeof setOrderStatus>[0]["status"], reason?: string) =>
      setOrderStatus({ words: FAMILY_WORDS, orderId: order.id, status, staffId: staff.id, reason });
    expect(await set("plan_sent")).toBe("changed");
    expect(await set("accepted", "  고객 요청으로 설문을 다시 열었어요  ")).toBe("changed");
    expect(await set("feedback_complete", "   ")).toBe("changed");
    expect(await set("payment_complete")).toBe("changed");
    expect(await statusOf(order.id)).toBe("payment_complete");
    expect((await history(order.id)).slice(1)).toMatchObject([
      { from_status: "payment_complete", to_status: "plan_sent", actor: "staff", staff_id: staff.id, reason: null },
      { from_status: "plan_sent", to_status: "accepted", actor: "staff", staff_id: staff.id, reason: "고객 요청으로 설문을 다시 열었어요" },
      { from_status: "accepted", to_status: "feedback_complete", reason: null },
      { from_status: "feedback_complete", to_status: "payment_complete" },
    ]);
  });

  it("refused moves write nothing: the same status, a refunded or unpaid order, a photobook, no such order", async () => {
    const user = await member();
    const staff = await staffMember();
    const paid = await paidTrip(user.id);
    expect(await setOrderStatus({ words: FAMILY_WORDS, orderId: paid.id, status: "payment_complete", staffId: staff.id })).toBe("same");
    expect(await history(paid.id)).toHaveLength(1);

    const refunded = await paidTrip(user.id);
    await markRefunded(refunded.id);
    expect(await setOrderStatus({ words: FAMILY_WORDS, orderId: refunded.id, status: "accepted", staffId: staff.id })).toBe("refunded");
    expect(await statusOf(refunded.id)).toBe("refunded");
    expect(await history(refunded.id)).toHaveLength(2);

    const unpaid = await pendingTrip(user.id);
    expect(await setOrderStatus({ words: FAMILY_WORDS, orderId: unpaid.id, status: "accepted", staffId: staff.id })).toBe("not-allowed");
    expect(await statusOf(unpaid.id)).toBe("pending");
    expect(await history(unpaid.id)).toEqual([]);

    const photobook = await createPhotobookOrder(user.id, paid.orderName);
    await markPaidByCard(photobook);
    expect(await setOrderStatus({ words: FAMILY_WORDS, orderId: photobook.id, status: "accepted", staffId: staff.id })).toBe("missing");
    expect(await history(photobook.id)).toHaveLength(1);

    expect(await setOrderStatus({ words: FAMILY_WORDS, orderId: "TRAVEL_0_nosuch", status: "accepted", staffId: staff.id })).toBe(
      "missing",
    );
  });
});

describe("the orders list", () => {
  const ids = async (q: string, status = "", page = 1) => (await listStaffOrders({ q, status, page })).rows.map((row) => row.id);

  it("finds an order by the member's name (spaces ignored), initials, phone digits or order number", async () => {
    const name = randomName(4);
    const user = await member(`${name.slice(0, 2)} ${name.slice(2)}`);
    const other = await member();
    const order = await paidTrip(user.id);
    const control = await paidTrip(other.id);

    for (const q of [
      name,
      name.slice(1, 3),
      user.phone!.slice(3, 11),
      `${user.phone!.slice(0, 3)}-${user.phone!.slice(3, 7)}`,
      order.id.toLowerCase(),
      order.id.slice(-8),
    ]) {
      const found = await ids(q);
      expect(found, q).toContain(order.id);
      expect(found, q).not.toContain(control.id);
    }
    const initials = (await db().selectFrom("users").select("name_initials").where("id", "=", user.id).executeTakeFirstOrThrow())
      .name_initials!;
    expect(initials).toMatch(/^[ㄱ-ㅎ]{4}$/);
    expect(await ids(initials)).toContain(order.id);
    expect(await ids(initials)).not.toContain(control.id);
    // LIKE's wildcards typed in the box are text, not patterns.
    expect(await ids("%")).not.toContain(order.id);
    expect(await ids(`${order.id.slice(0, 8)}%${order.id.slice(-4)}`)).not.toContain(order.id);
  });

  it("shows the member's name, the product, the amount, dates and status", async () => {
    const name = randomName(4);
    const user = await member(name);
    const order = await paidTrip(user.id);
    const [row] = (await listStaffOrders({ q: order.id, status: "", page: 1 })).rows;
    expect(row).toMatchObject({
      id: order.id,
      userId: user.id,
      customerName: name,
      productName: order.orderName,
      amount: order.amount,
      status: "payment_complete",
      createdAt: order.createdAt,
    });
  });

  it("leaves a nameless member's name empty for the list to say so; a dialog calls them 고객", async () => {
    const nameless = await upsertProviderUser({
      provider: "kakao",
      providerId: `test-${randomUUID()}`,
      email: null,
      nickname: " ",
      avatarUrl: null,
    });
    const order = await paidTrip(nameless.id);
    const [row] = (await listStaffOrders({ q: order.id, status: "", page: 1 })).rows;
    expect(row?.customerName).toBe("");
    expect((await findOrderForStaff(order.id))?.customerName).toBe("고객");
  });

  it("lists paid travel orders and refunded ones; not unpaid checkouts or photobooks; filters by status", async () => {
    const name = randomName(4);
    const user = await member(name);
    const staff = await staffMember();
    const accepted = await paidTrip(user.id);
    await acceptNewOrder(accepted.id, staff.id, FAMILY_WORDS);
    const waiting = await paidTrip(user.id);
    const refunded = await paidTrip(user.id);
    await markRefunded(refunded.id);
    const unpaid = await pendingTrip(user.id);
    const photobook = await createPhotobookOrder(user.id, accepted.orderName);
    await markPaidByCard(photobook);

    expect(new Set(await ids(name))).toEqual(new Set([accepted.id, waiting.id, refunded.id]));
    expect(await ids(name, "accepted")).toEqual([accepted.id]);
    expect(await ids(name, "refunded")).toEqual([refunded.id]);
    expect(await ids(name, "plan_sent")).toEqual([]);
    expect(unpaid.id && photobook.id).toBeTruthy();
  });

  it("pages 50 rows at a time, newest first: 51 orders make two pages", async () => {
    const name = randomName(4);
    const user = await member(name);
    const start = Date.now() - 60 * 60_000;
    const orders: Order[] = [];
    for (let index = 0; index < PAGE_SIZE + 1; index++) orders.push(await paidTrip(user.id, new Date(start + index * 1000)));
    const newestFirst = orders.map((order) => order.id).reverse();

    const first = await listStaffOrders({ q: name, status: "", page: 1 });
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    expect(first).toMatchObject({ number: 1, hasNext: true });
    const second = await listStaffOrders({ q: name, status: "", page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(newestFirst.slice(PAGE_SIZE));
    expect(second).toMatchObject({ number: 2, hasNext: false });
  });

  it("new orders: paid travel orders waiting for acceptance, the longest-waiting first", async () => {
    const user = await member();
    const staff = await staffMember();
    // Paid long ago, so they come before whatever other tests leave waiting now.
    const early = new Date(Date.UTC(2000, 0, 1, randomInt(0, 24), randomInt(0, 60), randomInt(0, 60)));
    const older = await paidTrip(user.id, early);
    const newer = await paidTrip(user.id, new Date(early.getTime() + 1000));
    const accepted = await paidTrip(user.id, new Date(early.getTime() + 500));
    await acceptNewOrder(accepted.id, staff.id, FAMILY_WORDS);
    const rows = (await listNewOrders({ q: "", status: "", page: 1 })).rows.map((row) => row.id);
    expect(rows.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(rows.indexOf(newer.id)).toBeGreaterThan(rows.indexOf(older.id));
    expect(rows).not.toContain(accepted.id);
  });
});

describe("today's figures and the 30-day series", () => {
  it("count today's paid travel orders and sales in Seoul's day, refunds out of the sales", async () => {
    // A day of its own, far from every other test's orders.
    const day = new Date(Date.UTC(2040 + randomInt(0, 900), randomInt(0, 12), randomInt(1, 29))).toISOString().slice(0, 10);
    const now = new Date(`${day}T03:00:00Z`); // 12:00 in Seoul
    const seoul = (offsetDays: number, time: string) => new Date(Date.parse(`${day}T${time}+09:00`) + offsetDays * 86_400_000);
    const user = await member();

    const justAfterMidnight = await paidTrip(user.id, seoul(0, "00:30:00")); // the previous day in UTC
    const morning = await paidTrip(user.id, seoul(0, "09:00:00"));
    const refundedToday = await paidTrip(user.id, seoul(0, "10:00:00"));
    await markRefunded(refundedToday.id, seoul(0, "11:00:00"));
    const yesterdayLate = await paidTrip(user.id, seoul(-1, "23:59:00"));
    const monthStart = await paidTrip(user.id, seoul(-29, "08:00:00"));
    const tooOld = await paidTrip(user.id, seoul(-30, "08:00:00"));
    const photobook = await createPhotobookOrder(user.id, justAfterMidnight.orderName, seoul(0, "10:00:00"));
    await markPaidByCard(photobook, seoul(0, "10:00:00"));
    const tomorrow = await paidTrip(user.id, seoul(1, "00:00:00"));

    const figures = await todayFigures(now);
    expect(figures.day).toBe(day);
    expect(figures.paidOrders).toBe(3);
    expect(figures.sales).toBe(justAfterMidnight.amount + morning.amount);

    const series = await dailySales(now);
    expect(series).toHaveLength(30);
    expect(series[29]).toEqual({ day, amount: justAfterMidnight.amount + morning.amount, orders: 2 });
    expect(series[28]).toEqual({ day: seoul(-1, "12:00:00").toISOString().slice(0, 10), amount: yesterdayLate.amount, orders: 1 });
    expect(series[0]).toEqual({ day: seoul(-29, "12:00:00").toISOString().slice(0, 10), amount: monthStart.amount, orders: 1 });
    expect(series.slice(1, 28).every((entry) => entry.amount === 0 && entry.orders === 0)).toBe(true);
    expect(new Set(series.map((entry) => entry.day)).size).toBe(30);
    expect(tooOld.id && tomorrow.id).toBeTruthy();
  });

  it("count the travel orders in each status", async () => {
    const user = await member();
    const staff = await staffMember();
    const before = await todayFigures();
    for (let index = 0; index < 2; index++) {
      const order = await paidTrip(user.id);
      await setOrderStatus({ words: FAMILY_WORDS, orderId: order.id, status: "plan_sent", staffId: staff.id });
    }
    const photobook = await createPhotobookOrder(user.id, "포토북");
    await markPaidByCard(photobook);
    const after = await todayFigures();
    // The counts are of every order, not of a day. A SQLite file belongs to one worker, so there the
    // count moved by exactly these two; the PostgreSQL database is shared with the files the other
    // worker runs meanwhile, which move their own orders in and out of plan_sent.
    if (process.env.TEST_ENGINE === "sqlite") expect(after.byStatus.plan_sent).toBe(before.byStatus.plan_sent + 2);
    else expect(after.byStatus.plan_sent).toBeGreaterThanOrEqual(2);
    expect(Object.keys(after.byStatus).sort()).toEqual(
      ["accepted", "consultation_complete", "feedback_complete", "payment_complete", "plan_sent", "refunded", "survey_complete"].sort(),
    );
  });
});

describe("the order's timeline", () => {
  it("tells payment, every status change with its staff member, the survey, consultations, notes and the refund, newest first", async () => {
    const name = randomName(3);
    const user = await member(name);
    const staff = await staffMember();
    const t0 = Date.now() - 10 * 60_000;
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const order = await paidTrip(user.id, at(0));
    await acceptOrder(order.id, at(1), { actor: "staff", staffId: staff.id });
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: sampleSurveyAnswers(null), resumeStep: 26 }, at(2));
    await submitSurvey(order.id, user.id, at(2));
    // Logged without completing it: the status change below is staff's own, with a reason.
    const consultation = { ...CONSULTATION_DEFAULTS, channel: "phone", summary: "일정 흐름을 함께 정했어요" } as const;
    expect(
      await recordConsultation({ orderId: order.id, staffId: staff.id, ...consultation, completeConsultation: false }, FAMILY_WORDS, at(3)),
    ).toMatchObject({
      ok: true,
    });
    await setOrderStatus({
      words: FAMILY_WORDS,
      orderId: order.id,
      status: "consultation_complete",
      staffId: staff.id,
      reason: "통화 완료",
      now: at(4),
    });
    expect(
      await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "곧 플랜을 보내드릴게요" }, FAMILY_WORDS, at(5)),
    ).toMatchObject({
      ok: true,
    });
    await markRefunded(order.id, at(6));

    const timeline = (await orderTimeline(order.id))!;
    expect(timeline.order).toMatchObject({
      id: order.id,
      userId: user.id,
      customerName: name,
      customerPhone: user.phone,
      status: "refunded",
    });
    expect(timeline.events.map((event) => (event.kind === "status" ? `status:${event.to}` : event.kind))).toEqual([
      "status:refunded",
      "refund",
      "note",
      "status:consultation_complete",
      "consultation",
      "status:survey_complete",
      "survey",
      "status:accepted",
      "status:payment_complete",
      "payment",
    ]);
    expect(timeline.events).toContainEqual(
      expect.objectContaining({
        kind: "status",
        at: at(4).toISOString(),
        from: "survey_complete",
        to: "consultation_complete",
        actor: "staff",
        staffName: staff.name,
        reason: "통화 완료",
      }),
    );
    expect(timeline.events).toContainEqual(
      expect.objectContaining({ kind: "status", to: "survey_complete", actor: "customer", staffName: null }),
    );
    expect(timeline.events).toContainEqual(
      expect.objectContaining({
        kind: "consultation",
        staffName: staff.name,
        channel: "phone",
        costTag: "medium",
        summary: "일정 흐름을 함께 정했어요",
      }),
    );
    expect(timeline.events).toContainEqual(
      expect.objectContaining({ kind: "note", staffName: staff.name, message: "곧 플랜을 보내드릴게요" }),
    );
    expect(timeline.events).toContainEqual({
      kind: "payment",
      id: "payment",
      at: at(0).toISOString(),
      amount: order.amount,
      method: "카드",
    });
    expect(timeline.events).toContainEqual({ kind: "refund", id: "refund", at: at(6).toISOString(), amount: order.amount });
    expect(new Set(timeline.events.map((event) => `${event.kind}-${event.id}`)).size).toBe(timeline.events.length);
  });

  it("is null for no such order", async () => {
    expect(await orderTimeline("TRAVEL_0_nosuch")).toBeNull();
  });
});
