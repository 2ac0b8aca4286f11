// Shared by the upload API's routes: how a call is read (its body, who asks: a JSON 401 instead of a
// redirect, since the callers are scripts), and JSON answers that are never cached.
import type { z } from "zod";
import { readJson, requestError } from "~/http/request.server";
import { getOptionalUser } from "~/http/session.server";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import type { User } from "~/models/accounts/users.server";

export function apiReply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function apiError(status: number, message: string, code?: string): Response {
  return apiReply({ message, ...(code ? { code } : {}) }, status);
}

/**
 * A POST's JSON body parsed by `schema`, and the signed-in member who finished sign-up; or the answer
 * to send instead (400 for a body the schema refuses; a 401 is thrown). The body is read first
 * (bounded, strictly decoded), so a malformed one is a 4xx of its own for anyone.
 */
export async function readApiCall<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ user: User; input: z.infer<Schema>; refused?: never } | { refused: Response }> {
  if (request.method !== "POST") throw requestError(400);
  const body = await readJson(request);
  const user = await getOptionalUser(request);
  if (!user?.phone) throw apiError(401, UPLOAD_MESSAGES.login, "login");
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { refused: apiError(400, UPLOAD_MESSAGES.badRequest) };
  return { user, input: parsed.data };
}
