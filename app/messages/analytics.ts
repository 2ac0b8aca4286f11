// The analytics tab's words (docs/decisions/0058-analytics-tab.md). The models store codes; these are
// what staff read.
import type { FunnelStep } from "~/models/analytics/report.server";

export const ANALYTICS_MESSAGES = {
  title: "방문 분석",
  lead: "서버가 센 페이지 조회(자바스크립트 없이 본 방문 포함)와 브라우저 추적기가 보낸 이벤트로 만든 통계입니다. 추적 거부(GPC, Do Not Track)를 켠 방문자의 클릭·스크롤은 포함되지 않아요.",
  range: (days: number) => `최근 ${days}일`,
  empty: "이 기간에는 기록된 방문이 없어요. 방문자가 페이지를 열면 여기에 보여요.",
  dailyTitle: "일별 방문자와 세션",
  funnelTitle: "구매 퍼널",
  funnelNote: "방문자 수는 하루 단위 방문자 키 기준이고, 결제 완료는 이 기간에 결제된 주문 수입니다.",
  pagesTitle: "많이 본 페이지",
  referrersTitle: "유입 사이트",
  campaignsTitle: "UTM 캠페인",
  devicesTitle: "기기",
  browsersTitle: "브라우저",
  systemsTitle: "운영체제",
  visitsTitle: "이탈과 참여",
  rageTitle: "분노 클릭이 많은 곳",
  interestTitle: "오래 머문 구역",
  interestNote: "화면에 5초 넘게 머문 구역이에요. 세션은 그 구역을 5초 넘게 본 세션 수, 평균은 세션마다 가장 오래 본 시간의 평균이에요.",
  none: "아직 없어요.",
} as const;

export const FUNNEL_LABELS: Record<FunnelStep["step"], string> = {
  landing: "첫 화면",
  product: "상품 보기",
  checkout: "결제 화면",
  paid: "결제 완료",
};

/**
 * The sections pages mark for interest areas (`data-section`, decision 57), as staff read them. A
 * page's markup names them with `SectionName`, so a new one gets its words here.
 */
export const SECTION_LABELS = {
  hero: "첫 화면 소개",
  "pain-points": "여행 준비의 어려움",
  steps: "이용 방법",
  "sample-plan": "샘플 플랜",
  "trip-selection": "여행 선택",
  "region-request": "지역 오픈 알림",
  "photobook-promo": "포토북 소개",
  features: "상품 특징",
  sample: "플랜 예시 그림",
  durations: "여행 기간 선택",
  included: "포함된 내용",
  "planner-note": "플래너 노트",
  storyboard: "일정",
  missions: "미션",
  bookings: "예약",
  "photobook-progress": "포토북 제작 현황",
  feedback: "여행 후기",
  share: "함께 보기",
} as const;

export type SectionName = keyof typeof SECTION_LABELS;

/** A section's name as staff read it (an unknown one as it is). */
export function sectionLabel(name: string): string {
  return (SECTION_LABELS as Record<string, string>)[name] ?? name;
}

const DEVICE_LABELS: Record<string, string> = { mobile: "휴대폰", tablet: "태블릿", desktop: "데스크톱", other: "기타" };

/** A device type, browser or OS code as staff read it. */
export function deviceLabel(code: string): string {
  return DEVICE_LABELS[code] ?? code;
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : "-";
}
