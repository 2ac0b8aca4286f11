// The rules of planner notes shared by the server and the console's forms: which order statuses have
// a template, how long a note may be, and how `{name}` is filled in (docs/product.md, back office).
import type { OrderStatus } from "~/vocabulary/statuses";

/** The statuses whose orders get a planner note, each with its own template. */
export const PLANNER_NOTE_STATUSES = ["survey_complete", "consultation_complete", "plan_sent"] as const satisfies readonly OrderStatus[];
export type PlannerNoteStatus = (typeof PLANNER_NOTE_STATUSES)[number];

/** The longest note or template (a few warm paragraphs; the family reads it on a phone). */
export const NOTE_MESSAGE_MAX = 1000;

export function isPlannerNoteStatus(status: string): status is PlannerNoteStatus {
  return (PLANNER_NOTE_STATUSES as readonly string[]).includes(status);
}

/** A template with every `{name}` replaced by the customer's name. */
export function fillNoteTemplate(template: string, name: string): string {
  return template.replaceAll("{name}", name);
}
