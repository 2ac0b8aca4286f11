// The survey's result codes: its model and its question types return them, app/messages/survey.ts words them.

/** Where a member's survey stands: none to answer, waiting for the order's acceptance, submitted, open. */
export type SurveyAccessState = "missing" | "waiting" | "submitted" | "open";

/** Why a submit was refused: a required answer is missing, or the order no longer takes one. */
export type SubmitRefusal = "missing" | "closed";

/** The rules a survey answer is checked by: the question types' schemas name the one broken, app/messages/survey.ts words it. */
export const SURVEY_RULES = [
  "select",
  "checkbox",
  "exclusive",
  "detail",
  "detailTooLong",
  "family",
  "ranking",
  "budgetRequired",
  "budgetNumber",
  "budgetMin",
  "budgetMultiple",
  "budgetMax",
  "energyRange",
  "energySum",
  "departure",
  "datesRequired",
  "datesPast",
  "datesOrder",
  "datesTooLong",
  "textTooLong",
] as const;
export type SurveyRule = (typeof SURVEY_RULES)[number];
