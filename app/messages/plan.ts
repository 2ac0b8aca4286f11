// The Korean words of the family's plan page, its share links and the after-trip feedback
// (docs/decisions/0037-family-plan-page.md, 0038-plan-share-links-calendar-feedback.md).

export const PLAN_PAGE_MESSAGES = {
  loading: "여행 계획을 불러오는 중...",
  notFound: "여행 계획을 찾을 수 없습니다.",
  loadFailed: "여행 계획을 불러오는데 실패했습니다.",
  backToList: "목록으로 돌아가기",
  editMode: "편집 모드",
  noSchedule: "등록된 일정이 없습니다.",
  shareCreated: "공유 링크를 만들었어요. 주소를 복사해 가족에게 보내주세요.",
  shareRevoked: "공유 링크를 해제했어요. 이 주소로는 더 이상 볼 수 없어요.",
  shareTooMany: "공유 링크는 최대 5개까지 만들 수 있어요. 쓰지 않는 링크를 먼저 해제해주세요.",
  shareAlreadyRevoked: "이미 해제된 공유 링크입니다.",
  feedbackSaved: "소중한 후기 감사합니다! 이제 여행의 추억을 포토북으로 남겨보세요.",
  feedbackAlready: "이미 여행 완료와 후기를 남기셨어요.",
  feedbackNotOpen: "여행이 시작된 뒤에 여행 완료와 후기를 남길 수 있어요.",
  feedbackFailed: "후기를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.",
  // The family's switch for the trip album on share links (its toasts: SHARE_PHOTO_TOASTS).
  sharePhotosButton: (on: boolean) => (on ? "공유 링크에서 앨범 사진 숨기기" : "공유 링크에 앨범 사진도 보여주기"),
} as const;

/** The KakaoTalk share button's words in the browser (decision 74). */
export const SHARE_KAKAO_MESSAGES = {
  button: "카카오톡으로 공유",
  copied: "링크가 복사되었어요",
  /** Neither KakaoTalk, the share sheet nor the clipboard answered: the address is selected. */
  copyByHand: "링크를 길게 눌러 복사해주세요.",
  /** The share page's own address, labelled. */
  linkLabel: "이 여행 계획의 주소",
} as const;

/** The share button's words the server picks (apart, so the page's script does not carry them). */
export const SHARE_KAKAO_SERVER_WORDS = {
  /** No link yet: the button's post made one (with JavaScript, the next press sends it). */
  linkMade: "공유 링크를 만들었어요. 버튼을 한 번 더 누르거나 아래 주소를 복사해 보내주세요.",
  /** Without JavaScript the button cannot open KakaoTalk: the address is right below it. */
  copyBelow: "아래 공유 링크를 복사해 카카오톡으로 보내주세요.",
  /** The message's button, which opens the shared plan. */
  openButton: "여행 계획 보기",
  /** The preview's text (link previews and the message): how long the trip is, no one's name. */
  description: (days: number) =>
    days > 0 ? `${days}일 동안의 가족 여행 일정이에요. 로그인 없이 볼 수 있어요.` : "가족 여행 일정이에요. 로그인 없이 볼 수 있어요.",
} as const;

export const FEEDBACK_FORM_MESSAGES = {
  ratingRequired: "별점을 선택해주세요.",
  ratingRange: "별점은 1점부터 5점까지 선택할 수 있어요.",
  commentRequired: "여행 후기를 입력해주세요.",
  commentTooLong: "여행 후기는 1000자 이내로 입력해주세요.",
} as const;

/** The server's answers to the album switch (apart, so the page's script does not carry them). */
export const SHARE_PHOTO_TOASTS = {
  on: "이제 공유 링크에서 여행 앨범 사진도 보여요.",
  off: "공유 링크에서 여행 앨범 사진을 숨겼어요.",
} as const;
