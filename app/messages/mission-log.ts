// The Korean words of the family's mission log, its celebration and the trip album
// (docs/decisions/0051-mission-log.md).
import { MISSION_NOTE_MAX, MISSION_PHOTO_MAX } from "~/vocabulary/missions";

// The tab's words and the server's answers apart, so the tab's script carries only what it shows (the
// celebration's words are in mission-celebration.ts, fetched with the uploader).

export const MISSION_MESSAGES = {
  summaryTotal: "전체 미션",
  summaryCompleted: "완료한 미션",
  summaryPoints: "획득 포인트",
  todo: "진행할 미션",
  done: "완료한 미션",
  empty: "아직 미션이 없어요",
  noneDone: "아직 완료한 미션이 없어요.",
  allDone: "모든 미션을 완료했어요!",
  points: (n: number) => `${n.toLocaleString("ko-KR")}포인트`,
  earned: (n: number) => `+${n.toLocaleString("ko-KR")}포인트`,
  pointsOf: (earned: number, total: number) => `${earned.toLocaleString("ko-KR")} / ${total.toLocaleString("ko-KR")}`,
  hint: "힌트",
  location: "장소",
  open: "미션 완료하기",
  note: "한마디 남기기 (선택)",
  notePlaceholder: "오늘의 미션은 어땠나요?",
  photos: `인증 사진 (선택, 최대 ${MISSION_PHOTO_MAX}장)`,
  photosHint: `JPG·PNG·WEBP, ${MISSION_PHOTO_MAX}장까지 올라가요.`,
  chosen: "고른 사진",
  proof: "인증 사진",
  remove: "빼기",
  removeLabel: (n: number) => `${n}번째 사진 빼기`,
  complete: "미션 완료",
  completedAt: (at: string) => `${at} 완료`,
  photoAlt: (title: string, n: number) => `${title} 인증 사진 ${n}`,
  albumTitle: "우리 가족 여행 앨범",
  albumHint: "완료한 미션의 사진이에요. 가족과 플래너만 볼 수 있어요.",
} as const;

/** The mission route's answers (toasts, and the fetcher's message). */
export const MISSION_ANSWERS = {
  completed: (points: number) => `미션 완료! ${points.toLocaleString("ko-KR")}포인트를 얻었어요.`,
  already: "이미 완료한 미션이에요.",
  notFound: "미션을 찾을 수 없어요. 새로고침 후 다시 시도해주세요.",
  noteTooLong: `한마디는 ${MISSION_NOTE_MAX}자 이내로 남겨주세요.`,
  dropped: (count: number) => `사진은 ${MISSION_PHOTO_MAX}장까지라서 ${count}장은 빼고 저장했어요.`,
  removed: "사진을 뺐어요.",
  removeFailed: "이미 완료한 미션의 사진은 뺄 수 없어요.",
} as const;
