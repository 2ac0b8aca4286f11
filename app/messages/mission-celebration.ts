// The celebration's words (app/components/plan/MissionCompleter.tsx, fetched only when the family
// opens a mission): the family's first, third and any other completed mission.
export const CELEBRATION_MESSAGES = {
  title: "미션 완료!",
  message: (ordinal: number) =>
    ordinal === 1
      ? "첫 번째 미션 성공! 멋진 출발이에요. 우리 가족의 모험이 시작됐어요!"
      : ordinal === 3
        ? "벌써 세 번째 미션 완료! 함께라서 더 즐거운 여행이에요."
        : "미션 완료! 오늘도 소중한 추억이 하나 더 쌓였어요.",
  completing: "완료하는 중...",
} as const;
