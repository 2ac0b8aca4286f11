// The photobook upload page's forms (/photobook/order): submitting the photos with an optional cover and
// cover text, removing a photo, copying in the trip's mission photos. Korean messages from
// app/messages/photobook-upload.ts (docs/decisions/0054-photobook-photos.md).
import { z } from "zod";
import { PHOTOBOOK_UPLOAD_MESSAGES as M } from "~/messages/photobook-upload";
import { COVER_TEXT_MAX } from "~/vocabulary/photobook-pages";

export { PHOTOBOOK_INTENTS } from "~/vocabulary/photobook-pages";

export const submitPagesSchema = z.object({
  // Empty (or none chosen): an expert picks the cover.
  cover: z.string().trim().max(100).optional(),
  coverText: z
    .string()
    .trim()
    .refine((text) => [...text].length <= COVER_TEXT_MAX, M.coverTextTooLong)
    .optional(),
});

export const removePageSchema = z.object({ uploadId: z.string().trim().min(1).max(100) });
