// The Korean words of the plan's offline copy (docs/decisions/0078-plan-offline.md).

export const OFFLINE_MESSAGES = {
  /** '저장된 계획을 보고 있어요 · 3시간 전 저장' */
  savedCopy: (ago: string) => `저장된 계획을 보고 있어요 · ${ago} 저장`,
  savedCopyHint: "인터넷에 연결되면 최신 계획을 불러와요. 결제와 예약은 연결된 뒤에 할 수 있어요.",
  justNow: "방금",
  kept: "이 여행 계획은 인터넷 연결이 없어도 이 휴대폰에서 열 수 있어요.",
  waiting: (count: number) => `전송 대기 중인 미션 ${count}개`,
  waitingHint: "인터넷에 연결되면 자동으로 보내요. 사진은 연결된 뒤에 올려 주세요.",
  refused: (titles: string) => `보내지 못한 미션이 있어요: ${titles}. 미션이 바뀌었는지 확인해 주세요.`,
  needsConnection: "인터넷 연결이 필요해요. 결제와 예약, 공유 링크는 연결된 뒤에 할 수 있어요.",
} as const;
