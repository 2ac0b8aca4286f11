// The one source of what a screen says about refunds: each sentence is made from the kind's rule in
// app/vocabulary/refund-rules.ts, the rule the refund button obeys (refundRefusal in
// app/models/orders/kinds.server.ts), so a changed rule changes every screen that states it.
import type { OrderKindName } from "~/vocabulary/order-kinds";
import { REFUND_TERMS, type RefundTerms, refundStopsAt } from "~/vocabulary/refund-rules";
import type { OrderStatus } from "~/vocabulary/statuses";

/** The moment a status marks, as the clause '… 전까지' ends: '전문가 상담이 완료되기'. */
const STOP_WORDS: Partial<Record<OrderStatus, { long: string; short: string }>> = {
  accepted: { long: "주문이 접수되기", short: "주문 접수" },
  survey_complete: { long: "설문을 제출하기", short: "설문 제출" },
  consultation_complete: { long: "전문가 상담이 완료되기", short: "상담 완료" },
  plan_sent: { long: "여행 플랜을 받기", short: "플랜 발송" },
  feedback_complete: { long: "여행 후기를 남기기", short: "후기 작성" },
};

const UNTIL_WORDS: Record<NonNullable<RefundTerms["until"]>, { long: string; short: string }> = {
  production: { long: "시안을 승인하기 전, 제작이 시작되기", short: "제작 시작" },
};

export interface RefundPromise {
  /** A line of a list: '결제 후 24시간 이내, 상담 완료 전까지 100% 환불'. */
  short: string;
  /** A sentence: '결제 후 24시간 이내, 전문가 상담이 완료되기 전까지는 100% 환불됩니다.' */
  sentence: string;
  /** The same, spoken to the member: '… 100% 환불돼요.' */
  spoken: string;
}

/** What a kind's screens promise about its refund, derived from its rule. */
export function refundPromise(kind: OrderKindName): RefundPromise {
  return promiseOf(REFUND_TERMS[kind]);
}

/** The words for any rule (the kinds' own, and the tests' made-up ones). */
export function promiseOf(terms: RefundTerms): RefundPromise {
  const stop = refundStopsAt(terms);
  const stage = terms.until ? UNTIL_WORDS[terms.until] : stop ? STOP_WORDS[stop] : undefined;
  if (stop && !terms.until && !stage) throw new Error(`no words for a refund that stops at ${stop}`);
  const hours = terms.windowMs === null ? null : `결제 후 ${Math.round(terms.windowMs / 3_600_000)}시간 이내`;
  const long = [hours, stage ? `${stage.long} 전까지` : null].filter(Boolean).join(", ");
  const short = [hours, stage ? `${stage.short} 전까지` : null].filter(Boolean).join(", ");
  // A trip's money back is '100%'; with no time limit (a made-to-order book) it is '전액', said once.
  const amount = hours ? "100%" : "전액";
  const topic = stage ? `${long}는` : `${long}에는`;
  return {
    short: `${short} ${amount} 환불`,
    sentence: `${topic} ${amount} 환불됩니다.`,
    spoken: `${topic} ${amount} 환불돼요.`,
  };
}
