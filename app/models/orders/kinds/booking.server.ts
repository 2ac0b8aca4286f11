// The booking order: products of a plan paid from its booking tab (app/models/bookings/cart.server.ts).
// Priced from the plan's cart as stored: the products' prices now, never the page's. Paying reserves
// its items and empties them from the cart; a refund releases them, so they can be booked again. Both
// run inside the transaction that settles the payment, whichever path settles it (decisions 45, 52).
// Refunded online within 24 hours, while paid.
import type { Kysely } from "kysely";
import { REFUND_TERMS } from "~/vocabulary/refund-rules";
import type { Database } from "../../../../db/schema";
import type { Order } from "../orders.server";
import type { OrderKind } from "./declaration";

/** The plan's booking tab, where the cart is; the dashboard for an order that names no plan. */
function cartPath(order: Order): string {
  return order.metadata.planId ? `/travel/plan/${encodeURIComponent(order.metadata.planId)}?tab=bookings` : "/dashboard";
}

/** The booking items that hold their product now: paid (reserved) and not refunded (released). */
export function holdingItems(executor: Kysely<Database>, planId: string) {
  return executor
    .selectFrom("booking_items")
    .select(["booking_items.product_id", "booking_items.order_id"])
    .where("booking_items.plan_id", "=", planId)
    .where("booking_items.reserved_at", "is not", null)
    .where("booking_items.released_at", "is", null);
}

/** The plan's cart as stored, reserved products left out: each product's price now and the price the family saw. */
export async function cartRows(executor: Kysely<Database>, planId: string) {
  const rows = await executor
    .selectFrom("plan_cart_items as c")
    .innerJoin("plan_products as p", (join) => join.onRef("p.id", "=", "c.product_id").onRef("p.plan_id", "=", "c.plan_id"))
    .select(["c.product_id", "c.price_seen", "p.price"])
    .where("c.plan_id", "=", planId)
    .where("c.product_id", "not in", holdingItems(executor, planId).clearSelect().select("booking_items.product_id"))
    .orderBy("p.position")
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({ productId: row.product_id, priceSeen: Number(row.price_seen), price: Number(row.price) }));
}

export const BOOKING: OrderKind<{ planId: string }> = {
  name: "booking",
  // Not sellable: an empty cart, or a price staff changed since the family saw it (they are told first).
  price: async ({ planId }, executor) => {
    const rows = await cartRows(executor, planId);
    if (rows.length === 0 || rows.some((row) => row.price !== row.priceSeen)) return null;
    return {
      productType: "booking",
      // The spec's name: '여행 예약 상품 N개' (a product name, as the catalogue's are).
      orderName: `여행 예약 상품 ${rows.length}개`,
      amount: rows.reduce((sum, row) => sum + row.price, 0),
      metadata: { planId },
    };
  },
  async paid(trx, order, at) {
    await trx
      .updateTable("booking_items")
      .set({ reserved_at: at.toISOString() })
      .where("order_id", "=", order.id)
      .where("reserved_at", "is", null)
      .execute();
    await trx
      .deleteFrom("plan_cart_items")
      .where("plan_id", "=", order.metadata.planId ?? "")
      .where("product_id", "in", trx.selectFrom("booking_items").select("product_id").where("order_id", "=", order.id))
      .execute();
  },
  async refunded(trx, order, at) {
    await trx
      .updateTable("booking_items")
      .set({ released_at: at.toISOString() })
      .where("order_id", "=", order.id)
      .where("released_at", "is", null)
      .execute();
  },
  refund: REFUND_TERMS.booking,
  orderAgainPath: cartPath,
  nextPath: cartPath,
};
