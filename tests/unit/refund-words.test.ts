// The refund sentence every screen shows is made from the rule the refund button obeys
// (app/vocabulary/refund-rules.ts → app/messages/refunds.ts; refundRefusal in
// app/models/orders/kinds.server.ts), and no screen writes a refund promise of its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { promiseOf, refundPromise } from "~/messages/refunds";
import { orderKindOf, refundRefusal } from "~/models/orders/kinds.server";
import type { Order } from "~/models/orders/orders.server";
import { ORDER_KINDS, type OrderKindName } from "~/vocabulary/order-kinds";
import { REFUND_TERMS, type RefundTerms, refundStopsAt } from "~/vocabulary/refund-rules";
import type { OrderStatus } from "~/vocabulary/statuses";

const HOUR = 60 * 60 * 1000;

function paidOrder(kind: OrderKindName, status: OrderStatus, approvedAt: Date): Order {
  return {
    id: "X_1_00",
    userId: "u",
    productType: ORDER_KINDS[kind].productTypes[0],
    orderName: "주문",
    amount: 1000,
    metadata: {},
    status,
    paymentKey: "pk",
    paymentMethod: "카드",
    approvedAt: approvedAt.toISOString(),
    receiptUrl: null,
    failureCode: null,
    refundedAt: null,
    createdAt: approvedAt.toISOString(),
  };
}

describe("the refund sentence", () => {
  it("says the travel rule the code enforces: 24 hours and until the consultation is complete", () => {
    expect(refundPromise("travel")).toEqual({
      short: "결제 후 24시간 이내, 상담 완료 전까지 100% 환불",
      sentence: "결제 후 24시간 이내, 전문가 상담이 완료되기 전까지는 100% 환불됩니다.",
      spoken: "결제 후 24시간 이내, 전문가 상담이 완료되기 전까지는 100% 환불돼요.",
    });
    expect(refundPromise("booking").sentence).toBe("결제 후 24시간 이내에는 100% 환불됩니다.");
    expect(refundPromise("photobook").sentence).toBe("시안을 승인하기 전, 제작이 시작되기 전까지는 전액 환불됩니다.");
  });

  it("is each kind's declared rule: the kinds take their terms from the same table", () => {
    for (const kind of Object.keys(ORDER_KINDS) as OrderKindName[]) {
      const declared = orderKindOf({ productType: ORDER_KINDS[kind].productTypes[0] }).refund;
      expect(declared.from).toEqual(REFUND_TERMS[kind].from);
      expect(declared.windowMs).toBe(REFUND_TERMS[kind].windowMs);
      // A stage of the kind's own rows is checked exactly when the words name one.
      expect(Boolean(declared.stillOpen)).toBe(REFUND_TERMS[kind].until !== null);
    }
  });

  it("names the window and the stop exactly where refundRefusal refuses", () => {
    const now = new Date();
    for (const kind of Object.keys(ORDER_KINDS) as OrderKindName[]) {
      const terms: RefundTerms = REFUND_TERMS[kind];
      const words = refundPromise(kind).sentence;
      const stop = refundStopsAt(terms);
      for (const [index, status] of terms.flow.entries()) {
        const refused = refundRefusal(paidOrder(kind, status, now), now) !== null;
        expect(refused, `${kind} at ${status}`).toBe(stop !== null && index >= terms.flow.indexOf(stop));
      }
      if (terms.windowMs === null) {
        expect(words).not.toMatch(/시간/);
        expect(refundRefusal(paidOrder(kind, terms.from[0]!, new Date(now.getTime() - 30 * 24 * HOUR)), now)).toBeNull();
      } else {
        expect(words).toContain(`${terms.windowMs / HOUR}시간 이내`);
        const late = new Date(now.getTime() - terms.windowMs - 1000);
        expect(refundRefusal(paidOrder(kind, terms.from[0]!, late), now)).toBe("window_passed");
      }
    }
  });

  it("changes when the rule changes", () => {
    const travel = REFUND_TERMS.travel;
    expect(promiseOf({ ...travel, from: ["payment_complete", "accepted"] }).sentence).toContain("설문을 제출하기 전까지");
    expect(promiseOf({ ...travel, windowMs: 48 * HOUR }).sentence).toContain("48시간 이내");
    expect(promiseOf({ ...travel, from: travel.flow }).sentence).toBe("결제 후 24시간 이내에는 100% 환불됩니다.");
  });
});

const ROOT = join(__dirname, "../..");
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    return statSync(join(ROOT, path)).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("screens", () => {
  it("write no refund promise of their own (within so many hours, or '100%/전액 환불' promised)", () => {
    // A promise, not a result ('전액 환불되었어요') nor a refusal ('24시간이 지나').
    const promise = /\d+\s*시간\s*(이내|안)[^"`\n]{0,20}(환불|취소)|(100%|전액)\s*환불(돼요|받을 수)|100% 환불"/;
    const offenders = ["app/routes", "app/components", "app/messages"]
      .flatMap(sources)
      .filter((path) => !path.endsWith("messages/refunds.ts"))
      .filter((path) => promise.test(readFileSync(join(ROOT, path), "utf8")));
    expect(offenders).toEqual([]);
  });
});
