// The Korean sentences of the landing page's region request form (its checks and its answers).
export const REGION_REQUEST_MESSAGES = {
  required: "모든 항목을 입력해주세요",
  invalidPhone: "올바른 연락처를 입력해주세요",
  success: "신청이 완료되었습니다! 곧 연락드리겠습니다.",
  failure: "신청 중 오류가 발생했습니다",
  tooMany: "신청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  nameTooLong: "지역명은 100자 이내로 입력해주세요",
} as const;
