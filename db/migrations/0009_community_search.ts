// Finding posts by any part of their words (docs/decisions/0033-community-search.md): an index over
// the search columns the post's publishing writes (search_text, search_initials). SQLite keeps an FTS5
// table with the trigram tokenizer over the posts' rows, maintained by triggers; PostgreSQL keeps
// pg_trgm GIN indexes on the two columns. Queries shorter than three characters cannot use a trigram
// and are answered by a bounded scan in feed order (see the model).
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  // The feed's order over visible posts only, carrying the search columns: a page is the index's first
  // 21 entries, the count of visible posts is the index's size, and a query too short for a trigram
  // is a scan of this index alone, never of the table (the queries state its condition as literals).
  // It replaces 0008's (status, published_at), which the planner would otherwise prefer.
  await sql`drop index community_posts_feed`.execute(db);
  await sql`create index community_posts_visible_feed on community_posts (published_at, id, search_text, search_initials) where status = 'published' and hidden_at is null`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index community_posts_search_text_trgm on community_posts using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index community_posts_search_initials_trgm on community_posts using gin (search_initials gin_trgm_ops)`.execute(db);
    return;
  }
  // An external-content table: the text lives once, in community_posts; the index is keyed by its rowid.
  await sql`create virtual table community_post_search using fts5(search_text, search_initials, content='community_posts', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger community_post_search_insert after insert on community_posts begin
    insert into community_post_search(rowid, search_text, search_initials) values (new.rowid, new.search_text, new.search_initials);
  end`.execute(db);
  await sql`create trigger community_post_search_delete after delete on community_posts begin
    insert into community_post_search(community_post_search, rowid, search_text, search_initials) values ('delete', old.rowid, old.search_text, old.search_initials);
  end`.execute(db);
  await sql`create trigger community_post_search_update after update of search_text, search_initials on community_posts begin
    insert into community_post_search(community_post_search, rowid, search_text, search_initials) values ('delete', old.rowid, old.search_text, old.search_initials);
    insert into community_post_search(rowid, search_text, search_initials) values (new.rowid, new.search_text, new.search_initials);
  end`.execute(db);
  await sql`insert into community_post_search(community_post_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index community_posts_visible_feed`.execute(db);
  await db.schema.createIndex("community_posts_feed").on("community_posts").columns(["status", "published_at"]).execute();
  if (isPostgres(db)) {
    await sql`drop index community_posts_search_initials_trgm`.execute(db);
    await sql`drop index community_posts_search_text_trgm`.execute(db);
    return;
  }
  for (const trigger of ["community_post_search_update", "community_post_search_delete", "community_post_search_insert"]) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table community_post_search`.execute(db);
}
