// The plan's booking tab (app/models/bookings/cart.server.ts) and the booking order kind
// (app/models/orders/kinds/booking.server.ts, docs/decisions/0052): the cart per plan and its totals,
// a price changed by staff told before paying, the order priced from the stored rows, reserving on
// paid whichever path settles it (success page, webhook, stale sweep), releasing on refund, and only
// the family toggling or paying.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { listTravelCards } from "~/models/accounts/activity.server";
import { bookingItemsOf, createBookingOrder, readBookings, toggleCartItem } from "~/models/bookings/cart.server";
import { createProduct } from "~/models/missions/catalogue.server";
import { BOOKING } from "~/models/orders/kinds/booking.server";
import { createOrder } from "~/models/orders/kinds.server";
import { getOrderForUser, type Order } from "~/models/orders/orders.server";
import {
  applyPaymentWebhook,
  confirmOrderPayment,
  isRefundable,
  refundOrder,
  settleStalePendingOrders,
} from "~/models/orders/payments.server";
import { confirmPayment } from "~/services/toss.server";
import { createSandboxPayment } from "~/services/toss-sandbox.server";
import { arrangePerson } from "../support/people";
import { arrangeStaffPlan } from "../support/plans";
import { talkToTossSandbox } from "../support/toss-sandbox";

talkToTossSandbox();

/** A sent plan of a member with one chapter per product and the products staff offer on it. */
async function bookable(products: { name: string; category: string; price: number }[] = DEFAULT_PRODUCTS) {
  const {
    member: family,
    staff,
    order: trip,
    planId,
    chapterIds,
  } = await arrangeStaffPlan({
    family: "김지민",
    days: [
      {
        date: "2026-12-20",
        activities: products.map((product, index) => ({
          time: `${10 + index}:00`,
          title: `${product.name} 가는 길`,
          description: "설명",
          locationName: `장소${index}`,
        })),
      },
    ],
    sent: true,
  });
  const productIds: string[] = [];
  for (const [index, product] of products.entries()) {
    const made = await createProduct(planId, {
      activityId: chapterIds[index]!,
      name: product.name,
      category: product.category,
      price: product.price,
      description: `${product.name} 설명`,
      imageUploadId: null,
    });
    if (!made.ok) throw new Error(made.reason);
    productIds.push(made.id);
  }
  return { family, staff, planId, productIds, trip };
}

const DEFAULT_PRODUCTS = [
  { name: "공산성 해설 투어", category: "체험", price: 15000 },
  { name: "한옥 숙박", category: "숙소", price: 120000 },
  { name: "밤 만들기 체험", category: "체험", price: 8000 },
];

async function fill(planId: string, userId: string, productIds: string[]) {
  for (const productId of productIds)
    expect(await toggleCartItem({ planId, productId, userId, add: true })).toEqual({ ok: true, inCart: true });
}

async function pendingBooking(planId: string, userId: string): Promise<Order> {
  const made = await createBookingOrder({ planId, userId });
  if (!made.ok) throw new Error(`no booking order: ${made.reason}`);
  return made.order;
}

/** The family approves the payment in Toss's sandbox (the widget's step). */
async function approved(order: Order) {
  return createSandboxPayment({
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    customerKey: order.userId,
    scenario: "approve",
  });
}

async function setPrice(productId: string, price: number) {
  await db().updateTable("plan_products").set({ price }).where("id", "=", productId).execute();
}

describe("the booking tab", () => {
  it("groups the products by category with their chapter's place, and sums the summary and the cart", async () => {
    const { family, planId, productIds } = await bookable();
    let view = await readBookings(planId);
    expect(view.categories.map((group) => [group.category, group.products.map((product) => product.name)])).toEqual([
      ["체험", ["공산성 해설 투어", "밤 만들기 체험"]],
      ["숙소", ["한옥 숙박"]],
    ]);
    expect(view.categories[0]!.products[0]).toMatchObject({
      price: 15000,
      locationName: "장소0",
      inCart: false,
      reserved: null,
      images: null,
    });
    expect(view.summary).toEqual({ totalItems: 3, reservedItems: 0, totalPrice: 143000 });
    expect(view.cart).toEqual({ count: 0, total: 0, repriced: false });

    await fill(planId, family.id, [productIds[0]!, productIds[1]!]);
    // Adding twice keeps one row; taking out and putting back works.
    await fill(planId, family.id, [productIds[0]!]);
    expect(await toggleCartItem({ planId, productId: productIds[1]!, userId: family.id, add: false })).toEqual({ ok: true, inCart: false });
    await fill(planId, family.id, [productIds[1]!]);
    view = await readBookings(planId);
    expect(view.cart).toEqual({ count: 2, total: 135000, repriced: false });
    expect(
      view.categories.flatMap((group) => group.products.filter((product) => product.inCart).map((product) => product.id)).sort(),
    ).toEqual([productIds[0]!, productIds[1]!].sort());
  });

  it("refuses a product of another plan, and anyone but the family (another member, staff)", async () => {
    const { family, staff, planId, productIds } = await bookable();
    const other = await bookable();
    const stranger = await arrangePerson("user", "남의가족");
    expect(await toggleCartItem({ planId, productId: other.productIds[0]!, userId: family.id, add: true })).toEqual({
      ok: false,
      reason: "not-found",
    });
    for (const userId of [stranger.id, staff.id]) {
      expect(await toggleCartItem({ planId, productId: productIds[0]!, userId, add: true })).toEqual({ ok: false, reason: "not-found" });
    }
    await fill(planId, family.id, [productIds[0]!]);
    expect(await toggleCartItem({ planId, productId: productIds[0]!, userId: stranger.id, add: false })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await createBookingOrder({ planId, userId: stranger.id })).toEqual({ ok: false, reason: "not-found" });
    expect(await createBookingOrder({ planId, userId: staff.id })).toEqual({ ok: false, reason: "not-found" });
    expect((await readBookings(planId)).cart.count).toBe(1);
  });
});

describe("a booking order", () => {
  it("is priced from the stored products and named by their count, with its items at the price of the moment", async () => {
    const { family, planId, productIds } = await bookable();
    await fill(planId, family.id, [productIds[0]!, productIds[2]!]);
    const order = await pendingBooking(planId, family.id);
    expect(order).toMatchObject({
      productType: "booking",
      orderName: "여행 예약 상품 2개",
      amount: 23000,
      status: "pending",
      metadata: { planId },
    });
    expect(order.id).toMatch(/^BOOKING_/);
    expect(await bookingItemsOf(order.id)).toEqual(
      [
        { productId: productIds[0]!, price: 15000, reservedAt: null, releasedAt: null },
        { productId: productIds[2]!, price: 8000, reservedAt: null, releasedAt: null },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    // A pending order reserves nothing; the items stay in the cart until it is paid.
    expect((await readBookings(planId)).summary.reservedItems).toBe(0);
    expect((await readBookings(planId)).cart.count).toBe(2);
  });

  it("is refused for an empty cart, and by the kind itself", async () => {
    const { family, planId } = await bookable();
    expect(await createBookingOrder({ planId, userId: family.id })).toEqual({ ok: false, reason: "empty" });
    expect(await createOrder(BOOKING, family.id, { planId })).toBeNull();
    expect(
      await db().selectFrom("orders").select("id").where("user_id", "=", family.id).where("product_type", "=", "booking").execute(),
    ).toEqual([]);
  });

  it("is refused once when staff changed a price after it went into the cart; the cart shows it, and paying again goes through at the new price", async () => {
    const { family, planId, productIds } = await bookable();
    await fill(planId, family.id, [productIds[0]!, productIds[1]!]);
    await setPrice(productIds[0]!, 18000);
    const view = await readBookings(planId);
    expect(view.cart).toEqual({ count: 2, total: 138000, repriced: true });
    expect(view.categories[0]!.products[0]).toMatchObject({ price: 18000, priceBefore: 15000 });
    // The kind never prices a cart whose prices the family has not seen.
    expect(await createOrder(BOOKING, family.id, { planId })).toBeNull();
    expect(await createBookingOrder({ planId, userId: family.id })).toEqual({
      ok: false,
      reason: "repriced",
      changes: [{ productId: productIds[0]!, before: 15000, now: 18000 }],
    });
    expect((await readBookings(planId)).cart.repriced).toBe(false);
    const order = await pendingBooking(planId, family.id);
    expect(order.amount).toBe(138000);
  });

  it("refuses a confirm whose amount was tampered with, and reserves nothing", async () => {
    const { family, planId, productIds } = await bookable();
    await fill(planId, family.id, [productIds[1]!]);
    const order = await pendingBooking(planId, family.id);
    const paymentKey = await approved(order);
    const tampered = await confirmOrderPayment({ userId: family.id, orderId: order.id, paymentKey, amount: 1000 });
    expect(tampered).toMatchObject({ ok: false, code: "INVALID_AMOUNT" });
    expect((await getOrderForUser(order.id, family.id))!.status).toBe("pending");
    expect((await readBookings(planId)).summary.reservedItems).toBe(0);
  });
});

describe("paying reserves the items, whichever path settles it; a refund releases them", () => {
  async function paidPath(path: "success" | "webhook" | "sweep") {
    const arranged = await bookable();
    const { family, planId, productIds } = arranged;
    await fill(planId, family.id, [productIds[0]!, productIds[1]!]);
    const order = await pendingBooking(planId, family.id);
    const paymentKey = await approved(order);
    if (path === "success") {
      expect((await confirmOrderPayment({ userId: family.id, orderId: order.id, paymentKey, amount: order.amount })).ok).toBe(true);
    } else {
      // Toss captured the money, but our own write never happened (a closed tab).
      await confirmPayment({ paymentKey, orderId: order.id, amount: order.amount }, `confirm-${order.id}`);
      if (path === "webhook") expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
      else expect(await settleStalePendingOrders(new Date(Date.now() + 6 * 60_000), 5)).toContain(order.id);
    }
    return { ...arranged, order, paymentKey };
  }

  it.each(["success", "webhook", "sweep"] as const)(
    "reserves on paid by the %s path, once, and empties them from the cart",
    async (path) => {
      const { family, planId, productIds, order, paymentKey } = await paidPath(path);
      const items = await bookingItemsOf(order.id);
      expect(items.every((item) => item.reservedAt && !item.releasedAt)).toBe(true);
      const view = await readBookings(planId);
      expect(view.summary).toEqual({ totalItems: 3, reservedItems: 2, totalPrice: 143000 });
      expect(view.cart).toEqual({ count: 0, total: 0, repriced: false });
      const first = view.categories[0]!.products[0]!;
      expect(first.reserved).toEqual({ orderId: order.id, refundable: true, orderItems: 2, orderAmount: order.amount });
      // Settling again (a reload, a late webhook) changes nothing.
      const reservedAt = items.map((item) => item.reservedAt);
      expect((await confirmOrderPayment({ userId: family.id, orderId: order.id, paymentKey, amount: order.amount })).ok).toBe(true);
      expect((await bookingItemsOf(order.id)).map((item) => item.reservedAt)).toEqual(reservedAt);
      // A reserved product cannot go into the cart again.
      expect(await toggleCartItem({ planId, productId: productIds[0]!, userId: family.id, add: true })).toEqual({
        ok: false,
        reason: "reserved",
      });
    },
  );

  it("releases on refund within 24 hours, and the products can be booked again", async () => {
    const { family, planId, productIds, order } = await paidPath("success");
    const paid = (await getOrderForUser(order.id, family.id))!;
    expect(isRefundable(paid)).toBe(true);
    expect(isRefundable(paid, new Date(Date.parse(paid.approvedAt!) + 25 * 60 * 60_000))).toBe(false);
    const stranger = await arrangePerson("user", "남의가족");
    expect(await refundOrder(stranger.id, order.id)).toEqual({ ok: false, reason: "invalid" });
    expect((await refundOrder(family.id, order.id)).ok).toBe(true);
    expect((await bookingItemsOf(order.id)).every((item) => item.releasedAt)).toBe(true);
    const view = await readBookings(planId);
    expect(view.summary.reservedItems).toBe(0);
    expect(await toggleCartItem({ planId, productId: productIds[0]!, userId: family.id, add: true })).toEqual({ ok: true, inCart: true });
  });

  it("is refused online after 24 hours", async () => {
    const { family, order } = await paidPath("success");
    const later = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await refundOrder(family.id, order.id, later)).toEqual({ ok: false, reason: "window_passed" });
    expect((await bookingItemsOf(order.id)).every((item) => item.reservedAt && !item.releasedAt)).toBe(true);
  });

  // The staff's travel lists leave booking orders out whatever their status (tests/models/kinds.test.ts).
  it("stays off the family's trip cards: only the trip shows", async () => {
    const { family, order, trip } = await paidPath("webhook");
    expect((await listTravelCards(family.id)).map((card) => card.orderId)).toEqual([trip.id]);
    expect(order.id).not.toBe(trip.id);
  });
});
