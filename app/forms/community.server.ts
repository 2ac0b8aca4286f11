// The forms of a post (/post/:postId's action): the fixed buttons, and the comment a member types.
import { z } from "zod";
import { FETCH_FIELD, POST_INTENTS } from "~/components/community/intents";
import { COMMUNITY_MESSAGES as M } from "~/messages/community";
import { COMMENT_MAX_LENGTH } from "~/models/community/feed.server";

const common = {
  /** The page to come back to (checked against the community's own pages). */
  back: z.string().max(2000).optional(),
  [FETCH_FIELD]: z.literal("1").optional(),
};

export const postButtonSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum([
      POST_INTENTS.like,
      POST_INTENTS.unlike,
      POST_INTENTS.scrap,
      POST_INTENTS.unscrap,
      POST_INTENTS.report,
      POST_INTENTS.deletePost,
      POST_INTENTS.comment,
    ]),
    ...common,
  }),
  z.object({ intent: z.literal(POST_INTENTS.deleteComment), commentId: z.string().min(1).max(100), ...common }),
]);

export const commentSchema = z.object({
  content: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, { error: M.commentRequired })
    .max(COMMENT_MAX_LENGTH, { error: M.commentTooLong }),
});
