// Buying a photobook (/photobook/default, docs/decisions/0053): the shipping form's checks and the
// spec's message, the price from the server whatever the form says, the trip it remembers (the
// member's own, another's ignored, the latest finished, the default), the photobook row its payment
// makes once whichever path settles it (success page, webhook, stale-order sweep), and the full
// refund until production starts, whose effect cancels the row. On both engines.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { photobookShippingSchema, photobookTripField } from "~/forms/photobook-shipping.server";
import { listPhotobookCards } from "~/models/accounts/activity.server";
import type { User } from "~/models/accounts/users.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { moveOrderStatus, type Order, type ShippingInfo } from "~/models/orders/orders.server";
import {
  applyPaymentWebhook,
  confirmOrderPayment,
  isRefundable,
  refundOrder,
  settleStalePendingOrders,
} from "~/models/orders/payments.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { DEFAULT_TRAVEL_DESTINATION, orderPhotobook, photobookTripFor } from "~/models/photobook/photobook-orders.server";
import { movePhotobookStatus } from "~/models/photobook/photobooks.server";
import { cancelPayment, confirmPayment } from "~/services/toss.server";
import { createSandboxPayment } from "~/services/toss-sandbox.server";
import { PHOTOBOOK_STATUSES, type PhotobookStatus } from "~/vocabulary/statuses";
import { formDataOf } from "../support/form-data";
import { arrangeMember } from "../support/people";
import { arrangePaidPhotobook } from "../support/photobooks";
import { talkToTossSandbox } from "../support/toss-sandbox";

talkToTossSandbox();

const REQUIRED = "받는 분 성함, 연락처, 주소는 필수 항목입니다.";
const SHIPPING: ShippingInfo = {
  recipientName: "김포토",
  recipientPhone: "01012345678",
  postalCode: "03900",
  address: "서울특별시 마포구 월드컵로 1",
  detailAddress: "2층",
  memo: "문 앞에 놓아주세요",
};

const parse = (fields: Record<string, string>) => parseWithZod(formDataOf(fields), { schema: photobookShippingSchema });

describe("the shipping form", () => {
  it("keeps the fields trimmed, the phone as digits, and reads no price", () => {
    const submission = parse({
      recipientName: "  김포토 ",
      recipientPhone: "010-1234-5678",
      postalCode: " 03900 ",
      address: " 서울특별시 마포구 월드컵로 1 ",
      detailAddress: "",
      memo: " 문 앞 ",
      amount: "100",
      orderName: "가짜 상품",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      recipientName: "김포토",
      recipientPhone: "01012345678",
      postalCode: "03900",
      address: "서울특별시 마포구 월드컵로 1",
      detailAddress: "",
      memo: "문 앞",
    });
  });

  it("answers the spec's one sentence for a missing name, phone or address, and keeps what was typed", () => {
    for (const missing of ["recipientName", "recipientPhone", "postalCode", "address"] as const) {
      const fields: Record<string, string> = { ...SHIPPING, [missing]: "   " };
      const submission = parse(fields);
      expect(submission.status, missing).toBe("error");
      const reply = submission.reply();
      expect(reply.error?.[missing], missing).toEqual([REQUIRED]);
      // The values sent come back, so the dialog shows them again.
      expect(reply.initialValue).toMatchObject({ memo: SHIPPING.memo, detailAddress: SHIPPING.detailAddress });
    }
    const bad = parse({ ...SHIPPING, recipientPhone: "010-12", postalCode: "1234" }).reply();
    expect(bad.error?.recipientPhone).toEqual(["연락처를 정확히 입력해주세요. (예: 010-1234-5678)"]);
    expect(bad.error?.postalCode).toEqual(["우편번호 5자리를 입력해주세요."]);
    expect(parse({ ...SHIPPING, memo: "가".repeat(201) }).reply().error?.memo).toEqual(["입력한 내용이 너무 깁니다."]);
    // Detail address and memo may be left empty.
    expect(parse({ ...SHIPPING, detailAddress: "", memo: "" }).status).toBe("success");
  });
});

/** A paid trip of the member, made `daysAgo` days ago, in `status` (as staff and the family move it). */
async function trip(member: User, daysAgo: number, status: "accepted" | "feedback_complete" | "refunded" = "feedback_complete") {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!, at);
  await markPaidByCard(order, at);
  if (status === "refunded") {
    await db().updateTable("orders").set({ status: "refunded" }).where("id", "=", order.id).execute();
  } else if (status !== "accepted") {
    await moveOrderStatus(db(), { orderId: order.id, userId: member.id, move: "set", to: status, now: at, actor: "system" });
  }
  return order;
}

describe("the trip a photobook remembers", () => {
  it("is the member's own trip asked for; another's is ignored; else the latest finished; else the default", async () => {
    const member = await arrangeMember({ name: "추억가족" });
    const stranger = await arrangeMember({ name: "남의가족" });
    expect(await photobookTripFor(member.id, null)).toEqual({ travelOrderId: null, travelDestination: DEFAULT_TRAVEL_DESTINATION });
    expect(DEFAULT_TRAVEL_DESTINATION).toBe("공주 시그니처 여행");

    const older = await trip(member, 30);
    const latest = await trip(member, 10);
    const ongoing = await trip(member, 2, "accepted");
    const refunded = await trip(member, 1, "refunded");
    const othersTrip = await trip(stranger, 5);
    const latestChoice = { travelOrderId: latest.id, travelDestination: latest.orderName };
    expect(await photobookTripFor(member.id, null)).toEqual(latestChoice);
    expect(await photobookTripFor(member.id, older.id)).toEqual({ travelOrderId: older.id, travelDestination: older.orderName });
    // Asked for by the member: an unfinished trip of their own is theirs to remember.
    expect((await photobookTripFor(member.id, ongoing.id)).travelOrderId).toBe(ongoing.id);
    for (const ignored of [othersTrip.id, refunded.id, "TRAVEL_1_nope"]) {
      expect(await photobookTripFor(member.id, ignored), ignored).toEqual(latestChoice);
    }
    // The stranger asking for the member's trip gets their own.
    expect((await photobookTripFor(stranger.id, latest.id)).travelOrderId).toBe(othersTrip.id);
  });

  it("is stored with the order the server prices, whatever the page says", async () => {
    const member = await arrangeMember({ name: "주문가족" });
    const finished = await trip(member, 20);
    const stranger = await arrangeMember({ name: "다른가족" });
    const order = await orderPhotobook(stranger.id, { travelOrderId: finished.id, shipping: SHIPPING });
    expect(order).toMatchObject({
      productType: "photobook",
      status: "pending",
      amount: 67_900,
      orderName: "프리미엄 가족 포토북",
      metadata: { travelDestination: DEFAULT_TRAVEL_DESTINATION, shippingInfo: SHIPPING },
    });
    expect(order.metadata.travelOrderId).toBeUndefined();
    const own = await orderPhotobook(member.id, { travelOrderId: finished.id, shipping: SHIPPING });
    expect(own.metadata).toMatchObject({ travelOrderId: finished.id, travelDestination: finished.orderName });
    expect(own.id).toMatch(/^PHOTOBOOK_\d{13}_[0-9a-f]{8}$/);
    // The landing's hidden trip field is a hint only: any text, checked by photobookTripFor.
    expect(parseWithZod(formDataOf({ travelOrderId: "x".repeat(101) }), { schema: photobookTripField }).status).toBe("error");
  });
});

/** A photobook order of a member with a finished trip, approved at Toss's sandbox (the widget's step). */
async function approvedPhotobook() {
  const member = await arrangeMember({ name: "결제가족" });
  const finished = await trip(member, 15);
  const order = await orderPhotobook(member.id, { travelOrderId: null, shipping: SHIPPING });
  const paymentKey = await createSandboxPayment({
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    customerKey: member.id,
    scenario: "approve",
  });
  return { member, finished, order, paymentKey };
}

async function rowsOf(order: Order) {
  return db().selectFrom("photobooks").selectAll().where("order_id", "=", order.id).execute();
}

async function historyOf(photobookId: string) {
  const rows = await db()
    .selectFrom("photobook_status_history")
    .select(["from_status", "to_status", "actor"])
    .where("photobook_id", "=", photobookId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => `${row.from_status ?? "none"}>${row.to_status}:${row.actor}`);
}

const LATER = () => new Date(Date.now() + 6 * 60_000);

describe("the photobook a payment makes", () => {
  it("is made once when the success page confirms, with the trip and address, and not again by a webhook or the sweep", async () => {
    const { member, finished, order, paymentKey } = await approvedPhotobook();
    expect(await rowsOf(order)).toEqual([]);
    const input = { userId: member.id, orderId: order.id, paymentKey, amount: order.amount };
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    expect((await confirmOrderPayment(input)).ok).toBe(true);
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
    await settleStalePendingOrders(LATER(), 5);
    const rows = await rowsOf(order);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: member.id,
      status: "draft",
      travel_order_id: finished.id,
      recipient_name: "김포토",
      recipient_phone: "01012345678",
      postal_code: "03900",
      address: "서울특별시 마포구 월드컵로 1",
      detail_address: "2층",
      memo: "문 앞에 놓아주세요",
      cancelled_at: null,
    });
    expect(await historyOf(rows[0]!.id)).toEqual(["none>draft:payment"]);
  });

  it("is made once when a webhook or the stale-order sweep settles the payment first", async () => {
    for (const settle of ["webhook", "sweep"] as const) {
      const { member, order, paymentKey } = await approvedPhotobook();
      // Toss captures the money, but the success page never arrives (a closed tab).
      await confirmPayment({ paymentKey, orderId: order.id, amount: order.amount }, `confirm-${order.id}`);
      if (settle === "webhook") expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
      else expect(await settleStalePendingOrders(LATER(), 5)).toContain(order.id);
      expect(await settleStalePendingOrders(LATER(), 5)).not.toContain(order.id);
      expect((await confirmOrderPayment({ userId: member.id, orderId: order.id, paymentKey, amount: order.amount })).ok).toBe(true);
      const rows = await rowsOf(order);
      expect(rows, settle).toHaveLength(1);
      expect(await historyOf(rows[0]!.id), settle).toEqual(["none>draft:payment"]);
    }
  });

  it("is what the tests' paid arrangement stands on: one row, at the status asked", async () => {
    const { order, photobookId } = await arrangePaidPhotobook({ status: "proof" });
    const rows = await rowsOf(order);
    expect(rows.map((row) => [row.id, row.status])).toEqual([[photobookId, "proof"]]);
  });
});

/** Moves a fresh draft photobook along the family's and staff's path to `status`. */
async function moveTo(photobookId: string, status: PhotobookStatus) {
  const path: [Parameters<typeof movePhotobookStatus>[0]["move"], "customer" | "staff", PhotobookStatus][] = [
    ["submit", "customer", "designing"],
    ["sendProof", "staff", "proof"],
    ["requestRevision", "customer", "revising"],
  ];
  if (status === "draft") return;
  for (const [move, actor, reached] of path) {
    expect(await movePhotobookStatus({ photobookId, move, actor })).toBe(true);
    if (reached === status) return;
  }
  expect(await movePhotobookStatus({ photobookId, move: "sendProof", actor: "staff" })).toBe(true);
  expect(await movePhotobookStatus({ photobookId, move: "approve", actor: "customer" })).toBe(true);
  if (status === "ordered") return;
  expect(await movePhotobookStatus({ photobookId, move: "produce", to: status, actor: "staff" })).toBe(true);
}

describe("cancelling a photobook", () => {
  it("is allowed with a full refund until the proof is approved, days after payment; its effect cancels the row", async () => {
    for (const status of ["draft", "designing", "proof", "revising"] as const) {
      const { member, order, paymentKey } = await approvedPhotobook();
      await confirmOrderPayment({ userId: member.id, orderId: order.id, paymentKey, amount: order.amount });
      const [row] = await rowsOf(order);
      await moveTo(row!.id, status);
      const [card] = await listPhotobookCards(member.id);
      expect(card, status).toMatchObject({ orderId: order.id, cancellable: true });
      const weekLater = new Date(Date.now() + 7 * 86_400_000);
      expect(await refundOrder(member.id, order.id, weekLater), status).toMatchObject({ ok: true, order: { status: "refunded" } });
      const [after] = await rowsOf(order);
      expect(after!.status, status).toBe("cancelled");
      expect(after!.cancelled_at, status).toBe(weekLater.toISOString());
      expect((await historyOf(after!.id)).at(-1), status).toBe(`${status}>cancelled:customer`);
      const [shown] = await listPhotobookCards(member.id);
      expect(shown, status).toMatchObject({ stage: "cancelled", cancellable: false });
    }
  });

  it("is refused once production starts: the order stays paid and the book in production", async () => {
    for (const status of ["ordered", "printing", "shipping", "delivered"] as const) {
      const { member, order, paymentKey } = await approvedPhotobook();
      await confirmOrderPayment({ userId: member.id, orderId: order.id, paymentKey, amount: order.amount });
      const [row] = await rowsOf(order);
      await moveTo(row!.id, status);
      expect((await listPhotobookCards(member.id))[0], status).toMatchObject({ cancellable: false });
      // The order alone would allow it (paid, no time limit): the photobook's production refuses it.
      expect(isRefundable({ ...order, status: "payment_complete", paymentKey, approvedAt: new Date().toISOString() })).toBe(true);
      expect(await refundOrder(member.id, order.id), status).toEqual({ ok: false, reason: "production_started" });
      expect((await rowsOf(order))[0]!.status, status).toBe(status);
    }
  });

  it("by Toss's word (a webhook after a cancel at Toss) cancels the row too, as Toss's move", async () => {
    const { member, order, paymentKey } = await approvedPhotobook();
    await confirmOrderPayment({ userId: member.id, orderId: order.id, paymentKey, amount: order.amount });
    await cancelPayment(paymentKey, "테스트 취소", `test-cancel-${order.id}`);
    expect(await applyPaymentWebhook({ paymentKey, orderId: order.id })).toBe("applied");
    const [row] = await rowsOf(order);
    expect(row!.status).toBe("cancelled");
    expect(await historyOf(row!.id)).toEqual(["none>draft:payment", "draft>cancelled:payment"]);
  });

  it("shows the family the next step on the card: photos while it waits for them, the proof while one waits", async () => {
    const { member, order, paymentKey } = await approvedPhotobook();
    await confirmOrderPayment({ userId: member.id, orderId: order.id, paymentKey, amount: order.amount });
    const [row] = await rowsOf(order);
    const stageOf = async () => (await listPhotobookCards(member.id))[0]!.stage;
    expect(await stageOf()).toBe("photos");
    await moveTo(row!.id, "designing");
    expect(await stageOf()).toBeNull();
    await movePhotobookStatus({ photobookId: row!.id, move: "sendProof", actor: "staff" });
    expect(await stageOf()).toBe("proof");
    expect(PHOTOBOOK_STATUSES).toContain("cancelled");
  });
});
