import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiError, apiReply, readApiCall } from "~/http/storage-api.server";
import { UPLOAD_MESSAGES, uploadProblemMessage } from "~/messages/uploads";
import { confirmReviewPhoto } from "~/models/reviews.server";
import { confirmUpload } from "~/models/uploads/uploads.server";
import { cdnUrlOf } from "~/services/storage.server";

// Upload step 3 (2§7): the owner says the bytes are there; the server checks them (arrived, at most
// 10 MB, a picture by its bytes), makes the sizes without metadata and, for a review photo, puts it in
// the member's draft.
const confirmSchema = z.object({
  s3Key: z.string().trim().min(1).max(300),
  fileName: z.string().max(200).optional(),
  fileSize: z.number().int().optional(),
  originalSize: z.number().int().optional(),
  category: z.string().max(30).optional(),
  entityId: z.string().max(100).optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const call = await readApiCall(request, confirmSchema);
  if (call.refused) return call.refused;
  const { user, input } = call;
  const { s3Key, entityId, category, fileName } = input;
  const result =
    category === "community" && entityId
      ? await confirmReviewPhoto({ authorId: user.id, draftId: entityId, storageKey: s3Key })
      : await confirmUpload({ ownerId: user.id, storageKey: s3Key });
  if (!result.ok) {
    const status = result.problem === "notFound" ? 404 : result.problem === "tooLarge" ? 413 : 400;
    const message = result.problem === "full" ? UPLOAD_MESSAGES.full : uploadProblemMessage(result.problem, fileName ?? "파일");
    return apiError(status, message, result.problem);
  }
  const { upload } = result;
  return apiReply({
    id: upload.id,
    url: upload.url,
    cdnUrl: cdnUrlOf(upload.url),
    s3Key: upload.storageKey,
    width: upload.width,
    height: upload.height,
  });
}
