// The consultation-record dialog: five tags, each one of its values, and the summary, required after
// trimming; the checkbox that also completes the consultation (sent as "on" when ticked).
import { z } from "zod";
import { CONSULTATION_MESSAGES as M } from "~/messages/admin";
import {
  CONSULTATION_CHANNELS,
  CONSULTATION_COSTS,
  CONSULTATION_OUTCOMES,
  CONSULTATION_SUMMARY_MAX,
  CONSULTATION_TOPICS,
  CONSULTATION_TYPES,
} from "~/vocabulary/consultation-tags";

export const consultationSchema = z.object({
  channel: z.enum(CONSULTATION_CHANNELS, { error: M.tagInvalid }),
  type_tag: z.enum(CONSULTATION_TYPES, { error: M.tagInvalid }),
  topic_tag: z.enum(CONSULTATION_TOPICS, { error: M.tagInvalid }),
  cost_tag: z.enum(CONSULTATION_COSTS, { error: M.tagInvalid }),
  outcome_tag: z.enum(CONSULTATION_OUTCOMES, { error: M.tagInvalid }),
  summary: z.string({ error: M.summaryRequired }).trim().min(1, M.summaryRequired).max(CONSULTATION_SUMMARY_MAX, M.summaryTooLong),
  complete: z
    .literal("on", { error: M.tagInvalid })
    .optional()
    .transform((value) => value === "on"),
});
