// The orders tab's status form (app/routes/admin+/dashboard.orders.tsx), called with a real staff
// session: a status the server refuses comes back to the list with '주문 상태 업데이트에 실패했습니다.'
// (docs/product.md#back-office), as a refused move does, not with the console's generic refusal.
import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { readToast } from "~/http/toast.server";
import { ORDER_MESSAGES } from "~/messages/admin";
import { createSession } from "~/models/accounts/sessions.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { action } from "~/routes/admin+/dashboard.orders";
import { arrangeMember, arrangePerson } from "../support/people";

async function paidOrder() {
  const member = await arrangeMember({ name: "주문탭" });
  const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
  await markPaidByCard(order);
  return order;
}

/** The tab's action for a post of `fields` by a staff member, from the list at `search`. */
async function post(fields: Record<string, string>, search = "") {
  const staff = await arrangePerson("admin", "주문직원");
  const session = await createSession(staff.id);
  const cookie = await createCookie("__session", { secrets: [config.sessionSecret] }).serialize(session.id);
  const request = new Request(`http://localhost/admin/dashboard/orders${search}`, {
    method: "POST",
    headers: { Cookie: cookie.split(";")[0]!, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const response = (await action({ request, params: {}, context: {} as never })) as Response;
  const toast = await readToast(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }));
  return { status: response.status, location: response.headers.get("Location"), toast: toast.toast };
}

const statusOf = async (orderId: string) =>
  (await db().selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

describe("the orders tab's status form", () => {
  for (const refused of ["refunded", "pending", "없는상태"]) {
    it(`answers a refused status (${refused}) with the tab's failure toast, on the same list, and moves nothing`, async () => {
      const order = await paidOrder();
      const answer = await post({ intent: "status", orderId: order.id, status: refused }, "?q=%EC%A3%BC%EB%AC%B8&page=2");
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/dashboard/orders?q=%EC%A3%BC%EB%AC%B8&page=2");
      expect(answer.toast).toMatchObject({ kind: "error", message: "주문 상태 업데이트에 실패했습니다." });
      expect(await statusOf(order.id)).toBe("payment_complete");
    });
  }

  it("still changes an allowed status, with the success toast", async () => {
    const order = await paidOrder();
    const answer = await post({ intent: "status", orderId: order.id, status: "consultation_complete" });
    expect(answer).toMatchObject({
      status: 302,
      location: "/admin/dashboard/orders",
      toast: { kind: "success", message: ORDER_MESSAGES.statusUpdated },
    });
    expect(await statusOf(order.id)).toBe("consultation_complete");
  });
});
