// The plan page's forms: the after-trip feedback (a rating of 1 to 5 and a text, each with its Korean
// message) and the share-link buttons (fixed values: a forged post is a 400).
import { z } from "zod";
import { FEEDBACK_FORM_MESSAGES as M } from "~/messages/plan";
import { FEEDBACK_LIMITS } from "~/models/plans/feedback.server";

export const PLAN_INTENTS = {
  share: "share-create",
  revoke: "share-revoke",
  sharePhotos: "share-photos",
  /** The KakaoTalk share button's post: makes a link when there is none (decision 74). */
  shareKakao: "share-kakao",
  feedback: "feedback",
} as const;

export const feedbackSchema = z.object({
  rating: z.coerce
    .number({ error: M.ratingRequired })
    .int(M.ratingRange)
    .min(FEEDBACK_LIMITS.minRating, M.ratingRange)
    .max(FEEDBACK_LIMITS.maxRating, M.ratingRange),
  comment: z.string({ error: M.commentRequired }).trim().min(1, M.commentRequired).max(FEEDBACK_LIMITS.comment, M.commentTooLong),
});

export const revokeSchema = z.object({ linkId: z.string().trim().min(1).max(100) });

/** The family's switch for the trip album's photos on their share links. */
export const sharePhotosSchema = z.object({ allowed: z.enum(["0", "1"]) });
