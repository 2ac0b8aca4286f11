// The back office's words: what staff read in the console (docs/product.md, back office).

import type { SurveyListStatus } from "~/models/back-office/staff-surveys.server";
import type { OutboxChannel, OutboxStatus } from "~/models/messaging/outbox.server";
import { CONSULTATION_SUMMARY_MAX, type CONSULTATION_TAG_FIELDS, type ConsultationTagField } from "~/vocabulary/consultation-tags";
import { NOTE_MESSAGE_MAX } from "~/vocabulary/planner-note-rules";
import type { OrderStatus } from "~/vocabulary/statuses";
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
  lead: "방문자가 오픈 알림을 신청한 지역이에요. 지역을 열면 신청하신 분들께 카카오톡 알림톡(안 되면 문자)을 한 번씩 보내요.",
  searchPlaceholder: "지역 이름",
  empty: "아직 오픈 알림을 신청한 지역이 없어요.",
  emptySearch: "검색한 이름의 지역이 없어요.",
  open: "오픈 알림 보내기",
  confirm: (region: string, count: number) =>
    `'${region}' 지역을 신청하신 ${count}분께 오픈 알림을 보낼까요? 지역마다 한 번만 보낼 수 있어요.`,
  opened: (region: string, queued: number) => `'${region}' 오픈 알림 ${queued}건을 발송 대기열에 넣었어요.`,
  alreadyOpen: "이미 오픈 알림을 보낸 지역이에요.",
  unknownRegion: "신청 내역이 없는 지역이에요.",
  waiting: "오픈 전",
  openedAt: (date: string) => `오픈 완료 · ${date}`,
  outboxLink: "개발용 메시지 보관함",
} as const;

/** The development outbox: 알림톡 and text messages kept on the server instead of sent. */
export const OUTBOX_MESSAGES = {
  title: "메시지 보관함 (개발용)",
  lead: "알림톡 샌드박스나 문자 보관함이 켜져 있어, 고객에게 보낼 알림톡과 문자를 실제로 보내지 않고 여기에 모아 둡니다. 알림톡이 실패하면 같은 내용이 문자로 한 번 더 쌓여요. 최근 100건을 보여드려요.",
  empty: "아직 보관된 메시지가 없어요.",
  notFound: "알림톡과 문자 발송 서비스가 모두 연결된 서버에는 개발용 보관함이 없어요.",
  attempts: (count: number) => `시도 ${count}회`,
  retryAt: (date: string) => `다시 시도 ${date}`,
} as const;

/** A message's channel as staff read it. */
export const OUTBOX_CHANNEL_LABELS: Record<OutboxChannel, string> = {
  alimtalk: "알림톡",
  sms: "문자",
};

/** A message's state as staff read it. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "대기",
  sending: "보내는 중",
  accepted: "전달 확인 중",
  sent: "보냄",
  failed: "실패",
  skipped: "수신 거부로 보내지 않음",
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

// ---- Consultations (the consultation tab and the consultation-record dialog) ----------------------

/** The words staff read for each consultation tag (values: app/vocabulary/consultation-tags.ts). */
export const CONSULTATION_TAG_LABELS = {
  channel: { kakao_talk: "카카오톡", phone: "전화", email: "이메일", system: "시스템" },
  type_tag: {
    info_request: "정보 문의",
    modification: "일정 변경 요청",
    alternative: "대안 요청",
    complex_request: "복합 요청",
    special_care: "특별 케어 요청",
    emotion_care: "감정 케어",
    complaint: "불만 접수",
    new_request: "신규 요청",
  },
  topic_tag: {
    accommodation: "숙소",
    restaurant: "식당",
    activity: "액티비티",
    itinerary_flow: "일정 동선",
    payment: "결제",
    special_care: "특별 케어",
    etc: "기타",
  },
  cost_tag: { low: "낮음", medium: "보통", high: "높음" },
  outcome_tag: { resolved: "해결", upsell: "업셀 성공", churn_prevented: "이탈 방지", reassured: "안심 제공", failed: "해결 실패" },
} as const satisfies { [Field in ConsultationTagField]: Record<(typeof CONSULTATION_TAG_FIELDS)[Field][number], string> };

/** The dialog's field labels, in the form's order. */
export const CONSULTATION_FIELD_LABELS: Record<ConsultationTagField | "summary", string> = {
  channel: "상담 채널",
  type_tag: "문의 유형",
  topic_tag: "상담 주제",
  cost_tag: "비용 민감도",
  outcome_tag: "상담 결과",
  summary: "상담 내용",
};

export const CONSULTATION_MESSAGES = {
  tabTitle: "상담 관리",
  refresh: "새로고침",
  empty: "상담할 주문이 없습니다",
  emptyHint: "설문이 완료된 주문부터 상담을 진행할 수 있어요.",
  surveySubmitted: "설문 제출",
  viewSurvey: "설문 보기",
  record: "상담 기록",
  dialogTitle: "상담 기록",
  summaryRequired: "상담 내용을 입력해주세요.",
  summaryTooLong: `상담 내용은 ${CONSULTATION_SUMMARY_MAX.toLocaleString("ko-KR")}자 이내로 입력해주세요.`,
  tagInvalid: "목록에 있는 항목을 골라주세요.",
  complete: "주문 상태를 상담 완료로 변경",
  completeHint: "설문 완료 주문만 바뀌어요. 가족에게 알림이 갑니다.",
  save: "저장",
  saving: "저장 중...",
  saved: "상담 내용이 저장되었습니다.",
  savedAndCompleted: "상담 내용이 저장되었습니다. 주문이 상담 완료로 바뀌었어요.",
  saveFailed: "상담 내용 저장에 실패했습니다.",
  conflict: "그사이 주문 상태가 바뀌었습니다. 주문을 다시 확인하고 저장해주세요.",
  orderMissing: "주문을 찾을 수 없습니다.",
  history: "지난 상담 기록",
  historyEmpty: "아직 상담 기록이 없습니다.",
} as const;

// ---- Planner notes (the notes tab and the send dialog) --------------------------------------------

export const PLANNER_NOTE_MESSAGES = {
  tabTitle: "플래너 노트",
  tabLead: "주문 상태별로 가족에게 보내는 노트의 기본 문구예요. {name}은 고객 이름으로 바뀌고, 보내기 전에 주문마다 고칠 수 있어요.",
  button: "플래너 노트",
  dialogTitle: "플래너 노트 보내기",
  messageLabel: "보낼 메시지",
  messageRequired: "보낼 메시지를 입력해주세요.",
  messageTooLong: `메시지는 ${NOTE_MESSAGE_MAX.toLocaleString("ko-KR")}자 이내로 입력해주세요.`,
  send: "보내기",
  sending: "보내는 중...",
  sent: "플래너 노트를 보냈습니다.",
  sendFailed: "플래너 노트 전송에 실패했습니다.",
  noTemplate: "이 주문 상태에는 기본 문구가 없어요. 메시지를 직접 써주세요.",
  history: "보낸 노트",
  historyEmpty: "아직 보낸 노트가 없습니다.",
  templateLabel: "문구",
  templateFor: "주문에 보내는 노트",
  templateRequired: "템플릿 문구를 입력해주세요.",
  templateTooLong: `템플릿은 ${NOTE_MESSAGE_MAX.toLocaleString("ko-KR")}자 이내로 입력해주세요.`,
  templateSave: "저장",
  templateReset: "기본 문구로 되돌리기",
  templateSaved: "템플릿을 저장했습니다.",
  templateWasReset: "기본 문구로 되돌렸습니다.",
  templateFailed: "템플릿 저장에 실패했습니다.",
  templateDefault: "기본 문구",
  templateEdited: "수정됨",
} as const;
