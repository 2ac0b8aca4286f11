import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiError, apiReply, readApiCall } from "~/http/storage-api.server";
import { UPLOAD_MESSAGES, uploadProblemMessage } from "~/messages/uploads";
import { draftRoom } from "~/models/reviews.server";
import { createPendingUpload, UPLOAD_CATEGORIES } from "~/models/uploads/uploads.server";

// Upload step 1 (2§7): asks for an address to PUT one file to. The declared size and type are checked
// here and again on the bytes at confirm; a review photo's draft must be the member's and have room.
const presignSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  fileType: z.string().trim().min(1).max(100),
  fileSize: z.number().int(),
  category: z.enum(UPLOAD_CATEGORIES as [string, ...string[]]).default("community"),
  entityId: z.string().max(100).optional(),
  orderId: z.string().max(100).optional(),
  operation: z.literal("put").optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const call = await readApiCall(request, presignSchema);
  if (call.refused) return call.refused;
  const { user, input } = call;
  const category = input.category as (typeof UPLOAD_CATEGORIES)[number];
  if (category === "community" && input.entityId) {
    const room = await draftRoom(user.id, input.entityId);
    if (room === null) return apiError(404, UPLOAD_MESSAGES.notFound);
    if (room <= 0) return apiError(400, UPLOAD_MESSAGES.full, "full");
  }
  const result = await createPendingUpload({
    ownerId: user.id,
    category,
    fileName: input.fileName,
    fileType: input.fileType,
    fileSize: input.fileSize,
    entityId: input.entityId ?? input.orderId ?? null,
  });
  if (!result.ok)
    return apiError(result.problem === "tooLarge" ? 413 : 400, uploadProblemMessage(result.problem, input.fileName), result.problem);
  return apiReply({
    uploadId: result.id,
    uploadUrl: result.target.url,
    method: result.target.method,
    headers: result.target.headers,
    expiresAt: result.target.expiresAt,
    s3Key: result.storageKey,
  });
}
