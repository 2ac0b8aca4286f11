// Photobooks as staff produce them (docs/decisions/0056-photobook-tab.md): the console's photobook
// list with its search, the production status a staff member sets (through movePhotobookStatus, the
// one way a status changes), the tracking a staff member saves (which sends a book still being made
// on its way), the one notice and one 알림톡 the family gets when its book ships, and the photobook
// sales figures decision 23 left to this tab.
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { db } from "~/db.server";
import { koreanToday } from "~/utils/format";
import { isInProduction, MOVES_TO_SHIPPING_WITH_TRACKING, type PhotobookProductionStatus } from "~/vocabulary/photobook-production";
import { PAID_STATUSES, PHOTOBOOK_STATUSES, type PhotobookStatus } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import { type ListPage, type ListQuery, memberSearch, pageOf } from "../back-office/staff-lists.server";
import { listedName } from "../back-office/staff-orders.server";
import { createNotification } from "../messaging/notifications.server";
import { queueFamilyMessage } from "../messaging/outbox.server";
import { fromJson } from "../platform/json.server";
import { movePhotobookStatus } from "./photobooks.server";

/** A photobook as the console's list shows it. */
export interface StaffPhotobook {
  id: string;
  /** Its PHOTOBOOK_ order; null for a book without one (none is made that way but by old demo data). */
  orderId: string | null;
  customerName: string;
  /** The trip it remembers: the trip's order name, else the destination the order was bought for. */
  travelTitle: string | null;
  /** When the order was placed (the book's own row when there is no order). */
  orderedAt: string;
  /** Won paid; null without an order. */
  amount: number | null;
  /** The photos the family placed for it (photobook-page uploads of its order). */
  photoCount: number;
  coverText: string | null;
  status: PhotobookStatus;
  trackingCompany: string | null;
  trackingNumber: string | null;
}

/** The family's words for a shipped book (the route hands in app/messages' sentences). */
export interface ShippedWords {
  /** The notification on the dashboard (the 알림톡 is a registered template: app/vocabulary/alimtalk-templates.ts). */
  notification: (carrier: string, number: string) => string;
}

export const PHOTOBOOK_SHIPPED_KIND = "photobook_shipped";

/** Where the shipped notice opens: the book's card on the dashboard (its heading's id). */
export function photobookCardLink(photobookId: string): string {
  return `/dashboard#${encodeURIComponent(`photobook-${photobookId}`)}`;
}

/** The event key of the one message (a 알림톡, or a text in its place) a photobook's shipping sends. */
export function shippedTextKey(photobookId: string): string {
  return `photobook-shipped:${photobookId}`;
}

function staffPhotobooks() {
  return db()
    .selectFrom("photobooks as p")
    .innerJoin("users", "users.id", "p.user_id")
    .leftJoin("orders", "orders.id", "p.order_id")
    .leftJoin("orders as trip", "trip.id", "p.travel_order_id")
    .select((eb) => [
      "p.id",
      "p.order_id",
      "p.status",
      "p.cover_text",
      "p.tracking_company",
      "p.tracking_number",
      "p.created_at",
      "users.name",
      "users.nickname",
      "orders.amount",
      "orders.created_at as ordered_at",
      "orders.metadata",
      "trip.order_name as trip_name",
      eb
        .selectFrom("uploads")
        .select(eb.fn.countAll<number | string>().as("n"))
        .where("uploads.category", "=", "photobook-page")
        .whereRef("uploads.entity_id", "=", "p.order_id")
        .where("uploads.slot", "is not", null)
        .as("photo_count"),
    ]);
}

type StaffPhotobookRow = Awaited<ReturnType<ReturnType<typeof staffPhotobooks>["execute"]>>[number];

function toStaffPhotobook(row: StaffPhotobookRow): StaffPhotobook {
  const destination = fromJson<{ travelDestination?: unknown }>(row.metadata, {}).travelDestination;
  return {
    id: row.id,
    orderId: row.order_id,
    customerName: listedName(row),
    travelTitle: row.trip_name ?? (typeof destination === "string" && destination ? destination : null),
    orderedAt: row.ordered_at ?? row.created_at,
    amount: row.amount === null ? null : Number(row.amount),
    photoCount: Number(row.photo_count ?? 0),
    coverText: row.cover_text,
    status: row.status,
    trackingCompany: row.tracking_company,
    trackingNumber: row.tracking_number,
  };
}

/**
 * The photobook tab: every photobook (the tab's status, when one is picked), newest first, 50 a
 * page, found by the member's name, initials, phone or the order number.
 */
export async function listStaffPhotobooks(query: ListQuery): Promise<ListPage<StaffPhotobook>> {
  const picked = PHOTOBOOK_STATUSES.find((status) => status === query.status);
  let select = staffPhotobooks().where((eb) => memberSearch(eb, query.q, { orderIds: true }));
  if (picked) select = select.where("p.status", "=", picked);
  return pageOf(select.orderBy("p.created_at", "desc").orderBy("p.id", "desc"), query, toStaffPhotobook);
}

/** One photobook for a dialog (any member's), or null when there is none by that id. */
export async function findPhotobookForStaff(photobookId: string): Promise<StaffPhotobook | null> {
  const row = await staffPhotobooks().where("p.id", "=", photobookId).executeTakeFirst();
  return row ? toStaffPhotobook(row) : null;
}

interface BookToTell {
  id: string;
  user_id: string;
  order_id: string | null;
  recipient_phone: string | null;
}

/**
 * Tells the family that its book is on its way, with carrier and number: one notification and one
 * 알림톡 (to the member's phone, else the recipient's; a text when it cannot go), once per photobook. Call it in the transaction
 * that just wrote the photobook's row: that write holds the row, so two saves at once tell once. True
 * when it told (the caller then starts delivery, after the commit).
 */
async function tellShippedOnce(
  trx: Kysely<Database>,
  book: BookToTell,
  tracking: { company: string; number: string },
  words: ShippedWords,
  now: Date,
): Promise<boolean> {
  const link = photobookCardLink(book.id);
  const told = await trx
    .selectFrom("notifications")
    .select("id")
    .where("user_id", "=", book.user_id)
    .where("kind", "=", PHOTOBOOK_SHIPPED_KIND)
    .where("link", "=", link)
    .executeTakeFirst();
  if (told) return false;
  await createNotification(
    trx,
    {
      userId: book.user_id,
      kind: PHOTOBOOK_SHIPPED_KIND,
      orderId: book.order_id,
      message: words.notification(tracking.company, tracking.number),
      link,
    },
    now,
  );
  await queueFamilyMessage(
    trx,
    {
      userId: book.user_id,
      moment: "photobook_shipped",
      dedupeKey: shippedTextKey(book.id),
      params: { 택배사: tracking.company, 운송장번호: tracking.number },
      fallbackPhone: book.recipient_phone,
    },
    now,
  );
  return true;
}

function readBook(trx: Kysely<Database>, photobookId: string) {
  return trx
    .selectFrom("photobooks")
    .select(["id", "user_id", "order_id", "status", "recipient_phone", "tracking_company", "tracking_number", "shipped_at"])
    .where("id", "=", photobookId)
    .executeTakeFirst();
}

/**
 * What a staff member's status change did. `not-in-production`: the book is still before approval
 * (or cancelled), which the dropdown never moves; `same`: it was already there; `conflict`: someone
 * else moved it at that moment.
 */
export type SetPhotobookStatusResult =
  | { status: "changed"; told: boolean }
  | { status: "same" | "missing" | "not-in-production" | "conflict" };

/**
 * A staff member sets a book in production to one of the four production statuses, in either
 * direction (PHOTOBOOK_MOVES.produce), with a history row naming them. Reaching shipping stamps
 * shipped_at (the first time) and, when the book has its tracking, tells the family once.
 */
export async function setPhotobookStatus(input: {
  photobookId: string;
  status: PhotobookProductionStatus;
  staffId: string;
  words: ShippedWords;
  now?: Date;
}): Promise<SetPhotobookStatusResult> {
  const now = input.now ?? new Date();
  return db()
    .transaction()
    .execute(async (trx): Promise<SetPhotobookStatusResult> => {
      const book = await readBook(trx, input.photobookId);
      if (!book) return { status: "missing" };
      if (book.status === input.status) return { status: "same" };
      if (!isInProduction(book.status)) return { status: "not-in-production" };
      const shipping = input.status === "shipping";
      const moved = await movePhotobookStatus(
        {
          photobookId: book.id,
          move: "produce",
          to: input.status,
          actor: "staff",
          staffId: input.staffId,
          also: shipping && !book.shipped_at ? { shipped_at: now.toISOString() } : undefined,
          now,
        },
        trx,
      );
      if (!moved) return { status: "conflict" };
      const told =
        shipping && book.tracking_company && book.tracking_number
          ? await tellShippedOnce(trx, book, { company: book.tracking_company, number: book.tracking_number }, input.words, now)
          : false;
      return { status: "changed", told };
    });
}

export type SaveTrackingResult =
  | { ok: true; shipped: boolean; told: boolean }
  | { ok: false; reason: "missing" | "not-in-production" | "conflict" };

/**
 * A staff member saves a book's carrier and number. A book in production preparing or printing goes
 * to shipping with it (a waybill means it left), stamped shipped_at, with its
 * history row; a book already shipping or delivered keeps its status and gets the corrected tracking.
 * A book before approval has nothing to ship and is refused. When the book ends up shipping, the
 * family is told once (a correction later changes what its card shows, not what it was told).
 */
export async function savePhotobookTracking(input: {
  photobookId: string;
  company: string;
  number: string;
  staffId: string;
  words: ShippedWords;
  now?: Date;
}): Promise<SaveTrackingResult> {
  const now = input.now ?? new Date();
  const tracking = { company: input.company.trim(), number: input.number.trim() };
  return db()
    .transaction()
    .execute(async (trx): Promise<SaveTrackingResult> => {
      const book = await readBook(trx, input.photobookId);
      if (!book) return { ok: false, reason: "missing" };
      if (!isInProduction(book.status)) return { ok: false, reason: "not-in-production" };
      const columns = { tracking_company: tracking.company, tracking_number: tracking.number };
      const shipped = MOVES_TO_SHIPPING_WITH_TRACKING.includes(book.status);
      if (shipped) {
        const moved = await movePhotobookStatus(
          {
            photobookId: book.id,
            move: "produce",
            to: "shipping",
            actor: "staff",
            staffId: input.staffId,
            also: { ...columns, shipped_at: book.shipped_at ?? now.toISOString() },
            now,
          },
          trx,
        );
        if (!moved) return { ok: false, reason: "conflict" };
      } else {
        const result = await trx
          .updateTable("photobooks")
          .set({ ...columns, updated_at: now.toISOString() })
          .where("id", "=", book.id)
          .where("status", "=", book.status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: "conflict" };
      }
      const told = shipped || book.status === "shipping" ? await tellShippedOnce(trx, book, tracking, input.words, now) : false;
      return { ok: true, shipped, told };
    });
}

/** Paid photobook orders and their won, refunded ones left out. */
export interface SalesFigure {
  orders: number;
  revenue: number;
}

export interface PhotobookSales {
  /** This Korean calendar month, `YYYY-MM`. */
  month: string;
  thisMonth: SalesFigure;
  lastMonth: SalesFigure;
  total: SalesFigure;
}

/** Midnight of the first day of a Korean month (`YYYY-MM`), as a UTC instant (Korea keeps no summer time). */
function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00+09:00`);
}

/** The month `by` months from `month` (`YYYY-MM`). */
function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The tab's sales figures in Seoul's months, by the payment's approval: this month, last month and
 * every month so far. A paid photobook order counts while it stays paid; a refunded one does not.
 */
export async function photobookSales(now = new Date()): Promise<PhotobookSales> {
  const month = koreanToday(now).slice(0, 7);
  const last = shiftMonth(month, -1);
  const figure = (from: string | null, until: string | null) => {
    let select = db()
      .selectFrom("orders")
      .select([sql<number | string>`count(*)`.as("orders"), sql<number | string | null>`sum(amount)`.as("revenue")])
      .where("product_type", "=", "photobook")
      .where("status", "in", [...PAID_STATUSES]);
    if (from) select = select.where("approved_at", ">=", from);
    if (until) select = select.where("approved_at", "<", until);
    return select.executeTakeFirstOrThrow().then((row) => ({ orders: Number(row.orders), revenue: Number(row.revenue ?? 0) }));
  };
  const thisStart = monthStart(month).toISOString();
  const [thisMonth, lastMonth, total] = await Promise.all([
    figure(thisStart, monthStart(shiftMonth(month, 1)).toISOString()),
    figure(monthStart(last).toISOString(), thisStart),
    figure(null, null),
  ]);
  return { month, thisMonth, lastMonth, total };
}
