// Printed family photobooks: production status and shipping. A paid PHOTOBOOK_ order makes its row
// (the photobook kind's paid effect, through insertPaidPhotobook); the dashboard reads them here.
import { randomBytes } from "node:crypto";
import type { Kysely, Updateable } from "kysely";
import { compiledOnce, db } from "~/db.server";
import { type Mover, moveRule, PHOTOBOOK_MOVES, type PhotobookMove } from "~/vocabulary/lifecycles";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import type { Database, PhotobookTable } from "../../../db/schema";
import type { ShippingInfo } from "../orders/orders.server";

export interface Photobook {
  id: string;
  /** The PHOTOBOOK_ order that paid for it (the demo's older rows may have none). */
  orderId: string | null;
  status: PhotobookStatus;
  createdAt: string;
  /** The paid amount of its PHOTOBOOK_ order, when there is one. */
  amount: number | null;
  travelOrderId: string | null;
  /** The trip's order name, to say which trip it remembers. */
  travelTitle: string | null;
  address: string | null;
  trackingCompany: string | null;
  trackingNumber: string | null;
}

/** The member's photobooks with their price and trip: every member's dashboard asks, so compiled once. */
const photobooksOfMemberQuery = compiledOnce((handle, userId: string) =>
  handle
    .selectFrom("photobooks as p")
    .leftJoin("orders as paid", "paid.id", "p.order_id")
    .leftJoin("orders as trip", "trip.id", "p.travel_order_id")
    .select([
      "p.id",
      "p.order_id",
      "p.status",
      "p.created_at",
      "p.travel_order_id",
      "p.address",
      "p.detail_address",
      "p.tracking_company",
      "p.tracking_number",
      "paid.amount",
      "trip.order_name as travel_title",
    ])
    .where("p.user_id", "=", userId)
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc"),
);

/** The member's photobooks, newest first. */
export async function listPhotobooksForUser(userId: string): Promise<Photobook[]> {
  const { rows } = await photobooksOfMemberQuery(db(), userId);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    createdAt: row.created_at,
    amount: row.amount === null ? null : Number(row.amount),
    travelOrderId: row.travel_order_id,
    travelTitle: row.travel_title,
    address: [row.address, row.detail_address].filter(Boolean).join(" ") || null,
    trackingCompany: row.tracking_company,
    trackingNumber: row.tracking_number,
  }));
}

/**
 * The photobook a paid order makes (the photobook kind's paid effect, inside the transaction that
 * settles the payment): waiting for photos, with the trip and the address saved with the order, and
 * its first history row (from none to draft, Toss's word). The unique order id makes it once, on
 * both engines, whichever settle path comes first; true when this call made it.
 */
export async function insertPaidPhotobook(
  trx: Kysely<Database>,
  order: { id: string; userId: string; travelOrderId: string | null; shipping: ShippingInfo | null },
  at: Date,
): Promise<boolean> {
  const id = `pb_${at.getTime()}_${randomBytes(4).toString("hex")}`;
  const timestamp = at.toISOString();
  const shipping = order.shipping;
  const inserted = await trx
    .insertInto("photobooks")
    .values({
      id,
      user_id: order.userId,
      order_id: order.id,
      travel_order_id: order.travelOrderId,
      status: "draft",
      cover_text: null,
      recipient_name: shipping?.recipientName || null,
      recipient_phone: shipping?.recipientPhone || null,
      postal_code: shipping?.postalCode || null,
      address: shipping?.address || null,
      detail_address: shipping?.detailAddress || null,
      memo: shipping?.memo || null,
      tracking_company: null,
      tracking_number: null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) => oc.column("order_id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await trx
    .insertInto("photobook_status_history")
    .values({
      id: `pbh_${randomBytes(8).toString("hex")}`,
      photobook_id: id,
      from_status: null,
      to_status: "draft",
      actor: "payment",
      staff_id: null,
      created_at: timestamp,
    })
    .execute();
  return true;
}

/** The photobook of a PHOTOBOOK_ order (its id and status), when its payment has made one. */
export function photobookOfOrder(executor: Kysely<Database>, orderId: string) {
  return executor.selectFrom("photobooks").select(["id", "status"]).where("order_id", "=", orderId).executeTakeFirst();
}

/**
 * Records a photobook as the demo data and the tests arrange one. For an order whose payment has
 * already made its row, that row is filled in (status and columns as given) instead of a second one.
 */
export async function createPhotobook(
  input: {
    userId: string;
    orderId?: string | null;
    travelOrderId?: string | null;
    status: PhotobookStatus;
    recipientName?: string;
    recipientPhone?: string;
    postalCode?: string;
    address?: string;
    detailAddress?: string;
    trackingCompany?: string;
    trackingNumber?: string;
  },
  now = new Date(),
): Promise<string> {
  const timestamp = now.toISOString();
  const made = input.orderId ? await photobookOfOrder(db(), input.orderId) : undefined;
  if (made) {
    // Only what the arrangement gives: the trip and address the order was paid with stay otherwise.
    const given = {
      status: input.status,
      travel_order_id: input.travelOrderId,
      recipient_name: input.recipientName,
      recipient_phone: input.recipientPhone,
      postal_code: input.postalCode,
      address: input.address,
      detail_address: input.detailAddress,
      tracking_company: input.trackingCompany,
      tracking_number: input.trackingNumber,
    };
    const columns = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
    await db()
      .updateTable("photobooks")
      .set({ ...columns, created_at: timestamp, updated_at: timestamp })
      .where("id", "=", made.id)
      .execute();
    return made.id;
  }
  const id = `pb_${now.getTime()}_${randomBytes(4).toString("hex")}`;
  await db()
    .insertInto("photobooks")
    .values({
      id,
      user_id: input.userId,
      order_id: input.orderId ?? null,
      travel_order_id: input.travelOrderId ?? null,
      status: input.status,
      cover_text: null,
      recipient_name: input.recipientName ?? null,
      recipient_phone: input.recipientPhone ?? null,
      postal_code: input.postalCode ?? null,
      address: input.address ?? null,
      detail_address: input.detailAddress ?? null,
      memo: null,
      tracking_company: input.trackingCompany ?? null,
      tracking_number: input.trackingNumber ?? null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .execute();
  return id;
}

/** Columns a move may set together with the status (when the photos were submitted, the proof's round…). */
export type PhotobookMoveColumns = Omit<Updateable<PhotobookTable>, "id" | "status" | "updated_at" | "user_id" | "order_id">;

/**
 * Makes one move of a photobook's lifecycle (PHOTOBOOK_MOVES; `to` picks among the production
 * statuses staff set), a conditional update on where the move starts, with `also`'s columns and a
 * history row (who, from, to) in the same transaction: the one way a photobook's status changes.
 * False when the photobook was not there, or `to` is not one the move reaches.
 */
export async function movePhotobookStatus(
  input: {
    photobookId: string;
    move: PhotobookMove;
    to?: PhotobookStatus;
    actor: Mover;
    /** The staff member who made it (the history shows who). */
    staffId?: string | null;
    also?: PhotobookMoveColumns;
    now?: Date;
  },
  executor: Kysely<Database> = db(),
): Promise<boolean> {
  const rule = moveRule(PHOTOBOOK_MOVES, input.move, input.actor, input.to);
  if (!rule) return false;
  const move = async (trx: Kysely<Database>): Promise<boolean> => {
    const now = (input.now ?? new Date()).toISOString();
    const row = await trx.selectFrom("photobooks").select("status").where("id", "=", input.photobookId).executeTakeFirst();
    if (!row || row.status === rule.to || !rule.from.includes(row.status)) return false;
    const result = await trx
      .updateTable("photobooks")
      .set({ ...input.also, status: rule.to, updated_at: now })
      .where("id", "=", input.photobookId)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("photobook_status_history")
      .values({
        id: `pbh_${randomBytes(8).toString("hex")}`,
        photobook_id: input.photobookId,
        from_status: row.status,
        to_status: rule.to,
        actor: input.actor,
        staff_id: input.staffId ?? null,
        created_at: now,
      })
      .execute();
    return true;
  };
  return executor.isTransaction ? move(executor) : executor.transaction().execute(move);
}
