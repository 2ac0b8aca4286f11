// Community posts as publishing leaves them, written straight to the database for tests (the writing
// flow, /post/create, has suites of its own): the post, its search columns (app/models/community/search.ts) and
// confirmed uploads for its photos (the image files themselves need not exist).
import { randomUUID } from "node:crypto";
import { db } from "../../app/db.server";
import { searchColumns } from "../../app/models/community/search";
import { toJson } from "../../app/models/platform/json.server";

export interface PostInput {
  authorId: string;
  caption?: string;
  title?: string;
  tags?: string[];
  locationTags?: string[];
  authorLocation?: string | null;
  familyTags?: string[];
  goodPoints?: string | null;
  badPoints?: string | null;
  tips?: string | null;
  status?: "draft" | "published";
  hidden?: boolean;
  /** How many photos (confirmed uploads of the author). */
  photos?: number;
  publishedAt?: Date;
}

export async function arrangePost(input: PostInput): Promise<string> {
  const id = `post-${randomUUID()}`;
  const at = (input.publishedAt ?? new Date()).toISOString();
  const fields = {
    caption: input.caption ?? "아이와 함께한 즐거운 여행",
    tags: input.tags ?? [],
    locationTags: input.locationTags ?? [],
    authorLocation: input.authorLocation ?? null,
  };
  const status = input.status ?? "published";
  await db()
    .insertInto("community_posts")
    .values({
      id,
      author_id: input.authorId,
      status,
      title: input.title ?? `${fields.locationTags[0] ?? "가족"} 여행 후기`,
      caption: fields.caption,
      good_points: input.goodPoints ?? null,
      bad_points: input.badPoints ?? null,
      tips: input.tips ?? null,
      tags: toJson(fields.tags),
      location_tags: toJson(fields.locationTags),
      author_location: fields.authorLocation,
      family_tags: toJson(input.familyTags ?? []),
      ...searchColumns(fields),
      created_at: at,
      updated_at: at,
      published_at: status === "published" ? at : null,
      hidden_at: input.hidden ? at : null,
    })
    .execute();
  for (let position = 0; position < (input.photos ?? 1); position++) {
    const uploadId = randomUUID();
    const key = `community/${uploadId}`;
    await db()
      .insertInto("uploads")
      .values({
        id: uploadId,
        owner_id: input.authorId,
        category: "review",
        storage_key: `${key}/original`,
        file_name: `photo-${position + 1}.jpg`,
        declared_type: "image/jpeg",
        declared_size: 1000,
        content_type: "image/jpeg",
        byte_size: 1000,
        width: 1200,
        height: 900,
        variants: toJson([
          { width: 480, webp: `${key}/480.webp`, jpeg: `${key}/480.jpg` },
          { width: 1080, webp: `${key}/1080.webp`, jpeg: `${key}/1080.jpg` },
        ]),
        status: "confirmed",
        entity_id: id,
        created_at: at,
        confirmed_at: at,
      })
      .execute();
    await db().insertInto("community_post_media").values({ post_id: id, upload_id: uploadId, position }).execute();
  }
  return id;
}
