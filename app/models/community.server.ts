// The community as members read it and touch it: the feed (pages of 20 in publishing order, found by
// search), a post with its comments, likes, comments, scraps and reports, the scrapbook, and staff
// moderation. Writing and publishing posts live with the upload service (the other half of issue 13);
// they write the search columns (community-search.ts) that this file only reads.
//
// Only published posts that staff have not hidden exist here: every read and every mark checks both.
// A like, a scrap, a report or a comment changes its post's counter in the same transaction as the
// row, by the row count of its own statement (decision 0012): two taps never count twice.
import { randomUUID } from "node:crypto";
import { canBeChoseong } from "es-hangul";
import { type ExpressionBuilder, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from "kysely";
import { db } from "~/db.server";
import type { Database, UploadVariant } from "../../db/schema";
import { nameOrNickname } from "./accounts/users.server";
import { type ListPage, type ListQuery, pageOf } from "./back-office/staff-lists.server";
import { normalizeSearch } from "./community-search";
import { fromJson } from "./platform/json.server";
import { REVIEW_TEXT_COLUMNS } from "./reviews.server";
import { type ImageSources, imageSources } from "./uploads/uploads";

export const FEED_PAGE_SIZE = 20;
/** Matches are counted up to this many ('100+' beyond): the count's cost stays bounded however broad the query. */
export const FEED_COUNT_CAP = 100;
export const COMMENT_MAX_LENGTH = 500;

export interface PostImage {
  id: string;
  sources: ImageSources;
}

/** Who wrote a post or a comment: the name shown (or '회원') and the avatar. */
export interface Byline {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface PostAuthor extends Byline {
  location: string | null;
  familyTags: string[];
}

export interface FamilyInfo {
  goodPoints: string | null;
  badPoints: string | null;
  tips: string | null;
}

export interface FeedPost {
  id: string;
  title: string;
  /** The travel story. */
  caption: string;
  tags: string[];
  locationTags: string[];
  images: PostImage[];
  likesCount: number;
  commentsCount: number;
  publishedAt: string;
  author: PostAuthor;
  familyInfo: FamilyInfo;
  /** The viewer's own marks; false for visitors. */
  isLiked: boolean;
  isScrapped: boolean;
  isReported: boolean;
  isMine: boolean;
}

export interface PostComment {
  id: string;
  content: string;
  createdAt: string;
  author: Byline;
  /** Only the author may delete it (checked again on delete). */
  isMine: boolean;
}

export interface FeedPage {
  posts: FeedPost[];
  /** Matching posts in all (the 'n / N' counter), at most FEED_COUNT_CAP. */
  total: number;
  /** There are more than FEED_COUNT_CAP. */
  totalCapped: boolean;
  /** The cursor of the next page, or null at the end. */
  nextCursor: string | null;
  /** How many matching posts come before this page (0 on the first). */
  offset: number;
}

type Db = Kysely<Database>;
type PostsEb = ExpressionBuilder<Database & { p: Database["community_posts"] }, "p">;

function isPostgres(handle: Db): boolean {
  return handle.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Published and not hidden: the only posts anyone but staff sees. Written as literals so both engines
 * can use the partial index of visible posts in feed order (migration 0009): a bound parameter would
 * not prove the index's condition.
 */
function visible(_eb?: PostsEb): RawBuilder<SqlBool> {
  return sql<SqlBool>`(p.status = 'published' and p.hidden_at is null)`;
}

// ---- Cursor -----------------------------------------------------------------------------------------

/** A keyset position in the feed's order (published_at desc, id desc), opaque in the address. */
export function encodeCursor(publishedAt: string, id: string): string {
  return Buffer.from(`${publishedAt}|${id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | null | undefined): { publishedAt: string; id: string } | null {
  if (!cursor || cursor.length > 200) return null;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const bar = text.indexOf("|");
  if (bar <= 0) return null;
  const publishedAt = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(publishedAt) || !/^[\w-]{1,100}$/.test(id)) return null;
  return { publishedAt, id };
}

// ---- Search -----------------------------------------------------------------------------------------

export interface SearchPlan {
  /** Initial consonants only ('ㄱㄹ') search the 초성 column; anything else the text. */
  column: "search_text" | "search_initials";
  needle: string;
}

/** What a query searches for: lower-cased, spaces and the field separator taken out; null if nothing is left. */
export function searchPlan(query: string | null | undefined): SearchPlan | null {
  const needle = normalizeSearch(query ?? "")
    .replaceAll("|", "")
    .slice(0, 100);
  if (!needle) return null;
  const initials = [...needle].every((char) => canBeChoseong(char));
  return { column: initials ? "search_initials" : "search_text", needle };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The FTS5 phrase that finds the needle on SQLite, when it is long enough to have a trigram. */
function trigramPhrase(handle: Db, plan: SearchPlan): string | null {
  if (isPostgres(handle) || [...plan.needle].length < 3) return null;
  return `${plan.column} : "${plan.needle.replaceAll('"', '""')}"`;
}

/**
 * The posts whose search column holds the needle. Three characters or more use the trigram index
 * (FTS5 on SQLite, pg_trgm on PostgreSQL); shorter needles have no trigram, so they are a scan of the
 * visible posts in feed order, which stops at the page's end (decision 0033).
 */
function matches(handle: Db, plan: SearchPlan): RawBuilder<SqlBool> {
  const column = sql.ref(`p.${plan.column}`);
  if (isPostgres(handle)) return sql<SqlBool>`${column} like ${`%${escapeLike(plan.needle)}%`}`;
  const phrase = trigramPhrase(handle, plan);
  if (phrase) {
    // The unary '+' keeps SQLite from driving the query by the matches (fetching and sorting every one
    // of them): it walks the visible posts' index in feed order and keeps those in the match set,
    // stopping at the page's end.
    return sql<SqlBool>`+p.rowid in (select rowid from community_post_search where community_post_search match ${phrase})`;
  }
  return sql<SqlBool>`instr(${column}, ${plan.needle}) > 0`;
}

/**
 * How many visible posts match, counted up to `cap + 1`. Order does not matter here, so on SQLite a
 * trigram search is driven by the FTS index itself, which stops after `cap + 1` visible matches
 * instead of building the whole match set a second time (0.1 ms instead of 1.5 ms for a query every
 * post matches).
 */
async function countMatching(handle: Db, plan: SearchPlan | null, cap: number): Promise<number> {
  const phrase = plan ? trigramPhrase(handle, plan) : null;
  if (phrase) {
    // The FTS table is not in the typed schema (it is SQLite's alone): written out.
    const { rows } = await sql<{ total: number }>`select count(*) as total from (
        select 1 from community_post_search s join community_posts p on p.rowid = s.rowid
        where community_post_search match ${phrase} and ${visible()} limit ${cap + 1}) as matching`.execute(handle);
    return Number(rows[0]?.total ?? 0);
  }
  const row = await handle
    .selectFrom((eb) =>
      eb
        .selectFrom("community_posts as p")
        .select(sql<number>`1`.as("one"))
        .where((where) => where.and([visible(where), ...(plan ? [matches(handle, plan)] : [])]))
        .limit(cap + 1)
        .as("matching"),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

// ---- Reading posts ---------------------------------------------------------------------------------

/** The author's columns of a post or a comment, from `users` joined as `u`; `bylineOf` reads them. */
const AUTHOR_COLUMNS = ["u.name as author_name", "u.nickname as author_nickname", "u.avatar_url as author_avatar"] as const;

interface AuthorRow {
  author_id: string;
  author_name: string | null;
  author_nickname: string | null;
  author_avatar: string | null;
}

function bylineOf(row: AuthorRow): Byline {
  return { id: row.author_id, name: displayName(row.author_name, row.author_nickname), avatarUrl: row.author_avatar };
}

interface PostRow extends AuthorRow {
  id: string;
  title: string;
  caption: string;
  good_points: string | null;
  bad_points: string | null;
  tips: string | null;
  tags: unknown;
  location_tags: unknown;
  author_location: string | null;
  family_tags: unknown;
  likes_count: number;
  comments_count: number;
  published_at: string | null;
}

function postColumns(handle: Db) {
  return handle
    .selectFrom("community_posts as p")
    .innerJoin("users as u", "u.id", "p.author_id")
    .select([
      "p.id",
      "p.title",
      ...REVIEW_TEXT_COLUMNS,
      "p.tags",
      "p.location_tags",
      "p.author_location",
      "p.family_tags",
      "p.likes_count",
      "p.comments_count",
      "p.published_at",
      "p.author_id",
      ...AUTHOR_COLUMNS,
    ]);
}

export function displayName(name: string | null, nickname: string | null): string {
  return nameOrNickname(name, nickname) ?? "회원";
}

function textList(value: unknown): string[] {
  const list = fromJson<unknown>(value, []);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
}

/** The images of these posts, cover first. */
async function imagesOf(handle: Db, postIds: string[]): Promise<Map<string, PostImage[]>> {
  const byPost = new Map<string, PostImage[]>();
  if (postIds.length === 0) return byPost;
  const rows = await handle
    .selectFrom("community_post_media as m")
    .innerJoin("uploads as up", "up.id", "m.upload_id")
    .select(["m.post_id", "m.position", "up.id", "up.status", "up.variants", "up.width", "up.height"])
    .where("m.post_id", "in", postIds)
    .orderBy("m.post_id")
    .orderBy("m.position")
    .execute();
  for (const row of rows) {
    // Checked here rather than in SQL, so the planner walks the media's key and never the uploads' status.
    if (row.status !== "confirmed") continue;
    const sources = imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0);
    if (!sources) continue;
    const list = byPost.get(row.post_id) ?? [];
    list.push({ id: row.id, sources });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

/** Which of these posts the viewer has liked, scrapped, reported. */
async function marksOf(handle: Db, viewerId: string | null, postIds: string[]) {
  const empty = { liked: new Set<string>(), scrapped: new Set<string>(), reported: new Set<string>() };
  if (!viewerId || postIds.length === 0) return empty;
  const ids = (table: "community_likes" | "community_scraps" | "community_reports") =>
    handle.selectFrom(table).select("post_id").where("user_id", "=", viewerId).where("post_id", "in", postIds).execute();
  const [liked, scrapped, reported] = await Promise.all([ids("community_likes"), ids("community_scraps"), ids("community_reports")]);
  const set = (rows: { post_id: string }[]) => new Set(rows.map((row) => row.post_id));
  return { liked: set(liked), scrapped: set(scrapped), reported: set(reported) };
}

async function toFeedPosts(handle: Db, rows: PostRow[], viewerId: string | null): Promise<FeedPost[]> {
  const ids = rows.map((row) => row.id);
  const [images, marks] = await Promise.all([imagesOf(handle, ids), marksOf(handle, viewerId, ids)]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    caption: row.caption,
    tags: textList(row.tags),
    locationTags: textList(row.location_tags),
    images: images.get(row.id) ?? [],
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    publishedAt: row.published_at ?? "",
    author: {
      ...bylineOf(row),
      location: row.author_location,
      familyTags: textList(row.family_tags),
    },
    familyInfo: { goodPoints: row.good_points, badPoints: row.bad_points, tips: row.tips },
    isLiked: marks.liked.has(row.id),
    isScrapped: marks.scrapped.has(row.id),
    isReported: marks.reported.has(row.id),
    isMine: viewerId === row.author_id,
  }));
}

/**
 * One page of the feed, newest first, from `cursor` on (keyset on published_at, id), found by `query`
 * when given. Marks are the viewer's (none for a visitor).
 */
export async function listFeed(
  input: { viewerId: string | null; query?: string | null; cursor?: string | null; limit?: number },
  handle: Db = db(),
): Promise<FeedPage> {
  const limit = Math.min(Math.max(input.limit ?? FEED_PAGE_SIZE, 1), 50);
  const plan = searchPlan(input.query);
  const cursor = decodeCursor(input.cursor);
  const condition = (eb: PostsEb) => eb.and([visible(eb), ...(plan ? [matches(handle, plan)] : [])]);
  let pageQuery = postColumns(handle)
    .where(condition)
    .orderBy("p.published_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit + 1);
  if (cursor) {
    pageQuery = pageQuery.where((eb) =>
      eb.or([
        eb("p.published_at", "<", cursor.publishedAt),
        eb.and([eb("p.published_at", "=", cursor.publishedAt), eb("p.id", "<", cursor.id)]),
      ]),
    );
  }
  const before = cursor
    ? handle
        .selectFrom("community_posts as p")
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .where(condition)
        .where((eb) =>
          eb.or([
            eb("p.published_at", ">", cursor.publishedAt),
            eb.and([eb("p.published_at", "=", cursor.publishedAt), eb("p.id", ">=", cursor.id)]),
          ]),
        )
        .executeTakeFirst()
    : Promise.resolve({ total: 0 });
  const [rows, total, offset] = await Promise.all([pageQuery.execute(), countMatching(handle, plan, FEED_COUNT_CAP), before]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    posts: await toFeedPosts(handle, page, input.viewerId),
    total: Math.min(total, FEED_COUNT_CAP),
    totalCapped: total > FEED_COUNT_CAP,
    nextCursor: rows.length > limit && last?.published_at ? encodeCursor(last.published_at, last.id) : null,
    offset: Number(offset?.total ?? 0),
  };
}

/** How many visible posts come before this one in the feed's order (its place, for 'n / N'). */
export async function feedPosition(postId: string, handle: Db = db()): Promise<{ index: number; total: number } | null> {
  const post = await handle
    .selectFrom("community_posts as p")
    .select(["p.published_at", "p.id"])
    .where("p.id", "=", postId)
    .where(visible)
    .executeTakeFirst();
  if (!post?.published_at) return null;
  const publishedAt = post.published_at;
  const row = await handle
    .selectFrom("community_posts as p")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("total"),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(
              eb.or([eb("p.published_at", ">", publishedAt), eb.and([eb("p.published_at", "=", publishedAt), eb("p.id", ">", postId)])]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("before"),
    ])
    .where(visible)
    .executeTakeFirstOrThrow();
  return { index: Number(row.before ?? 0) + 1, total: Number(row.total) };
}

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

/** The author deletes their own post (with its comments, marks and media links); whether it was theirs. */
export async function deleteOwnPost(postId: string, userId: string, handle: Db = db()): Promise<boolean> {
  const result = await handle.deleteFrom("community_posts").where("id", "=", postId).where("author_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0) > 0;
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
export function scrapCountQuery(handle: Db, userId: string) {
  return handle
    .selectFrom("community_scraps as s")
    .innerJoin("community_posts as p", "p.id", "s.post_id")
    .select((eb) => eb.fn.countAll<number | string>().as("scraps"))
    .where("s.user_id", "=", userId)
    .where(visible);
}

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
