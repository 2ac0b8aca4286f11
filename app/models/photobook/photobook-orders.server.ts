// Photobook orders: the printed family album, with the trip it remembers (the photobook kind's
// declaration prices it: app/models/orders/kinds/photobook.server.ts).

import { PHOTOBOOK } from "../orders/kinds/photobook.server";
import { createOrder } from "../orders/kinds.server";
import type { Order } from "../orders/orders.server";

/** A pending photobook order (67,900 won, with the trip it remembers). */
export async function createPhotobookOrder(userId: string, travelDestination: string, now = new Date()): Promise<Order> {
  const order = await createOrder(PHOTOBOOK, userId, { travelDestination }, now);
  if (!order) throw new Error("photobook not sellable");
  return order;
}
