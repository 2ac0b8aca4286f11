// Travel orders: a trip the catalogue priced, with the duration and district chosen.
import type { TravelProduct } from "./catalogue.server";
import { insertPendingOrder, newOrderId, type Order } from "./orders.server";

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
