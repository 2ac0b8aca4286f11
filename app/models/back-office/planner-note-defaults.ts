// The first wording of each status's planner-note template: content, not a screen message. Staff
// replace it on the notes tab (a saved template wins), and a sent note stores it as its text (the plan's
// sending does so with no screen in between), so it lives with the model that stores it, as the survey's
// questions live in questions.json. `{name}` is the customer's name.
import type { PlannerNoteStatus } from "../../vocabulary/planner-note-rules";

export const PLANNER_NOTE_DEFAULTS: Record<PlannerNoteStatus, string> = {
  survey_complete:
    "{name}님, 안녕하세요! 패밀리트립 여행 플래너입니다. 정성껏 작성해주신 설문 잘 받았어요. 가족분들의 취향과 아이의 컨디션을 꼼꼼히 살펴보고, 곧 카카오톡으로 상담 연락을 드릴게요.",
  consultation_complete:
    "{name}님, 상담에 함께해주셔서 감사합니다. 나눠주신 이야기를 바탕으로 우리 가족만을 위한 여행 플랜을 만들고 있어요. 완성되는 대로 바로 알려드릴게요!",
  plan_sent:
    "{name}님, 기다려주셔서 감사합니다! 우리 가족 맞춤 여행 플랜이 완성되었어요. 천천히 살펴보시고 궁금한 점은 언제든 편하게 말씀해주세요. 즐겁고 안전한 여행 되세요.",
};
