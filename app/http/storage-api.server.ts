// Shared by the upload API's routes: how a call is read (its body, who asks: a JSON 401 instead of a
// redirect, since the callers are scripts), and JSON answers that are never cached.
import type { z } from "zod";
import { readJson, requestError } from "~/http/request.server";
import { getOptionalUser } from "~/http/session.server";
import { UPLOAD_MESSAGES, uploadProblemMessage } from "~/messages/uploads";
import type { User } from "~/models/accounts/users.server";
import type { Refused } from "~/models/uploads/uploader.server";
import { UPLOAD_CATEGORY_RULES, type UploadCategory } from "~/vocabulary/upload-categories";

export function apiReply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function apiError(status: number, message: string, code?: string): Response {
  return apiReply({ message, ...(code ? { code } : {}) }, status);
}

/**
 * A POST's JSON body parsed by `schema`, and the signed-in member who finished sign-up or staff (each
 * category's rule then says which of the two uploads it); or the answer to send instead (400 for a body
 * the schema refuses; a 401 is thrown). The body is read first (bounded, strictly decoded), so a
 * malformed one is a 4xx of its own for anyone.
 */
export async function readApiCall<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ user: User; input: z.infer<Schema>; refused?: never } | { refused: Response }> {
  if (request.method !== "POST") throw requestError(400);
  const body = await readJson(request);
  const user = await getOptionalUser(request);
  if (!user || (!user.phone && user.role !== "admin")) throw apiError(401, UPLOAD_MESSAGES.login, "login");
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { refused: apiError(400, UPLOAD_MESSAGES.badRequest) };
  return { user, input: parsed.data };
}

/** The message a refused photo reads, for a category's rule or the file itself. */
export function uploadRefusalMessage(refused: Refused, category: UploadCategory | null, fileName: string): string {
  const max = UPLOAD_CATEGORY_RULES[refused.category ?? category ?? "review"].max;
  if (refused.problem === "full") return UPLOAD_MESSAGES.fullOf(max);
  if (refused.problem === "budget") return UPLOAD_MESSAGES.budget;
  if (refused.problem === "forbidden") return UPLOAD_MESSAGES.forbidden;
  return uploadProblemMessage(refused.problem, fileName);
}

/** A refused photo as the API's JSON answer: its status, its message and its code. */
export function uploadRefusal(refused: Refused, category: UploadCategory | null, fileName: string): Response {
  const status = { notFound: 404, tooLarge: 413, forbidden: 403, budget: 429 }[refused.problem as string] ?? 400;
  const response = apiError(status, uploadRefusalMessage(refused, category, fileName), refused.problem);
  if (refused.retryAfterSeconds) response.headers.set("Retry-After", String(refused.retryAfterSeconds));
  return response;
}
