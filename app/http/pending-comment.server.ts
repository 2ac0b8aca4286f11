// A visitor's comment, kept across the sign-in it needs: the comment form sends a visitor to sign in
// and back to the post's comment box, and the text they typed rides along in a short-lived signed
// cookie. The post's page reads it once the member is back and puts it in the box again; nothing is
// posted until they press 등록.
import { createCookie } from "@remix-run/node";
import { COMMENT_MAX_LENGTH } from "~/models/community/feed.server";
import { signedCookieOptions } from "./cookies.server";

const pendingCommentCookie = createCookie("__pending_comment", signedCookieOptions(30 * 60));

/** The Set-Cookie that keeps `content` for `postId`; null when there is nothing worth keeping. */
export async function keepPendingComment(postId: string, content: FormDataEntryValue | null): Promise<string | null> {
  const text = typeof content === "string" ? content.trim().slice(0, COMMENT_MAX_LENGTH) : "";
  return text ? pendingCommentCookie.serialize({ postId, text }) : null;
}

/**
 * The comment kept for `postId`, with the Set-Cookie that forgets it (it is shown once). A comment kept
 * for another post stays for that post.
 */
export async function takePendingComment(request: Request, postId: string): Promise<{ text: string; forget: string } | null> {
  const kept: unknown = await pendingCommentCookie.parse(request.headers.get("Cookie"));
  if (!kept || typeof kept !== "object") return null;
  const { postId: keptFor, text } = kept as { postId?: unknown; text?: unknown };
  if (keptFor !== postId || typeof text !== "string" || !text) return null;
  return { text: text.slice(0, COMMENT_MAX_LENGTH), forget: await pendingCommentCookie.serialize("", { maxAge: 0 }) };
}
