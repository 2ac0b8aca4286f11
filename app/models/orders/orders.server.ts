// Orders through their life: one row per purchase, priced by the catalogue and saved before the
// payment widget opens; read only for their owner; moved from status to status by conditional
// updates (docs/product.md#statuses). Creating each kind lives with it (travel-orders, photobook-
// orders); what Toss says of a payment lives in payments.server.ts.
import { randomBytes } from "node:crypto";
import type { Expression, Kysely, Selectable } from "kysely";
import { db } from "~/db.server";
import type { OrderMove } from "~/vocabulary/lifecycles";
import { ORDER_KINDS, type OrderIdPrefix, type OrderProductType } from "~/vocabulary/order-kinds";
import { type OrderStatus, PAID_ONCE_STATUSES } from "~/vocabulary/statuses";
import type { Database, OrderTable, StatusActor } from "../../../db/schema";
import { fromJson, toJson } from "../platform/json.server";
import { changeOrderStatus } from "./order-history.server";

export type { OrderProductType } from "~/vocabulary/order-kinds";

export interface OrderMetadata {
  tripDuration?: "day" | "overnight";
  region?: string;
  includeStorybook?: boolean;
  travelDestination?: string;
  /** A photobook order's trip (the member's own travel order, checked when the order was made). */
  travelOrderId?: string | null;
  /** A photobook order's delivery address, saved with the order before the widget opens. */
  shippingInfo?: ShippingInfo;
  /** A booking order's plan (its cart lives there). */
  planId?: string;
}

/** Where a printed photobook goes: the shipping dialog's fields, trimmed, the phone as digits. */
export interface ShippingInfo {
  recipientName: string;
  recipientPhone: string;
  postalCode: string;
  address: string;
  detailAddress: string;
  memo: string;
}

export interface Order {
  id: string;
  userId: string;
  productType: OrderProductType;
  orderName: string;
  amount: number;
  metadata: OrderMetadata;
  status: OrderStatus;
  paymentKey: string | null;
  paymentMethod: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
  failureCode: string | null;
  refundedAt: string | null;
  createdAt: string;
}

/** The travel kind's product types: what the staff's travel lists, the trips and the survey filter on. */
export const TRAVEL_PRODUCT_TYPES = ORDER_KINDS.travel.productTypes;

/** TRAVEL_{timestamp}_{random}, PHOTOBOOK_…, BOOKING_…: the kind's prefix (app/vocabulary/order-kinds.ts). */
export function newOrderId(prefix: OrderIdPrefix, now = Date.now()): string {
  return `${prefix}_${now}_${randomBytes(4).toString("hex")}`;
}

type OrderRow = Selectable<OrderTable>;

export function toOrder(row: OrderRow): Order {
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

export async function findOrderRow(orderId: string) {
  return db().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

/** A pending order, saved before the payment widget opens (the kinds' own modules fill it in). */
export async function insertPendingOrder(
  userId: string,
  order: { id: string; productType: OrderProductType; orderName: string; amount: number; metadata: OrderMetadata; now: Date },
  executor: Kysely<Database> = db(),
): Promise<Order> {
  const timestamp = order.now.toISOString();
  await executor
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
  const row = await executor.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
  return toOrder(row);
}

/** An order, only for its owner. */
export async function getOrderForUser(orderId: string, userId: string): Promise<Order | null> {
  const row = await db().selectFrom("orders").selectAll().where("id", "=", orderId).where("user_id", "=", userId).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/** A travel order by id (a photobook's is not one), with its member, name and status; undefined when there is none. */
export function findTravelOrder(executor: Kysely<Database>, orderId: string) {
  return executor
    .selectFrom("orders")
    .select(["id", "user_id", "order_name", "status"])
    .where("id", "=", orderId)
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .executeTakeFirst();
}

/** The member's trips as the dashboard counts them: paid travel orders, refunded ones too (a query to run or nest). */
export function tripRowsOf(executor: Kysely<Database>, userId: string | Expression<string>) {
  return executor
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .where("status", "in", PAID_ONCE_STATUSES);
}

/**
 * Whether the member has a trip to show on the dashboard (the header's dashboard entry depends on
 * it; each page asks with the session lookup, headerFlagColumns in notifications.server.ts).
 */
export async function hasTrips(userId: string): Promise<boolean> {
  return Boolean(await tripRowsOf(db(), userId).limit(1).executeTakeFirst());
}

export async function listOrdersForUser(userId: string): Promise<Order[]> {
  const rows = await db().selectFrom("orders").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute();
  return rows.map(toOrder);
}

/** Who moved an order: a staff member (with their id), the system on its own (automatic acceptance), … */
export interface StatusMover {
  actor: StatusActor;
  staffId?: string | null;
}

/** Runs `work` in the caller's transaction, or in a new one when given the plain handle. */
function inTransaction<T>(executor: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor) : executor.transaction().execute(work);
}

/**
 * Staff accept a paid travel order (the back office, or automatically): the survey opens. Only a
 * payment_complete travel order moves, with its history row; true when it did.
 */
export async function acceptOrder(
  orderId: string,
  now = new Date(),
  by: StatusMover = { actor: "system" },
  executor: Kysely<Database> = db(),
): Promise<boolean> {
  return inTransaction(executor, async (trx) => {
    if (!(await findTravelOrder(trx, orderId))) return false;
    const result = await changeOrderStatus(trx, { orderId, move: "accept", ...by, now });
    return result.changed;
  });
}

/**
 * Makes a move of the member's own order (ORDER_MOVES; `to` when the move has several), with its
 * history row, inside the caller's transaction (the survey's submit) or a new one; false when the
 * order was no longer where the move starts, so two submits cannot both move it.
 */
export async function moveOrderStatus(
  executor: Kysely<Database>,
  input: { orderId: string; userId: string; move: OrderMove; to?: OrderStatus; now: Date } & StatusMover,
): Promise<boolean> {
  return inTransaction(executor, async (trx) => {
    const owned = await trx
      .selectFrom("orders")
      .select("id")
      .where("id", "=", input.orderId)
      .where("user_id", "=", input.userId)
      .executeTakeFirst();
    if (!owned) return false;
    const result = await changeOrderStatus(trx, {
      orderId: input.orderId,
      move: input.move,
      to: input.to,
      actor: input.actor,
      staffId: input.staffId,
      now: input.now,
    });
    return result.changed;
  });
}
