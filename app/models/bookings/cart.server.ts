// The plan's booking tab: the products staff offer (plan_products), the family's cart (one per plan,
// shared by both parents and every device: plan_cart_items) and paying for it as a booking order
// (app/models/orders/kinds/booking.server.ts), priced from the stored products, never from the page
// (docs/decisions/0052-bookings-paid-from-the-plan.md). A product is reserved while a paid booking
// item holds it and no refund has released it. Results carry codes: the page words them.
import { db } from "~/db.server";
import { listProducts } from "../missions/catalogue.server";
import { BOOKING, cartRows, holdingItems } from "../orders/kinds/booking.server";
import { createOrder } from "../orders/kinds.server";
import { type Order, toOrder } from "../orders/orders.server";
import { isRefundable } from "../orders/payments.server";
import { isPlanFamily } from "../plans/queries.server";
import type { ImageSources } from "../uploads/uploads";

export interface BookingProduct {
  id: string;
  name: string;
  category: string;
  /** The stored price now, whole won. */
  price: number;
  description: string;
  /** The chapter's place (the storyboard matches on it). */
  locationName: string;
  /** The staff image: its sizes for the card (main), and its smallest JPEG as the thumbnail. */
  images: { main: ImageSources; thumbnail: string } | null;
  inCart: boolean;
  /** The price the family saw when they added it, when staff have changed it since. */
  priceBefore: number | null;
  /** The paid booking that holds it, and whether the family may still refund it online. */
  /** The paid booking order holding it; refunding cancels that whole order (all its items, its amount). */
  reserved: { orderId: string; refundable: boolean; orderItems: number; orderAmount: number } | null;
}

export interface BookingsView {
  /** Products by category, in the order staff placed them. */
  categories: { category: string; products: BookingProduct[] }[];
  summary: { totalItems: number; reservedItems: number; totalPrice: number };
  cart: { count: number; total: number; repriced: boolean };
}

export const NO_BOOKINGS: BookingsView = {
  categories: [],
  summary: { totalItems: 0, reservedItems: 0, totalPrice: 0 },
  cart: { count: 0, total: 0, repriced: false },
};

/** The booking tab: every product with its cart and reservation state, the summary and the cart. */
export async function readBookings(planId: string, now = new Date()): Promise<BookingsView> {
  const executor = db();
  // The products as staff keep them (the catalogue's read), with the cart and the reservations beside them.
  const [products, cartRows, holding] = await Promise.all([
    listProducts(planId, executor),
    executor.selectFrom("plan_cart_items").select(["product_id", "price_seen"]).where("plan_id", "=", planId).execute(),
    holdingItems(executor, planId).execute(),
  ]);
  const inCart = new Map(cartRows.map((row) => [row.product_id, Number(row.price_seen)]));
  const holder = new Map(holding.map((row) => [row.product_id, row.order_id]));
  // The paid orders holding them: whether each may still be refunded online (the kind's 24-hour rule).
  const orderIds = [...new Set(holder.values())];
  const orderRows = orderIds.length ? await executor.selectFrom("orders").selectAll().where("id", "in", orderIds).execute() : [];
  const orders = new Map(orderRows.map((row) => [row.id, toOrder(row)]));

  const categories: BookingsView["categories"] = [];
  let reservedItems = 0;
  let totalPrice = 0;
  let cartCount = 0;
  let cartTotal = 0;
  let repriced = false;
  for (const row of products) {
    const price = Number(row.price);
    const orderId = holder.get(row.id);
    const order = orderId ? orders.get(orderId) : undefined;
    const seen = orderId ? undefined : inCart.get(row.id);
    const product: BookingProduct = {
      id: row.id,
      name: row.name,
      category: row.category,
      price,
      description: row.description,
      locationName: row.chapter.locationName,
      images: row.image ? { main: row.image, thumbnail: row.image.fallback } : null,
      inCart: seen !== undefined,
      priceBefore: seen !== undefined && seen !== price ? seen : null,
      reserved: orderId
        ? {
            orderId,
            refundable: order ? isRefundable(order, now) : false,
            orderItems: holding.filter((held) => held.order_id === orderId).length,
            orderAmount: order?.amount ?? 0,
          }
        : null,
    };
    totalPrice += price;
    if (product.reserved) reservedItems++;
    if (product.inCart) {
      cartCount++;
      cartTotal += price;
      if (product.priceBefore !== null) repriced = true;
    }
    const group = categories.find((entry) => entry.category === row.category);
    if (group) group.products.push(product);
    else categories.push({ category: row.category, products: [product] });
  }
  return {
    categories,
    summary: { totalItems: products.length, reservedItems, totalPrice },
    cart: { count: cartCount, total: cartTotal, repriced },
  };
}

export type ToggleResult = { ok: true; inCart: boolean } | { ok: false; reason: "not-found" | "reserved" };

/**
 * Puts a product into the plan's cart or takes it out. Only the family (the trip's owner) may; the
 * product must be the plan's and not reserved. Adding remembers the price now (price_seen).
 */
export async function toggleCartItem(input: {
  planId: string;
  productId: string;
  userId: string;
  add: boolean;
  now?: Date;
}): Promise<ToggleResult> {
  const executor = db();
  if (!(await isPlanFamily(input.userId, input.planId, executor))) return { ok: false, reason: "not-found" };
  const product = await executor
    .selectFrom("plan_products")
    .select(["id", "price"])
    .where("id", "=", input.productId)
    .where("plan_id", "=", input.planId)
    .executeTakeFirst();
  if (!product) return { ok: false, reason: "not-found" };
  if (!input.add) {
    await executor.deleteFrom("plan_cart_items").where("plan_id", "=", input.planId).where("product_id", "=", product.id).execute();
    return { ok: true, inCart: false };
  }
  const held = await holdingItems(executor, input.planId).where("booking_items.product_id", "=", product.id).executeTakeFirst();
  if (held) return { ok: false, reason: "reserved" };
  // Adding twice (a second tab, the other parent) keeps the first row and its price.
  await executor
    .insertInto("plan_cart_items")
    .values({
      plan_id: input.planId,
      product_id: product.id,
      price_seen: Number(product.price),
      added_by: input.userId,
      added_at: (input.now ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.columns(["plan_id", "product_id"]).doNothing())
    .execute();
  return { ok: true, inCart: true };
}

export type BookingOrderResult =
  | { ok: true; order: Order }
  | { ok: false; reason: "not-found" | "empty" | "repriced"; changes?: { productId: string; before: number; now: number }[] };

/**
 * Makes the pending booking order of the plan's cart, before the payment widget opens: only for the
 * family, never for an empty cart. When staff changed a price since a product went into the cart, no
 * order is made: the family is told, and the cart now remembers the new price, so paying again
 * (having seen it) goes through. The order's items keep the price of the moment (booking_items).
 */
export async function createBookingOrder(input: { planId: string; userId: string; now?: Date }): Promise<BookingOrderResult> {
  const now = input.now ?? new Date();
  return db()
    .transaction()
    .execute(async (trx): Promise<BookingOrderResult> => {
      if (!(await isPlanFamily(input.userId, input.planId, trx))) return { ok: false, reason: "not-found" };
      const rows = await cartRows(trx, input.planId);
      if (rows.length === 0) return { ok: false, reason: "empty" };
      const changed = rows.filter((row) => row.priceSeen !== row.price);
      if (changed.length > 0) {
        for (const row of changed) {
          await trx
            .updateTable("plan_cart_items")
            .set({ price_seen: row.price })
            .where("plan_id", "=", input.planId)
            .where("product_id", "=", row.productId)
            .execute();
        }
        return {
          ok: false,
          reason: "repriced",
          changes: changed.map((row) => ({ productId: row.productId, before: row.priceSeen, now: row.price })),
        };
      }
      const order = await createOrder(BOOKING, input.userId, { planId: input.planId }, now, trx);
      if (!order) return { ok: false, reason: "empty" };
      // The same rows the kind priced (one transaction): the order's amount is their sum.
      const priced = await cartRows(trx, input.planId);
      if (priced.reduce((sum, row) => sum + row.price, 0) !== order.amount)
        throw new Error(`booking order ${order.id}: items do not add up`);
      await trx
        .insertInto("booking_items")
        .values(
          priced.map((row) => ({
            order_id: order.id,
            product_id: row.productId,
            plan_id: input.planId,
            price: row.price,
            reserved_at: null,
            released_at: null,
          })),
        )
        .execute();
      return { ok: true, order };
    });
}

/** The family's booking orders of a plan as their items: which products each paid order holds. */
export async function bookingItemsOf(orderId: string) {
  const rows = await db()
    .selectFrom("booking_items")
    .select(["product_id", "price", "reserved_at", "released_at"])
    .where("order_id", "=", orderId)
    .orderBy("product_id")
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    price: Number(row.price),
    reservedAt: row.reserved_at,
    releasedAt: row.released_at,
  }));
}
