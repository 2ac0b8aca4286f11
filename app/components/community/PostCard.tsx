// One post as the feed and the post page show it: its place ('n / N'), the author block, its tags,
// the photos, like / comments / bookmark / report, and its two tabs (핵심 리뷰, 여행 이야기) as
// disclosures that open without JavaScript. Its links are plain anchors and its forms plain forms
// that the router takes over once scripts run: twenty cards render no route-resolving components
// (the feed keeps each card's server markup and follows its anchors: Kept, app/components/kept/; the post page's
// useClientLinks does the same; submitterOf sends the forms).
import { Avatar } from "./Avatar";
import { CommentForm } from "./CommentForm";
import { postPath } from "./intents";
import { LikeButton, ScrapButton } from "./PostButtons";
import { PostImages } from "./PostImages";
import type { ShownPost } from "./types";

export function FamilyInfoList({ info }: { info: ShownPost["familyInfo"] }) {
  const rows = [
    ["좋았던 점", info.goodPoints],
    ["아쉬웠던 점", info.badPoints],
    ["꿀팁", info.tips],
  ].filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  if (rows.length === 0) return null;
  return (
    <dl className="family-info">
      {rows.map(([label, text]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PostTags({ post }: { post: Pick<ShownPost, "locationTags" | "tags"> }) {
  if (post.locationTags.length + post.tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="태그">
      {post.locationTags.map((tag) => (
        <li key={`place-${tag}`} className="post-tag post-tag--place">
          {`#${tag}`}
        </li>
      ))}
      {post.tags.map((tag) => (
        <li key={`tag-${tag}`} className="post-tag">
          {`#${tag}`}
        </li>
      ))}
    </ul>
  );
}

export function PostCard({
  post,
  position,
  eager,
  back,
  detail = false,
}: {
  post: ShownPost;
  /** Its place among the posts found ('n / N'). */
  position: { index: number; total: number | string } | null;
  /** The page's first post: its first photo loads at once. */
  eager: boolean;
  /** Where the forms come back to (this page). */
  back: string;
  /** On the post page: the title is the page's heading, and the comments follow below. */
  detail?: boolean;
}) {
  const titleId = `post-${post.id}-title`;
  const Heading = detail ? "h1" : "h2";
  const tabs = `post-${post.id}-tabs`;
  return (
    <article className="post" id={`post-${post.id}`} aria-labelledby={titleId} data-position={position?.index}>
      {position ? (
        <p className="post__counter">
          <span className="visually-hidden">{`전체 ${position.total}개 중 `}</span>
          {`${position.index} / ${position.total}`}
        </p>
      ) : null}
      <header className="post__header">
        <Avatar name={post.author.name} url={post.author.avatarUrl} />
        <div className="post__byline">
          <p className="post__author">{post.author.name}</p>
          <p className="post__meta">
            <time dateTime={post.publishedAt}>{post.shownAt}</time>
            {post.author.location ? <span>{` · ${post.author.location}`}</span> : null}
          </p>
        </div>
      </header>
      {post.author.familyTags.length > 0 ? (
        <ul className="family-tags" aria-label="함께한 가족">
          {post.author.familyTags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <Heading id={titleId} className="post__title">
        {detail ? post.title : <a href={postPath(post.id)}>{post.title}</a>}
      </Heading>
      <PostTags post={post} />
      <PostImages images={post.images} authorName={post.author.name} eager={eager} />
      <div className="post__actions">
        <LikeButton postId={post.id} liked={post.isLiked} count={post.likesCount} back={back} />
        <a href={`${postPath(post.id)}#comments`} className="post-button">
          <span aria-hidden="true">💬</span> 댓글 <span className="post-button__count">{post.commentsCount}</span>
        </a>
        <ScrapButton postId={post.id} scrapped={post.isScrapped} back={back} />
        {post.isMine ? (
          <a href={`${postPath(post.id)}?confirm=delete`} className="post-link">
            삭제
          </a>
        ) : post.isReported ? (
          <span className="post-link">신고됨</span>
        ) : (
          <a href={`${postPath(post.id)}?confirm=report`} className="post-link">
            신고
          </a>
        )}
      </div>
      <div className="post__tabs">
        <details open name={tabs}>
          <summary>핵심 리뷰</summary>
          <FamilyInfoList info={post.familyInfo} />
          {post.familyInfo.goodPoints || post.familyInfo.badPoints || post.familyInfo.tips ? null : (
            <p className="hint">작성된 핵심 리뷰가 없어요</p>
          )}
        </details>
        <details name={tabs}>
          <summary>여행 이야기</summary>
          <p className="post__caption">{post.caption.trim() || "작성된 여행 이야기가 없어요"}</p>
        </details>
      </div>
      {detail ? null : (
        <details className="post__comment-box">
          <summary>댓글 쓰기</summary>
          {/* A new key once the count moves: a sent comment leaves an empty box. */}
          <CommentForm key={post.commentsCount} postId={post.id} back={back} />
        </details>
      )}
    </article>
  );
}
