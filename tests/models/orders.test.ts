import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { upsertProviderUser } from "~/models/accounts/users.server";
import { PRICES, travelProduct } from "~/models/orders/catalogue.server";
import { getOrderForUser, hasTrips } from "~/models/orders/orders.server";
import {
  applyPaymentWebhook,
  confirmOrderPayment,
  refundOrder,
  settlePendingOrder,
  settleStalePendingOrders,
} from "~/models/orders/payments.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { cancelPayment, confirmPayment } from "~/services/toss.server";
import { createSandboxPayment, type SandboxScenario } from "~/services/toss-sandbox.server";
import { ownSweepWindow } from "../support/sweep-window";
import { callTossSandbox, talkToTossSandbox } from "../support/toss-sandbox";

talkToTossSandbox();

async function member() {
  return upsertProviderUser({ provider: "kakao", providerId: String(Math.random()), email: null, nickname: "구매자", avatarUrl: null });
}

async function pendingOrder(duration: "day" | "overnight" = "day") {
  const user = await member();
  const product = travelProduct({ productType: "custom", tripDuration: duration, province: "강원특별자치도", city: "강릉시" })!;
  const order = await createTravelOrder(user.id, product);
  return { user, order };
}

async function paidInSandbox(
  order: { id: string; orderName: string; amount: number },
  userId: string,
  scenario: SandboxScenario = "approve",
) {
  return createSandboxPayment({ orderId: order.id, orderName: order.orderName, amount: order.amount, customerKey: userId, scenario });
}

/** The payment's status in the Toss sandbox (READY until confirmed, DONE, CANCELED…). */
async function sandboxStatus(paymentKey: string): Promise<string> {
  const payment = await db()
    .selectFrom("sandbox_toss_payments")
    .select("status")
    .where("payment_key", "=", paymentKey)
    .executeTakeFirstOrThrow();
  return payment.status;
}

describe("catalogue", () => {
  it("prices every product itself", () => {
    expect(travelProduct({ productType: "signature", tripDuration: "day" })).toMatchObject({
      amount: 9_900,
      orderProductType: "signature_travel",
      regionName: "공주",
    });
    expect(travelProduct({ productType: "custom", tripDuration: "overnight", province: "전라남도", city: "여수시" })).toMatchObject({
      amount: 89_000,
      orderProductType: "custom_travel",
      orderName: "여수시 맞춤 여행 플랜 (1박 2일)",
    });
    expect(travelProduct({ productType: "custom", tripDuration: "day" })).toBeNull();
    expect(travelProduct({ productType: "custom", tripDuration: "day", province: "어딘가", city: "없는시" })).toBeNull();
    expect(PRICES.photobook).toBe(67_900);
  });
});

describe("orders", () => {
  it("are created pending with the catalogue's id, type and metadata", async () => {
    const { order } = await pendingOrder("overnight");
    expect(order.id).toMatch(/^TRAVEL_\d{13}_[0-9a-f]{8}$/);
    expect(order).toMatchObject({
      status: "pending",
      amount: 89_000,
      productType: "custom_travel",
      metadata: { tripDuration: "overnight", region: "강원특별자치도 강릉시", includeStorybook: true },
    });
  });

  it("belong to their owner only", async () => {
    const { order } = await pendingOrder();
    const stranger = await member();
    expect(await getOrderForUser(order.id, stranger.id)).toBeNull();
    const paymentKey = await paidInSandbox(order, stranger.id);
    expect(await confirmOrderPayment({ userId: stranger.id, orderId: order.id, paymentKey, amount: order.amount })).toMatchObject({
      ok: false,
      code: "NOT_FOUND_ORDER",
    });
  });
});

describe("confirm", () => {
  it("confirms once and keeps Toss's payment details", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    expect(await hasTrips(user.id)).toBe(false);
    const result = await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount });
    expect(result.ok).toBe(true);
    const paid = await db().selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: "payment_complete", payment_key: paymentKey, payment_method: "카드" });
    expect(paid.approved_at).toBeTruthy();
    expect(paid.payment_secret).toMatch(/^ps_/);
    expect(paid.receipt_url).toBeTruthy();
    expect(await hasTrips(user.id)).toBe(true);
    // A refunded trip stays on the dashboard, so the header still leads there.
    expect((await refundOrder(user.id, order.id)).ok).toBe(true);
    expect(await hasTrips(user.id)).toBe(true);
  });

  it("refuses an amount that is not the order's and leaves it unpaid, calling nothing", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    const result = await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: 100 });
    expect(result).toMatchObject({ ok: false, code: "INVALID_AMOUNT" });
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("pending");
    expect(await sandboxStatus(paymentKey)).toBe("READY");
  });

  it("answers a reload or a second tab with the same success, charging once", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    const input = { userId: user.id, orderId: order.id, paymentKey, amount: order.amount };
    const [a, b] = await Promise.all([confirmOrderPayment(input), confirmOrderPayment(input)]);
    expect(a.ok && b.ok).toBe(true);
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    const payments = await db().selectFrom("sandbox_toss_payments").selectAll().where("order_id", "=", order.id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe("DONE");
  });

  it("settles ALREADY_PROCESSED_PAYMENT by looking the payment up", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    // Toss approved it, but our answer was lost (another key, so no idempotent replay).
    const direct = await callTossSandbox(
      new Request("http://x/v1/payments/confirm", {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from("test_sk_sandbox_family_trip:").toString("base64")}`,
          "Idempotency-Key": "other",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ paymentKey, orderId: order.id, amount: order.amount }),
      }),
      "/v1/payments/confirm",
    );
    expect(direct.status).toBe(200);
    const result = await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount });
    expect(result.ok).toBe(true);
  });

  it("retries a provider error with the same idempotency key", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id, "provider_error_once");
    expect((await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount })).ok).toBe(true);
  });

  it("reports a decline and an expired payment session, leaving the order unpaid", async () => {
    const declined = await pendingOrder();
    const rejectKey = await paidInSandbox(declined.order, declined.user.id, "confirm_reject");
    expect(
      await confirmOrderPayment({
        userId: declined.user.id,
        orderId: declined.order.id,
        paymentKey: rejectKey,
        amount: declined.order.amount,
      }),
    ).toMatchObject({ ok: false, code: "REJECT_CARD_COMPANY" });
    expect((await getOrderForUser(declined.order.id, declined.user.id))!.status).toBe("failed");

    const late = await pendingOrder();
    const lateKey = await paidInSandbox(late.order, late.user.id);
    await db()
      .updateTable("sandbox_toss_payments")
      .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where("payment_key", "=", lateKey)
      .execute();
    expect(
      await confirmOrderPayment({ userId: late.user.id, orderId: late.order.id, paymentKey: lateKey, amount: late.order.amount }),
    ).toMatchObject({ ok: false, code: "NOT_FOUND_PAYMENT_SESSION" });
    expect((await getOrderForUser(late.order.id, late.user.id))!.status).not.toBe("payment_complete");
  });

  it("settles an order left pending after Toss approved it, by order id", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    await callTossSandbox(
      new Request("http://x/v1/payments/confirm", {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from("test_sk_sandbox_family_trip:").toString("base64")}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ paymentKey, orderId: order.id, amount: order.amount }),
      }),
      "/v1/payments/confirm",
    );
    expect((await settlePendingOrder(order.id, user.id))!.status).toBe("payment_complete");
  });
});

describe("refund", () => {
  async function paidOrder() {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount });
    return { user, order: (await getOrderForUser(order.id, user.id))!, paymentKey };
  }

  it("cancels at Toss and marks the order refunded within 24 hours, once", async () => {
    const { user, order, paymentKey } = await paidOrder();
    const result = await refundOrder(user.id, order.id);
    expect(result).toMatchObject({ ok: true, order: { status: "refunded" } });
    expect((await refundOrder(user.id, order.id)).ok).toBe(true);
    expect(await sandboxStatus(paymentKey)).toBe("CANCELED");
  });

  it("refuses after 24 hours, past the survey, and for someone else's order", async () => {
    const { user, order } = await paidOrder();
    const later = new Date(Date.parse(order.approvedAt!) + 24 * 60 * 60 * 1000 + 1000);
    expect(await refundOrder(user.id, order.id, later)).toEqual({ ok: false, reason: "window_passed" });
    expect(await refundOrder((await member()).id, order.id)).toEqual({ ok: false, reason: "invalid" });
    await db().updateTable("orders").set({ status: "consultation_complete" }).where("id", "=", order.id).execute();
    expect(await refundOrder(user.id, order.id)).toEqual({ ok: false, reason: "not_refundable" });
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("consultation_complete");
  });
});

describe("webhooks", () => {
  it("apply what Toss says of the payment, never the status in the body, and only once", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    await confirmOrderPayment({ userId: user.id, orderId: order.id, paymentKey, amount: order.amount });
    const row = await db().selectFrom("orders").select("payment_secret").where("id", "=", order.id).executeTakeFirstOrThrow();

    // A forged CANCELED, even with the payment's own secret: Toss still says DONE, so the order stays paid.
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id, status: "CANCELED", secret: row.payment_secret })).toBe("applied");
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("payment_complete");

    // Cancelled at Toss for real: the next event (whatever its body says) marks it refunded, once.
    await cancelPayment(paymentKey, "테스트 취소", `test-cancel-${order.id}`);
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id, status: "DONE" })).toBe("applied");
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("duplicate");
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("refunded");
  });

  it("ignore payments that are not this order's", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    // A claim that the payment is done, before anything was approved: the lookup says READY.
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id, status: "DONE" })).toBe("applied");
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("pending");
    expect(await applyPaymentWebhook({ paymentKey: "tsbx_unknown", orderId: order.id })).toBe("ignored");
    const other = await pendingOrder();
    expect(await applyPaymentWebhook({ paymentKey, orderId: other.order.id })).toBe("ignored");
  });
});

describe("pending orders", () => {
  it("paid at Toss but never confirmed here settle by themselves after a few minutes", async () => {
    const { user, order } = await pendingOrder();
    const paymentKey = await paidInSandbox(order, user.id);
    // The crash: Toss captured the money, our write never happened.
    await confirmPayment({ paymentKey, orderId: order.id, amount: order.amount }, `confirm-${order.id}`);
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("pending");

    expect(await settleStalePendingOrders(new Date(), 5)).not.toContain(order.id);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await settleStalePendingOrders(later, 5)).toContain(order.id);
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("payment_complete");
    expect(await settleStalePendingOrders(later, 5)).not.toContain(order.id);
  });

  it("settle however many checkouts were left unpaid before them", async () => {
    const abandoned = await member();
    const product = travelProduct({ productType: "custom", tripDuration: "day", province: "강원특별자치도", city: "강릉시" })!;
    // A hundred checkouts never paid (the sweep looks at a hundred orders a run), then the crash; in a
    // window of their own, so that other files' sweeps neither meet the hundred nor take the paid one.
    const sweepWindow = ownSweepWindow();
    const unpaid: string[] = [];
    for (let i = 0; i < 100; i++) unpaid.push((await createTravelOrder(abandoned.id, product)).id);
    await sweepWindow.date(unpaid);
    try {
      const { user, order } = await pendingOrder();
      const paymentKey = await paidInSandbox(order, user.id);
      await confirmPayment({ paymentKey, orderId: order.id, amount: order.amount }, `confirm-${order.id}`);
      // A minute after the hundred: the paid one is the newest.
      await sweepWindow.date([order.id], 1);
      expect(await settleStalePendingOrders(sweepWindow.later(), 5)).toContain(order.id);
    } finally {
      // Every other test's sweep would look them up at Toss again.
      await db().deleteFrom("orders").where("user_id", "=", abandoned.id).execute();
    }
  });

  it("that were never paid stay pending", async () => {
    const { user, order } = await pendingOrder();
    await paidInSandbox(order, user.id);
    expect(await settleStalePendingOrders(new Date(Date.now() + 6 * 60_000), 5)).not.toContain(order.id);
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("pending");
  });
});
