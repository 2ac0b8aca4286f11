// The Korean sentences of the member's profile: sign-up completion's name and contact.
export const PROFILE_MESSAGES = {
  nameRequired: "이름을 입력해주세요",
  nameTooLong: "이름은 30자 이내로 입력해주세요",
  phoneRequired: "연락처를 입력해주세요",
  phoneInvalid: "올바른 연락처를 입력해주세요",
  failure: "회원가입 완료 중 오류가 발생했습니다. 다시 시도해주세요.",
  welcome: "가입이 완료되었습니다. 환영해요!",
} as const;
