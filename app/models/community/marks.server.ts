// A member's marks on a visible post (likes, scraps, reports), each counted once in the same
// transaction as its row (decision 0012), and the scrapbook the scraps make.
import { type Expression, sql } from "kysely";
import { db } from "~/db.server";
import { type Db, type FamilyInfo, type PostImage, postColumns, toFeedPosts, visible } from "./feed.server";

// ---- Marks: likes, scraps, reports -------------------------------------------------------------------

type MarkTable = "community_likes" | "community_scraps" | "community_reports";
const COUNTER: Record<MarkTable, "likes_count" | "reports_count" | null> = {
  community_likes: "likes_count",
  community_scraps: null,
  community_reports: "reports_count",
};

/**
 * Sets or clears one member's mark on a visible post. The row is inserted only if the post is visible
 * and the member has none (the primary key), or deleted if present; the post's counter moves by the
 * statement's own row count in the same transaction. Null when the post is not visible.
 */
async function setMark(
  table: MarkTable,
  postId: string,
  userId: string,
  on: boolean,
  now: Date,
  handle: Db,
): Promise<{ on: boolean; count: number } | null> {
  const counter = COUNTER[table];
  return handle.transaction().execute(async (trx) => {
    let changed = 0;
    if (on) {
      const result = await trx
        .insertInto(table)
        .columns(["post_id", "user_id", "created_at"])
        .expression((eb) =>
          eb
            .selectFrom("community_posts as p")
            .select((inner) => [
              inner.val(postId).as("post_id"),
              inner.val(userId).as("user_id"),
              inner.val(now.toISOString()).as("created_at"),
            ])
            .where("p.id", "=", postId)
            .where(visible),
        )
        .onConflict((oc) => oc.columns(["post_id", "user_id"]).doNothing())
        .executeTakeFirst();
      changed = Number(result.numInsertedOrUpdatedRows ?? 0);
    } else {
      const result = await trx.deleteFrom(table).where("post_id", "=", postId).where("user_id", "=", userId).executeTakeFirst();
      changed = -Number(result.numDeletedRows ?? 0);
    }
    if (counter && changed !== 0) {
      await trx
        .updateTable("community_posts")
        .set({ [counter]: sql`${sql.ref(counter)} + ${changed}` })
        .where("id", "=", postId)
        .execute();
    }
    const post = await trx
      .selectFrom("community_posts as p")
      .select(["p.likes_count", "p.reports_count"])
      .where("p.id", "=", postId)
      .where(visible)
      .executeTakeFirst();
    if (!post) return null;
    const mine = await trx
      .selectFrom(table)
      .select("post_id")
      .where("post_id", "=", postId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return { on: Boolean(mine), count: Number(counter === "reports_count" ? post.reports_count : post.likes_count) };
  });
}

/** Likes or unlikes a post: the member's state and the post's like count after, or null when the post is not visible. */
export async function setLike(postId: string, userId: string, liked: boolean, now = new Date(), handle: Db = db()) {
  const result = await setMark("community_likes", postId, userId, liked, now, handle);
  return result && { liked: result.on, likesCount: result.count };
}

/** Saves a post to the member's scrapbook or takes it out. */
export async function setScrap(postId: string, userId: string, scrapped: boolean, now = new Date(), handle: Db = db()) {
  const result = await setMark("community_scraps", postId, userId, scrapped, now, handle);
  return result && { scrapped: result.on };
}

/** Reports a post to staff, once per member; null when the post is not visible. */
export async function reportPost(postId: string, userId: string, now = new Date(), handle: Db = db()) {
  const result = await setMark("community_reports", postId, userId, true, now, handle);
  return result && { reported: result.on };
}

// ---- Scrapbook --------------------------------------------------------------------------------------

export interface ScrapbookItem {
  id: string;
  title: string;
  content: string;
  /** The cover (the first image), if any. */
  cover: PostImage | null;
  author: { name: string; avatarUrl: string | null };
  createdAt: string;
  likesCount: number;
  isLiked: boolean;
  familyInfo: FamilyInfo;
  locationTags: string[];
  tags: string[];
}

/** The member's saved posts, last saved first; hidden posts and drafts are left out. */
export async function listScrapbook(userId: string, handle: Db = db()): Promise<ScrapbookItem[]> {
  const rows = await postColumns(handle)
    .innerJoin("community_scraps as s", "s.post_id", "p.id")
    .select("s.created_at as scrapped_at")
    .where("s.user_id", "=", userId)
    .where(visible)
    .orderBy("s.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(500)
    .execute();
  const posts = await toFeedPosts(handle, rows, userId);
  return posts.map((post) => ({
    id: post.id,
    title: post.title,
    content: post.caption,
    cover: post.images[0] ?? null,
    author: { name: post.author.name, avatarUrl: post.author.avatarUrl },
    createdAt: post.publishedAt,
    likesCount: post.likesCount,
    isLiked: post.isLiked,
    familyInfo: post.familyInfo,
    locationTags: post.locationTags,
    tags: post.tags,
  }));
}

/** The header's badge: the member's saved posts that are still visible, as a subquery for one shell query. */
export function scrapCountQuery(handle: Db, userId: string | Expression<string>) {
  return handle
    .selectFrom("community_scraps as s")
    .innerJoin("community_posts as p", "p.id", "s.post_id")
    .select((eb) => eb.fn.countAll<number | string>().as("scraps"))
    .where("s.user_id", "=", userId)
    .where(visible);
}
