import type { LinksFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useOutletContext } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { Avatar } from "~/components/community/Avatar";
import { CommentForm } from "~/components/community/CommentForm";
import { POST_INTENTS, postPath } from "~/components/community/intents";
import { PostCard } from "~/components/community/PostCard";
import type { ShownComment } from "~/components/community/types";
import type { PageHandle } from "~/page-rules";
import type { ShellContext } from "~/root";
import styles from "~/styles/community.css";
import { useClientLinks } from "~/utils/client-navigation";
import { metaFromLoader } from "~/utils/meta";
import type { action, loader } from "./post.$postId.server";

export { action, loader } from "./post.$postId.server";

/** Open to everyone: visitors read a review; its forms ask them to sign in. */
export const handle: PageHandle = { page: { member: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

function Comment({ comment, postId, back }: { comment: ShownComment; postId: string; back: string }) {
  return (
    <li className="comment">
      <Avatar name={comment.author.name} url={comment.author.avatarUrl} size={32} />
      <div className="comment__body">
        <p className="comment__meta">
          <span className="comment__author">{comment.author.name}</span> <time dateTime={comment.createdAt}>{comment.shownAt}</time>
        </p>
        <p className="comment__content">{comment.content}</p>
      </div>
      {comment.isMine ? (
        <Form method="post" action={postPath(postId)} className="comment__delete" preventScrollReset>
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="commentId" value={comment.id} />
          <button type="submit" name="intent" value={POST_INTENTS.deleteComment} className="post-link" aria-label="내 댓글 삭제">
            삭제
          </button>
        </Form>
      ) : null}
    </li>
  );
}

function ConfirmBox({ kind, postId }: { kind: "delete" | "report"; postId: string }) {
  const back = postPath(postId);
  return (
    <section className="confirm-box" aria-labelledby="confirm-title" role="alertdialog">
      <h2 id="confirm-title">{kind === "delete" ? "이 후기를 삭제할까요?" : "이 후기를 신고할까요?"}</h2>
      <p>
        {kind === "delete"
          ? "삭제한 후기와 댓글은 되돌릴 수 없어요."
          : "부적절한 내용이 있다면 알려주세요. 운영팀이 확인한 뒤 숨김 처리합니다."}
      </p>
      <Form method="post" action={back} className="confirm-box__actions">
        <input type="hidden" name="back" value={back} />
        <button
          type="submit"
          name="intent"
          value={kind === "delete" ? POST_INTENTS.deletePost : POST_INTENTS.report}
          className="button button--primary"
        >
          {kind === "delete" ? "삭제하기" : "신고하기"}
        </button>
        <Link to={back} className="button button--ghost">
          취소
        </Link>
      </Form>
    </section>
  );
}

export default function PostPage() {
  const loaded = useLoaderData<typeof loader>();
  const { found, backHref } = loaded;
  const actionData = useActionData<typeof action>();
  const { NotFound } = useOutletContext<ShellContext>();
  const followLink = useClientLinks();
  if (!found) return <NotFound backHref={backHref} />;
  const { post, comments, position } = found;
  const back = postPath(post.id);
  const commentError = actionData && "commentError" in actionData ? actionData : null;
  return (
    // The card's links are plain anchors (see PostCard): followed in the app from here.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows the links inside (they take the keys)
    <div className="page post-page" onClick={followLink}>
      <BackLink href={backHref} />
      {"confirm" in loaded && loaded.confirm ? <ConfirmBox kind={loaded.confirm} postId={post.id} /> : null}
      <PostCard post={post} position={position} eager back={back} detail />
      <section id="comments" className="comments" aria-labelledby="comments-title">
        <h2 id="comments-title">
          댓글 <span className="badge">{comments.length}</span>
        </h2>
        {comments.length === 0 ? <p className="hint">첫 댓글을 남겨주세요</p> : null}
        <ol className="comment-list">
          {comments.map((comment) => (
            <Comment key={comment.id} comment={comment} postId={post.id} back={back} />
          ))}
        </ol>
        {"pendingComment" in loaded && loaded.pendingComment && !commentError ? (
          <p className="hint">로그인 전에 쓴 댓글을 그대로 두었어요. 확인하고 등록해주세요.</p>
        ) : null}
        <CommentForm
          key={commentError ? "refused" : comments.length}
          postId={post.id}
          back={back}
          error={commentError?.commentError}
          defaultValue={commentError?.commentValue ?? ("pendingComment" in loaded ? (loaded.pendingComment ?? undefined) : undefined)}
        />
      </section>
    </div>
  );
}
