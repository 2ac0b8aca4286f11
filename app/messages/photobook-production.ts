// The photobook tab's words (console tab 6, docs/decisions/0056-photobook-tab.md): what staff read,
// and what the family hears when its book ships (the notification, handed to the model; the 알림톡 is a registered template).
import type { ShippedWords } from "~/models/photobook/production.server";
import type { PhotobookStatus } from "~/vocabulary/statuses";

/** Every photobook status as staff read it; the dropdown has four (shipped is stored as shipping; docs/product.md). */
export const PHOTOBOOK_STAFF_STATUS_LABELS: Record<PhotobookStatus, string> = {
  draft: "사진 대기",
  designing: "디자인 중",
  proof: "시안 확인 중",
  revising: "시안 수정 중",
  ordered: "제작 준비",
  printing: "인쇄 중",
  shipping: "발송",
  delivered: "배송 완료",
  cancelled: "주문 취소",
};

export const PHOTOBOOK_TAB_MESSAGES = {
  title: "포토북 관리",
  statusUpdated: "포토북 상태가 업데이트되었습니다!",
  statusUpdateFailed: "포토북 상태 업데이트에 실패했습니다.",
  statusUnchanged: "이미 선택한 상태인 포토북이에요.",
  trackingTitle: "택배 정보 입력",
  trackingRequired: "택배사와 운송장 번호를 모두 입력해주세요.",
  trackingTooLong: "운송장 번호는 30자 이내로 입력해주세요.",
  carrierInvalid: "택배사를 목록에서 골라주세요.",
  trackingSaved: "택배 정보가 저장되었습니다!",
  trackingSaveFailed: "택배 정보 저장에 실패했습니다.",
  /** Under the tracking dialog's save: what saving does to a book still being made. */
  trackingMovesToShipping:
    "저장하면 포토북이 '발송' 상태가 되고, 고객에게 택배사와 운송장 번호를 알림과 카카오톡 알림톡(안 되면 문자)으로 한 번 알려드려요.",
  trackingTellsFamily: "저장하면 고객에게 택배사와 운송장 번호를 알림과 카카오톡 알림톡(안 되면 문자)으로 한 번 알려드려요.",
  trackingCorrection: "이미 안내한 운송장 번호를 고치면 고객 화면에 바로 보이지만, 알림톡이나 문자는 다시 보내지 않아요.",
  trackingBeforeProduction: "시안 승인 전의 포토북은 택배 정보를 입력할 수 없어요.",
  photobookMissing: "포토북을 찾을 수 없습니다. 목록에서 다시 선택해주세요.",
  carrierLabel: "택배사",
  carrierPlaceholder: "택배사 선택",
  numberLabel: "운송장 번호",
  numberHint: "숫자만 입력해주세요 (예: 123456789012)",
  save: "저장",
  saving: "저장 중...",
} as const;

/** What the models store when a book ships: the notification on the dashboard (the 알림톡 is a registered template). */
export const SHIPPED_WORDS: ShippedWords = {
  notification: (carrier, number) => `포토북이 출발했어요! ${carrier} 운송장 번호 ${number}로 배송 현황을 확인할 수 있어요.`,
};
