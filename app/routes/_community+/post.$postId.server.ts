// A post's page and every form that touches a post (post.$postId.tsx takes its server code from here
// only: decision 28). The feed, the scrapbook and this page post here; without JavaScript the answer
// is a redirect back to the same post with a toast, with it (the fetch field) the new state as data.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { FETCH_FIELD, POST_INTENTS, type PostActionData, postPath } from "~/components/community/intents";
import { commentSchema, postButtonSchema } from "~/forms/community.server";
import { parseFixedForm } from "~/forms/submission.server";
import { describePage } from "~/http/page-meta.server";
import { keepPendingComment, takePendingComment } from "~/http/pending-comment.server";
import { backHref, readForm, safeRedirectPath } from "~/http/request.server";
import { getOptionalUser, requireUser } from "~/http/session.server";
import { redirectWithToast, toastHeaders } from "~/http/toast.server";
import { COMMUNITY_MESSAGES as M } from "~/messages/community";
import { addComment, deleteComment } from "~/models/community/comments.server";
import { type FeedPost, feedPosition } from "~/models/community/feed.server";
import { reportPost, setLike, setScrap } from "~/models/community/marks.server";
import { deleteOwnPost, getPost } from "~/models/community/posts.server";
import { expandSources } from "~/models/uploads/uploads";
import { postTime } from "~/utils/community-time";
import type { PageMeta } from "~/utils/meta";

/** The community's own pages a form may come back to; anything else comes back to the post. */
function backTo(value: FormDataEntryValue | null, postId: string): string {
  const path = safeRedirectPath(typeof value === "string" ? value : null, postPath(postId));
  const pathname = path.split(/[?#]/)[0] ?? "";
  return pathname === "/explore" || pathname === "/scrapbook" || pathname === postPath(postId) ? path.split("#")[0]! : postPath(postId);
}

type Confirm = "delete" | "report" | null;

const MISSING_POST: PageMeta = {
  title: "게시글을 찾을 수 없어요 - 패밀리트립",
  description: "삭제되었거나 주소가 바뀐 여행 후기예요.",
  shared: false,
};

/** A post's head: an article whose preview shows its first photo at its largest size and its caption on one line. */
export function postPageMeta(post: Pick<FeedPost, "title" | "caption" | "author" | "images">): PageMeta {
  // The largest JPEG size is the last in the srcset.
  const photo = post.images[0] ? expandSources(post.images[0].sources) : undefined;
  const largest = photo?.jpegSrcSet.split(", ").at(-1)?.split(" ");
  const width = Number(largest?.[1]?.replace("w", ""));
  const caption = post.caption.replace(/\s+/g, " ").trim();
  return {
    title: `${post.title} - 패밀리트립`,
    description: caption.length > 110 ? `${caption.slice(0, 109)}…` : caption || `${post.author.name}님 가족의 여행 후기예요.`,
    type: "article",
    image:
      photo && largest?.[0]
        ? {
            url: largest[0],
            width: width || undefined,
            height: width ? Math.round((photo.height * width) / photo.width) : undefined,
            alt: post.title,
          }
        : null,
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const postId = params.postId ?? "";
  const url = new URL(request.url);
  const asked = url.searchParams.get("confirm");
  let confirm: Confirm = asked === "delete" || asked === "report" ? asked : null;
  const viewer = confirm ? await requireUser(request, { reason: "community" }) : await getOptionalUser(request);
  const found = await getPost(postId, viewer?.id ?? null).catch((error) => {
    console.error("Failed to get comments", error);
    throw data({ message: M.commentsLoadFailed }, { status: 500 });
  });
  if (!found)
    return data({ found: null, backHref: backHref(request, "/explore"), meta: describePage(request, MISSING_POST) }, { status: 404 });
  // Only the author deletes; nobody reports their own post or reports twice.
  if (confirm === "delete" && !found.post.isMine) confirm = null;
  if (confirm === "report" && (found.post.isMine || found.post.isReported)) confirm = null;
  const now = new Date();
  // What a visitor typed before signing in comes back in the comment box, once.
  const pending = viewer ? await takePendingComment(request, postId) : null;
  return data(
    {
      found: {
        post: { ...found.post, shownAt: postTime(found.post.publishedAt, now) },
        comments: found.comments.map((comment) => ({ ...comment, shownAt: postTime(comment.createdAt, now) })),
        position: await feedPosition(postId),
      },
      signedIn: Boolean(viewer),
      confirm,
      backHref: backHref(request, "/explore"),
      pendingComment: pending?.text ?? null,
      meta: describePage(request, postPageMeta(found.post)),
    },
    pending ? { headers: { "Set-Cookie": pending.forget } } : undefined,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const postId = params.postId ?? "";
  const formData = await readForm(request);
  // A visitor signs in and comes back to this post; one who wrote a comment, to the comment box with
  // the text back in it.
  const commenting = formData.get("intent") === POST_INTENTS.comment;
  const returnTo = commenting ? `${postPath(postId)}#comments` : postPath(postId);
  const user = await requireUser(request, { reason: "community", redirectTo: returnTo }).catch(async (refusal: unknown) => {
    const keep = commenting ? await keepPendingComment(postId, formData.get("content")) : null;
    if (keep && refusal instanceof Response) refusal.headers.append("Set-Cookie", keep);
    throw refusal;
  });
  const form = parseFixedForm(formData, postButtonSchema);
  const back = backTo(form.back ?? null, postId);
  const viaScript = form[FETCH_FIELD] === "1";
  const anchor = (hash: string) => `${back}#${hash}`;
  const answer = async (result: PostActionData, toast: { kind: "success" | "error"; message: string } | null, hash = `post-${postId}`) => {
    if (viaScript) return data(result, toast ? { headers: await toastHeaders(toast.kind, toast.message) } : undefined);
    return toast ? redirectWithToast(anchor(hash), toast.kind, toast.message) : redirect(anchor(hash));
  };

  switch (form.intent) {
    case POST_INTENTS.like:
    case POST_INTENTS.unlike: {
      const result = await setLike(postId, user.id, form.intent === POST_INTENTS.like).catch((error) => {
        console.error("Failed to toggle like", error);
        return null;
      });
      // The feed says so; in the scrapbook a failed like is only logged (decision 0034).
      if (!result) return answer({ ok: false }, back.startsWith("/scrapbook") ? null : { kind: "error", message: M.likeFailed });
      return answer({ ok: true, liked: result.liked, likesCount: result.likesCount }, null);
    }
    case POST_INTENTS.scrap:
    case POST_INTENTS.unscrap: {
      const on = form.intent === POST_INTENTS.scrap;
      const result = await setScrap(postId, user.id, on).catch((error) => {
        // Decision 0034: scrap failures are only logged.
        console.error("Failed to toggle scrap", error);
        return null;
      });
      if (!result) return answer({ ok: false }, null);
      return answer({ ok: true, scrapped: result.scrapped }, { kind: "success", message: on ? M.scrapped : M.unscrapped });
    }
    case POST_INTENTS.report: {
      const result = await reportPost(postId, user.id);
      if (!result) return redirectWithToast("/explore", "error", M.postGone);
      return answer({ ok: true }, { kind: "success", message: M.reported });
    }
    case POST_INTENTS.deletePost: {
      const deleted = await deleteOwnPost(postId, user.id);
      if (!deleted) return redirectWithToast(postPath(postId), "error", M.postDeleteFailed);
      return redirectWithToast("/explore", "success", M.postDeleted);
    }
    case POST_INTENTS.comment: {
      const submission = parseWithZod(formData, { schema: commentSchema });
      if (submission.status !== "success") {
        const content = formData.get("content");
        return data(
          {
            commentError: submission.error?.content?.[0] ?? M.commentAddFailed,
            commentValue: typeof content === "string" ? content.slice(0, 2000) : "",
          },
          { status: 400 },
        );
      }
      const added = await addComment(postId, user.id, submission.value.content).catch((error) => {
        console.error("Failed to add comment", error);
        return null;
      });
      if (!added) return redirectWithToast(anchor(`post-${postId}`), "error", M.commentAddFailed);
      return redirectWithToast(back.startsWith("/post/") ? anchor("comments") : anchor(`post-${postId}`), "success", M.commentAdded);
    }
    case POST_INTENTS.deleteComment: {
      const deleted = await deleteComment(postId, form.commentId, user.id).catch((error) => {
        console.error("Failed to delete comment", error);
        return false;
      });
      return redirectWithToast(anchor("comments"), deleted ? "success" : "error", deleted ? M.commentDeleted : M.commentDeleteFailed);
    }
  }
}
