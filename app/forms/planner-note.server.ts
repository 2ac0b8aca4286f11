// Planner notes: the send dialog's message, and the notes tab's template forms (save or go back to
// the default), each required after trimming and at most NOTE_MESSAGE_MAX characters.
import { z } from "zod";
import { NOTE_TEMPLATE_INTENTS } from "~/components/admin/NoteTemplateForm";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { NOTE_MESSAGE_MAX, PLANNER_NOTE_STATUSES } from "~/vocabulary/planner-note-rules";

export const plannerNoteSchema = z.object({
  message: z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(NOTE_MESSAGE_MAX, M.messageTooLong),
});

/** Which template a form is about; a forged status is a 400. */
export const noteTemplateTargetSchema = z.object({
  status: z.enum(PLANNER_NOTE_STATUSES),
  intent: z.enum([NOTE_TEMPLATE_INTENTS.save, NOTE_TEMPLATE_INTENTS.reset]),
});

export const noteTemplateSchema = z.object({
  status: z.enum(PLANNER_NOTE_STATUSES),
  template: z.string({ error: M.templateRequired }).trim().min(1, M.templateRequired).max(NOTE_MESSAGE_MAX, M.templateTooLong),
});
