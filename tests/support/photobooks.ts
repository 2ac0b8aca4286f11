// A photobook as the family gets one, through the app's own path: a PHOTOBOOK_ order priced by the
// server and paid by card (its paid effect makes the photobook row), then, when asked, moved on to a
// later status the way the tests need it (directly: the moves themselves are tested on their own).
import { db } from "~/db.server";
import type { User } from "~/models/accounts/users.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import type { Order } from "~/models/orders/orders.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { createPhotobook } from "~/models/photobook/photobooks.server";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import { arrangeMember } from "./people";

export interface ArrangedPhotobook {
  member: User;
  order: Order;
  photobookId: string;
}

export async function arrangePaidPhotobook(
  options: { member?: User; travelDestination?: string; status?: PhotobookStatus; now?: Date } = {},
): Promise<ArrangedPhotobook> {
  const member = options.member ?? (await arrangeMember({ name: "포토북가족" }));
  const order = await createPhotobookOrder(member.id, options.travelDestination ?? "공주 시그니처 여행", options.now);
  await markPaidByCard(order, options.now);
  // The photobook kind's paid effect writes the row; until it does, the arrangement writes it the same way.
  let row = await db().selectFrom("photobooks").select("id").where("order_id", "=", order.id).executeTakeFirst();
  if (!row) row = { id: await createPhotobook({ userId: member.id, orderId: order.id, status: "draft" }, options.now) };
  if (options.status && options.status !== "draft") {
    await db().updateTable("photobooks").set({ status: options.status }).where("id", "=", row.id).execute();
  }
  return { member, order, photobookId: row.id };
}

/**
 * `count` photos placed on a photobook order as if uploaded (rows only, no pictures: for tests of
 * counts, covers and submission), in slots `from` onwards; their ids.
 */
export async function arrangePhotobookPages(
  ownerId: string,
  orderId: string,
  count: number,
  options: { from?: number; width?: number; height?: number; now?: Date } = {},
): Promise<string[]> {
  if (!count) return [];
  const from = options.from ?? 0;
  const at = (options.now ?? new Date()).toISOString();
  const ids = Array.from({ length: count }, (_, i) => `page-${orderId}-${from + i}`);
  await db()
    .insertInto("uploads")
    .values(
      ids.map((id, i) => ({
        id,
        owner_id: ownerId,
        category: "photobook-page" as const,
        storage_key: `incoming/arranged/${id}`,
        file_name: `${from + i + 1}.jpg`,
        declared_type: "image/jpeg",
        declared_size: 1,
        content_type: "image/jpeg",
        byte_size: 1,
        width: options.width ?? 2000,
        height: options.height ?? 1500,
        variants: null,
        status: "confirmed" as const,
        entity_id: orderId,
        scope_id: orderId,
        slot: from + i,
        master_key: null,
        created_at: at,
        confirmed_at: at,
      })),
    )
    .execute();
  return ids;
}
