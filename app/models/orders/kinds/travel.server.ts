// The travel order: a trip plan the catalogue prices. Paying opens the survey (accepted at once with
// AUTO_ACCEPT_ORDERS); it is refunded online within 24 hours until the consultation.
import { config } from "~/config.server";
import { REFUND_TERMS } from "~/vocabulary/refund-rules";
import { productPathForOrder, type TravelProduct } from "../catalogue.server";
import { acceptOrder } from "../orders.server";
import type { OrderKind } from "./declaration";

export const TRAVEL: OrderKind<TravelProduct> = {
  name: "travel",
  // The product comes from the catalogue's travelProduct (PRICES), never from the page.
  price: async (product) => ({
    productType: product.orderProductType,
    orderName: product.orderName,
    amount: product.amount,
    metadata: { tripDuration: product.tripDuration, region: product.region.fullAddress, includeStorybook: true },
  }),
  async paid(trx, order, at) {
    if (config.autoAcceptOrders) await acceptOrder(order.id, at, { actor: "system" }, trx);
  },
  async refunded() {},
  refund: REFUND_TERMS.travel,
  // The product screen with the choice the order was made from.
  orderAgainPath: (order) => productPathForOrder(order) ?? "/product/default",
  nextPath: () => "/dashboard",
};
