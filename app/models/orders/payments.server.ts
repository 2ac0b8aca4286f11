// What Toss says of a payment, and what it does to an order: confirmed exactly once, refunded within
// 24 hours, kept in step with Toss's webhooks, and settled by asking Toss when our write was lost.
// Results carry codes, never screen text: the pages word them (app/messages/payments.ts).
import type { Kysely } from "kysely";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { cancelPayment, confirmPayment, getPayment, getPaymentByOrderId, TossError, type TossPayment } from "~/services/toss.server";
import { wasPaid } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import { orderKindOf, refundRefusal, refundStageRefusal } from "./kinds.server";
import { changeOrderStatus } from "./order-history.server";
import { findOrderRow, getOrderForUser, type Order, toOrder } from "./orders.server";

/** The order as the transaction that has just moved it sees it (for its kind's effect). */
async function movedOrder(trx: Kysely<Database>, orderId: string): Promise<Order> {
  return toOrder(await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow());
}

/**
 * Records Toss's approval once: only a pending (or failed) order moves to payment_complete, with its
 * history row, and its kind's paid effect runs in the same transaction (a travel order is accepted
 * with AUTO_ACCEPT_ORDERS, so the member can start the survey). Every path that settles a payment
 * (the success page, a webhook, the stale-order sweep) comes here; the move's row count decides.
 */
export async function markPaid(orderId: string, payment: TossPayment): Promise<void> {
  // Stored as UTC like every other date (Toss writes +09:00); the history row is dated by it too.
  const stated = payment.approvedAt ? new Date(payment.approvedAt) : null;
  const approvedAt = stated && !Number.isNaN(stated.getTime()) ? stated : new Date();
  await db()
    .transaction()
    .execute(async (trx) => {
      const moved = await changeOrderStatus(trx, { orderId, move: "pay", actor: "payment", now: approvedAt });
      if (!moved.changed) return;
      await trx
        .updateTable("orders")
        .set({
          payment_key: payment.paymentKey,
          payment_method: payment.method,
          approved_at: approvedAt.toISOString(),
          receipt_url: payment.receipt?.url ?? null,
          payment_secret: payment.secret,
          failure_code: null,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", orderId)
        .execute();
      const order = await movedOrder(trx, orderId);
      await orderKindOf(order).paid(trx, order, approvedAt);
    });
}

async function markFailed(orderId: string, code: string): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      const moved = await changeOrderStatus(trx, { orderId, move: "decline", actor: "payment", reason: code });
      if (moved.changed)
        await trx
          .updateTable("orders")
          .set({ failure_code: code.slice(0, 60) })
          .where("id", "=", orderId)
          .execute();
    });
}

export type ConfirmResult = { ok: true; order: Order } | { ok: false; code: string; order: Order | null };

/** Whether a Toss payment is the one this order expects. */
function matches(order: Order, payment: TossPayment): boolean {
  return payment.orderId === order.id && payment.totalAmount === order.amount && payment.status === "DONE";
}

/**
 * The success page's confirm. The stored order decides: its owner, its amount, and its state (a
 * reload or a second tab finds it paid and calls nothing). The Idempotency-Key is derived from the
 * order, so a retry after a provider error or a time-out cannot charge twice.
 */
export async function confirmOrderPayment(input: {
  userId: string;
  orderId: string;
  paymentKey: string;
  amount: number;
}): Promise<ConfirmResult> {
  const order = await getOrderForUser(input.orderId, input.userId);
  if (!order) return { ok: false, code: "NOT_FOUND_ORDER", order: null };
  if (!Number.isSafeInteger(input.amount) || input.amount !== order.amount) {
    return { ok: false, code: "INVALID_AMOUNT", order };
  }
  if (wasPaid(order.status)) {
    return order.paymentKey === input.paymentKey ? { ok: true, order } : { ok: false, code: "ALREADY_PROCESSED_PAYMENT", order };
  }

  const idempotencyKey = `confirm-${order.id}`;
  let lastError: TossError | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const payment = await confirmPayment({ paymentKey: input.paymentKey, orderId: order.id, amount: order.amount }, idempotencyKey);
      if (!matches(order, payment)) return { ok: false, code: "INVALID_PAYMENT_INFO", order };
      await markPaid(order.id, payment);
      return { ok: true, order: (await getOrderForUser(order.id, input.userId))! };
    } catch (error) {
      if (!(error instanceof TossError)) throw error;
      lastError = error;
      if (error.code === "ALREADY_PROCESSED_PAYMENT") {
        // Paid by an earlier attempt whose answer we lost: believe Toss's record, not the browser.
        const settled = await settleFromToss(order, () => getPayment(input.paymentKey));
        if (settled) return { ok: true, order: settled };
        break;
      }
      if (!error.retryable) break;
    }
  }
  const code = lastError?.code ?? "UNKNOWN_PAYMENT_ERROR";
  if (lastError && !lastError.retryable && code !== "ALREADY_PROCESSED_PAYMENT") await markFailed(order.id, code);
  return { ok: false, code, order: await getOrderForUser(order.id, input.userId) };
}

async function settleFromToss(order: Order, lookup: () => Promise<TossPayment>): Promise<Order | null> {
  try {
    const payment = await lookup();
    if (!matches(order, payment)) return null;
    await markPaid(order.id, payment);
    return getOrderForUser(order.id, order.userId);
  } catch (error) {
    if (error instanceof TossError) return null;
    throw error;
  }
}

/**
 * An order left pending between Toss's redirect and our confirm (a crash, a closed tab): Toss is asked
 * by order id, and a finished payment for the right amount marks it paid.
 */
export async function settlePendingOrder(orderId: string, userId: string): Promise<Order | null> {
  const order = await getOrderForUser(orderId, userId);
  if (order?.status !== "pending") return order;
  return (await settleFromToss(order, () => getPaymentByOrderId(order.id))) ?? order;
}

/** Whether the owner may still refund online under the kind's rule (a trip: within 24 hours, not past the survey). */
export function isRefundable(order: Order, now = new Date()): boolean {
  return Boolean(order.paymentKey && order.approvedAt) && refundRefusal(order, now) === null;
}

/** Why an online refund was not made; the page words it. */
export type RefundRefusal = "invalid" | "not_refundable" | "window_passed" | "production_started" | "failed";
export type RefundResult = { ok: true; order: Order } | { ok: false; reason: RefundRefusal };

/**
 * The owner cancels a paid order while its kind allows (a trip: within 24 hours, not past the survey;
 * a photobook: until its production starts).
 */
export async function refundOrder(userId: string, orderId: string, now = new Date()): Promise<RefundResult> {
  const order = await getOrderForUser(orderId, userId);
  if (!order?.paymentKey || !order.approvedAt) return { ok: false, reason: "invalid" };
  if (order.status === "refunded") return { ok: true, order };
  const refusal = refundRefusal(order, now) ?? (await refundStageRefusal(order));
  if (refusal) return { ok: false, reason: refusal };
  const reason = orderKindOf(order).refund.windowMs === null ? "고객 요청 (제작 시작 전 취소)" : "고객 요청 (결제 후 24시간 이내 환불)";
  try {
    await cancelPayment(order.paymentKey, reason, `cancel-${order.id}`);
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    if (error.code !== "ALREADY_CANCELED_PAYMENT") return { ok: false, reason: "failed" };
  }
  await markRefunded(order.id, now, "customer");
  return { ok: true, order: (await getOrderForUser(order.id, userId))! };
}

/**
 * Records a refund once (our own cancel for the member, or Toss saying it was cancelled), with its
 * history row (`actor` says which) and its kind's refund effect, in one transaction.
 */
export async function markRefunded(orderId: string, now = new Date(), actor: "customer" | "payment" = "payment"): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      // Toss has cancelled the payment by now: the member's refund is recorded as theirs, Toss's word from anywhere.
      const moved = await changeOrderStatus(trx, { orderId, move: actor === "customer" ? "refund" : "cancelAtToss", actor, now });
      if (!moved.changed) return;
      await trx.updateTable("orders").set({ refunded_at: now.toISOString() }).where("id", "=", orderId).execute();
      const order = await movedOrder(trx, orderId);
      await orderKindOf(order).refunded(trx, order, now, actor);
    });
}

/**
 * Applies a PAYMENT_STATUS_CHANGED event once. The body only says which payment changed: its status
 * is read afresh from Toss with our secret key, so a forged event (a status, a secret looked up
 * somewhere) cannot mark anything paid or refunded that Toss does not say is.
 */
export async function applyPaymentWebhook(data: {
  paymentKey?: unknown;
  orderId?: unknown;
  [field: string]: unknown;
}): Promise<"applied" | "duplicate" | "ignored"> {
  if (typeof data.orderId !== "string" || typeof data.paymentKey !== "string") return "ignored";
  const row = await findOrderRow(data.orderId);
  if (!row) return "ignored";
  const order = toOrder(row);
  if (order.paymentKey && order.paymentKey !== data.paymentKey) return "ignored";

  let payment: TossPayment;
  try {
    payment = await getPayment(data.paymentKey);
  } catch {
    return "ignored";
  }
  if (payment.orderId !== order.id) return "ignored";

  const eventId = `${payment.paymentKey}:${payment.status}`;
  const inserted = await db()
    .insertInto("payment_events")
    .values({ id: eventId, order_id: order.id, status: payment.status, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "duplicate";

  if (payment.status === "DONE" && matches(order, payment)) await markPaid(order.id, payment);
  else if (payment.status === "CANCELED") await markRefunded(order.id);
  else if (payment.status === "ABORTED" || payment.status === "EXPIRED") await markFailed(order.id, payment.status);
  return "applied";
}

/**
 * Orders still pending some minutes after they were made (a crash between Toss's capture and our
 * write, a tab closed on the way back): Toss is asked by order id and a finished payment for the
 * right amount marks the order paid. Run at start and periodically by the server; several processes
 * may run it at once (markPaid moves an order once). Returns the ids it settled.
 */
export async function settleStalePendingOrders(now = new Date(), minAgeMinutes = config.pendingPaymentCheckMinutes): Promise<string[]> {
  const rows = await db()
    .selectFrom("orders")
    .selectAll()
    .where("status", "=", "pending")
    .where("created_at", "<=", new Date(now.getTime() - minAgeMinutes * 60_000).toISOString())
    // Toss keeps an unpaid payment session for minutes, not days: older orders were never paid.
    .where("created_at", ">", new Date(now.getTime() - 2 * 24 * 60 * 60_000).toISOString())
    // Newest first: most stale orders are checkouts left unpaid, which stay pending for the two days;
    // oldest first, a hundred of them would keep a newer, paid one from ever being looked at.
    .orderBy("created_at", "desc")
    .limit(100)
    .execute();
  const settled: string[] = [];
  for (const row of rows) {
    const order = toOrder(row);
    if (await settleFromToss(order, () => getPaymentByOrderId(order.id))) settled.push(order.id);
  }
  return settled;
}
