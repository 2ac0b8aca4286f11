// Order kinds, one declaration each (kinds/travel, kinds/photobook, kinds/booking): how an order is
// priced, what paying and refunding it do, until when the member may refund it, and where its links
// lead. Payments ask the order's kind and run its effects inside the transaction that settles the
// payment, so an effect happens once whichever path settles it (docs/decisions/0045).
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import { ORDER_MOVES } from "~/vocabulary/lifecycles";
import { kindOfProductType, ORDER_KINDS, type OrderKindName } from "~/vocabulary/order-kinds";
import type { OrderStatus } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import { BOOKING } from "./kinds/booking.server";
import type { OrderKind } from "./kinds/declaration";
import { PHOTOBOOK } from "./kinds/photobook.server";
import { TRAVEL } from "./kinds/travel.server";
import { insertPendingOrder, newOrderId, type Order } from "./orders.server";

export { type OrderKind, REFUND_WINDOW_MS } from "./kinds/declaration";

// biome-ignore lint/suspicious/noExplicitAny: each kind's own input; the registry only dispatches on the stored order.
const DECLARED: Record<OrderKindName, OrderKind<any>> = { travel: TRAVEL, photobook: PHOTOBOOK, booking: BOOKING };

/** The declaration of a stored order's kind (by its product type). */
export function orderKindOf(order: Pick<Order, "productType">): OrderKind<unknown> {
  const name = kindOfProductType(order.productType);
  if (!name) throw new Error(`no order kind sells ${order.productType}`);
  return DECLARED[name];
}

/**
 * Prices and saves a pending order of a kind, before the payment widget opens; null when not sellable.
 * A kind that writes rows with its order (a booking's items) hands in its transaction.
 */
export async function createOrder<Input>(
  kind: OrderKind<Input>,
  userId: string,
  input: Input,
  now = new Date(),
  executor: Kysely<Database> = db(),
): Promise<Order | null> {
  const priced = kind.price ? await kind.price(input, executor) : null;
  if (!priced) return null;
  return insertPendingOrder(userId, { id: newOrderId(ORDER_KINDS[kind.name].prefix, now.getTime()), ...priced, now }, executor);
}

/**
 * Why the member may not refund this order online now by its status and the time since payment (the
 * kind's rule), or null when they may; a kind's own rows are asked too by refundStageRefusal.
 */
export function refundRefusal(order: Order, now = new Date()): "not_refundable" | "window_passed" | null {
  const { refund } = orderKindOf(order);
  // A kind narrows the lifecycle's refund, never widens it.
  const allowed = (ORDER_MOVES.refund.from as readonly OrderStatus[]).includes(order.status) && refund.from.includes(order.status);
  if (!allowed) return "not_refundable";
  if (!order.approvedAt) return "window_passed";
  if (refund.windowMs !== null && now.getTime() - Date.parse(order.approvedAt) > refund.windowMs) return "window_passed";
  return null;
}

/** Whether the kind's own rows still allow a refund (a photobook: production has not started); null when they do. */
export async function refundStageRefusal(order: Order, executor: Kysely<Database> = db()): Promise<"production_started" | null> {
  const { stillOpen } = orderKindOf(order).refund;
  return !stillOpen || (await stillOpen(executor, order)) ? null : "production_started";
}

/** Where an order's pages lead, by its kind: a new order of the kind (back, retry) and the next step after paying. */
export function orderLinks(order: Order): { kind: OrderKindName; againPath: string; nextPath: string } {
  const kind = orderKindOf(order);
  return { kind: kind.name, againPath: kind.orderAgainPath(order), nextPath: kind.nextPath(order) };
}
