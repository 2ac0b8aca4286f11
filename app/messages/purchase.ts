// The Korean sentences of the product screen's purchase form.
export const PURCHASE_MESSAGES = {
  regionRequired: "지역을 선택해주세요",
  durationRequired: "여행 기간을 선택해주세요",
} as const;
