// Orders and their payment: priced by the catalogue, stored before the widget opens, confirmed with
// Toss exactly once, refunded within 24 hours, and kept in step with Toss's webhooks.
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, OrderTable } from "../../db/schema";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { cancelPayment, confirmPayment, getPayment, getPaymentByOrderId, TossError, type TossPayment } from "~/services/toss.server";
import { PRICES, type TravelProduct } from "./catalogue.server";
import { fromJson, toJson } from "./json.server";

export type OrderProductType = "signature_travel" | "custom_travel" | "photobook";

export interface OrderMetadata {
  tripDuration?: "day" | "overnight";
  region?: string;
  includeStorybook?: boolean;
  travelDestination?: string;
}

export interface Order {
  id: string;
  userId: string;
  productType: OrderProductType;
  orderName: string;
  amount: number;
  metadata: OrderMetadata;
  status: string;
  paymentKey: string | null;
  paymentMethod: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
  failureCode: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/** Statuses after a successful payment; a paid order never goes back to pending. */
export const PAID_STATUSES: ReadonlySet<string> = new Set([
  "payment_complete",
  "accepted",
  "survey_complete",
  "consultation_complete",
  "plan_sent",
  "feedback_complete",
]);
export const TRAVEL_PRODUCT_TYPES = ["signature_travel", "custom_travel"] as const;
/** Refundable (with the 24-hour rule): paid, and not yet past the survey. */
const REFUNDABLE_STATUSES: ReadonlySet<string> = new Set(["payment_complete", "accepted", "survey_complete"]);
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ORDER_MESSAGES = {
  invalid: "결제 정보가 올바르지 않습니다.",
  amountMismatch: "결제 금액이 주문 금액과 일치하지 않습니다.",
  confirmFailed: "결제 승인 중 오류가 발생했습니다.",
  refundWindowPassed: "결제 후 24시간이 지나 온라인으로 환불할 수 없습니다. 고객센터로 문의해주세요.",
  notRefundable: "상담이 진행된 주문은 온라인으로 환불할 수 없습니다. 고객센터로 문의해주세요.",
  refunded: "환불이 완료되었습니다. 카드사 사정에 따라 3-7 영업일 안에 처리됩니다.",
  refundFailed: "환불 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
} as const;

/** TRAVEL_{timestamp}_{random} / PHOTOBOOK_{timestamp}_{random} */
export function newOrderId(prefix: "TRAVEL" | "PHOTOBOOK", now = Date.now()): string {
  return `${prefix}_${now}_${randomBytes(4).toString("hex")}`;
}

type OrderRow = Selectable<OrderTable>;

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    userId: row.user_id,
    productType: row.product_type as OrderProductType,
    orderName: row.order_name,
    amount: Number(row.amount),
    metadata: fromJson<OrderMetadata>(row.metadata, {}),
    status: row.status,
    paymentKey: row.payment_key,
    paymentMethod: row.payment_method,
    approvedAt: row.approved_at,
    receiptUrl: row.receipt_url,
    failureCode: row.failure_code,
    refundedAt: row.refunded_at,
    createdAt: row.created_at,
  };
}

async function findRow(orderId: string) {
  return db().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

/** A pending order for a travel product, saved before the payment widget opens. */
export function createTravelOrder(userId: string, product: TravelProduct, now = new Date()): Promise<Order> {
  return insertPendingOrder(userId, {
    id: newOrderId("TRAVEL", now.getTime()),
    productType: product.orderProductType,
    orderName: product.orderName,
    amount: product.amount,
    metadata: { tripDuration: product.tripDuration, region: product.region.fullAddress, includeStorybook: true },
    now,
  });
}

/** A pending photobook order (spec 3: 67,900 won, with the trip it remembers). */
export function createPhotobookOrder(userId: string, travelDestination: string, now = new Date()): Promise<Order> {
  return insertPendingOrder(userId, {
    id: newOrderId("PHOTOBOOK", now.getTime()),
    productType: "photobook",
    orderName: "프리미엄 가족 포토북",
    amount: PRICES.photobook,
    metadata: { travelDestination },
    now,
  });
}

async function insertPendingOrder(
  userId: string,
  order: { id: string; productType: OrderProductType; orderName: string; amount: number; metadata: OrderMetadata; now: Date },
): Promise<Order> {
  const timestamp = order.now.toISOString();
  await db()
    .insertInto("orders")
    .values({
      id: order.id,
      user_id: userId,
      product_type: order.productType,
      order_name: order.orderName,
      amount: order.amount,
      metadata: toJson(order.metadata),
      status: "pending",
      payment_key: null,
      payment_method: null,
      approved_at: null,
      receipt_url: null,
      payment_secret: null,
      failure_code: null,
      refunded_at: null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .execute();
  return (await getOrderForUser(order.id, userId))!;
}

/** An order, only for its owner. */
export async function getOrderForUser(orderId: string, userId: string): Promise<Order | null> {
  const row = await db().selectFrom("orders").selectAll().where("id", "=", orderId).where("user_id", "=", userId).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** Whether the member has a trip to show on the dashboard, a refunded one too (the header's dashboard entry depends on it). */
export async function hasTrips(userId: string): Promise<boolean> {
  const row = await db()
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .where("status", "in", [...PAID_STATUSES, "refunded"])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export async function listOrdersForUser(userId: string): Promise<Order[]> {
  const rows = await db().selectFrom("orders").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute();
  return rows.map(toOrder);
}

/**
 * Records Toss's approval once: only a pending (or failed) order moves to payment_complete. With
 * AUTO_ACCEPT_ORDERS a travel order is accepted at once, so the member can start the survey.
 */
export async function markPaid(orderId: string, payment: TossPayment): Promise<void> {
  const paid = await db()
    .updateTable("orders")
    .set({
      status: "payment_complete",
      payment_key: payment.paymentKey,
      payment_method: payment.method,
      approved_at: payment.approvedAt ?? new Date().toISOString(),
      receipt_url: payment.receipt?.url ?? null,
      payment_secret: payment.secret,
      failure_code: null,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", orderId)
    .where("status", "in", ["pending", "failed"])
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) > 0 && config.autoAcceptOrders) await acceptOrder(orderId);
}

/**
 * Staff accept a paid travel order (the back office, or automatically): the survey opens. Only a
 * payment_complete travel order moves; true when it did.
 */
export async function acceptOrder(orderId: string, now = new Date()): Promise<boolean> {
  const result = await db()
    .updateTable("orders")
    .set({ status: "accepted", updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .where("status", "=", "payment_complete")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves an order from one status to the next inside the caller's transaction (the survey's submit);
 * false when the order was no longer in `from`, so two submits cannot both move it.
 */
export async function moveOrderStatus(
  executor: Kysely<Database>,
  input: { orderId: string; userId: string; from: string; to: string; now: Date },
): Promise<boolean> {
  const result = await executor
    .updateTable("orders")
    .set({ status: input.to, updated_at: input.now.toISOString() })
    .where("id", "=", input.orderId)
    .where("user_id", "=", input.userId)
    .where("status", "=", input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function markFailed(orderId: string, code: string): Promise<void> {
  await db()
    .updateTable("orders")
    .set({ status: "failed", failure_code: code.slice(0, 60), updated_at: new Date().toISOString() })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .execute();
}

export type ConfirmResult =
  | { ok: true; order: Order }
  | { ok: false; code: string; message: string; order: Order | null };

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
  if (!order) return { ok: false, code: "NOT_FOUND_ORDER", message: ORDER_MESSAGES.invalid, order: null };
  if (!Number.isSafeInteger(input.amount) || input.amount !== order.amount) {
    return { ok: false, code: "INVALID_AMOUNT", message: ORDER_MESSAGES.amountMismatch, order };
  }
  if (PAID_STATUSES.has(order.status) || order.status === "refunded") {
    return order.paymentKey === input.paymentKey
      ? { ok: true, order }
      : { ok: false, code: "ALREADY_PROCESSED_PAYMENT", message: ORDER_MESSAGES.invalid, order };
  }

  const idempotencyKey = `confirm-${order.id}`;
  let lastError: TossError | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const payment = await confirmPayment({ paymentKey: input.paymentKey, orderId: order.id, amount: order.amount }, idempotencyKey);
      if (!matches(order, payment)) return { ok: false, code: "INVALID_PAYMENT_INFO", message: ORDER_MESSAGES.confirmFailed, order };
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
  return { ok: false, code, message: lastError?.message || ORDER_MESSAGES.confirmFailed, order: await getOrderForUser(order.id, input.userId) };
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
  if (!order || order.status !== "pending") return order;
  return (await settleFromToss(order, () => getPaymentByOrderId(order.id))) ?? order;
}

/** Whether the owner may still refund online: paid, not past the survey, within 24 hours. */
export function isRefundable(order: Order, now = new Date()): boolean {
  if (!order.paymentKey || !order.approvedAt || !REFUNDABLE_STATUSES.has(order.status)) return false;
  return now.getTime() - Date.parse(order.approvedAt) <= REFUND_WINDOW_MS;
}

export type RefundResult = { ok: true; order: Order } | { ok: false; message: string };

/** Within 24 hours of payment, the owner cancels a paid order that has not moved past the survey. */
export async function refundOrder(userId: string, orderId: string, now = new Date()): Promise<RefundResult> {
  const order = await getOrderForUser(orderId, userId);
  if (!order || !order.paymentKey || !order.approvedAt) return { ok: false, message: ORDER_MESSAGES.invalid };
  if (order.status === "refunded") return { ok: true, order };
  if (!REFUNDABLE_STATUSES.has(order.status)) return { ok: false, message: ORDER_MESSAGES.notRefundable };
  if (now.getTime() - Date.parse(order.approvedAt) > REFUND_WINDOW_MS) return { ok: false, message: ORDER_MESSAGES.refundWindowPassed };
  try {
    await cancelPayment(order.paymentKey, "고객 요청 (결제 후 24시간 이내 환불)", `cancel-${order.id}`);
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    if (error.code !== "ALREADY_CANCELED_PAYMENT") return { ok: false, message: ORDER_MESSAGES.refundFailed };
  }
  await markRefunded(order.id, now);
  return { ok: true, order: (await getOrderForUser(order.id, userId))! };
}

async function markRefunded(orderId: string, now = new Date()): Promise<void> {
  await db()
    .updateTable("orders")
    .set({ status: "refunded", refunded_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where("status", "!=", "refunded")
    .execute();
}

/**
 * Applies a PAYMENT_STATUS_CHANGED event once. The body only says which payment changed: its status
 * is read afresh from Toss with our secret key, so a forged event (a status, a secret looked up
 * somewhere) cannot mark anything paid or refunded that Toss does not say is.
 */
export async function applyPaymentWebhook(data: { paymentKey?: unknown; orderId?: unknown; [field: string]: unknown }): Promise<"applied" | "duplicate" | "ignored"> {
  if (typeof data.orderId !== "string" || typeof data.paymentKey !== "string") return "ignored";
  const row = await findRow(data.orderId);
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
    .orderBy("created_at", "asc")
    .limit(100)
    .execute();
  const settled: string[] = [];
  for (const row of rows) {
    const order = toOrder(row);
    if (await settleFromToss(order, () => getPaymentByOrderId(order.id))) settled.push(order.id);
  }
  return settled;
}
