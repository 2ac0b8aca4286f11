// The back office's words: what staff read in the console (docs/product.md, back office).
import type { OrderStatus } from "~/models/statuses";

/** Any staff list that could not be read. */
export const LIST_LOAD_FAILED = "데이터를 불러오는데 실패했습니다. 관리자 권한을 확인해주세요.";

/** Every order status as staff read it (the six of the travel flow, and the payment's own). */
export const STAFF_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "결제 대기",
  failed: "결제 실패",
  payment_complete: "결제 완료",
  accepted: "접수 완료",
  survey_complete: "설문 완료",
  consultation_complete: "상담 완료",
  plan_sent: "플랜 발송",
  feedback_complete: "피드백 완료",
  refunded: "환불 완료",
};
