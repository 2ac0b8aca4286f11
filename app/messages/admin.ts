// The back office's words: what staff read in the console (docs/product.md, back office).

import type { OutboxStatus } from "~/models/outbox.server";
import type { SurveyListStatus } from "~/models/staff-surveys.server";
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

// Members and surveys (the 회원 관리 and 설문 관리 tabs).
/** A member's detail opened for an id that is no member (unknown, or a staff account). */
export const MEMBER_NOT_FOUND = "회원 정보를 찾을 수 없습니다. 목록에서 다시 선택해주세요.";
/** A survey's detail opened for an order without a survey. */
export const SURVEY_NOT_FOUND = "이 주문의 설문을 찾을 수 없습니다. 목록에서 다시 선택해주세요.";
/** A survey as the list and the detail name its state. */
export const SURVEY_STATUS_LABELS: Record<SurveyListStatus, string> = { submitted: "제출 완료", draft: "작성 중" };
/** The region requests tab: requests grouped by region, and the one-time opening text. */
export const REGION_MESSAGES = {
  title: "지역 요청",
  lead: "방문자가 오픈 알림을 신청한 지역이에요. 지역을 열면 신청하신 분들께 문자를 한 번씩 보내요.",
  searchPlaceholder: "지역 이름",
  empty: "아직 오픈 알림을 신청한 지역이 없어요.",
  emptySearch: "검색한 이름의 지역이 없어요.",
  open: "오픈 알림 보내기",
  confirm: (region: string, count: number) =>
    `'${region}' 지역을 신청하신 ${count}분께 오픈 알림 문자를 보낼까요? 지역마다 한 번만 보낼 수 있어요.`,
  opened: (region: string, queued: number) => `'${region}' 오픈 알림 문자 ${queued}건을 발송 대기열에 넣었어요.`,
  alreadyOpen: "이미 오픈 알림을 보낸 지역이에요.",
  unknownRegion: "신청 내역이 없는 지역이에요.",
  waiting: "오픈 전",
  openedAt: (date: string) => `오픈 완료 · ${date}`,
  outboxLink: "개발용 문자 보관함",
} as const;

/** The development outbox: text messages kept on the server instead of sent. */
export const OUTBOX_MESSAGES = {
  title: "문자 보관함 (개발용)",
  lead: "문자 발송 서비스가 연결되지 않아, 고객에게 보낼 문자를 실제로 보내지 않고 여기에 모아 둡니다. 최근 100건을 보여드려요.",
  empty: "아직 보관된 문자가 없어요.",
  notFound: "문자 발송 서비스가 연결된 서버에는 개발용 보관함이 없어요.",
} as const;

/** A text message's state as staff read it. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "대기",
  sending: "보내는 중",
  sent: "보냄",
  failed: "실패",
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
