import type { ActionFunctionArgs } from "@remix-run/node";
import { readForm } from "~/http/request.server";
import { apiError, apiReply } from "~/http/storage-api.server";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import { isPendingUploadKey } from "~/models/uploads/uploads.server";
import { isLocalStorage, isObjectTooLarge, storage } from "~/services/storage.server";

// Upload step 2 on the local-disk adapter: the PUT target. The address's HMAC names the key, type and
// size cap and expires; the body streams to disk and is cut off past the cap. The server lets this
// path (only) past its small body limit (server/guards.ts). With S3 the browser PUTs to the bucket.
export async function action({ request, params }: ActionFunctionArgs) {
  const store = storage();
  if (request.method !== "PUT") {
    // Read like any form (a malformed body is its 4xx), then refused: only PUT lands here.
    await readForm(request);
    return apiError(405, UPLOAD_MESSAGES.badRequest);
  }
  if (!isLocalStorage(store)) return new Response("Not Found", { status: 404 });
  const key = params["*"] ?? "";
  const check = store.verifyUpload(key, new URL(request.url).searchParams);
  if (check === "expired") return apiError(403, UPLOAD_MESSAGES.expired, "expired");
  if (check === "invalid") return apiError(403, UPLOAD_MESSAGES.badRequest, "signature");
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > check.maxBytes) return apiError(413, UPLOAD_MESSAGES.tooLargeGeneric, "tooLarge");
  if (!request.body) return apiError(400, UPLOAD_MESSAGES.empty, "empty");
  if (!(await isPendingUploadKey(key))) return apiError(404, UPLOAD_MESSAGES.notFound);
  try {
    const written = await store.write(key, request.body as unknown as AsyncIterable<Uint8Array>, check.contentType, check.maxBytes);
    return apiReply({ size: written.size });
  } catch (error) {
    if (isObjectTooLarge(error)) return apiError(413, UPLOAD_MESSAGES.tooLargeGeneric, "tooLarge");
    throw error;
  }
}
