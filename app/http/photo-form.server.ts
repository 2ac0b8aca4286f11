// A no-JS uploader's multi-file post, read as it streams: its small text fields (which come before the
// files) kept as text, each file handed to `onFile` with its bytes still arriving, and whatever a
// handler leaves unread drained so the next part can be reached. Files of a post whose `intent` field
// is not `intent` are never stored (docs/decisions/0046-one-uploader-and-private-photos.md).
import { type UploadHandlerPart, unstable_parseMultipartFormData } from "@remix-run/node";
import type { User } from "~/models/accounts/users.server";
import { storeFormPhoto, type UploadTarget } from "~/models/uploads/uploader.server";
import type { UploadCategory } from "~/vocabulary/upload-categories";
import { cleanText, readForm, requestError } from "./request.server";
import { uploadRefusalMessage } from "./storage-api.server";

export interface PhotoPart {
  fileName: string;
  contentType: string;
  data: AsyncIterable<Uint8Array>;
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _chunk of data) {
    // read and thrown away
  }
}

/**
 * Reads the post, calling `onFile` for every chosen file once the intent field has said this is an
 * upload. A body that is not a well-formed multipart post is a 400; a Response thrown by `onFile` goes
 * through. Returns the text fields.
 */
export async function readPhotoForm(request: Request, intent: string, onFile: (part: PhotoPart) => Promise<void>): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) {
    // Read like any form (a wrong type is its 415, an endless body its 413), then refused: no files.
    await readForm(request);
    throw requestError(400);
  }
  if (!/;\s*boundary=/i.test(type)) throw requestError(400);
  let isUpload = false;
  try {
    return await unstable_parseMultipartFormData(request, async (part: UploadHandlerPart) => {
      if (part.filename === undefined) {
        let text = "";
        for await (const chunk of part.data) {
          text += Buffer.from(chunk).toString("utf8");
          if (text.length > 1000) throw requestError(400);
        }
        if (part.name === "intent" && text === intent) isUpload = true;
        return cleanText(text);
      }
      // Not an upload, or an input left empty (one nameless empty part).
      if (isUpload && part.filename) await onFile({ fileName: cleanText(part.filename), contentType: part.contentType, data: part.data });
      await drain(part.data);
      return null;
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    throw requestError(400);
  }
}

/** What a no-JS upload post stored: its text fields, the photos kept, those dropped for want of room, the refusals worded. */
export interface StoredPhotoForm {
  formData: FormData;
  added: number;
  dropped: number;
  problems: string[];
}

/**
 * The no-JS uploader's post with each file stored as it streams in, under the category's rule for
 * `target` (the one upload path, docs/decisions/0046-one-uploader-and-private-photos.md). A file the
 * rule has no room for is counted as dropped; a target gone is worded by `whenGone` (else as any
 * refusal), every other refusal with the file's name.
 */
export async function storePhotoForm(
  request: Request,
  upload: { intent: string; uploader: User; category: UploadCategory; target: UploadTarget; whenGone?: string },
): Promise<StoredPhotoForm> {
  const stored = { added: 0, dropped: 0, problems: [] as string[] };
  const formData = await readPhotoForm(request, upload.intent, async (part) => {
    const result = await storeFormPhoto(upload.uploader, {
      category: upload.category,
      target: upload.target,
      fileName: part.fileName,
      fileType: part.contentType,
      body: part.data,
    });
    if (result.ok) stored.added += 1;
    else if (result.problem === "full") stored.dropped += 1;
    else if (result.problem === "notFound" && upload.whenGone) stored.problems.push(upload.whenGone);
    else stored.problems.push(uploadRefusalMessage(result, upload.category, part.fileName));
  });
  return { formData, ...stored };
}
