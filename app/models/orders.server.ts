// Orders through their life: one row per purchase, priced by the catalogue and saved before the
// payment widget opens; read only for their owner; moved from status to status by conditional
// updates (docs/product.md#statuses). Creating each kind lives with it (travel-orders, photobook-
// orders); what Toss says of a payment lives in payments.server.ts.
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { db } from "~/db.server";
import type { Database, OrderTable } from "../../db/schema";
import { fromJson, toJson } from "./json.server";
import { type OrderStatus, PAID_STATUSES } from "./statuses";

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
  status: OrderStatus;
  paymentKey: string | null;
  paymentMethod: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
  failureCode: string | null;
  refundedAt: string | null;
  createdAt: string;
}

export const TRAVEL_PRODUCT_TYPES = ["signature_travel", "custom_travel"] as const;

/** TRAVEL_{timestamp}_{random} / PHOTOBOOK_{timestamp}_{random} */
export function newOrderId(prefix: "TRAVEL" | "PHOTOBOOK", now = Date.now()): string {
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

/** The member's trips as the dashboard counts them: paid travel orders, refunded ones too (a query to run or nest). */
export function tripRowsOf(executor: Kysely<Database>, userId: string) {
  return executor
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .where("status", "in", [...PAID_STATUSES, "refunded"]);
}

/**
 * Whether the member has a trip to show on the dashboard (the header's dashboard entry depends on
 * it; the root asks through headerFlags in notifications.server.ts, together with the dot).
 */
export async function hasTrips(userId: string): Promise<boolean> {
  return Boolean(await tripRowsOf(db(), userId).limit(1).executeTakeFirst());
}

export async function listOrdersForUser(userId: string): Promise<Order[]> {
  const rows = await db().selectFrom("orders").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute();
  return rows.map(toOrder);
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
  input: { orderId: string; userId: string; from: OrderStatus; to: OrderStatus; now: Date },
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
