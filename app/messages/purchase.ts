// The Korean sentences of the product screen's purchase form.
export const PURCHASE_MESSAGES = {
  regionRequired: "지역을 선택해주세요",
  durationRequired: "여행 기간을 선택해주세요",
  /** The order could not be saved (the database, the catalogue): the choice stays on the screen. */
  orderFailed: "결제 요청 중 오류가 발생했습니다. 다시 시도해주세요.",
} as const;
