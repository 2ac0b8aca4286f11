// Travel orders as staff work on them (docs/decisions/0023-orders-in-the-back-office.md): the paid
// orders waiting to be accepted, the orders list with its search and filter, today's figures and the
// last 30 days of sales, status changes made by a staff member, and one order's timeline — payment,
// refund, every status change, the survey, consultations and planner notes, newest first.
import { sql } from "kysely";
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import {
  type OrderStatus,
  STAFF_LISTED_STATUSES,
  type StaffListedStatus,
  TRAVEL_FLOW_STATUSES,
  type TravelFlowStatus,
} from "~/vocabulary/statuses";
import { nameOrNickname } from "../accounts/users.server";
import { type FamilyWords, notifyStatusChange } from "../messaging/notifications.server";
import { changeOrderStatus } from "../orders/order-history.server";
import { acceptOrder, findTravelOrder, TRAVEL_PRODUCT_TYPES } from "../orders/orders.server";
import { type ListPage, type ListQuery, memberSearch, pageOf } from "./staff-lists.server";

/** A travel order as the console's lists and dialogs show it. */
export interface StaffOrder {
  id: string;
  userId: string;
  customerName: string;
  productName: string;
  amount: number;
  status: OrderStatus;
  createdAt: string;
  approvedAt: string | null;
}

/** What staff write on an order (a consultation log, a planner note): who wrote it, and when. */
export interface StaffEntry {
  id: string;
  /** Null when the writer's account is gone. */
  staffName: string | null;
  createdAt: string;
}

export function toStaffEntry(row: { id: string; created_at: string; name: string | null; nickname: string | null }): StaffEntry {
  return { id: row.id, staffName: nameOrNickname(row.name, row.nickname), createdAt: row.created_at };
}

const DAY_MS = 86_400_000;

/** The name a staff list shows: the profile's name, else the sign-in nickname; empty without one (the list says 이름 없음). */
export function listedName(row: { name: string | null; nickname: string | null }): string {
  return nameOrNickname(row.name, row.nickname) ?? "";
}

/** The name a dialog, a note or a plan's title calls the customer by: as listed, else 고객. */
export function customerName(row: { name: string | null; nickname: string | null }): string {
  return nameOrNickname(row.name, row.nickname) ?? "고객";
}

/** Orders with their member: the columns every staff view of an order reads (add more with .select). */
export function ordersWithMember() {
  return db()
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select([
      "orders.id",
      "orders.user_id",
      "orders.order_name",
      "orders.amount",
      "orders.status",
      "orders.created_at",
      "orders.approved_at",
      "users.name",
      "users.nickname",
    ]);
}

/** The same, travel orders only (photobooks are not worked on in the console). */
export function travelOrders() {
  return ordersWithMember().where("orders.product_type", "in", TRAVEL_PRODUCT_TYPES);
}

/**
 * A back-office tab of travel orders: the tab's statuses (or the one picked from them), found by the
 * member's name, initials, phone or the order number, newest first. The tab adds its own columns.
 */
export function travelOrderTab(query: ListQuery, statuses: readonly OrderStatus[]) {
  const picked = statuses.find((status) => status === query.status);
  return travelOrders()
    .where("orders.status", "in", picked ? [picked] : statuses)
    .where((eb) => memberSearch(eb, query.q, { orderIds: true }))
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc");
}

export type TravelOrderRow = Awaited<ReturnType<ReturnType<typeof travelOrders>["execute"]>>[number];

export function toStaffOrder(row: TravelOrderRow): StaffOrder {
  return {
    id: row.id,
    userId: row.user_id,
    customerName: listedName(row),
    productName: row.order_name,
    amount: Number(row.amount),
    status: row.status,
    createdAt: row.created_at,
    approvedAt: row.approved_at,
  };
}

/** A travel order for a dialog (any member's), or null when there is none by that id. */
export async function findOrderForStaff(orderId: string): Promise<StaffOrder | null> {
  const row = await travelOrders().where("orders.id", "=", orderId).executeTakeFirst();
  return row ? { ...toStaffOrder(row), customerName: customerName(row) } : null;
}

/**
 * The orders tab: paid travel orders and refunded ones (STAFF_LISTED_STATUSES; unpaid checkouts are
 * not orders anyone works on, photobooks have their own tab), newest first, found by the member's
 * name, initials, phone or the order number.
 */
export async function listStaffOrders(query: ListQuery): Promise<ListPage<StaffOrder>> {
  return pageOf(travelOrderTab(query, STAFF_LISTED_STATUSES), query, toStaffOrder);
}

/** The new-orders tab: paid travel orders waiting to be accepted, the longest-waiting first. */
export async function listNewOrders(query: ListQuery): Promise<ListPage<StaffOrder>> {
  const waiting = travelOrders()
    .where("orders.status", "=", "payment_complete")
    .orderBy("orders.approved_at", "asc")
    .orderBy("orders.id", "asc");
  return pageOf(waiting, query, toStaffOrder);
}

/** Midnight of a Korean calendar day (`YYYY-MM-DD`), as a UTC instant (Korea keeps no summer time). */
function seoulMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface TodayFigures {
  /** Today in Korea, `YYYY-MM-DD`. */
  day: string;
  /** Travel orders paid today, whatever became of them since. */
  paidOrders: number;
  /** Won paid today for travel orders, refunded ones left out. */
  sales: number;
  /** Travel orders in each listed status now. */
  byStatus: Record<StaffListedStatus, number>;
}

export async function todayFigures(now = new Date()): Promise<TodayFigures> {
  const day = koreanToday(now);
  const [paid, counts] = await Promise.all([
    db()
      .selectFrom("orders")
      .select([
        sql<number | string>`count(*)`.as("orders"),
        sql<number | string | null>`sum(case when status = 'refunded' then 0 else amount end)`.as("sales"),
      ])
      .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
      .where("approved_at", ">=", seoulMidnight(day).toISOString())
      .where("approved_at", "<", seoulMidnight(shiftDay(day, 1)).toISOString())
      .executeTakeFirstOrThrow(),
    db()
      .selectFrom("orders")
      .select(["status", sql<number | string>`count(*)`.as("orders")])
      .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
      .where("status", "in", STAFF_LISTED_STATUSES)
      .groupBy("status")
      .execute(),
  ]);
  const byStatus = Object.fromEntries(STAFF_LISTED_STATUSES.map((status) => [status, 0])) as Record<StaffListedStatus, number>;
  for (const row of counts) byStatus[row.status as StaffListedStatus] = Number(row.orders);
  return { day, paidOrders: Number(paid.orders), sales: Number(paid.sales ?? 0), byStatus };
}

export interface DailySales {
  /** A Korean calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Won paid that day for travel orders, refunded ones left out. */
  amount: number;
  orders: number;
}

/** Sales of each of the last `days` Korean days, today last; days without sales are 0. */
export async function dailySales(now = new Date(), days = 30): Promise<DailySales[]> {
  const today = koreanToday(now);
  const first = shiftDay(today, 1 - days);
  const series = Array.from({ length: days }, (_, index) => ({ day: shiftDay(first, index), amount: 0, orders: 0 }));
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  // A month of one business's orders: bucketed here by Korean day, the same way on both engines.
  const rows = await db()
    .selectFrom("orders")
    .select(["approved_at", "amount"])
    .where("product_type", "in", TRAVEL_PRODUCT_TYPES)
    .where("status", "!=", "refunded")
    .where("approved_at", ">=", seoulMidnight(first).toISOString())
    .where("approved_at", "<", seoulMidnight(shiftDay(today, 1)).toISOString())
    .execute();
  for (const row of rows) {
    const entry = row.approved_at ? byDay.get(koreanToday(new Date(row.approved_at))) : undefined;
    if (!entry) continue;
    entry.amount += Number(row.amount);
    entry.orders += 1;
  }
  return series;
}

/** The console's first tab: the orders waiting to be accepted (a page of them), today's figures and 30 days of sales. */
export async function newOrdersTab(query: ListQuery, now = new Date()) {
  const [orders, figures, sales] = await Promise.all([listNewOrders(query), todayFigures(now), dailySales(now)]);
  return { orders, figures, sales };
}

/**
 * A staff member accepts a paid travel order (payment_complete → accepted) and the family hears that
 * the survey is open, in one transaction; false when it was not waiting.
 */
export function acceptNewOrder(orderId: string, staffId: string, words: FamilyWords, now = new Date()): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      if (!(await acceptOrder(orderId, now, { actor: "staff", staffId }, trx))) return false;
      const order = await trx.selectFrom("orders").select(["user_id", "order_name"]).where("id", "=", orderId).executeTakeFirstOrThrow();
      await notifyStatusChange(trx, { id: orderId, userId: order.user_id, orderName: order.order_name }, "accepted", words, now);
      return true;
    });
}

/**
 * What a staff member's status change did. `refunded`: a refunded order stays as it is; `not-allowed`:
 * an unpaid order; `missing`: no such travel order; `same`: it was already there; `conflict`: someone
 * else moved it at that moment.
 */
export type SetStatusResult = "changed" | "same" | "missing" | "refunded" | "not-allowed" | "conflict";

/** Whether staff may set this order's status (setOrderStatus): a paid travel order, not refunded. */
export function isMovableByStaff(order: { productType: string; status: OrderStatus }): boolean {
  return (
    (TRAVEL_PRODUCT_TYPES as readonly string[]).includes(order.productType) &&
    (TRAVEL_FLOW_STATUSES as readonly string[]).includes(order.status)
  );
}

/** A staff member sets a paid travel order to any of the six statuses, in any direction, with an optional reason. */
export async function setOrderStatus(input: {
  orderId: string;
  status: TravelFlowStatus;
  staffId: string;
  reason?: string | null;
  now?: Date;
  /** The family's words for the notification (FAMILY_WORDS in app/messages/notifications.ts). */
  words: FamilyWords;
}): Promise<SetStatusResult> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const travel = await findTravelOrder(trx, input.orderId);
      if (!travel) return "missing";
      const result = await changeOrderStatus(trx, {
        orderId: input.orderId,
        move: "set",
        to: input.status,
        actor: "staff",
        staffId: input.staffId,
        reason: input.reason?.trim() || null,
        now: input.now,
      });
      if (result.changed) {
        // A move the family should know about (accepted, consultation, plan, feedback) becomes a notification.
        await notifyStatusChange(
          trx,
          { id: travel.id, userId: travel.user_id, orderName: travel.order_name },
          input.status,
          input.words,
          input.now,
        );
        return "changed";
      }
      if (result.reason === "not-allowed") return result.from === "refunded" ? "refunded" : "not-allowed";
      return result.reason;
    });
}
