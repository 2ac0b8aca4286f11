import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiReply, readApiCall, uploadRefusal } from "~/http/storage-api.server";
import { finishUpload } from "~/models/uploads/uploader.server";
import { cdnUrlOf } from "~/services/storage.server";

// Upload step 3 (decision 0030): the owner says the bytes are there; the server checks them (arrived, at most
// 10 MB, a picture by its bytes), makes the category's sizes without metadata, and puts the photo in
// its place by the category's rule (a review photo in the member's draft).
const confirmSchema = z.object({
  s3Key: z.string().trim().min(1).max(300),
  fileName: z.string().max(200).optional(),
  fileSize: z.number().int().optional(),
  originalSize: z.number().int().optional(),
  category: z.string().max(30).optional(),
  entityId: z.string().max(100).optional(),
  parentId: z.string().max(100).optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const call = await readApiCall(request, confirmSchema);
  if (call.refused) return call.refused;
  const { user, input } = call;
  const result = await finishUpload(user, {
    storageKey: input.s3Key,
    target: { entityId: input.entityId ?? null, parentId: input.parentId ?? null },
  });
  if (!result.ok) return uploadRefusal(result, null, input.fileName ?? "파일");
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
