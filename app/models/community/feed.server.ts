// The community's feed and search: pages of 20 in publishing order, found by words or 초성, and the
// post shapes, columns and visibility rule the other community models share (posts, comments, marks,
// moderation beside this file). Writing and publishing posts live with the upload service
// (reviews.server.ts); they write the search columns (search.ts) that this file only reads.
//
// Only published posts that staff have not hidden exist here: every read and every mark checks both.
// A like, a scrap, a report or a comment changes its post's counter in the same transaction as the
// row, by the row count of its own statement (decision 0012): two taps never count twice.
import { canBeChoseong } from "es-hangul";
import { type ExpressionBuilder, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from "kysely";
import { compiledOnce, compiledPerCount, db } from "~/db.server";
import type { Database, UploadVariant } from "../../../db/schema";
import { nameOrNickname } from "../accounts/users.server";
import { fromJson } from "../platform/json.server";
import { type PhotoSources, photoSources } from "../uploads/uploads";
import { REVIEW_TEXT_COLUMNS } from "./reviews.server";
import { normalizeSearch } from "./search";

export const FEED_PAGE_SIZE = 20;
/** Matches are counted up to this many ('100+' beyond): the count's cost stays bounded however broad the query. */
export const FEED_COUNT_CAP = 100;
export const COMMENT_MAX_LENGTH = 500;

/** A post's photo: its sizes in the compact form (expandSources gives the addresses). */
export interface PostImage {
  sources: PhotoSources;
}

/** Who wrote a post or a comment: the name shown (or '회원') and the avatar. */
export interface Byline {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** A post's author as its card shows it (no id: the page reads none, `isMine` says what it needs). */
export interface PostAuthor extends Omit<Byline, "id"> {
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

export type Db = Kysely<Database>;
export type PostsEb = ExpressionBuilder<Database & { p: Database["community_posts"] }, "p">;

function isPostgres(handle: Db): boolean {
  return handle.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Published and not hidden: the only posts anyone but staff sees. Written as literals so both engines
 * can use the partial index of visible posts in feed order (migration 0009): a bound parameter would
 * not prove the index's condition.
 */
export function visible(_eb?: PostsEb): RawBuilder<SqlBool> {
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
export function matches(handle: Db, plan: SearchPlan): RawBuilder<SqlBool> {
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
export const AUTHOR_COLUMNS = ["u.name as author_name", "u.nickname as author_nickname", "u.avatar_url as author_avatar"] as const;

interface AuthorRow {
  author_id: string;
  author_name: string | null;
  author_nickname: string | null;
  author_avatar: string | null;
}

export function bylineOf(row: AuthorRow): Byline {
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

export function postColumns(handle: Db) {
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
  const { rows } = await imageRowsOf(handle, ...postIds);
  for (const row of rows) {
    // Checked here rather than in SQL, so the planner walks the media's key and never the uploads' status.
    if (row.status !== "confirmed") continue;
    const sources = photoSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0);
    if (!sources) continue;
    const list = byPost.get(row.post_id) ?? [];
    list.push({ sources });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

// The feed's reads are compiled once per page size (docs/decisions/0079-members-pages-lighter.md): every feed page asks.
const imageRowsOf = compiledPerCount((handle, postIds) =>
  handle
    .selectFrom("community_post_media as m")
    .innerJoin("uploads as up", "up.id", "m.upload_id")
    .select(["m.post_id", "m.position", "up.id", "up.status", "up.variants", "up.width", "up.height"])
    .where("m.post_id", "in", postIds as string[])
    .orderBy("m.post_id")
    .orderBy("m.position"),
);

/** Which of these posts the viewer has liked, scrapped, reported: one query (a member's feed asks on every page). */
async function marksOf(handle: Db, viewerId: string | null, postIds: string[]) {
  const marks = { liked: new Set<string>(), scrapped: new Set<string>(), reported: new Set<string>() };
  if (!viewerId || postIds.length === 0) return marks;
  const { rows } = await markRowsOf(handle, viewerId, ...postIds);
  for (const row of rows) marks[row.mark].add(row.post_id);
  return marks;
}

const markRowsOf = compiledPerCount((handle, [viewerId, ...postIds]) => {
  const of = (table: "community_likes" | "community_scraps" | "community_reports", mark: "liked" | "scrapped" | "reported") =>
    handle
      .selectFrom(table)
      .select([sql.lit(mark).as("mark"), "post_id"])
      .where("user_id", "=", viewerId as string)
      .where("post_id", "in", postIds as string[]);
  return of("community_likes", "liked").unionAll(of("community_scraps", "scrapped")).unionAll(of("community_reports", "reported"));
});

export async function toFeedPosts(handle: Db, rows: PostRow[], viewerId: string | null): Promise<FeedPost[]> {
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
      name: displayName(row.author_name, row.author_nickname),
      avatarUrl: row.author_avatar,
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
  if (!plan && !cursor) return firstFeedPage(handle, limit, input.viewerId);
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
  return feedPageOf(handle, { rows, limit, total, offset: Number(offset?.total ?? 0) }, input.viewerId);
}

/** A page of `limit` posts from the `limit + 1` rows read (one more says there is a next page). */
async function feedPageOf(
  handle: Db,
  { rows, limit, total, offset }: { rows: PostRow[]; limit: number; total: number; offset: number },
  viewerId: string | null,
): Promise<FeedPage> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    posts: await toFeedPosts(handle, page, viewerId),
    total: Math.min(total, FEED_COUNT_CAP),
    totalCapped: total > FEED_COUNT_CAP,
    nextCursor: rows.length > limit && last?.published_at ? encodeCursor(last.published_at, last.id) : null,
    offset,
  };
}

/** The feed's first page, unsearched: what most feed requests ask, its two reads compiled once. */
async function firstFeedPage(handle: Db, limit: number, viewerId: string | null): Promise<FeedPage> {
  const [{ rows }, { rows: counted }] = await Promise.all([newestPostsOf(handle, limit + 1), visibleCountOf(handle, FEED_COUNT_CAP + 1)]);
  return feedPageOf(handle, { rows, limit, total: Number(counted[0]?.total ?? 0), offset: 0 }, viewerId);
}

const newestPostsOf = compiledOnce((handle, limit: number) =>
  postColumns(handle).where(visible).orderBy("p.published_at", "desc").orderBy("p.id", "desc").limit(limit),
);

const visibleCountOf = compiledOnce((handle, cap: number) =>
  handle
    .selectFrom((eb) => eb.selectFrom("community_posts as p").select(sql<number>`1`.as("one")).where(visible).limit(cap).as("matching"))
    .select((eb) => eb.fn.countAll<number | string>().as("total")),
);

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
