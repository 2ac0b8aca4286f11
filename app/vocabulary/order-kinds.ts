// The kinds of order that share the orders table and the checkout: each has its id prefix
// (TRAVEL_…, PHOTOBOOK_…, BOOKING_…) and the product types stored for it. What each kind prices,
// does when paid or refunded, and where its links lead is declared in app/models/orders/kinds/.
// The ground floor: imports nothing from the app.

export const ORDER_KINDS = {
  travel: { prefix: "TRAVEL", productTypes: ["signature_travel", "custom_travel"] },
  photobook: { prefix: "PHOTOBOOK", productTypes: ["photobook"] },
  /** Products of a plan paid from its booking tab (the missions-and-bookings issue sells them). */
  booking: { prefix: "BOOKING", productTypes: ["booking"] },
} as const;

export type OrderKindName = keyof typeof ORDER_KINDS;
export type OrderIdPrefix = (typeof ORDER_KINDS)[OrderKindName]["prefix"];
export type OrderProductType = (typeof ORDER_KINDS)[OrderKindName]["productTypes"][number];

/** The kind a stored product type belongs to; null for a type no kind claims. */
export function kindOfProductType(productType: string): OrderKindName | null {
  for (const [name, kind] of Object.entries(ORDER_KINDS)) {
    if ((kind.productTypes as readonly string[]).includes(productType)) return name as OrderKindName;
  }
  return null;
}
