// The booking order: products of a plan paid from its booking tab. Its prices are stored rows that
// the missions-and-bookings issue adds, with its paid effect (reserving) and its refund effect
// (releasing); until then it has no pricing, so no booking order can be made, and nothing to do
// when one is paid or refunded. Refunded online within 24 hours.
import type { Order } from "../orders.server";
import { type OrderKind, REFUND_WINDOW_MS } from "./declaration";

/** The plan's booking tab, where the cart is; the dashboard for an order that names no plan. */
function cartPath(order: Order): string {
  return order.metadata.planId ? `/travel/plan/${encodeURIComponent(order.metadata.planId)}?tab=bookings` : "/dashboard";
}

export const BOOKING: OrderKind<{ planId: string }> = {
  name: "booking",
  price: null,
  async paid() {},
  async refunded() {},
  refund: { from: ["payment_complete"], windowMs: REFUND_WINDOW_MS },
  orderAgainPath: cartPath,
  nextPath: cartPath,
};
