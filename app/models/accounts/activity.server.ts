// 'My activity': the member's trips and photobooks as cards, scoped to that member, with what each
// order status shows (docs/product.md, statuses).

import { compiledOnce, db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { lookup } from "~/utils/lookup";
import { type OrderStatus, type PhotobookStatus, wasPaid } from "~/vocabulary/statuses";
import { latestNoteIdOf } from "../back-office/planner-notes.server";
import { photobookCancellable } from "../orders/kinds/photobook.server";
import { type Order, TRAVEL_PRODUCT_TYPES, toOrder } from "../orders/orders.server";
import { isRefundable } from "../orders/payments.server";
import { listPhotobooksForUser } from "../photobook/photobooks.server";
import { travelEndOf } from "../survey/surveys.server";

export type TravelDisplayStatus = "payment_complete" | "survey_waiting" | "survey_completed" | "plan_ready" | "completed" | "refunded";
export type PhotobookDisplayStatus = "preparing" | "printing" | "shipping" | "delivered";

const ORDER_STATUS_DISPLAY: Record<Exclude<OrderStatus, "pending" | "failed">, TravelDisplayStatus> = {
  payment_complete: "payment_complete",
  accepted: "survey_waiting",
  survey_complete: "survey_completed",
  consultation_complete: "plan_ready",
  plan_sent: "plan_ready",
  feedback_complete: "completed",
  // docs/product.md#statuses (the first design dropped refunded trips): a refunded trip stays, marked so.
  refunded: "refunded",
};

const PLAN_STATUS_DISPLAY: Record<string, TravelDisplayStatus> = {
  draft: "survey_waiting",
  active: "plan_ready",
  completed: "completed",
  cancelled: "completed",
};

/** docs/product.md#statuses: the server's orderStatus decides; without one, the plan's status does. */
export function travelDisplayStatus(orderStatus: string | null | undefined, planStatus?: string | null): TravelDisplayStatus {
  if (orderStatus) return lookup(ORDER_STATUS_DISPLAY, orderStatus) ?? "payment_complete";
  return lookup(PLAN_STATUS_DISPLAY, planStatus) ?? "survey_waiting";
}

const PHOTOBOOK_LIST_DISPLAY: Record<PhotobookStatus, PhotobookDisplayStatus> = {
  draft: "preparing",
  designing: "preparing",
  proof: "preparing",
  revising: "preparing",
  // Decision 0053: approved but not yet on the press is still 준비 중 for the family (not 인쇄 중).
  ordered: "preparing",
  cancelled: "preparing",
  printing: "printing",
  shipping: "shipping",
  delivered: "delivered",
};

/** docs/product.md#statuses: photobook status mapping (list). */
export function photobookDisplayStatus(status: string | null | undefined): PhotobookDisplayStatus {
  return lookup(PHOTOBOOK_LIST_DISPLAY, status) ?? "preparing";
}

/** Decision 0017: shown when an amount is absent. */
export const FALLBACK_PRICES = { signatureTravel: 9_900, otherTravel: 19_900, photobookItem: 39_900, photobookOrder: 67_900 } as const;

/** A plan that staff have not made yet is listed under this id (spec: 'payment_' means not ready). */
const PENDING_PLAN_PREFIX = "payment_";

export interface TravelCard {
  kind: "travel";
  /** The plan's id, or payment_{orderId} while no plan exists. */
  id: string;
  /** Staff have made the plan (its id is not a payment_ placeholder). */
  planMade: boolean;
  orderId: string;
  title: string;
  productType: "signature" | "custom";
  status: TravelDisplayStatus;
  orderStatus: string;
  createdAt: string;
  amount: number;
  travelEndDate: string | null;
  /** The refund button shows while the purchase rules allow it. */
  refundable: boolean;
  /** When the payment was refunded (the card then says so, with no next step). */
  refundedAt: string | null;
  /** The trip is over (its end date passed, or the family finished it with feedback): offer the photobook. */
  photobookPromotion: boolean;
  /** The latest note the planner sent about this trip. */
  plannerNote: { message: string; createdAt: string } | null;
}

export interface PhotobookCard {
  kind: "photobook";
  id: string;
  /** The PHOTOBOOK_ order that paid for it: its photo and proof screen, and its refund, go by it. */
  orderId: string | null;
  status: PhotobookDisplayStatus;
  /**
   * What the family does next on the order's screen (decision 0053): send photos while it waits for
   * them, see the proof while one waits; cancelled: refunded before production, shown as such.
   */
  stage: "photos" | "proof" | "cancelled" | null;
  /** The cancel button shows while production has not started (the photobook kind's refund rule). */
  cancellable: boolean;
  createdAt: string;
  amount: number;
  travelTitle: string | null;
  address: string | null;
  trackingCompany: string | null;
  trackingNumber: string | null;
}

const TRAVEL_TYPES: ReadonlySet<string> = new Set(TRAVEL_PRODUCT_TYPES);

/** A trip is a paid travel order, or a refunded one (kept, marked refunded); unpaid orders are not trips. */
function isTrip(order: { productType: string; status: OrderStatus }): boolean {
  return TRAVEL_TYPES.has(order.productType) && wasPaid(order.status);
}

/** One of the member's orders, with what its trip card adds. */
export interface MemberOrder {
  order: Order;
  /** The last day of the trip, from its submitted survey. */
  travelEndDate: string | null;
  /** The plan staff have sent (or completed); a draft is still theirs (decision 37). */
  sentPlanId: string | null;
  plannerNote: { message: string; createdAt: string } | null;
}

/**
 * The member's orders, newest first, each with its submitted survey's answers, its sent plan and its
 * planner's latest note: one query (they were four, and on PostgreSQL each is a round trip), compiled
 * once since every member's dashboard asks.
 */
const memberOrdersQuery = compiledOnce((handle, userId: string) =>
  handle
    .selectFrom("orders")
    .leftJoin("surveys", (join) =>
      join
        .onRef("surveys.order_id", "=", "orders.id")
        .onRef("surveys.user_id", "=", "orders.user_id")
        .on("surveys.status", "=", "submitted"),
    )
    .leftJoin("travel_plans", (join) => join.onRef("travel_plans.order_id", "=", "orders.id").on("travel_plans.status", "!=", "draft"))
    .leftJoin("planner_notes", (join) => join.on((eb) => eb("planner_notes.id", "=", latestNoteIdOf(handle, eb.ref("orders.id")))))
    .selectAll("orders")
    .select([
      "surveys.answers as survey_answers",
      "travel_plans.id as sent_plan_id",
      "planner_notes.message as note_message",
      "planner_notes.created_at as note_created_at",
    ])
    .where("orders.user_id", "=", userId)
    .orderBy("orders.created_at", "desc"),
);

export async function listMemberOrders(userId: string): Promise<MemberOrder[]> {
  const { rows } = await memberOrdersQuery(db(), userId);
  return rows.map((row) => ({
    order: toOrder(row),
    travelEndDate: travelEndOf(row.survey_answers),
    sentPlanId: row.sent_plan_id,
    plannerNote:
      row.note_message !== null && row.note_created_at !== null ? { message: row.note_message, createdAt: row.note_created_at } : null,
  }));
}

/** `memberOrders`: the member's orders when the caller has them already (the dashboard reads them once for both lists). */
export async function listTravelCards(
  userId: string,
  now = new Date(),
  memberOrders: Promise<MemberOrder[]> = listMemberOrders(userId),
): Promise<TravelCard[]> {
  const trips = (await memberOrders).filter(({ order }) => isTrip(order));
  const today = koreanToday(now);
  return trips.map(({ order, travelEndDate, sentPlanId, plannerNote }) => {
    const signature = order.productType === "signature_travel";
    return {
      kind: "travel",
      id: sentPlanId ?? `${PENDING_PLAN_PREFIX}${order.id}`,
      planMade: sentPlanId !== null,
      orderId: order.id,
      title: order.orderName || "나의 여행",
      productType: signature ? "signature" : "custom",
      status: travelDisplayStatus(order.status),
      orderStatus: order.status,
      createdAt: order.createdAt,
      amount: order.amount || (signature ? FALLBACK_PRICES.signatureTravel : FALLBACK_PRICES.otherTravel),
      travelEndDate,
      refundable: isRefundable(order, now),
      refundedAt: order.status === "refunded" ? order.refundedAt : null,
      photobookPromotion:
        order.status === "feedback_complete" || (order.status !== "refunded" && travelEndDate !== null && travelEndDate < today),
      plannerNote,
    };
  });
}

const PHOTOBOOK_STAGES: Partial<Record<PhotobookStatus, PhotobookCard["stage"]>> = {
  draft: "photos",
  proof: "proof",
  cancelled: "cancelled",
};

export async function listPhotobookCards(
  userId: string,
  now = new Date(),
  memberOrders: Promise<MemberOrder[]> = listMemberOrders(userId),
): Promise<PhotobookCard[]> {
  const [photobooks, orders] = await Promise.all([listPhotobooksForUser(userId), memberOrders]);
  const ordersById = new Map(orders.map(({ order }) => [order.id, order]));
  return photobooks.map((photobook) => {
    const order = photobook.orderId ? ordersById.get(photobook.orderId) : undefined;
    return {
      kind: "photobook",
      id: photobook.id,
      orderId: order ? order.id : null,
      status: photobookDisplayStatus(photobook.status),
      stage: order ? (PHOTOBOOK_STAGES[photobook.status] ?? null) : null,
      // The order's own rule (paid, not refunded) and the photobook's: nothing produced yet.
      cancellable: order ? isRefundable(order, now) && photobookCancellable(photobook.status) : false,
      createdAt: photobook.createdAt,
      amount: photobook.amount ?? FALLBACK_PRICES.photobookItem,
      // The trip's name; a photobook of the default trip has the name its order remembers.
      travelTitle: photobook.travelTitle ?? order?.metadata.travelDestination ?? null,
      address: photobook.address,
      trackingCompany: photobook.trackingCompany,
      trackingNumber: photobook.trackingNumber,
    };
  });
}

/**
 * Everything on the dashboard, newest first. As decision 0017 says, a failure to read photobooks is
 * tolerated (logged, shown as none); a failure to read trips is not (the error card shows).
 */
export async function loadActivity(userId: string, now = new Date()) {
  const orders = listMemberOrders(userId);
  const [travel, photobooks] = await Promise.all([
    listTravelCards(userId, now, orders),
    listPhotobookCards(userId, now, orders).catch((error) => {
      console.error("photobook list failed", error);
      return [] as PhotobookCard[];
    }),
  ]);
  const cards: (TravelCard | PhotobookCard)[] = [...travel, ...photobooks].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { cards, counts: { travel: travel.length, photobooks: photobooks.length, total: cards.length } };
}
