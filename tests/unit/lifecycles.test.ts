// The transition tables (app/vocabulary/lifecycles.ts) read as the product says: who may move an
// order, a plan or a photobook from what to what (docs/product.md#statuses, decision 0023).
import { describe, expect, it } from "vitest";
import { LIFECYCLES, MOVERS, type Mover, mayMove, moveRule, ORDER_MOVES, PHOTOBOOK_MOVES, PLAN_MOVES } from "~/vocabulary/lifecycles";
import { kindOfProductType, ORDER_KINDS } from "~/vocabulary/order-kinds";
import { ORDER_STATUSES, type OrderStatus, PHOTOBOOK_STATUSES, PLAN_STATUSES, TRAVEL_FLOW_STATUSES } from "~/vocabulary/statuses";

/** Every [from, to] pair `mover` may make in a table. */
function pairs<Status extends string>(
  table: { statuses: readonly Status[]; moves: Parameters<typeof mayMove<Status>>[0] },
  mover: Mover,
): string[] {
  return table.statuses.flatMap((from) =>
    table.statuses.filter((to) => mayMove(table.moves, mover, from, to)).map((to) => `${from}>${to}`),
  );
}

/** The moves a mover may make, by name. */
function movesOf(moves: Record<string, { by: readonly Mover[] }>, mover: Mover): string[] {
  return Object.entries(moves)
    .filter(([, rule]) => rule.by.includes(mover))
    .map(([name]) => name);
}

describe("lifecycle tables", () => {
  it("name only statuses of their own lifecycle", () => {
    for (const { statuses, moves } of Object.values(LIFECYCLES)) {
      for (const rule of Object.values(moves) as { by: readonly string[]; from: readonly string[]; to: readonly string[] }[]) {
        expect(rule.from.length).toBeGreaterThan(0);
        expect(rule.to.length).toBeGreaterThan(0);
        for (const status of [...rule.from, ...rule.to]) expect(statuses as readonly string[]).toContain(status);
        for (const mover of rule.by) expect(MOVERS as readonly string[]).toContain(mover);
      }
    }
  });

  it("keep a refunded order refunded, whoever asks", () => {
    for (const mover of MOVERS) {
      for (const to of ORDER_STATUSES) expect(mayMove(ORDER_MOVES, mover, "refunded", to)).toBe(false);
    }
  });

  it("let staff set a paid travel order to any of the six in either direction, and nothing else (decision 0023)", () => {
    const sixWays = TRAVEL_FLOW_STATUSES.flatMap((from) => TRAVEL_FLOW_STATUSES.filter((to) => to !== from).map((to) => `${from}>${to}`));
    expect(pairs(LIFECYCLES.order, "staff").sort()).toEqual(sixWays.sort());
    expect(mayMove(ORDER_MOVES, "staff", "pending", "payment_complete")).toBe(false);
    expect(mayMove(ORDER_MOVES, "staff", "accepted", "refunded")).toBe(false);
  });

  it("let the member move an order only by the survey, the feedback and an online refund of a paid order", () => {
    expect(movesOf(ORDER_MOVES, "customer").sort()).toEqual(["giveFeedback", "refund", "submitSurvey"]);
    const paidToRefunded = TRAVEL_FLOW_STATUSES.map((from) => `${from}>refunded`);
    expect(pairs(LIFECYCLES.order, "customer").sort()).toEqual(
      ["accepted>survey_complete", "plan_sent>feedback_complete", ...paidToRefunded].sort(),
    );
    // Paying is Toss's word, not the browser's.
    expect(mayMove(ORDER_MOVES, "customer", "pending", "payment_complete")).toBe(false);
  });

  it("let Toss's word pay, decline and cancel, and nothing more", () => {
    expect(movesOf(ORDER_MOVES, "payment").sort()).toEqual(["cancelAtToss", "decline", "pay"]);
    const cancelled = ORDER_STATUSES.filter((status) => status !== "refunded").map((from) => `${from}>refunded`);
    expect(pairs(LIFECYCLES.order, "payment").sort()).toEqual(
      ["pending>payment_complete", "failed>payment_complete", "pending>failed", ...cancelled].sort(),
    );
  });

  it("never bring a paid order back to an unpaid status", () => {
    for (const mover of MOVERS) {
      for (const from of TRAVEL_FLOW_STATUSES) {
        for (const to of ["pending", "failed"] as OrderStatus[]) expect(mayMove(ORDER_MOVES, mover, from, to)).toBe(false);
      }
    }
  });

  it("send a plan once (staff) and complete it by the family's feedback, never back", () => {
    expect(pairs(LIFECYCLES.plan, "staff")).toEqual(["draft>sent"]);
    expect(pairs(LIFECYCLES.plan, "customer")).toEqual(["sent>completed"]);
    for (const mover of MOVERS) {
      for (const to of PLAN_STATUSES) expect(mayMove(PLAN_MOVES, mover, "completed", to)).toBe(false);
      expect(mayMove(PLAN_MOVES, mover, "sent", "draft")).toBe(false);
    }
  });

  it("let the family submit, ask one revision and approve; staff send proofs and set production freely; cancel only before production", () => {
    const beforeProduction = ["draft", "designing", "proof", "revising"];
    expect(pairs(LIFECYCLES.photobook, "customer").sort()).toEqual(
      ["draft>designing", "proof>revising", "proof>ordered", ...beforeProduction.map((from) => `${from}>cancelled`)].sort(),
    );
    const production = ["ordered", "printing", "shipping", "delivered"];
    expect(pairs(LIFECYCLES.photobook, "staff").sort()).toEqual(
      [
        "designing>proof",
        "revising>proof",
        ...production.flatMap((from) => production.filter((to) => to !== from).map((to) => `${from}>${to}`)),
      ].sort(),
    );
    expect(pairs(LIFECYCLES.photobook, "system").sort()).toEqual(
      ["proof>ordered", ...beforeProduction.map((from) => `${from}>cancelled`)].sort(),
    );
    for (const mover of MOVERS) {
      for (const from of PHOTOBOOK_STATUSES) {
        expect(mayMove(PHOTOBOOK_MOVES, mover, from, "draft")).toBe(false);
        expect(mayMove(PHOTOBOOK_MOVES, mover, "cancelled", from)).toBe(false);
      }
      for (const from of production) expect(mayMove(PHOTOBOOK_MOVES, mover, from, "cancelled")).toBe(false);
    }
  });

  it("answer a model's question: where a move starts and the one status it ends in", () => {
    expect(moveRule(ORDER_MOVES, "pay", "payment")).toEqual({ from: ["pending", "failed"], to: "payment_complete" });
    expect(moveRule(ORDER_MOVES, "set", "staff", "plan_sent")).toEqual({ from: TRAVEL_FLOW_STATUSES, to: "plan_sent" });
    // A move with several ends needs one picked, among its own.
    expect(moveRule(ORDER_MOVES, "set", "staff")).toBeNull();
    expect(moveRule(ORDER_MOVES, "set", "staff", "refunded")).toBeNull();
    expect(moveRule(PHOTOBOOK_MOVES, "produce", "staff", "draft")).toBeNull();
    // A model making a move that is not its mover's is a bug, not a refusal.
    expect(() => moveRule(ORDER_MOVES, "pay", "customer")).toThrow(/customer may not make the move pay/);
    expect(() => moveRule(PLAN_MOVES, "send", "customer")).toThrow();
    expect(() => moveRule(ORDER_MOVES, "teleport", "staff")).toThrow(/no such move/);
  });
});

describe("order kinds", () => {
  it("have their own prefixes and claim each product type once", () => {
    const prefixes = Object.values(ORDER_KINDS).map((kind) => kind.prefix);
    expect(prefixes).toEqual(["TRAVEL", "PHOTOBOOK", "BOOKING"]);
    expect(kindOfProductType("signature_travel")).toBe("travel");
    expect(kindOfProductType("custom_travel")).toBe("travel");
    expect(kindOfProductType("photobook")).toBe("photobook");
    expect(kindOfProductType("booking")).toBe("booking");
    expect(kindOfProductType("toString")).toBeNull();
    expect(kindOfProductType("gift")).toBeNull();
  });
});
