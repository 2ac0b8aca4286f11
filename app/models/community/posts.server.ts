// A community post as its page shows it (with its comments), and its author deleting it.
import { db } from "~/db.server";
import { listComments } from "./comments.server";
import { type Db, type FeedPost, type PostComment, postColumns, toFeedPosts, visible } from "./feed.server";

/** A visible post with all its comments, oldest first; null when unknown, a draft or hidden. */
export async function getPost(
  postId: string,
  viewerId: string | null,
  handle: Db = db(),
): Promise<{ post: FeedPost; comments: PostComment[] } | null> {
  const row = await postColumns(handle).where("p.id", "=", postId).where(visible).executeTakeFirst();
  if (!row) return null;
  const [[post], comments] = await Promise.all([toFeedPosts(handle, [row], viewerId), listComments(postId, viewerId, handle)]);
  return post ? { post, comments } : null;
}

/** The author deletes their own post (with its comments, marks and media links); whether it was theirs. */
export async function deleteOwnPost(postId: string, userId: string, handle: Db = db()): Promise<boolean> {
  const result = await handle.deleteFrom("community_posts").where("id", "=", postId).where("author_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0) > 0;
}
