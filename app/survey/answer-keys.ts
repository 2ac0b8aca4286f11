// The survey's answer keys: every one is asked once (questions.json), and the back office reads the
// answers by them. A module of its own, so the question types can check a question's key without
// importing the question list they are used to read.
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

/** Answers keyed by the answer keys; a skipped optional question is null (the survey model stores them). */
export type SurveyAnswers = Partial<Record<SurveyAnswerKey, unknown>>;
