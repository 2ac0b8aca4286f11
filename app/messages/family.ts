// The Korean sentences of the family builder (sign-up and the survey's family question).
export const FAMILY_MESSAGES = {
  typeRequired: "가족 구성원을 선택해주세요",
  ageRequired: "나이를 입력해주세요",
  ageInvalid: "나이는 0에서 120 사이의 숫자로 입력해주세요",
  otherLabelRequired: "기타 관계는 관계명을 입력해주세요 (예: 삼촌, 이모)",
  labelTooLong: "관계명은 20자 이내로 입력해주세요",
  tooMany: "가족은 최대 20명까지 추가할 수 있어요",
} as const;
