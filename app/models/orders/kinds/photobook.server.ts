// The photobook order: the printed family album at the catalogue's price, with the trip it remembers
// and the address it goes to (both saved with the order before the widget opens). Paying makes the
// photobook row, waiting for the family's photos; it is refunded online in full until production
// starts (the proof approved: BEFORE_PRODUCTION), not within 24 hours (docs/decisions/0053), and the
// refund cancels the photobook. Both effects run inside the transaction that settles the payment.
import { BEFORE_PRODUCTION } from "~/vocabulary/lifecycles";
import { REFUND_TERMS } from "~/vocabulary/refund-rules";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import { insertPaidPhotobook, movePhotobookStatus, photobookOfOrder } from "../../photobook/photobooks.server";
import { PRICES } from "../catalogue.server";
import type { ShippingInfo } from "../orders.server";
import type { OrderKind } from "./declaration";

export interface PhotobookOrderInput {
  /** The trip's name as the order remembers it ('공주 시그니처 여행' without one). */
  travelDestination: string;
  /** The member's own travel order it remembers, when there is one (the caller has checked it). */
  travelOrderId?: string | null;
  shipping?: ShippingInfo | null;
}

/** Whether a photobook in this status may still be cancelled with a full refund: nothing is produced yet. */
export function photobookCancellable(status: PhotobookStatus): boolean {
  return (BEFORE_PRODUCTION as readonly PhotobookStatus[]).includes(status);
}

export const PHOTOBOOK: OrderKind<PhotobookOrderInput> = {
  name: "photobook",
  price: async ({ travelDestination, travelOrderId, shipping }) => ({
    productType: "photobook",
    orderName: "프리미엄 가족 포토북",
    amount: PRICES.photobook,
    metadata: {
      travelDestination,
      ...(travelOrderId ? { travelOrderId } : {}),
      ...(shipping ? { shippingInfo: shipping } : {}),
    },
  }),
  async paid(trx, order, at) {
    await insertPaidPhotobook(
      trx,
      {
        id: order.id,
        userId: order.userId,
        travelOrderId: order.metadata.travelOrderId ?? null,
        shipping: order.metadata.shippingInfo ?? null,
      },
      at,
    );
  },
  // Toss's word cancels it too, when production has not started (after that, staff settle it by hand).
  async refunded(trx, order, at, by) {
    const photobook = await photobookOfOrder(trx, order.id);
    if (!photobook) return;
    await movePhotobookStatus(
      { photobookId: photobook.id, move: "cancel", actor: by, also: { cancelled_at: at.toISOString() }, now: at },
      trx,
    );
  },
  refund: {
    ...REFUND_TERMS.photobook,
    stillOpen: async (executor, order) => {
      const photobook = await photobookOfOrder(executor, order.id);
      return photobook !== undefined && photobookCancellable(photobook.status);
    },
  },
  // Back to the photobook's page to order again (its landing); the next step is the order's photo screen.
  orderAgainPath: () => "/photobook/default",
  nextPath: (order) => `/photobook/order?orderId=${encodeURIComponent(order.id)}`,
};
