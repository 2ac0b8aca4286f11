// Comments on a visible post: listed oldest first, added and deleted by their author, the post's
// counter moved in the same transaction by the statement's own row count (decision 0012).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { db } from "~/db.server";
import { AUTHOR_COLUMNS, bylineOf, type Db, type PostComment, visible } from "./feed.server";

export async function listComments(postId: string, viewerId: string | null, handle: Db = db()): Promise<PostComment[]> {
  const rows = await handle
    .selectFrom("community_comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .select(["c.id", "c.content", "c.created_at", "c.author_id", ...AUTHOR_COLUMNS])
    .where("c.post_id", "=", postId)
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdAt: row.created_at,
    author: bylineOf(row),
    isMine: row.author_id === viewerId,
  }));
}

// ---- Comments ---------------------------------------------------------------------------------------

/** Adds a comment to a visible post (content already trimmed and checked); its id, or null. */
export async function addComment(postId: string, userId: string, content: string, now = new Date(), handle: Db = db()) {
  const id = randomUUID();
  return handle.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto("community_comments")
      .columns(["id", "post_id", "author_id", "content", "created_at"])
      .expression((eb) =>
        eb
          .selectFrom("community_posts as p")
          .select((inner) => [
            inner.val(id).as("id"),
            inner.val(postId).as("post_id"),
            inner.val(userId).as("author_id"),
            inner.val(content).as("content"),
            inner.val(now.toISOString()).as("created_at"),
          ])
          .where("p.id", "=", postId)
          .where(visible),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    await trx.updateTable("community_posts").set({ comments_count: sql`comments_count + 1` }).where("id", "=", postId).execute();
    return { id };
  });
}

/** Deletes a comment only if `userId` wrote it, on that post; whether it did. */
export async function deleteComment(postId: string, commentId: string, userId: string, handle: Db = db()): Promise<boolean> {
  return handle.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("community_comments")
      .where("id", "=", commentId)
      .where("post_id", "=", postId)
      .where("author_id", "=", userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows ?? 0) === 0) return false;
    await trx.updateTable("community_posts").set({ comments_count: sql`comments_count - 1` }).where("id", "=", postId).execute();
    return true;
  });
}
