// Shared by the upload API's routes: who asks (a JSON 401 instead of a redirect: the callers are
// scripts), and JSON answers that are never cached.
import { getOptionalUser } from "~/http/session.server";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import type { User } from "~/models/users.server";

export function apiReply(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function apiError(status: number, message: string, code?: string): Response {
  return apiReply({ message, ...(code ? { code } : {}) }, status);
}

/** The signed-in member who finished sign-up, or a thrown 401. */
export async function requireApiMember(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user?.phone) throw apiError(401, UPLOAD_MESSAGES.login, "login");
  return user;
}
