// The 알림톡 templates, as registered with Kakao through NHN Cloud's console (docs/decisions/0072-alimtalk-outbox.md).
// A 알림톡 is sent by its template code and the values of its variables (`#{이름}`); Kakao refuses a
// message whose text differs from the registered one, so each text below is the registration itself,
// kept here word for word, and the models fill it in to store what the family reads (and what a text
// message says in its place when the 알림톡 cannot go). Every template is a service message (정보성,
// 기본형) about the family's own order or request: nothing here advertises, and no template may.
//
// Kept on the ground floor: the models fill the texts in, and the sandbox checks a message against
// its registration.

/** The moments a family hears about by 알림톡 (each one a staff action, or a region opened). */
export const ALIMTALK_MOMENTS = ["plan_ready", "planner_note", "photobook_proof", "photobook_shipped", "region_opened"] as const;
export type AlimtalkMoment = (typeof ALIMTALK_MOMENTS)[number];

export interface AlimtalkTemplate {
  /** The template code registered with the sender profile (at most 20 characters). */
  code: string;
  /** The template's name in the console. */
  name: string;
  /** Its variables, in the order they appear. */
  variables: readonly string[];
  /** The registered text, variables written `#{이름}`. */
  text: string;
}

export const ALIMTALK_TEMPLATES = {
  plan_ready: {
    code: "FT_PLAN_READY_01",
    name: "여행 플랜 완성 안내",
    variables: ["고객명", "여행명"],
    text: [
      "[패밀리트립] 여행 플랜 완성 안내",
      "",
      "#{고객명}님, '#{여행명}' 여행 플랜이 완성되었어요.",
      "날짜별 일정과 미션은 패밀리트립 > 내 활동에서 확인할 수 있어요.",
    ].join("\n"),
  },
  planner_note: {
    code: "FT_PLANNER_NOTE_01",
    name: "플래너 노트 도착 안내",
    variables: ["고객명", "여행명"],
    text: [
      "[패밀리트립] 플래너 노트 도착 안내",
      "",
      "#{고객명}님, '#{여행명}'에 플래너 노트가 도착했어요.",
      "패밀리트립 > 내 활동의 여행 카드에서 확인해 주세요.",
    ].join("\n"),
  },
  photobook_proof: {
    code: "FT_PB_PROOF_01",
    name: "포토북 시안 확인 요청",
    variables: ["고객명", "회차", "기한"],
    text: [
      "[패밀리트립] 포토북 시안 확인 요청",
      "",
      "#{고객명}님, 포토북 #{회차}차 시안이 도착했어요.",
      "#{기한}까지 승인하거나 수정을 요청해 주세요. 그때까지 답이 없으면 시안대로 제작돼요.",
    ].join("\n"),
  },
  photobook_shipped: {
    code: "FT_PB_SHIPPED_01",
    name: "포토북 발송 안내",
    variables: ["고객명", "택배사", "운송장번호"],
    text: [
      "[패밀리트립] 포토북 발송 안내",
      "",
      "#{고객명}님, 포토북이 출발했어요!",
      "택배사: #{택배사}",
      "운송장 번호: #{운송장번호}",
    ].join("\n"),
  },
  region_opened: {
    code: "FT_REGION_OPEN_01",
    name: "지역 오픈 안내",
    variables: ["지역"],
    text: ["[패밀리트립] 지역 오픈 안내", "", "신청하신 '#{지역}' 지역이 열렸어요.", "패밀리트립에서 지금 확인해 보세요!"].join("\n"),
  },
} as const satisfies Record<AlimtalkMoment, AlimtalkTemplate>;

/** The variables a moment's template needs, by name. */
export type AlimtalkParams<M extends AlimtalkMoment> = Record<(typeof ALIMTALK_TEMPLATES)[M]["variables"][number], string>;

/**
 * The longest value a variable takes. Kakao refuses a variable longer than its limit
 * (ExceedMaxVariableLengthException), and a trip named at length reads better cut.
 */
export const ALIMTALK_VARIABLE_MAX = 40;

/** A template by its code (the sandbox and the outbox page look codes up). */
export function templateByCode(code: string): AlimtalkTemplate | undefined {
  return Object.values(ALIMTALK_TEMPLATES).find((template) => template.code === code);
}

/** The placeholders a text holds, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/#\{([^}]+)\}/g)].map((match) => match[1]!);
}

/**
 * A value as a variable carries it: one line, no placeholder of its own, at most ALIMTALK_VARIABLE_MAX
 * characters, and only what a text message can carry too (ASCII and Hangul: EUC-KR, the carriers'
 * encoding), since the same words go by text when the 알림톡 cannot.
 */
export function variableValue(value: string): string {
  const line = value
    .replace(/#\{/g, "#(")
    .replace(/[^\x20-\x7E\u3131-\u318E\uAC00-\uD7A3\s]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const characters = [...line];
  return characters.length <= ALIMTALK_VARIABLE_MAX ? line : `${characters.slice(0, ALIMTALK_VARIABLE_MAX - 1).join("")}…`;
}

/**
 * The registered text with each `#{name}` replaced by its value, as Kakao fills it in; null when a
 * variable has no value (the message would be refused).
 */
export function fillTemplate(template: AlimtalkTemplate, params: Record<string, string>): string | null {
  if (template.variables.some((name) => typeof params[name] !== "string")) return null;
  return template.text.replace(/#\{([^}]+)\}/g, (_, name: string) => params[name] ?? "");
}
