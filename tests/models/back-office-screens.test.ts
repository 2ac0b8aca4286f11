// What the console's screens read in one call each (their `<route>.server.ts` halves): the orders tab
// with each order's plan, the first tab's three parts, the member dialog, the planner-note dialog; the
// rule of the timeline's status form; and the route glue they share (app/http/console.server.ts).
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { dialogOrder, listReturn, statusChangeReply } from "~/http/console.server";
import { readToast } from "~/http/toast.server";
import { ORDER_MESSAGES } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { listOrdersTab } from "~/models/back-office/orders-tab.server";
import { noteDraftFor, plannerNoteDialog, sendPlannerNote } from "~/models/back-office/planner-notes.server";
import { getStaffMemberDialog } from "~/models/back-office/staff-members.server";
import { findOrderForStaff, isMovableByStaff, newOrdersTab } from "~/models/back-office/staff-orders.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { arrangeMember, arrangePerson } from "../support/people";
import { arrangeStaffPlan } from "../support/plans";
import { insertRecordingRow } from "../support/recordings";

async function paidTrip(name: string) {
  const member = await arrangeMember({ name });
  const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
  await markPaidByCard(order);
  return { member, order };
}

describe("the orders tab's rows", () => {
  it("carry the order's plan, or null before one is made", async () => {
    const { order: planned, planId } = await arrangeStaffPlan({ family: "계획있음" });
    const { order: unplanned } = await paidTrip("계획없음");
    const rowOf = async (orderId: string) => (await listOrdersTab({ q: orderId, status: "", page: 1 })).rows[0];
    expect(await rowOf(planned.id)).toMatchObject({ id: planned.id, planId });
    expect(await rowOf(unplanned.id)).toMatchObject({ id: unplanned.id, planId: null });
  });
});

describe("the first tab", () => {
  it("reads the waiting orders, today's figures and 30 days of sales together", async () => {
    await paidTrip("첫탭가족");
    const { orders, figures, sales } = await newOrdersTab({ q: "", status: "", page: 1 });
    expect(orders.number).toBe(1);
    expect(orders.rows.length).toBeGreaterThanOrEqual(1);
    expect(orders.rows.every((order) => order.status === "payment_complete")).toBe(true);
    expect(figures.paidOrders).toBeGreaterThanOrEqual(1);
    expect(figures.byStatus.payment_complete).toBeGreaterThanOrEqual(1);
    expect(sales).toHaveLength(30);
    expect(sales.at(-1)?.day).toBe(figures.day);
  });
});

describe("the member dialog", () => {
  it("is null for an unknown id and a staff account", async () => {
    const staff = await arrangePerson("admin", "대화상자직원");
    expect(await getStaffMemberDialog("no-such-member")).toBeNull();
    expect(await getStaffMemberDialog(staff.id)).toBeNull();
  });

  it("reads the member with their recordings and their withdrawal's state", async () => {
    const { member, order } = await paidTrip("대화상자가족");
    await insertRecordingRow(db(), member.id);
    const dialog = await getStaffMemberDialog(member.id);
    expect(dialog?.member).toMatchObject({ id: member.id, name: "대화상자가족" });
    expect(dialog?.member.orders.map((listed) => listed.id)).toEqual([order.id]);
    expect(dialog?.recordings).toBe(1);
    expect(dialog?.withdrawal).toBeNull();
    // A paid trip not yet consulted stands in the way until it is refunded (decision 81).
    expect(dialog?.blocks).toMatchObject([{ kind: "consultation", orderId: order.id }]);
  });
});

describe("the planner-note dialog", () => {
  it("starts from the status's template, beside the notes sent", async () => {
    const { order } = await paidTrip("노트가족");
    const staff = await arrangePerson("admin", "노트직원");
    await db().updateTable("orders").set({ status: "survey_complete" }).where("id", "=", order.id).execute();
    const found = (await findOrderForStaff(order.id))!;
    const before = await plannerNoteDialog(found);
    expect(before.notes).toEqual([]);
    // The template may be another test's (they share the database): the draft is whatever it makes of it.
    expect(before.draft).toBe(await noteDraftFor(found));
    await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "설문 잘 받았어요." }, FAMILY_WORDS);
    expect((await plannerNoteDialog(found)).notes.map((note) => note.message)).toEqual(["설문 잘 받았어요."]);
  });
});

describe("the timeline's status form", () => {
  it("is offered for a paid travel order, not for a refunded one or a photobook", () => {
    expect(isMovableByStaff({ productType: "signature_travel", status: "payment_complete" })).toBe(true);
    expect(isMovableByStaff({ productType: "custom_travel", status: "feedback_complete" })).toBe(true);
    expect(isMovableByStaff({ productType: "signature_travel", status: "refunded" })).toBe(false);
    expect(isMovableByStaff({ productType: "signature_travel", status: "pending" })).toBe(false);
    expect(isMovableByStaff({ productType: "photobook", status: "payment_complete" })).toBe(false);
  });
});

describe("the console's route glue", () => {
  it("goes back to a list with its search, known status and page, and drops what the list does not know", () => {
    const request = (search: string) => new Request(`http://localhost/admin/dashboard/orders${search}`, { method: "POST" });
    expect(listReturn(request("?q=%EA%B9%80&status=accepted&page=3"), "/admin/dashboard/orders", ["accepted"])).toBe(
      "/admin/dashboard/orders?q=%EA%B9%80&status=accepted&page=3",
    );
    expect(listReturn(request("?status=nonsense&page=0&other=1"), "/admin/dashboard/orders", ["accepted"])).toBe("/admin/dashboard/orders");
  });

  it("answers a dialog on an order that is none with the console's 404", async () => {
    const thrown = await dialogOrder("no-such-order").catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    const { order } = await paidTrip("대화주문");
    expect((await dialogOrder(order.id)).id).toBe(order.id);
  });

  it("words each status change's result as a toast", async () => {
    const toastOf = async (result: Parameters<typeof statusChangeReply>[1]) => {
      const response = await statusChangeReply("/admin/dashboard/orders", result);
      const cookie = response.headers.get("Set-Cookie") ?? "";
      return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
    };
    expect(await toastOf("changed")).toMatchObject({ kind: "success", message: ORDER_MESSAGES.statusUpdated });
    expect(await toastOf("same")).toMatchObject({ kind: "info", message: ORDER_MESSAGES.statusUnchanged });
    for (const refused of ["missing", "refunded", "not-allowed", "conflict"] as const)
      expect(await toastOf(refused)).toMatchObject({ kind: "error", message: ORDER_MESSAGES.statusUpdateFailed });
  });
});
