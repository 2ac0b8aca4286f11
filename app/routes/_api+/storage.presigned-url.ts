import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiError, apiReply, readApiCall, uploadRefusal } from "~/http/storage-api.server";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import { beginUpload } from "~/models/uploads/uploader.server";
import { uploadCategoryOf } from "~/vocabulary/upload-categories";

// Upload step 1 (decision 0030): asks for an address to PUT one file to, for any category. The category's rule
// (who uploads it, to what, how many) and the upload budget decide; the declared size and type are
// checked here and again on the bytes at confirm.
const presignSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  fileType: z.string().trim().min(1).max(100),
  fileSize: z.number().int(),
  category: z.string().max(30).optional(),
  entityId: z.string().max(100).optional(),
  /** A mission proof's plan. */
  parentId: z.string().max(100).optional(),
  orderId: z.string().max(100).optional(),
  operation: z.literal("put").optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const call = await readApiCall(request, presignSchema);
  if (call.refused) return call.refused;
  const { user, input } = call;
  const category = uploadCategoryOf(input.category);
  if (!category) return apiError(400, UPLOAD_MESSAGES.badRequest);
  const result = await beginUpload(user, {
    category,
    target: { entityId: input.entityId ?? input.orderId ?? null, parentId: input.parentId ?? null },
    fileName: input.fileName,
    fileType: input.fileType,
    fileSize: input.fileSize,
  });
  if (!result.ok) return uploadRefusal(result, category, input.fileName);
  return apiReply({
    uploadId: result.id,
    uploadUrl: result.target.url,
    method: result.target.method,
    headers: result.target.headers,
    expiresAt: result.target.expiresAt,
    s3Key: result.storageKey,
  });
}
