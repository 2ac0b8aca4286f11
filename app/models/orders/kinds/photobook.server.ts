// The photobook order: the printed family album at the catalogue's price, with the trip it remembers.
// Paying does nothing more yet: the photobook screens write the photobook row from here when they
// arrive. Refunded online within 24 hours (a photobook order stays payment_complete until then).
import { PRICES } from "../catalogue.server";
import { type OrderKind, REFUND_WINDOW_MS } from "./declaration";

export const PHOTOBOOK: OrderKind<{ travelDestination: string }> = {
  name: "photobook",
  price: async ({ travelDestination }) => ({
    productType: "photobook",
    orderName: "프리미엄 가족 포토북",
    amount: PRICES.photobook,
    metadata: { travelDestination },
  }),
  async paid() {},
  async refunded() {},
  refund: { from: ["payment_complete"], windowMs: REFUND_WINDOW_MS },
  // Back to the photobook's page to order again (its landing); the next step is the order's photo screen.
  orderAgainPath: () => "/photobook/default",
  nextPath: (order) => `/photobook/order?orderId=${encodeURIComponent(order.id)}`,
};
