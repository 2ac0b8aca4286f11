// Uploaded files (one service for community photos, mission photos and the photobook) and the
// community: posts with their photos, comments, likes, scraps and reports.

import type { Kysely } from "kysely";
import { jsonType } from "./dialect";

export async function up(db: Kysely<any>): Promise<void> {
  const json = jsonType(db);

  // A file a member uploads in three steps: ask for an address (row 'pending'), PUT the bytes, confirm
  // (content sniffed, images resized, row 'confirmed'). Pending rows older than a day are removed.
  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** 'community' | 'mission' | 'photobook' */
    .addColumn("category", "text", (c) => c.notNull())
    /** The original's key in storage (local disk or S3). */
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    /** The name the member's device gave, for display only. */
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("declared_type", "text", (c) => c.notNull())
    .addColumn("declared_size", "integer", (c) => c.notNull())
    /** Sniffed from the bytes at confirm time; null while pending. */
    .addColumn("content_type", "text")
    .addColumn("byte_size", "integer")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    /** The sizes made for pages: [{ width, webp, jpeg }] with storage keys. */
    .addColumn("variants", json)
    /** 'pending' | 'confirmed' */
    .addColumn("status", "text", (c) => c.notNull())
    /** What it belongs to once used (a post id, a mission id, a photobook id). */
    .addColumn("entity_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema.createIndex("uploads_status_created").on("uploads").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("uploads_owner_created").on("uploads").columns(["owner_id", "created_at"]).execute();

  await db.schema
    .createTable("community_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("author_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** 'draft' | 'published' */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    /** The travel story (caption / content, decision 0032). */
    .addColumn("caption", "text", (c) => c.notNull())
    .addColumn("good_points", "text")
    .addColumn("bad_points", "text")
    .addColumn("tips", "text")
    .addColumn("tags", json, (c) => c.notNull())
    .addColumn("location_tags", json, (c) => c.notNull())
    /** A snapshot at publishing: the author's area and family tags ('아들 7세'). */
    .addColumn("author_location", "text")
    .addColumn("family_tags", json, (c) => c.notNull())
    /** Kept by the same statement that adds or removes a like or comment. */
    .addColumn("likes_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comments_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reports_count", "integer", (c) => c.notNull().defaultTo(0))
    /** Caption, tags, location tags and author location, lower-cased without spaces, and its 초성. */
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("search_initials", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    /** Set by staff moderation: a hidden post leaves the feed, search and scrapbooks. */
    .addColumn("hidden_at", "text")
    .addColumn("hidden_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("community_posts_feed").on("community_posts").columns(["status", "published_at"]).execute();
  await db.schema.createIndex("community_posts_author").on("community_posts").columns(["author_id", "status", "updated_at"]).execute();

  await db.schema
    .createTable("community_post_media")
    .addColumn("post_id", "text", (c) => c.notNull().references("community_posts.id").onDelete("cascade"))
    .addColumn("upload_id", "text", (c) => c.notNull().references("uploads.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("community_post_media_pk", ["post_id", "position"])
    .execute();
  await db.schema.createIndex("community_post_media_upload").on("community_post_media").column("upload_id").execute();

  await db.schema
    .createTable("community_comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("community_posts.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("community_comments_post").on("community_comments").columns(["post_id", "created_at"]).execute();

  // One like, scrap or report per member and post: the primary key makes a double tap harmless.
  for (const table of ["community_likes", "community_scraps", "community_reports"]) {
    let builder = db.schema
      .createTable(table)
      .addColumn("post_id", "text", (c) => c.notNull().references("community_posts.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull());
    if (table === "community_reports") builder = builder.addColumn("reason", "text");
    await builder.addPrimaryKeyConstraint(`${table}_pk`, ["post_id", "user_id"]).execute();
    await db.schema.createIndex(`${table}_user`).on(table).columns(["user_id", "created_at"]).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "community_reports",
    "community_scraps",
    "community_likes",
    "community_comments",
    "community_post_media",
    "community_posts",
    "uploads",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
