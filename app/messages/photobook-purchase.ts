// The Korean sentences of the photobook's landing and shipping dialog (/photobook/default), and of the
// dashboard card's cancellation.
export const PHOTOBOOK_PURCHASE_MESSAGES = {
  /** One sentence for any of the three missing. */
  required: "받는 분 성함, 연락처, 주소는 필수 항목입니다.",
  phoneInvalid: "연락처를 정확히 입력해주세요. (예: 010-1234-5678)",
  postalCodeInvalid: "우편번호 5자리를 입력해주세요.",
  tooLong: "입력한 내용이 너무 깁니다.",
  cancelled: "포토북 주문이 취소되었습니다. 결제 금액은 전액 환불됩니다.",
} as const;
