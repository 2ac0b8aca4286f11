// Travel orders: a trip the catalogue priced, with the duration and district chosen (the travel
// kind's declaration prices it: app/models/orders/kinds/travel.server.ts).
import type { TravelProduct } from "./catalogue.server";
import { TRAVEL } from "./kinds/travel.server";
import { createOrder } from "./kinds.server";
import type { Order } from "./orders.server";

/** A pending order for a travel product, saved before the payment widget opens. */
export async function createTravelOrder(userId: string, product: TravelProduct, now = new Date()): Promise<Order> {
  const order = await createOrder(TRAVEL, userId, product, now);
  // A catalogue product always has a price.
  if (!order) throw new Error(`travel product not sellable: ${product.orderName}`);
  return order;
}
