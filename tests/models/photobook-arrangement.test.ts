// The shared arrangement the photobook tests stand on: a paid PHOTOBOOK_ order with exactly one photobook.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { arrangePaidPhotobook } from "../support/photobooks";

describe("a paid photobook arrangement", () => {
  it("is a paid PHOTOBOOK_ order of the member with one photobook row at the status asked", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({ status: "designing" });
    expect(order.id.startsWith("PHOTOBOOK_")).toBe(true);
    const rows = await db().selectFrom("photobooks").select(["id", "user_id", "status"]).where("order_id", "=", order.id).execute();
    expect(rows).toEqual([{ id: photobookId, user_id: member.id, status: "designing" }]);
    const paid = await db().selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(paid.status).toBe("payment_complete");
  });
});
