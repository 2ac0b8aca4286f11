// The back office's words: what staff read in the console (docs/product.md, back office).
import type { OrderStatus } from "~/models/statuses";
import type { StatusActor } from "../../db/schema";

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

/** The orders tabs (new orders, orders) and an order's timeline. */
export const ORDER_MESSAGES = {
  statusUpdated: "주문 상태가 업데이트되었습니다!",
  statusUpdateFailed: "주문 상태 업데이트에 실패했습니다.",
  statusUnchanged: "이미 선택한 상태인 주문이에요.",
  accepted: "주문을 접수했습니다. 이제 고객이 여행 설문을 시작할 수 있어요.",
  acceptFailed: "주문을 접수하지 못했습니다. 이미 접수되었거나 환불된 주문인지 확인해주세요.",
  statusRequired: "바꿀 상태를 골라주세요.",
  reasonTooLong: "사유는 200자 이내로 적어주세요.",
} as const;

/** Who moved an order, as the timeline names them (a staff member is named by their own name). */
export const STATUS_ACTOR_LABELS: Record<StatusActor, string> = {
  staff: "직원",
  customer: "고객",
  payment: "결제 시스템",
  system: "자동 처리",
};
