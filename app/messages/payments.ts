// The Korean sentences of the payment screens: Toss's error codes on the fail screen, and what our
// own payment results mean. Only our own sentences are shown: the provider's message arrives in the
// address, where anyone can write a link (docs/product.md#deliberate-deviations).
import type { RefundRefusal } from "~/models/orders/payments.server";
import { lookup } from "~/utils/lookup";

export const PAYMENT_MESSAGES = {
  invalid: "결제 정보가 올바르지 않습니다.",
  amountMismatch: "결제 금액이 주문 금액과 일치하지 않습니다.",
  confirmFailed: "결제 승인 중 오류가 발생했습니다.",
  refunded: "환불이 완료되었습니다. 카드사 사정에 따라 3-7 영업일 안에 처리됩니다.",
  /** The payer's name on the checkout when the member has none. */
  payerWithoutName: "고객님",
} as const;

const REFUND_REFUSALS: Record<RefundRefusal, string> = {
  invalid: PAYMENT_MESSAGES.invalid,
  not_refundable: "상담이 진행된 주문은 온라인으로 환불할 수 없습니다. 고객센터로 문의해주세요.",
  window_passed: "결제 후 24시간이 지나 온라인으로 환불할 수 없습니다. 고객센터로 문의해주세요.",
  production_started: "제작이 시작된 포토북은 온라인으로 취소할 수 없습니다. 고객센터로 문의해주세요.",
  failed: "환불 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
};

export function refundRefusalMessage(reason: RefundRefusal): string {
  return REFUND_REFUSALS[reason];
}

const FAIL_MESSAGES: Record<string, string> = {
  PAY_PROCESS_CANCELED: "결제를 취소하셨습니다.",
  PAY_PROCESS_ABORTED: "결제 진행 중 오류가 발생했습니다.",
  REJECT_CARD_COMPANY: "카드사에서 결제를 거절했습니다. 다른 카드로 시도해주세요.",
  INVALID_CARD_NUMBER: "카드 번호가 올바르지 않습니다.",
  INVALID_CARD_EXPIRATION: "카드 유효기간이 올바르지 않습니다.",
  INVALID_CARD_PASSWORD: "카드 비밀번호가 올바르지 않습니다.",
  INVALID_CARD_INSTALLMENT_PLAN: "할부 개월 수가 올바르지 않습니다.",
  INVALID_CARD_QUOTA: "할부 개월 수가 올바르지 않습니다.",
  NOT_SUPPORTED_INSTALLMENT: "할부가 지원되지 않는 카드입니다.",
  EXCEED_MAX_CARD_INSTALLMENT_PLAN: "설정 가능한 최대 할부 개월 수를 초과했습니다.",
  INVALID_STOPCARD: "정지된 카드입니다.",
  EXCEED_MAX_DAILY_PAYMENT_COUNT: "하루 결제 가능 횟수를 초과했습니다.",
  NOT_AVAILABLE_PAYMENT: "결제가 불가능한 카드입니다.",
  INVALID_AUTHORIZE_AUTH: "카드 인증에 실패했습니다.",
  INVALID_PAYMENT_INFO: "결제 정보가 올바르지 않습니다.",
  NOT_FOUND_PAYMENT: "결제 정보를 찾을 수 없습니다.",
  NOT_FOUND_ORDER: "주문 정보를 찾을 수 없습니다.",
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: "결제 시스템 내부 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
  FAILED_INTERNAL_SYSTEM_PROCESSING: "결제 시스템 내부 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
  UNKNOWN_PAYMENT_ERROR: "알 수 없는 결제 오류가 발생했습니다.",
};

/** Toss's error codes are upper-case words; anything else in the address is not shown. */
export function paymentErrorCode(code: string | null): string | null {
  return code && /^[A-Z][A-Z0-9_]{0,59}$/.test(code) ? code : null;
}

/** The sentence for a code; an unknown code gets a general sentence (never the link's own words). */
export function paymentFailMessage(code: string | null): string {
  if (!code) return "알 수 없는 오류가 발생했습니다.";
  return lookup(FAIL_MESSAGES, code) ?? "결제 중 오류가 발생했습니다.";
}

/** Why a confirmation on the success page failed: our own checks, else Toss's code in our words. */
export function confirmFailureMessage(code: string): string {
  if (code === "INVALID_AMOUNT") return PAYMENT_MESSAGES.amountMismatch;
  if (code === "NOT_FOUND_ORDER" || code === "ALREADY_PROCESSED_PAYMENT") return PAYMENT_MESSAGES.invalid;
  return lookup(FAIL_MESSAGES, code) ?? PAYMENT_MESSAGES.confirmFailed;
}
