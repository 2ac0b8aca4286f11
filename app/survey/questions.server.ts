// The travel survey 'The 60% Blueprint' (spec 2 §2.6): 25 questions in five parts, one per screen.
// Every answer key of spec 2 §3 is asked once; the back office reads the answers by these keys.

export const SURVEY_ANSWER_KEYS = [
  "departure",
  "travelDates",
  "dateUndecided",
  "familyMembers",
  "transportation",
  "totalBudget",
  "travelReason",
  "valuePriority",
  "budgetInvest",
  "budgetSave",
  "dailyEnergy",
  "wakeUpTime",
  "bedTime",
  "napTime",
  "maxDrivingTime",
  "maxTravelDistance",
  "accommodationType",
  "accommodationLocation",
  "diningStyle",
  "foodRestrictions",
  "activityType",
  "weatherBackup",
  "childInterest",
  "parentWish",
  "photoStyle",
  "finalMessage",
] as const;
export type SurveyAnswerKey = (typeof SURVEY_ANSWER_KEYS)[number];

export interface SurveyOption {
  value: string;
  label: string;
  /** A button with an input: picking it asks for a few words (stored as inputs.detail); shown as '… (직접 입력)'. */
  withInput?: boolean;
}

interface QuestionBase {
  /** The answer key this screen fills (dates also fill dateUndecided). */
  key: SurveyAnswerKey;
  part: 1 | 2 | 3 | 4 | 5;
  title: string;
  help?: string;
  required: boolean;
}

export type SurveyQuestion = QuestionBase &
  (
    | { type: "district" }
    | { type: "dates" }
    | { type: "family" }
    | { type: "select"; options: SurveyOption[] }
    /** `exclusive`: an option that cannot be combined with others ('none'). */
    | { type: "checkbox"; options: SurveyOption[]; exclusive?: string }
    | { type: "budget" }
    | { type: "ranking"; options: SurveyOption[]; ranks: 2 | 3 }
    | { type: "energy" }
    | { type: "text"; placeholder: string; maxLength: number }
  );

export const SURVEY_PARTS: Record<SurveyQuestion["part"], string> = {
  1: "우리 가족 여행의 기본",
  2: "이번 여행의 이유",
  3: "우리 가족의 하루 리듬",
  4: "숙소 · 식사 · 활동 취향",
  5: "아이와 부모의 마음",
};

const OTHER: SurveyOption = { value: "other", label: "기타", withInput: true };

const SPENDING: SurveyOption[] = [
  { value: "accommodation", label: "숙소" },
  { value: "food", label: "식사" },
  { value: "activity", label: "체험 · 액티비티" },
  { value: "transport", label: "이동 편의" },
  { value: "shopping", label: "기념품 · 쇼핑" },
  { value: "photo", label: "사진 촬영" },
];

export const SURVEY_QUESTIONS: SurveyQuestion[] = [
  // Part 1
  {
    key: "departure",
    part: 1,
    type: "district",
    required: true,
    title: "어디에서 출발하시나요?",
    help: "시·군·구를 검색해서 골라주세요. 이동 시간을 계산할 때 써요.",
  },
  {
    key: "travelDates",
    part: 1,
    type: "dates",
    required: true,
    title: "여행 날짜가 정해졌나요?",
    help: "아직 정하지 않았다면 '아직 정하지 않았어요'를 골라주세요. 상담에서 함께 정해요.",
  },
  {
    key: "familyMembers",
    part: 1,
    type: "family",
    required: true,
    title: "함께 떠나는 가족을 알려주세요",
    help: "프로필의 가족 구성을 불러왔어요. 이번 여행에 함께하는 가족만 남겨주세요.",
  },
  {
    key: "transportation",
    part: 1,
    type: "select",
    required: true,
    title: "주로 무엇으로 이동하실 건가요?",
    options: [
      { value: "car", label: "자가용" },
      { value: "rental", label: "렌터카" },
      { value: "train", label: "기차 · 고속버스" },
      { value: "public", label: "현지 대중교통 · 택시" },
      OTHER,
    ],
  },
  {
    key: "totalBudget",
    part: 1,
    type: "budget",
    required: true,
    title: "이번 여행의 총 예산은 얼마인가요?",
    help: "숙박 · 식사 · 체험을 모두 더한 금액을 만 원 단위로, 5만 원 단위로 적어주세요.",
  },
  // Part 2
  {
    key: "travelReason",
    part: 2,
    type: "select",
    required: true,
    title: "이번 여행을 떠나는 가장 큰 이유는 무엇인가요?",
    options: [
      { value: "rest", label: "온 가족 휴식과 재충전" },
      { value: "experience", label: "아이에게 새로운 경험을 주고 싶어요" },
      { value: "anniversary", label: "기념일 · 특별한 날" },
      { value: "bonding", label: "가족이 더 가까워지는 시간" },
      { value: "learning", label: "배움이 있는 여행" },
      OTHER,
    ],
  },
  {
    key: "valuePriority",
    part: 2,
    type: "ranking",
    ranks: 3,
    required: true,
    title: "이번 여행에서 중요한 것을 1~3순위로 골라주세요",
    options: [
      { value: "rest", label: "편안한 휴식" },
      { value: "experience", label: "아이의 체험" },
      { value: "food", label: "맛있는 음식" },
      { value: "photo", label: "사진 · 추억 남기기" },
      { value: "nature", label: "자연 속 시간" },
      { value: "value", label: "가성비" },
      { value: "learning", label: "배움" },
    ],
  },
  {
    key: "budgetInvest",
    part: 2,
    type: "checkbox",
    required: true,
    title: "돈을 더 쓰더라도 투자하고 싶은 곳은 어디인가요?",
    help: "여러 개를 골라도 좋아요.",
    options: SPENDING,
  },
  {
    key: "budgetSave",
    part: 2,
    type: "checkbox",
    required: true,
    title: "반대로 아끼고 싶은 곳은 어디인가요?",
    help: "여러 개를 골라도 좋아요.",
    options: SPENDING,
  },
  // Part 3
  {
    key: "dailyEnergy",
    part: 3,
    type: "energy",
    required: true,
    title: "하루 에너지를 어떻게 나눠 쓰시나요?",
    help: "아침 · 오후 · 저녁에 쓰고 싶은 체력을 합계 100%가 되게 나눠주세요.",
  },
  {
    key: "wakeUpTime",
    part: 3,
    type: "select",
    required: true,
    title: "아이는 보통 몇 시에 일어나나요?",
    options: [
      { value: "before_6", label: "6시 이전" },
      { value: "6_7", label: "6시 ~ 7시" },
      { value: "7_8", label: "7시 ~ 8시" },
      { value: "after_8", label: "8시 이후" },
    ],
  },
  {
    key: "bedTime",
    part: 3,
    type: "select",
    required: true,
    title: "아이는 보통 몇 시에 잠드나요?",
    options: [
      { value: "before_20", label: "저녁 8시 이전" },
      { value: "20_21", label: "8시 ~ 9시" },
      { value: "21_22", label: "9시 ~ 10시" },
      { value: "after_22", label: "10시 이후" },
    ],
  },
  {
    key: "napTime",
    part: 3,
    type: "select",
    required: true,
    title: "낮잠 시간이 있나요?",
    options: [
      { value: "none", label: "낮잠을 자지 않아요" },
      { value: "morning", label: "오전에 잠깐 자요" },
      { value: "after_lunch", label: "점심 직후 (12시 ~ 2시)" },
      { value: "afternoon", label: "오후 늦게 (2시 ~ 4시)" },
      { value: "in_car", label: "이동하는 차에서 자요" },
    ],
  },
  {
    key: "maxDrivingTime",
    part: 3,
    type: "select",
    required: true,
    title: "한 번에 이동해도 괜찮은 최대 시간은요?",
    options: [
      { value: "30m", label: "30분 이내" },
      { value: "1h", label: "1시간 이내" },
      { value: "2h", label: "2시간 이내" },
      { value: "3h_plus", label: "3시간 이상도 괜찮아요" },
    ],
  },
  {
    key: "maxTravelDistance",
    part: 3,
    type: "select",
    required: true,
    title: "출발지에서 여행지까지 어디까지 괜찮으세요?",
    options: [
      { value: "100km", label: "100km 이내 (근교)" },
      { value: "200km", label: "200km 이내" },
      { value: "300km", label: "300km 이내" },
      { value: "any", label: "거리는 상관없어요" },
    ],
  },
  // Part 4
  {
    key: "accommodationType",
    part: 4,
    type: "ranking",
    ranks: 2,
    required: true,
    title: "선호하는 숙소를 1~2순위로 골라주세요",
    options: [
      { value: "hotel", label: "호텔" },
      { value: "resort", label: "리조트" },
      { value: "pension", label: "펜션 · 풀빌라" },
      { value: "hanok", label: "한옥 스테이" },
      { value: "glamping", label: "글램핑 · 캠핑" },
      { value: "residence", label: "콘도 · 레지던스" },
    ],
  },
  {
    key: "accommodationLocation",
    part: 4,
    type: "select",
    required: true,
    title: "숙소는 어디쯤이면 좋을까요?",
    options: [
      { value: "near_sights", label: "관광지 가까이" },
      { value: "quiet_nature", label: "조용한 자연 속" },
      { value: "near_station", label: "역 · 터미널 근처" },
      { value: "seaside", label: "바다 앞" },
      OTHER,
    ],
  },
  {
    key: "diningStyle",
    part: 4,
    type: "ranking",
    ranks: 2,
    required: true,
    title: "식사는 어떤 스타일이 좋으세요? 1~2순위로 골라주세요",
    options: [
      { value: "local", label: "지역 맛집 탐방" },
      { value: "kids_menu", label: "아이 메뉴가 있는 식당" },
      { value: "quick", label: "빠르고 간편하게" },
      { value: "cook", label: "숙소에서 직접 요리" },
      { value: "cafe", label: "분위기 좋은 카페 · 브런치" },
    ],
  },
  {
    key: "foodRestrictions",
    part: 4,
    type: "checkbox",
    exclusive: "none",
    required: true,
    title: "알레르기나 피해야 할 음식이 있나요?",
    options: [
      { value: "none", label: "없어요" },
      { value: "spicy", label: "매운 음식" },
      { value: "seafood", label: "해산물" },
      { value: "nuts", label: "견과류" },
      { value: "dairy_egg", label: "유제품 · 달걀" },
      OTHER,
    ],
  },
  {
    key: "activityType",
    part: 4,
    type: "ranking",
    ranks: 2,
    required: true,
    title: "아이가 좋아할 활동을 1~2순위로 골라주세요",
    options: [
      { value: "nature", label: "자연 체험 (숲 · 바다)" },
      { value: "animals", label: "동물 만나기" },
      { value: "museum", label: "박물관 · 과학관" },
      { value: "play", label: "놀이공원 · 키즈카페" },
      { value: "craft", label: "만들기 체험" },
      { value: "water", label: "물놀이" },
    ],
  },
  {
    key: "weatherBackup",
    part: 4,
    type: "select",
    required: true,
    title: "비가 오거나 너무 더우면 어떻게 할까요?",
    options: [
      { value: "indoor", label: "실내 체험으로 바꿔주세요" },
      { value: "rest", label: "숙소에서 쉬어갈래요" },
      { value: "keep", label: "우비 입고 그대로 가요" },
      { value: "expert", label: "전문가에게 맡길게요" },
    ],
  },
  // Part 5
  {
    key: "childInterest",
    part: 5,
    type: "checkbox",
    required: true,
    title: "요즘 아이가 푹 빠진 것은 무엇인가요?",
    help: "미션과 이야기를 아이 관심사에 맞춰 만들어요.",
    options: [
      { value: "dinosaurs", label: "공룡" },
      { value: "vehicles", label: "자동차 · 기차" },
      { value: "animals", label: "동물" },
      { value: "characters", label: "공주 · 캐릭터" },
      { value: "science", label: "과학 · 우주" },
      { value: "sports", label: "운동 · 몸놀이" },
      { value: "art", label: "그림 · 만들기" },
      OTHER,
    ],
  },
  {
    key: "parentWish",
    part: 5,
    type: "text",
    required: false,
    title: "이번 여행에서 부모님이 바라는 한 가지는요?",
    placeholder: "예: 아이가 처음 보는 바다에서 마음껏 뛰어놀았으면 해요",
    maxLength: 500,
  },
  {
    key: "photoStyle",
    part: 5,
    type: "select",
    required: false,
    title: "어떤 사진을 남기고 싶으세요?",
    options: [
      { value: "snapshot", label: "자연스러운 일상 스냅" },
      { value: "family", label: "온 가족 단체 사진" },
      { value: "scenery", label: "풍경 위주" },
      { value: "kids", label: "아이 중심" },
      { value: "not_important", label: "사진은 중요하지 않아요" },
    ],
  },
  {
    key: "finalMessage",
    part: 5,
    type: "text",
    required: false,
    title: "마지막으로 전문가에게 남기고 싶은 말이 있나요?",
    placeholder: "예: 아이가 차멀미를 해서 이동은 짧을수록 좋아요",
    maxLength: 1000,
  },
];

export const SURVEY_TOTAL = SURVEY_QUESTIONS.length;

/** Question `step` (1-based), or undefined when out of range. */
export function surveyQuestion(step: number): SurveyQuestion | undefined {
  return Number.isInteger(step) ? SURVEY_QUESTIONS[step - 1] : undefined;
}

/** The answer keys a question's screen fills. */
export function questionKeys(question: SurveyQuestion): SurveyAnswerKey[] {
  return question.type === "dates" ? ["travelDates", "dateUndecided"] : [question.key];
}

export const DEFAULT_DAILY_ENERGY: [number, number, number] = [30, 50, 20];
