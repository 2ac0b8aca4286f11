// The tags of a consultation log, declared once: the form's choices, the schema, the model's check and
// the staff labels (app/messages/admin.ts) all use these (docs/product.md, back office). Not a server
// module: the consultation dialog and tab list the same values.
import type { OrderStatus } from "~/vocabulary/statuses";

/** The statuses the consultation tab lists: the survey is in, and the family is being consulted or has its plan. */
export const CONSULTATION_STATUSES = ["survey_complete", "consultation_complete", "plan_sent"] as const satisfies readonly OrderStatus[];

export const CONSULTATION_CHANNELS = ["kakao_talk", "phone", "email", "system"] as const;
export const CONSULTATION_TYPES = [
  "info_request",
  "modification",
  "alternative",
  "complex_request",
  "special_care",
  "emotion_care",
  "complaint",
  "new_request",
] as const;
export const CONSULTATION_TOPICS = ["accommodation", "restaurant", "activity", "itinerary_flow", "payment", "special_care", "etc"] as const;
export const CONSULTATION_COSTS = ["low", "medium", "high"] as const;
export const CONSULTATION_OUTCOMES = ["resolved", "upsell", "churn_prevented", "reassured", "failed"] as const;

export type ConsultationChannel = (typeof CONSULTATION_CHANNELS)[number];
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export type ConsultationTopic = (typeof CONSULTATION_TOPICS)[number];
export type ConsultationCost = (typeof CONSULTATION_COSTS)[number];
export type ConsultationOutcome = (typeof CONSULTATION_OUTCOMES)[number];

/** Each tag field's name in the form and the log, with its allowed values. */
export const CONSULTATION_TAG_FIELDS = {
  channel: CONSULTATION_CHANNELS,
  type_tag: CONSULTATION_TYPES,
  topic_tag: CONSULTATION_TOPICS,
  cost_tag: CONSULTATION_COSTS,
  outcome_tag: CONSULTATION_OUTCOMES,
} as const;

export type ConsultationTagField = keyof typeof CONSULTATION_TAG_FIELDS;

export interface ConsultationTags {
  channel: ConsultationChannel;
  type_tag: ConsultationType;
  topic_tag: ConsultationTopic;
  cost_tag: ConsultationCost;
  outcome_tag: ConsultationOutcome;
}

/** What a new consultation starts with: a KakaoTalk question about the itinerary, resolved. */
export const CONSULTATION_DEFAULTS: ConsultationTags = {
  channel: "kakao_talk",
  type_tag: "info_request",
  topic_tag: "itinerary_flow",
  cost_tag: "medium",
  outcome_tag: "resolved",
};

/** The longest summary kept (a long call's notes fit; a pasted transcript does not). */
export const CONSULTATION_SUMMARY_MAX = 2000;

/** Whether `value` is one of `field`'s values. */
export function isConsultationTag(field: ConsultationTagField, value: unknown): boolean {
  return typeof value === "string" && (CONSULTATION_TAG_FIELDS[field] as readonly string[]).includes(value);
}
