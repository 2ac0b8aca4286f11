// The shape every order kind declares (kinds.server.ts gathers them). Types and one constant only,
// so the kinds and their registry can both import it.
import type { Kysely } from "kysely";
import type { OrderKindName } from "~/vocabulary/order-kinds";
import type { RefundTerms } from "~/vocabulary/refund-rules";
import type { Database } from "../../../../db/schema";
import type { Order, OrderMetadata, OrderProductType } from "../orders.server";

/** What a kind's pricing gives a new order: the catalogue's or stored rows' word, never the page's. */
export interface PricedOrder {
  productType: OrderProductType;
  orderName: string;
  amount: number;
  metadata: OrderMetadata;
}

/**
 * Until when the member may refund online: the kind's terms (app/vocabulary/refund-rules.ts, whose
 * words every screen says: from these statuses, within the window after payment), and while the
 * kind's own rows allow (`stillOpen`, present exactly when the terms name a stage `until`: a photobook
 * until its production starts, read when the refund is asked for).
 */
export interface RefundRule extends RefundTerms {
  stillOpen?: (executor: Kysely<Database>, order: Order) => Promise<boolean>;
}

export { REFUND_WINDOW_MS } from "~/vocabulary/refund-rules";

export interface OrderKind<Input = never> {
  name: OrderKindName;
  /**
   * Prices an order from the server's own source (the catalogue, stored rows); null when the input
   * is not sellable. A kind whose prices are not stored yet has none: its orders cannot be made.
   */
  price: ((input: Input, executor: Kysely<Database>) => Promise<PricedOrder | null>) | null;
  /** Runs inside the transaction whose conditional update has just made the order paid: once per order. */
  paid(trx: Kysely<Database>, order: Order, at: Date): Promise<void>;
  /**
   * Runs inside the transaction whose conditional update has just made the order refunded: once per
   * order. `by` says whose word it was: the member's own refund, or Toss's.
   */
  refunded(trx: Kysely<Database>, order: Order, at: Date, by: "customer" | "payment"): Promise<void>;
  refund: RefundRule;
  /** Where a new order of this kind is made: the checkout's back link and the fail page's retry. */
  orderAgainPath(order: Order): string;
  /** Where the success page's next step leads (the page words the steps by the kind's name). */
  nextPath(order: Order): string;
}
