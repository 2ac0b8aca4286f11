// Photobook orders: the printed family album, with the trip it remembers.
import { PRICES } from "../orders/catalogue.server";
import { insertPendingOrder, newOrderId, type Order } from "../orders/orders.server";

/** A pending photobook order (67,900 won, with the trip it remembers). */
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
