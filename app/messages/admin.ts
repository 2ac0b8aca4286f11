// The back office's words: what staff read in the console (docs/product.md, back office).
import type { SurveyListStatus } from "~/models/staff-surveys.server";
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

// Members and surveys (the 회원 관리 and 설문 관리 tabs).
/** A member's detail opened for an id that is no member (unknown, or a staff account). */
export const MEMBER_NOT_FOUND = "회원 정보를 찾을 수 없습니다. 목록에서 다시 선택해주세요.";
/** A survey's detail opened for an order without a survey. */
export const SURVEY_NOT_FOUND = "이 주문의 설문을 찾을 수 없습니다. 목록에서 다시 선택해주세요.";
/** A survey as the list and the detail name its state. */
export const SURVEY_STATUS_LABELS: Record<SurveyListStatus, string> = { submitted: "제출 완료", draft: "작성 중" };
