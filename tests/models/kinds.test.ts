// Order kinds (app/models/orders/kinds.server.ts, docs/decisions/0045): each kind's paid and refund
// effects run once, inside the transaction that settles the payment, whichever path settles it (the
// success page's confirm, the checkout's look-up, a webhook, the stale-order sweep); each kind's
// refund rule and links; and the staff's travel lists stay travel-only.
import { afterEach, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { upsertProviderUser } from "~/models/accounts/users.server";
import { listConsultationQueue } from "~/models/back-office/consultations.server";
import { readListQuery } from "~/models/back-office/staff-lists.server";
import { listStaffOrders } from "~/models/back-office/staff-orders.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { BOOKING } from "~/models/orders/kinds/booking.server";
import type { OrderKind } from "~/models/orders/kinds/declaration";
import { PHOTOBOOK } from "~/models/orders/kinds/photobook.server";
import { TRAVEL } from "~/models/orders/kinds/travel.server";
import { createOrder, orderKindOf, orderLinks, refundRefusal } from "~/models/orders/kinds.server";
import { getOrderForUser, insertPendingOrder, newOrderId, type Order } from "~/models/orders/orders.server";
import {
  applyPaymentWebhook,
  confirmOrderPayment,
  isRefundable,
  markRefunded,
  refundOrder,
  settlePendingOrder,
  settleStalePendingOrders,
} from "~/models/orders/payments.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { createPhotobook, movePhotobookStatus } from "~/models/photobook/photobooks.server";
import { listPlanOrders } from "~/models/plans/queries.server";
import { cancelPayment, confirmPayment } from "~/services/toss.server";
import { createSandboxPayment } from "~/services/toss-sandbox.server";
import { ORDER_MOVES } from "~/vocabulary/lifecycles";
import type { OrderStatus } from "~/vocabulary/statuses";
import { ownSweepWindow } from "../support/sweep-window";
import { talkToTossSandbox } from "../support/toss-sandbox";

talkToTossSandbox();

const autoAccept = config.autoAcceptOrders;
afterEach(() => {
  config.autoAcceptOrders = autoAccept;
  vi.restoreAllMocks();
});

async function member(nickname = "구매자") {
  return upsertProviderUser({ provider: "kakao", providerId: `kinds-${Math.random()}`, email: null, nickname, avatarUrl: null });
}

const KINDS: [string, OrderKind<never>, (userId: string) => Promise<Order>][] = [
  [
    "travel",
    TRAVEL as OrderKind<never>,
    (userId) => createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!),
  ],
  ["photobook", PHOTOBOOK as OrderKind<never>, (userId) => createPhotobookOrder(userId, "공주 시그니처 여행")],
];

// The paid effect's spies see only this process: no other file's sweep may settle these orders.
const sweepWindow = ownSweepWindow();
const LATER = sweepWindow.later;

/** A pending order of the kind, its payment approved at Toss's sandbox by the member (the widget's step). */
async function approvedAtToss(create: (userId: string) => Promise<Order>) {
  const user = await member();
  const order = await create(user.id);
  await sweepWindow.date([order.id]);
  const paymentKey = await createSandboxPayment({
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    customerKey: user.id,
    scenario: "approve",
  });
  return { user, order, paymentKey };
}

/** Toss captures the money, but our own write never happens (a crash, a closed tab). */
async function capturedOnly(order: Order, paymentKey: string) {
  await confirmPayment({ paymentKey, orderId: order.id, amount: order.amount }, `confirm-${order.id}`);
}

async function historyOf(orderId: string) {
  return db()
    .selectFrom("order_status_history")
    .select(["from_status", "to_status", "actor"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
}

describe.each(KINDS)("a %s order's paid effect", (_name, kind, create) => {
  it("runs once when the success page confirms, and not on a reload, a webhook or the sweep", async () => {
    const paid = vi.spyOn(kind, "paid");
    const { user, order, paymentKey } = await approvedAtToss(create);
    const input = { userId: user.id, orderId: order.id, paymentKey, amount: order.amount };
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    expect(paid).toHaveBeenCalledTimes(1);
    expect(paid.mock.calls[0]![1]).toMatchObject({ id: order.id, status: "payment_complete", paymentKey });
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
    await settleStalePendingOrders(LATER(), 5);
    expect(paid).toHaveBeenCalledTimes(1);
  });

  it("runs once when a webhook settles it, and not when the success page arrives late", async () => {
    const paid = vi.spyOn(kind, "paid");
    const { user, order, paymentKey } = await approvedAtToss(create);
    await capturedOnly(order, paymentKey);
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("payment_complete");
    expect(paid).toHaveBeenCalledTimes(1);
    expect((await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount })).ok).toBe(true);
    expect(await settleStalePendingOrders(LATER(), 5)).not.toContain(order.id);
    expect(paid).toHaveBeenCalledTimes(1);
  });

  it("runs once when the stale-order sweep or the checkout's look-up settles it", async () => {
    const paid = vi.spyOn(kind, "paid");
    const swept = await approvedAtToss(create);
    await capturedOnly(swept.order, swept.paymentKey);
    expect(await settleStalePendingOrders(LATER(), 5)).toContain(swept.order.id);
    expect(await settleStalePendingOrders(LATER(), 5)).not.toContain(swept.order.id);
    expect(await applyPaymentWebhook({ paymentKey: swept.paymentKey, orderId: swept.order.id })).toBe("applied");
    expect(paid).toHaveBeenCalledTimes(1);

    const looked = await approvedAtToss(create);
    await capturedOnly(looked.order, looked.paymentKey);
    expect((await settlePendingOrder(looked.order.id, looked.user.id))!.status).toBe("payment_complete");
    expect((await settlePendingOrder(looked.order.id, looked.user.id))!.status).toBe("payment_complete");
    expect(paid).toHaveBeenCalledTimes(2);
  });

  it("is part of the payment's transaction: when it fails, the order is not paid, and the next settle pays it once", async () => {
    const paid = vi.spyOn(kind, "paid").mockRejectedValueOnce(new Error("effect failed"));
    const { user, order, paymentKey } = await approvedAtToss(create);
    await capturedOnly(order, paymentKey);
    await expect(settleStalePendingOrders(LATER(), 5)).rejects.toThrow("effect failed");
    expect((await getOrderForUser(order.id, user.id))!).toMatchObject({ status: "pending", paymentKey: null });
    expect(await historyOf(order.id)).toEqual([]);
    expect(await settleStalePendingOrders(LATER(), 5)).toContain(order.id);
    expect(paid).toHaveBeenCalledTimes(2);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it("has a refund effect that runs once, whether the member or Toss's webhook refunds first", async () => {
    const refunded = vi.spyOn(kind, "refunded");
    const { user, order, paymentKey } = await approvedAtToss(create);
    await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount });
    expect((await refundOrder(user.id, order.id)).ok).toBe(true);
    expect(refunded).toHaveBeenCalledTimes(1);
    expect(refunded.mock.calls[0]![1]).toMatchObject({ id: order.id, status: "refunded" });
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
    await markRefunded(order.id);
    expect(refunded).toHaveBeenCalledTimes(1);

    const cancelled = await approvedAtToss(create);
    const input = {
      userId: cancelled.user.id,
      orderId: cancelled.order.id,
      paymentKey: cancelled.paymentKey,
      amount: cancelled.order.amount,
    };
    await confirmOrderPayment(input);
    await cancelPayment(cancelled.paymentKey, "테스트 취소", `test-cancel-${cancelled.order.id}`);
    expect(await applyPaymentWebhook({ paymentKey: cancelled.paymentKey, orderId: cancelled.order.id })).toBe("applied");
    expect((await refundOrder(cancelled.user.id, cancelled.order.id)).ok).toBe(true);
    expect(refunded).toHaveBeenCalledTimes(2);
    expect((await historyOf(cancelled.order.id)).at(-1)).toEqual({
      from_status: "payment_complete",
      to_status: "refunded",
      actor: "payment",
    });
  });
});

describe("the travel kind's paid effect", () => {
  it("accepts the order with AUTO_ACCEPT_ORDERS, once, as the system, whichever path pays it", async () => {
    config.autoAcceptOrders = true;
    const { user, order, paymentKey } = await approvedAtToss(KINDS[0]![2]);
    await capturedOnly(order, paymentKey);
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
    expect(await settleStalePendingOrders(LATER(), 5)).not.toContain(order.id);
    expect((await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount })).ok).toBe(true);
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("accepted");
    expect(await historyOf(order.id)).toEqual([
      { from_status: "pending", to_status: "payment_complete", actor: "payment" },
      { from_status: "payment_complete", to_status: "accepted", actor: "system" },
    ]);
  });

  it("leaves the order waiting for staff without it; a photobook is never accepted", async () => {
    config.autoAcceptOrders = false;
    const trip = await approvedAtToss(KINDS[0]![2]);
    await confirmOrderPayment({ userId: trip.user.id, orderId: trip.order.id, paymentKey: trip.paymentKey, amount: trip.order.amount });
    expect((await getOrderForUser(trip.order.id, trip.user.id))!.status).toBe("payment_complete");

    config.autoAcceptOrders = true;
    const book = await approvedAtToss(KINDS[1]![2]);
    await confirmOrderPayment({ userId: book.user.id, orderId: book.order.id, paymentKey: book.paymentKey, amount: book.order.amount });
    expect((await getOrderForUser(book.order.id, book.user.id))!.status).toBe("payment_complete");
  });
});

/** A paid order of a product type as it is stored, in a status, paid at `approvedAt`. */
function storedOrder(
  productType: Order["productType"],
  status: OrderStatus,
  approvedAt = new Date(),
  metadata: Order["metadata"] = {},
): Order {
  return {
    id: "X_1_00",
    userId: "u",
    productType,
    orderName: "주문",
    amount: 1000,
    metadata,
    status,
    paymentKey: "pk",
    paymentMethod: "카드",
    approvedAt: approvedAt.toISOString(),
    receiptUrl: null,
    failureCode: null,
    refundedAt: null,
    createdAt: approvedAt.toISOString(),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe("refund rules", () => {
  it("travel: within 24 hours, until the consultation (as before)", () => {
    const now = new Date();
    for (const status of ["payment_complete", "accepted", "survey_complete"] as const) {
      expect(refundRefusal(storedOrder("custom_travel", status, now), now)).toBeNull();
    }
    for (const status of ["consultation_complete", "plan_sent", "feedback_complete", "refunded", "pending"] as const) {
      expect(refundRefusal(storedOrder("signature_travel", status, now), now)).toBe("not_refundable");
    }
    const paidAt = new Date(now.getTime() - DAY);
    expect(refundRefusal(storedOrder("signature_travel", "accepted", paidAt), now)).toBeNull();
    expect(refundRefusal(storedOrder("signature_travel", "accepted", paidAt), new Date(now.getTime() + 1000))).toBe("window_passed");
  });

  it("booking: within 24 hours of payment, while paid; photobook: while paid, with no time limit", () => {
    const now = new Date();
    for (const productType of ["photobook", "booking"] as const) {
      expect(refundRefusal(storedOrder(productType, "payment_complete", now), now)).toBeNull();
      expect(isRefundable(storedOrder(productType, "payment_complete", now), now)).toBe(true);
      expect(refundRefusal(storedOrder(productType, "accepted", now), now)).toBe("not_refundable");
    }
    const weekAgo = new Date(now.getTime() - 7 * DAY);
    expect(refundRefusal(storedOrder("booking", "payment_complete", new Date(now.getTime() - DAY - 1000)), now)).toBe("window_passed");
    expect(refundRefusal(storedOrder("photobook", "payment_complete", weekAgo), now)).toBeNull();
  });

  it("narrow the lifecycle's refund, never widen it", () => {
    for (const kind of [TRAVEL, PHOTOBOOK, BOOKING]) {
      for (const status of kind.refund.from) expect(ORDER_MOVES.refund.from as readonly OrderStatus[]).toContain(status);
    }
  });

  it("are what refundOrder applies: a photobook is refunded days later before production, refused once its proof is approved", async () => {
    const daysLater = (order: Order) => new Date(Date.parse(order.approvedAt!) + 3 * DAY);
    const early = await approvedAtToss(KINDS[1]![2]);
    await confirmOrderPayment({ userId: early.user.id, orderId: early.order.id, paymentKey: early.paymentKey, amount: early.order.amount });
    const paid = (await getOrderForUser(early.order.id, early.user.id))!;
    expect(await refundOrder(early.user.id, paid.id, daysLater(paid))).toMatchObject({ ok: true, order: { status: "refunded" } });

    const late = await approvedAtToss(KINDS[1]![2]);
    await confirmOrderPayment({ userId: late.user.id, orderId: late.order.id, paymentKey: late.paymentKey, amount: late.order.amount });
    const approved = (await getOrderForUser(late.order.id, late.user.id))!;
    const book = await db().selectFrom("photobooks").select("id").where("order_id", "=", approved.id).executeTakeFirstOrThrow();
    await movePhotobookStatus({ photobookId: book.id, move: "submit", actor: "customer" });
    await movePhotobookStatus({ photobookId: book.id, move: "sendProof", actor: "staff" });
    await movePhotobookStatus({ photobookId: book.id, move: "approve", actor: "customer" });
    expect(await refundOrder(late.user.id, approved.id)).toEqual({ ok: false, reason: "production_started" });
    expect((await getOrderForUser(approved.id, late.user.id))!.status).toBe("payment_complete");
  });
});

describe("links by kind", () => {
  it("send a trip back to the product screen with its choices, and on to the dashboard", async () => {
    const user = await member();
    const order = await createTravelOrder(
      user.id,
      travelProduct({ productType: "custom", tripDuration: "overnight", province: "강원특별자치도", city: "강릉시" })!,
    );
    expect(orderLinks(order)).toEqual({
      kind: "travel",
      againPath:
        "/product/default?productType=custom&tripDuration=overnight&province=%EA%B0%95%EC%9B%90%ED%8A%B9%EB%B3%84%EC%9E%90%EC%B9%98%EB%8F%84&city=%EA%B0%95%EB%A6%89%EC%8B%9C",
      nextPath: "/dashboard",
    });
  });

  it("send a photobook to its own order screen, and a booking to its plan's cart", async () => {
    const user = await member();
    const photobook = await createPhotobookOrder(user.id, "공주 시그니처 여행");
    expect(orderLinks(photobook)).toEqual({
      kind: "photobook",
      againPath: "/photobook/default",
      nextPath: `/photobook/order?orderId=${photobook.id}`,
    });
    expect(orderLinks(storedOrder("booking", "payment_complete", new Date(), { planId: "plan 1" }))).toEqual({
      kind: "booking",
      againPath: "/travel/plan/plan%201?tab=bookings",
      nextPath: "/travel/plan/plan%201?tab=bookings",
    });
    expect(orderLinks(storedOrder("booking", "payment_complete")).againPath).toBe("/dashboard");
    expect(() => orderKindOf({ productType: "gift" as Order["productType"] })).toThrow(/no order kind/);
  });
});

describe("pricing by kind", () => {
  it("comes from the catalogue, with the kind's prefix; a booking cannot be made for a cart that holds nothing", async () => {
    const user = await member();
    const photobook = await createPhotobookOrder(user.id, "공주 시그니처 여행");
    expect(photobook).toMatchObject({ productType: "photobook", amount: 67_900, metadata: { travelDestination: "공주 시그니처 여행" } });
    expect(photobook.id).toMatch(/^PHOTOBOOK_\d{13}_[0-9a-f]{8}$/);
    expect(newOrderId("BOOKING")).toMatch(/^BOOKING_\d{13}_[0-9a-f]{8}$/);
    expect(await createOrder(BOOKING, user.id, { planId: "any" })).toBeNull();
    const rows = await db().selectFrom("orders").select("id").where("user_id", "=", user.id).execute();
    expect(rows.map((row) => row.id)).toEqual([photobook.id]);
  });
});

describe("the staff's travel lists", () => {
  it("show travel orders only: no photobook or booking order, whatever its status", async () => {
    const tag = `여행만${Math.random().toString(36).slice(2, 8)}`;
    const user = await member(tag);
    const now = new Date();
    const trip = await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "day" })!, now);
    // A photobook and a booking of the same member, moved into every status the lists show.
    await createPhotobookOrder(user.id, trip.orderName, now);
    await insertPendingOrder(user.id, {
      id: newOrderId("BOOKING"),
      productType: "booking",
      orderName: "여행 예약 상품 2개",
      amount: 30_000,
      metadata: { planId: "plan" },
      now,
    });
    const query = () => readListQuery(new URL(`http://x/?q=${encodeURIComponent(tag)}`));
    const listed = async () => ({
      orders: (await listStaffOrders(query())).rows.map((row) => row.id),
      plans: (await listPlanOrders(query())).rows.map((row) => row.orderId),
      consultations: (await listConsultationQueue(query())).rows.map((row) => row.id),
    });
    for (const status of ["payment_complete", "consultation_complete"] as const) {
      await db().updateTable("orders").set({ status, approved_at: now.toISOString() }).where("user_id", "=", user.id).execute();
      const lists = await listed();
      expect(lists.orders).toEqual([trip.id]);
      expect(lists.plans).toEqual(status === "payment_complete" ? [] : [trip.id]);
      expect(lists.consultations).toEqual(status === "payment_complete" ? [] : [trip.id]);
    }
  });
});

describe("photobook moves", () => {
  it("go through the photobook table: photos, proof and approval in order, staff set production, no cancelling once approved", async () => {
    const user = await member();
    const id = await createPhotobook({ userId: user.id, status: "draft" });
    const status = async () => (await db().selectFrom("photobooks").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
    expect(await movePhotobookStatus({ photobookId: id, move: "produce", to: "printing", actor: "staff" })).toBe(false);
    expect(await movePhotobookStatus({ photobookId: id, move: "submit", actor: "customer" })).toBe(true);
    expect(await movePhotobookStatus({ photobookId: id, move: "submit", actor: "customer" })).toBe(false);
    expect(await movePhotobookStatus({ photobookId: id, move: "approve", actor: "customer" })).toBe(false);
    expect(await movePhotobookStatus({ photobookId: id, move: "sendProof", actor: "staff" })).toBe(true);
    expect(await movePhotobookStatus({ photobookId: id, move: "approve", actor: "customer" })).toBe(true);
    expect(await movePhotobookStatus({ photobookId: id, move: "cancel", actor: "customer" })).toBe(false);
    expect(await status()).toBe("ordered");
    expect(await movePhotobookStatus({ photobookId: id, move: "produce", to: "shipping", actor: "staff" })).toBe(true);
    expect(await movePhotobookStatus({ photobookId: id, move: "produce", to: "shipping", actor: "staff" })).toBe(false);
    expect(await movePhotobookStatus({ photobookId: id, move: "produce", to: "printing", actor: "staff" })).toBe(true);
    expect(await movePhotobookStatus({ photobookId: id, move: "produce", to: "draft", actor: "staff" })).toBe(false);
    expect(await status()).toBe("printing");
    await expect(movePhotobookStatus({ photobookId: id, move: "produce", to: "delivered", actor: "customer" })).rejects.toThrow();
    const history = await db()
      .selectFrom("photobook_status_history")
      .select(["from_status", "to_status", "actor"])
      .where("photobook_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(history.map((row) => `${row.from_status}>${row.to_status}:${row.actor}`).sort()).toEqual(
      [
        "draft>designing:customer",
        "designing>proof:staff",
        "proof>ordered:customer",
        "ordered>shipping:staff",
        "shipping>printing:staff",
      ].sort(),
    );
  });
});
