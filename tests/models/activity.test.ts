import { afterEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { FALLBACK_PRICES, loadActivity, photobookDisplayStatus, travelDisplayStatus } from "~/models/accounts/activity.server";
import { upsertProviderUser } from "~/models/accounts/users.server";
import { markPaidByCard, sampleSurveyAnswers } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { acceptOrder, getOrderForUser, type Order } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { createPhotobook } from "~/models/photobook/photobooks.server";
import { saveSurveyDraft, submitSurvey } from "~/models/survey/surveys.server";
import { SURVEY_TOTAL } from "~/survey/questions.server";
import type { OrderStatus } from "~/vocabulary/statuses";

async function member() {
  return upsertProviderUser({ provider: "kakao", providerId: `activity-${Math.random()}`, email: null, nickname: "활동", avatarUrl: null });
}

async function paid(order: Order, approvedAt = new Date()) {
  await markPaidByCard(order, approvedAt);
}

async function paidTrip(userId: string, createdAt = new Date()) {
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!, createdAt);
  await paid(order, createdAt);
  return order;
}

async function setStatus(orderId: string, status: OrderStatus) {
  await db().updateTable("orders").set({ status }).where("id", "=", orderId).execute();
}

describe("travel status mapping (docs/product.md#statuses)", () => {
  it.each([
    ["payment_complete", "payment_complete"],
    ["accepted", "survey_waiting"],
    ["survey_complete", "survey_completed"],
    ["consultation_complete", "plan_ready"],
    ["plan_sent", "plan_ready"],
    ["feedback_complete", "completed"],
    ["refunded", "refunded"],
    ["something_new", "payment_complete"],
    ["toString", "payment_complete"],
  ])("orderStatus %s shows %s", (orderStatus, display) => {
    expect(travelDisplayStatus(orderStatus, "active")).toBe(display);
  });

  it.each([
    ["draft", "survey_waiting"],
    ["active", "plan_ready"],
    ["completed", "completed"],
    ["cancelled", "completed"],
    ["archived", "survey_waiting"],
    [null, "survey_waiting"],
  ])("without an orderStatus, plan status %s shows %s", (planStatus, display) => {
    expect(travelDisplayStatus(undefined, planStatus)).toBe(display);
    expect(travelDisplayStatus(null, planStatus)).toBe(display);
    expect(travelDisplayStatus("", planStatus)).toBe(display);
  });
});

describe("photobook status mapping (docs/product.md#statuses)", () => {
  it.each([
    ["draft", "preparing"],
    ["designing", "preparing"],
    ["proof", "preparing"],
    ["revising", "preparing"],
    ["ordered", "preparing"],
    ["printing", "printing"],
    ["shipping", "shipping"],
    ["delivered", "delivered"],
    ["cancelled", "preparing"],
    ["shipped", "preparing"],
    ["constructor", "preparing"],
    [null, "preparing"],
  ])("%s shows %s", (status, display) => {
    expect(photobookDisplayStatus(status)).toBe(display);
  });
});

describe("order acceptance", () => {
  const autoAccept = config.autoAcceptOrders;
  afterEach(() => {
    config.autoAcceptOrders = autoAccept;
  });

  it("moves only a paid travel order to accepted", async () => {
    const user = await member();
    const pending = await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    expect(await acceptOrder(pending.id)).toBe(false);
    await paid(pending);
    expect(await acceptOrder(pending.id)).toBe(true);
    expect(await acceptOrder(pending.id)).toBe(false);
    expect((await getOrderForUser(pending.id, user.id))!.status).toBe("accepted");
    const photobook = await createPhotobookOrder(user.id, "공주");
    await paid(photobook);
    expect(await acceptOrder(photobook.id)).toBe(false);
  });

  it("happens on payment when AUTO_ACCEPT_ORDERS is on, and not when it is off", async () => {
    const user = await member();
    config.autoAcceptOrders = false;
    expect((await getOrderForUser((await paidTrip(user.id)).id, user.id))!.status).toBe("payment_complete");
    config.autoAcceptOrders = true;
    expect((await getOrderForUser((await paidTrip(user.id)).id, user.id))!.status).toBe("accepted");
  });
});

describe("my activity", () => {
  it("is empty for a new member", async () => {
    const user = await member();
    expect(await loadActivity(user.id)).toEqual({ cards: [], counts: { travel: 0, photobooks: 0, total: 0 } });
  });

  it("lists paid trips and photobooks newest first, with their card behaviour", async () => {
    const user = await member();
    const now = new Date();
    const day = 86_400_000;
    const old = await paidTrip(user.id, new Date(now.getTime() - 30 * day));
    await acceptOrder(old.id);
    await saveSurveyDraft({
      orderId: old.id,
      userId: user.id,
      answers: sampleSurveyAnswers({ start: "2026-01-01", end: "2026-01-02" }),
      resumeStep: SURVEY_TOTAL + 1,
    });
    expect(await submitSurvey(old.id, user.id)).toEqual({ ok: true });
    await setStatus(old.id, "feedback_complete");
    const recent = await paidTrip(user.id, new Date(now.getTime() - day));
    const book = await createPhotobookOrder(user.id, old.orderName, new Date(now.getTime() - 10 * day));
    await paid(book);
    await createPhotobook(
      {
        userId: user.id,
        orderId: book.id,
        travelOrderId: old.id,
        status: "shipping",
        address: "서울특별시 강남구 테헤란로 1",
        detailAddress: "2층",
        trackingCompany: "CJ대한통운",
        trackingNumber: "555",
      },
      new Date(now.getTime() - 10 * day),
    );
    await createPhotobook({ userId: user.id, status: "draft" }, new Date(now.getTime() - 20 * day));
    // An unpaid trip is not activity; a refunded one stays, marked refunded.
    await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    const refunded = await paidTrip(user.id, new Date(now.getTime() - 3_600_000));
    await db().updateTable("orders").set({ status: "refunded", refunded_at: now.toISOString() }).where("id", "=", refunded.id).execute();

    const { cards, counts } = await loadActivity(user.id, now);
    expect(counts).toEqual({ travel: 3, photobooks: 2, total: 5 });
    expect(cards.map((card) => card.kind)).toEqual(["travel", "travel", "photobook", "photobook", "travel"]);
    type Card = (typeof cards)[number] & Record<string, unknown>;
    const [gone, latest, shipping, draft, finished] = cards as [Card, Card, Card, Card, Card];
    expect(gone).toMatchObject({
      orderId: refunded.id,
      status: "refunded",
      refundedAt: now.toISOString(),
      refundable: false,
      photobookPromotion: false,
    });
    expect(latest).toMatchObject({
      orderId: recent.id,
      id: `payment_${recent.id}`,
      status: "payment_complete",
      refundable: true,
      photobookPromotion: false,
      productType: "signature",
      amount: 9_900,
    });
    expect(finished).toMatchObject({
      orderId: old.id,
      status: "completed",
      travelEndDate: "2026-01-02",
      photobookPromotion: true,
      refundable: false,
    });
    expect(shipping).toMatchObject({
      status: "shipping",
      amount: 67_900,
      address: "서울특별시 강남구 테헤란로 1 2층",
      trackingNumber: "555",
      travelTitle: old.orderName,
    });
    expect(draft).toMatchObject({ status: "preparing", amount: FALLBACK_PRICES.photobookItem, address: null });
  });

  it("offers the refund only within 24 hours and before the consultation", async () => {
    const user = await member();
    const now = new Date();
    const late = await paidTrip(user.id, new Date(now.getTime() - 25 * 3_600_000));
    const consulted = await paidTrip(user.id);
    await setStatus(consulted.id, "consultation_complete");
    const cards = (await loadActivity(user.id, now)).cards as (Awaited<ReturnType<typeof loadActivity>>["cards"][number] &
      Record<string, unknown>)[];
    expect(cards.find((c) => c.orderId === late.id)).toMatchObject({ refundable: false, status: "payment_complete" });
    expect(cards.find((c) => c.orderId === consulted.id)).toMatchObject({ refundable: false, status: "plan_ready" });
  });

  it("shows a member only their own activity", async () => {
    const owner = await member();
    const stranger = await member();
    await paidTrip(owner.id);
    await createPhotobook({ userId: owner.id, status: "printing" });
    expect((await loadActivity(stranger.id)).counts.total).toBe(0);
    expect((await loadActivity(owner.id)).counts.total).toBe(2);
  });
});
