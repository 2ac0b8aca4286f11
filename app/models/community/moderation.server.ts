// Staff moderation: the reported and hidden posts' list, hiding a post (it leaves the feed, search,
// its page and scrapbooks) and restoring it.
import { db } from "~/db.server";
import { type ListPage, type ListQuery, pageOf } from "../back-office/staff-lists.server";
import { type Db, displayName, matches, searchPlan } from "./feed.server";

// ---- Moderation (staff) -----------------------------------------------------------------------------

export const MODERATION_FILTERS = ["reported", "hidden"] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

export interface ModeratedPost {
  id: string;
  title: string;
  caption: string;
  authorName: string;
  reportsCount: number;
  publishedAt: string | null;
  hiddenAt: string | null;
}

/**
 * The staff list (a page of the back office's list query): reported posts still shown, most reports
 * first (the default), or hidden posts, last hidden first; `q` searches them as the feed does.
 */
export async function listModeratedPosts(query: ListQuery, handle: Db = db()): Promise<ListPage<ModeratedPost>> {
  const filter: ModerationFilter = query.status === "hidden" ? "hidden" : "reported";
  const plan = searchPlan(query.q);
  let rows = handle
    .selectFrom("community_posts as p")
    .innerJoin("users as u", "u.id", "p.author_id")
    .select(["p.id", "p.title", "p.caption", "p.reports_count", "p.published_at", "p.hidden_at", "u.name", "u.nickname"])
    .where("p.status", "=", "published")
    .where((eb) =>
      eb.and([
        filter === "hidden" ? eb("p.hidden_at", "is not", null) : eb.and([eb("p.hidden_at", "is", null), eb("p.reports_count", ">", 0)]),
        ...(plan ? [matches(handle, plan)] : []),
      ]),
    );
  rows =
    filter === "hidden"
      ? rows.orderBy("p.hidden_at", "desc").orderBy("p.id")
      : rows.orderBy("p.reports_count", "desc").orderBy("p.published_at", "desc").orderBy("p.id");
  return pageOf(rows, query, (row) => ({
    id: row.id,
    title: row.title,
    caption: row.caption,
    authorName: displayName(row.name, row.nickname),
    reportsCount: Number(row.reports_count),
    publishedAt: row.published_at,
    hiddenAt: row.hidden_at,
  }));
}

/** Staff hide a published post (it leaves the feed, search, the post page and scrapbooks); whether it changed. */
export async function hidePost(postId: string, staffId: string, now = new Date(), handle: Db = db()): Promise<boolean> {
  const result = await handle
    .updateTable("community_posts")
    .set({ hidden_at: now.toISOString(), hidden_by: staffId })
    .where("id", "=", postId)
    .where("status", "=", "published")
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}

/** Staff show a hidden post again; whether it changed. */
export async function restorePost(postId: string, handle: Db = db()): Promise<boolean> {
  const result = await handle
    .updateTable("community_posts")
    .set({ hidden_at: null, hidden_by: null })
    .where("id", "=", postId)
    .where("hidden_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0) > 0;
}
