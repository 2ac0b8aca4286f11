// The session replays' words (decision 60: in Korean, as every screen
// is, the player's included).

export const REPLAY_MESSAGES = {
  title: "세션 리플레이",
  lead: "방문자의 화면을 입력값은 가린 채 다시 봐요. 재생할 때마다 열람 기록이 남아요.",
  total: "전체 세션",
  incompleteOnPage: "이 페이지의 미완료 세션",
  averageEvents: "세션당 평균 이벤트",
  averageHint: "조회 조건의 전체 세션 기준",
  filterLabel: "회원 ID",
  filterPlaceholder: "회원 ID로 찾기",
  apply: "적용",
  reset: "초기화",
  refresh: "새로고침",
  accessLog: "열람 기록",
  empty: "녹화된 세션이 없습니다",
  emptyForMember: "이 회원의 녹화된 세션이 없습니다",
  pastEnd: "이 페이지에는 세션이 없습니다.",
  firstPage: "첫 페이지로",
  previous: "이전",
  next: "다음",
  pageOf: (page: number, pages: number) => `${page} / ${pages} 페이지`,
  anonymous: "익명",
  complete: "완료",
  incomplete: "미완료",
  open: (session: string) => `세션 ${session} 재생`,
  columns: ["세션", "사용자", "시작", "길이", "화면 크기", "이벤트", "URL", "상태"] as const,
  // The player.
  dialogTitle: "세션 재생",
  needsJavaScript: "세션 재생에는 JavaScript가 필요합니다. 브라우저에서 JavaScript를 켠 뒤 다시 열어 주세요.",
  loading: (session: string) => `세션 ${session} 불러오는 중…`,
  loadFailed: "세션을 불러오지 못했습니다",
  notFound: "세션을 찾을 수 없습니다",
  noEvents: "재생할 수 있는 화면 기록이 없습니다",
  retry: "다시 시도",
  back: "목록으로 돌아가기",
  user: "사용자",
  date: "날짜",
  viewport: "화면 크기",
  events: "이벤트",
  url: "URL",
  playing: "재생 중",
  play: "재생",
  pause: "일시정지",
  back10: "10초 뒤로",
  forward10: "10초 앞으로",
  seek: "재생 위치",
  speed: "재생 속도",
  fullscreen: "전체 화면",
  exitFullscreen: "전체 화면 끝내기",
  recentEvents: "최근 이벤트",
  recentEventsHint: "최근 5초 동안의 마지막 15개",
  noRecentEvents: "최근 5초 동안 이벤트가 없습니다.",
  console: "콘솔",
  noConsole: "이 시점까지 콘솔 메시지가 없습니다.",
  network: "네트워크",
  noNetwork: "이 시점까지 네트워크 요청이 없습니다.",
  markers: (rage: number, errors: number) => `분노 클릭 ${rage}회 · 오류 ${errors}회`,
  rageMarker: "분노 클릭",
  errorMarker: "오류",
  // The access log.
  accessTitle: "리플레이 열람 기록",
  accessLead: "누가 어느 세션 녹화를 언제 열람하거나 삭제했는지 남겨요 (개인정보 보호법). 녹화가 지워져도 기록은 남아요.",
  accessEmpty: "아직 열람 기록이 없습니다.",
  accessColumns: ["시각", "직원", "작업", "세션", "대상 회원"] as const,
  accessActions: { view: "재생", delete: "삭제" } as Record<"view" | "delete", string>,
  deletedStaff: "(삭제된 계정)",
  deletedRecording: "(삭제됨)",
  // The member dialog.
  memberReplays: "세션 녹화 보기",
  deleteRecordings: "녹화 삭제",
  deleteNow: "모두 삭제",
  deleteConfirm: (name: string) => `${name} 회원의 세션 녹화를 모두 삭제할까요? 되돌릴 수 없습니다.`,
  deleted: (count: number) => (count > 0 ? `세션 녹화 ${count}건을 삭제했습니다.` : "삭제할 세션 녹화가 없습니다."),
  deleteFailed: "세션 녹화를 삭제하지 못했습니다. 다시 시도해 주세요.",
} as const;

/** An rrweb event's kind as the recent-events panel names it. */
export function replayEventLabel(type: number, source?: number, tag?: string): string {
  if (type === 2) return "화면 전체 기록";
  if (type === 4) return "페이지 정보";
  if (type === 5) return tag === "error" ? "오류" : tag === "network" ? "네트워크" : "사용자 이벤트";
  if (type === 6) return "콘솔";
  if (type === 3) {
    switch (source) {
      case 0:
        return "화면 변경";
      case 1:
      case 6:
        return "마우스 이동";
      case 2:
        return "클릭·터치";
      case 3:
        return "스크롤";
      case 4:
        return "창 크기 변경";
      case 5:
        return "입력";
      default:
        return "상호작용";
    }
  }
  return "기타";
}

/** A duration in milliseconds as 분:초 (1:05). */
export function formatReplayTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
