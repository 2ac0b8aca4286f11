// The Korean sentences of the survey: each rule's message, and what the survey model's
// result codes mean to the member. Server-side only in practice: a screen that shows one of these
// gets it from its loader (the energy widget's warning comes with its values).
import { SURVEY_RULES, type SubmitRefusal, type SurveyAccessState, type SurveyRule } from "~/vocabulary/survey";

/** The energy widget's warning, shown by its running total too (the only one a component imports). */
export const ENERGY_SUM_WARNING = "합계가 100%가 되도록 조정해주세요";

export const SURVEY_MESSAGES = {
  noOrder: "주문 정보를 찾을 수 없습니다. 잠시 후 다시 시도해주세요.",
  waiting: "주문을 확인하고 있습니다. 곧 설문 링크를 보내드릴게요!",
  alreadySubmitted: "이미 제출한 설문이에요. 24시간 안에 전문가가 메신저로 연락드릴게요.",
  submitted: "설문이 제출되었어요. 24시간 이내에 전문가가 연락드릴게요.",
  select: "하나를 선택해주세요",
  checkbox: "하나 이상 선택해주세요",
  exclusive: "'없어요'는 다른 항목과 함께 고를 수 없어요",
  detail: "내용을 입력해주세요",
  detailTooLong: "100자 이내로 입력해주세요",
  family: "가족 구성원을 한 명 이상 추가해주세요",
  ranking: (ranks: number) => `1~${ranks}순위를 서로 다른 항목으로 모두 골라주세요`,
  budgetRequired: "예산을 입력해주세요",
  budgetNumber: "숫자만 입력해주세요 (만 원 단위)",
  budgetMin: "예산은 최소 5만 원 이상 입력해주세요",
  budgetMultiple: "5의 배수로 입력해주세요",
  budgetMax: "예산을 다시 확인해주세요 (최대 10억 원)",
  energyRange: "각 시간대는 0에서 100 사이로 입력해주세요",
  energySum: ENERGY_SUM_WARNING,
  departure: "출발지를 검색해서 목록에서 골라주세요",
  datesRequired: "여행 날짜를 고르거나 '아직 정하지 않았어요'를 선택해주세요",
  datesPast: "오늘 이후 날짜를 골라주세요",
  datesOrder: "돌아오는 날은 떠나는 날과 같거나 그 뒤여야 해요",
  datesTooLong: "여행 기간은 30일 이내로 골라주세요",
  textTooLong: (max: number) => `${max}자 이내로 입력해주세요`,
  missing: "답하지 않은 필수 질문이 있어요. 해당 질문으로 이동했어요.",
  closed: "설문을 제출할 수 없는 주문이에요. 주문 상태를 확인해주세요.",
  submitFailed: "설문 제출에 실패했습니다. 다시 시도해주세요.",
} as const;

/** What the intro says for a survey that cannot be answered yet (or at all). */
export function surveyAccessMessage(state: Exclude<SurveyAccessState, "open">): string {
  if (state === "waiting") return SURVEY_MESSAGES.waiting;
  if (state === "submitted") return SURVEY_MESSAGES.alreadySubmitted;
  return SURVEY_MESSAGES.noOrder;
}

/** Why a submit was refused. */
export function surveySubmitMessage(reason: SubmitRefusal): string {
  return reason === "missing" ? SURVEY_MESSAGES.missing : SURVEY_MESSAGES.closed;
}

/**
 * The sentence of a survey rule a question's schema names (app/vocabulary/survey.ts), with the limit
 * of the question it names; anything else (a message of zod's own) as it came.
 */
export function surveyRuleMessage(message: string, question: { ranks?: number; maxLength?: number }): string {
  if (!(SURVEY_RULES as readonly string[]).includes(message)) return message;
  const rule = message as SurveyRule;
  if (rule === "ranking") return SURVEY_MESSAGES.ranking(question.ranks ?? 0);
  if (rule === "textTooLong") return SURVEY_MESSAGES.textTooLong(question.maxLength ?? 0);
  return SURVEY_MESSAGES[rule];
}
