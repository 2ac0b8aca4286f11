// The survey's result codes: its model returns them, app/messages/survey.ts words them.

/** Where a member's survey stands: none to answer, waiting for the order's acceptance, submitted, open. */
export type SurveyAccessState = "missing" | "waiting" | "submitted" | "open";

/** Why a submit was refused: a required answer is missing, or the order no longer takes one. */
export type SubmitRefusal = "missing" | "closed";
