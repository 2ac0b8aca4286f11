// Photobook orders: the printed family album, with the trip it remembers and where it goes (the
// photobook kind's declaration prices it and makes the photobook row when it is paid:
// app/models/orders/kinds/photobook.server.ts; docs/decisions/0053-photobook-lifecycle.md).
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { PAID_STATUSES } from "~/vocabulary/statuses";
import { PHOTOBOOK } from "../orders/kinds/photobook.server";
import { createOrder } from "../orders/kinds.server";
import { type Order, type ShippingInfo, TRAVEL_PRODUCT_TYPES } from "../orders/orders.server";
import { travelEndDates } from "../survey/surveys.server";

/** The trip a photobook remembers when the member has none to name ('Gongju signature trip' in the product's words). */
export const DEFAULT_TRAVEL_DESTINATION = "공주 시그니처 여행";

export interface PhotobookTrip {
  /** The member's own travel order, or null for the default. */
  travelOrderId: string | null;
  travelDestination: string;
}

/**
 * The trip a new photobook remembers: the one asked for when it is the member's own paid trip (anyone
 * else's is ignored), else the member's latest finished trip (its feedback given, or its survey's end
 * date passed, as the dashboard's photobook offer reads it), else the default.
 */
export async function photobookTripFor(userId: string, askedTravelOrderId: string | null, now = new Date()): Promise<PhotobookTrip> {
  const trips = await db()
    .selectFrom("orders")
    .select(["id", "order_name", "status", "created_at"])
    .where("user_id", "=", userId)
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .where("status", "in", [...PAID_STATUSES])
    .execute();
  const asked = askedTravelOrderId ? trips.find((trip) => trip.id === askedTravelOrderId) : undefined;
  if (asked) return { travelOrderId: asked.id, travelDestination: asked.order_name };
  const ends = await travelEndDates(userId);
  const today = koreanToday(now);
  const finished = trips
    .map((trip) => ({ trip, end: ends.get(trip.id) ?? null }))
    .filter(({ trip, end }) => trip.status === "feedback_complete" || (end !== null && end < today))
    // The latest: by the day it ended (the day it was bought when no end date was given), then the newest order.
    .sort(
      (a, b) =>
        (b.end ?? b.trip.created_at.slice(0, 10)).localeCompare(a.end ?? a.trip.created_at.slice(0, 10)) ||
        b.trip.created_at.localeCompare(a.trip.created_at),
    )[0];
  if (finished) return { travelOrderId: finished.trip.id, travelDestination: finished.trip.order_name };
  return { travelOrderId: null, travelDestination: DEFAULT_TRAVEL_DESTINATION };
}

/** A pending photobook order (67,900 won), with the trip it remembers and, from the shipping dialog, its address. */
export async function createPhotobookOrder(
  userId: string,
  travelDestination: string,
  now = new Date(),
  extras: { travelOrderId?: string | null; shipping?: ShippingInfo | null } = {},
): Promise<Order> {
  const order = await createOrder(PHOTOBOOK, userId, { travelDestination, ...extras }, now);
  if (!order) throw new Error("photobook not sellable");
  return order;
}

/**
 * The landing's order: the trip chosen on the server (photobookTripFor, from the page's
 * travelOrderId) and the shipping address, saved with a pending order the server prices.
 */
export async function orderPhotobook(
  userId: string,
  input: { travelOrderId: string | null; shipping: ShippingInfo },
  now = new Date(),
): Promise<Order> {
  const trip = await photobookTripFor(userId, input.travelOrderId, now);
  return createPhotobookOrder(userId, trip.travelDestination, now, { travelOrderId: trip.travelOrderId, shipping: input.shipping });
}
