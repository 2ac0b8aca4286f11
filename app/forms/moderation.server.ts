// The back office's 후기 신고 tab: hide or restore one post (fixed buttons; a forged post gets a 400).
import { z } from "zod";
import { MODERATION_INTENTS } from "~/components/community/intents";

export const moderationSchema = z.object({
  intent: z.enum([MODERATION_INTENTS.hide, MODERATION_INTENTS.restore]),
  postId: z.string().min(1).max(100),
});
