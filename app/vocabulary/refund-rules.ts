// Until when a member may refund an order online, per order kind: the rule the refund button obeys
// (the kinds' declarations in app/models/orders/kinds take theirs from here) and the words every
// screen says about it (app/messages/refunds.ts derives them from here), so the two cannot part.
// The ground floor: imports nothing from the app but the vocabulary beside it.
import type { OrderKindName } from "./order-kinds";
import { type OrderStatus, TRAVEL_FLOW_STATUSES } from "./statuses";

export interface RefundTerms {
  /** The paid statuses an order of this kind passes through, in order. */
  readonly flow: readonly OrderStatus[];
  /** The statuses from which the member may refund online (a part of ORDER_MOVES.refund). */
  readonly from: readonly OrderStatus[];
  /** Within how long after payment; null: no time limit. */
  readonly windowMs: number | null;
  /** A stage of the kind's own rows that ends the refund (a photobook: its production starting); null: none. */
  readonly until: "production" | null;
}

/** The 24 hours after payment within which a trip and a booking may be refunded online. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

export const REFUND_TERMS = {
  // A trip: within 24 hours, until the consultation is complete (the plan's writing starts then).
  travel: {
    flow: TRAVEL_FLOW_STATUSES,
    from: ["payment_complete", "accepted", "survey_complete"],
    windowMs: REFUND_WINDOW_MS,
    until: null,
  },
  // A photobook: no time limit, until production starts (the proof approved: decision 0053).
  photobook: { flow: ["payment_complete"], from: ["payment_complete"], windowMs: null, until: "production" },
  // A plan's booking: within 24 hours.
  booking: { flow: ["payment_complete"], from: ["payment_complete"], windowMs: REFUND_WINDOW_MS, until: null },
} as const satisfies Record<OrderKindName, RefundTerms>;

/** The first status of the kind's flow from which the refund is no longer open; null when every one allows it. */
export function refundStopsAt(terms: RefundTerms): OrderStatus | null {
  return terms.flow.find((status) => !terms.from.includes(status)) ?? null;
}
