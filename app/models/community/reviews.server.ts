// Writing a review (decision 0032): a draft post on the server holds the photos and the answers between the
// two steps (so a reload or the back arrow keeps them), then publishing turns it into a feed post.
// Reading the feed, likes, comments and scraps live in app/models/community/.
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { db } from "~/db.server";
import { type ImageSources, imageSources } from "~/models/uploads/uploads";
import type { Database, UploadVariant } from "../../../db/schema";
import { fromJson, toJson } from "../platform/json.server";
import { deleteUpload } from "../uploads/uploads.server";
import {
  cleanTags,
  defaultReviewTitle,
  MAX_LOCATION_TAGS,
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TEXT,
  MAX_STORY_TEXT,
  MAX_TAGS,
  MIN_REVIEW_PHOTOS,
} from "./review-rules";
import { searchColumns } from "./search";

export interface ReviewFields {
  goodPoints: string;
  badPoints: string;
  tips: string;
  caption: string;
  locationTags: string[];
  tags: string[];
}

export interface DraftPhoto {
  uploadId: string;
  position: number;
  fileName: string;
  sources: ImageSources | null;
}

export interface ReviewDraft extends ReviewFields {
  id: string;
  photos: DraftPhoto[];
  updatedAt: string;
}

export interface DraftSummary {
  id: string;
  title: string;
  photoCount: number;
  cover: ImageSources | null;
  updatedAt: string;
}

export const EMPTY_REVIEW_FIELDS: ReviewFields = { goodPoints: "", badPoints: "", tips: "", caption: "", locationTags: [], tags: [] };

/** Texts trimmed and cut to their limits, tags cleaned to the rules. */
export function cleanReviewFields(fields: ReviewFields): ReviewFields {
  return {
    goodPoints: fields.goodPoints.trim().slice(0, MAX_REVIEW_TEXT),
    badPoints: fields.badPoints.trim().slice(0, MAX_REVIEW_TEXT),
    tips: fields.tips.trim().slice(0, MAX_REVIEW_TEXT),
    caption: fields.caption.trim().slice(0, MAX_STORY_TEXT),
    locationTags: cleanTags(fields.locationTags, MAX_LOCATION_TAGS),
    tags: cleanTags(fields.tags, MAX_TAGS),
  };
}

/** A review's written parts, on `community_posts as p`: the story and the three answers (the feed shows them). */
export const REVIEW_TEXT_COLUMNS = ["p.caption", "p.good_points", "p.bad_points", "p.tips"] as const;

/** Nothing written: no story and none of the three answers (tags and photos are looked at apart). */
function isEmptyDraft(row: { caption: string; good_points: string | null; bad_points: string | null; tips: string | null }): boolean {
  return !row.caption && !row.good_points && !row.bad_points && !row.tips;
}

/**
 * The draft `/post/create` starts with: the member's newest draft that has nothing in it yet, or a
 * new one. Opening the page twice does not pile up empty drafts.
 */
export async function openEmptyDraft(authorId: string, now = new Date()): Promise<string> {
  const candidates = await db()
    .selectFrom("community_posts")
    .select(["id", "caption", "good_points", "bad_points", "tips", "tags", "location_tags"])
    .where("author_id", "=", authorId)
    .where("status", "=", "draft")
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("community_post_media").select("post_id").whereRef("post_id", "=", "community_posts.id"))),
    )
    .orderBy("updated_at", "desc")
    .limit(5)
    .execute();
  const empty = candidates.find(
    (row) => isEmptyDraft(row) && fromJson<string[]>(row.tags, []).length === 0 && fromJson<string[]>(row.location_tags, []).length === 0,
  );
  if (empty) return empty.id;
  return createReviewDraft(authorId, now);
}

/** A new, empty draft of the author's. */
export async function createReviewDraft(authorId: string, now = new Date()): Promise<string> {
  const id = randomUUID();
  const timestamp = now.toISOString();
  await db()
    .insertInto("community_posts")
    .values({
      id,
      author_id: authorId,
      status: "draft",
      title: defaultReviewTitle([]),
      caption: "",
      good_points: null,
      bad_points: null,
      tips: null,
      tags: toJson([]),
      location_tags: toJson([]),
      author_location: null,
      family_tags: toJson([]),
      created_at: timestamp,
      updated_at: timestamp,
      published_at: null,
      hidden_at: null,
      hidden_by: null,
    })
    .execute();
  return id;
}

async function draftPhotos(postId: string): Promise<DraftPhoto[]> {
  const rows = await db()
    .selectFrom("community_post_media as m")
    .innerJoin("uploads as u", "u.id", "m.upload_id")
    .select(["m.upload_id", "m.position", "u.file_name", "u.variants", "u.width", "u.height"])
    .where("m.post_id", "=", postId)
    .orderBy("m.position")
    .execute();
  return rows.map((row) => ({
    uploadId: row.upload_id,
    position: row.position,
    fileName: row.file_name,
    sources: imageSources(fromJson<UploadVariant[]>(row.variants, []), row.width ?? 0, row.height ?? 0),
  }));
}

/** The member's draft, or null (someone else's, published, or missing). */
export async function getReviewDraft(authorId: string, draftId: string): Promise<ReviewDraft | null> {
  const row = await db()
    .selectFrom("community_posts")
    .selectAll()
    .where("id", "=", draftId)
    .where("author_id", "=", authorId)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    goodPoints: row.good_points ?? "",
    badPoints: row.bad_points ?? "",
    tips: row.tips ?? "",
    caption: row.caption,
    locationTags: fromJson<string[]>(row.location_tags, []),
    tags: fromJson<string[]>(row.tags, []),
    photos: await draftPhotos(row.id),
    updatedAt: row.updated_at,
  };
}

/** The member's drafts that hold something (a photo or text), newest first, to resume. */
export async function listReviewDrafts(authorId: string, limit = 20): Promise<DraftSummary[]> {
  const rows = await db()
    .selectFrom("community_posts as p")
    .select((eb) => [
      "p.id",
      "p.title",
      ...REVIEW_TEXT_COLUMNS,
      "p.updated_at",
      eb
        .selectFrom("community_post_media as m")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("m.post_id", "=", "p.id")
        .as("photo_count"),
    ])
    .where("p.author_id", "=", authorId)
    .where("p.status", "=", "draft")
    .orderBy("p.updated_at", "desc")
    .limit(limit)
    .execute();
  const drafts: DraftSummary[] = [];
  for (const row of rows) {
    const photoCount = Number(row.photo_count ?? 0);
    if (photoCount === 0 && isEmptyDraft(row)) continue;
    const cover = photoCount ? ((await draftPhotos(row.id))[0]?.sources ?? null) : null;
    drafts.push({ id: row.id, title: row.title, photoCount, cover, updatedAt: row.updated_at });
  }
  return drafts;
}

/** How many more photos the member's draft takes, or null when it is not theirs. */
export async function draftRoom(authorId: string, draftId: string): Promise<number | null> {
  const row = await db()
    .selectFrom("community_posts as p")
    .select((eb) =>
      eb.selectFrom("community_post_media as m").select(eb.fn.countAll<number>().as("n")).whereRef("m.post_id", "=", "p.id").as("n"),
    )
    .where("p.id", "=", draftId)
    .where("p.author_id", "=", authorId)
    .where("p.status", "=", "draft")
    .executeTakeFirst();
  return row ? MAX_REVIEW_PHOTOS - Number(row.n ?? 0) : null;
}

/**
 * Locks the author's draft for the rest of the transaction (an update of its row), so what is decided
 * next about its photos cannot interleave with another request's; false when it is not their draft.
 */
async function lockOwnDraft(trx: Transaction<Database>, input: { authorId: string; draftId: string }, now: Date): Promise<boolean> {
  const locked = await trx
    .updateTable("community_posts")
    .set({ updated_at: now.toISOString() })
    .where("id", "=", input.draftId)
    .where("author_id", "=", input.authorId)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
}

export type AttachResult = "ok" | "full" | "notFound";

/**
 * Puts a confirmed upload of the author last in their draft. The draft's row is locked first (an
 * update), so photos confirmed at the same moment get distinct places and never exceed ten.
 */
export async function attachDraftPhoto(
  input: { authorId: string; draftId: string; uploadId: string },
  now = new Date(),
): Promise<AttachResult> {
  return db()
    .transaction()
    .execute(async (trx) => {
      if (!(await lockOwnDraft(trx, input, now))) return "notFound";
      const existing = await trx
        .selectFrom("community_post_media")
        .select(["upload_id", "position"])
        .where("post_id", "=", input.draftId)
        .execute();
      if (existing.some((row) => row.upload_id === input.uploadId)) return "ok";
      if (existing.length >= MAX_REVIEW_PHOTOS) return "full";
      const owned = await trx
        .updateTable("uploads")
        .set({ entity_id: input.draftId })
        .where("id", "=", input.uploadId)
        .where("owner_id", "=", input.authorId)
        .where("status", "=", "confirmed")
        .where((eb) => eb.or([eb("entity_id", "is", null), eb("entity_id", "=", input.draftId)]))
        .executeTakeFirst();
      if (Number(owned.numUpdatedRows) === 0) return "notFound";
      const position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
      await trx.insertInto("community_post_media").values({ post_id: input.draftId, upload_id: input.uploadId, position }).execute();
      return "ok";
    });
}

/** Takes a photo out of the member's draft and removes it from storage. */
export async function removeDraftPhoto(input: { authorId: string; draftId: string; uploadId: string }): Promise<boolean> {
  const draft = await db()
    .selectFrom("community_posts")
    .select("id")
    .where("id", "=", input.draftId)
    .where("author_id", "=", input.authorId)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (!draft) return false;
  const removed = await db()
    .deleteFrom("community_post_media")
    .where("post_id", "=", input.draftId)
    .where("upload_id", "=", input.uploadId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await deleteUpload(input.authorId, input.uploadId);
  return true;
}

function fieldColumns(fields: ReviewFields) {
  return {
    good_points: fields.goodPoints || null,
    bad_points: fields.badPoints || null,
    tips: fields.tips || null,
    caption: fields.caption,
    tags: toJson(fields.tags),
    location_tags: toJson(fields.locationTags),
    title: defaultReviewTitle(fields.locationTags),
  };
}

/** 'later' and every step-2 round trip: the answers kept in the member's draft. False when not theirs. */
export async function saveReviewDraft(
  input: { authorId: string; draftId: string; fields: ReviewFields },
  now = new Date(),
): Promise<boolean> {
  const fields = cleanReviewFields(input.fields);
  const result = await db()
    .updateTable("community_posts")
    .set({ ...fieldColumns(fields), updated_at: now.toISOString() })
    .where("id", "=", input.draftId)
    .where("author_id", "=", input.authorId)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** '아들 7세', '딸 5세': the children of the author's family, as the feed shows them (decision 0032). */
async function familyTagsOf(authorId: string): Promise<string[]> {
  const row = await db().selectFrom("users").select("family_members").where("id", "=", authorId).executeTakeFirst();
  const family = fromJson<Record<string, unknown>>(row?.family_members, {});
  const tags: string[] = [];
  for (const [type, label] of [
    ["son", "아들"],
    ["daughter", "딸"],
  ] as const) {
    const list = family[type];
    if (!Array.isArray(list)) continue;
    for (const member of list) {
      const age = typeof member?.age === "string" || typeof member?.age === "number" ? String(member.age) : "";
      tags.push(age ? `${label} ${age}세` : label);
    }
  }
  return tags.slice(0, 6);
}

export type PublishResult = { ok: true; postId: string } | { ok: false; problem: "notFound" | "noPhotos" | "tooManyPhotos" | "notOwned" };

/**
 * Publishes the member's draft with these answers. The server checks again what the page checked:
 * one to ten photos, every one a confirmed upload of the author; the title, search columns and the
 * author's family tags are written with it. The draft → published change is conditional, so a double
 * submit publishes once.
 */
export async function publishReview(
  input: { authorId: string; draftId: string; fields: ReviewFields; authorLocation?: string | null },
  now = new Date(),
): Promise<PublishResult> {
  const fields = cleanReviewFields(input.fields);
  const familyTags = await familyTagsOf(input.authorId);
  return db()
    .transaction()
    .execute(async (trx): Promise<PublishResult> => {
      if (!(await lockOwnDraft(trx, input, now))) return { ok: false, problem: "notFound" };
      const media = await trx
        .selectFrom("community_post_media as m")
        .leftJoin("uploads as u", (join) =>
          join.onRef("u.id", "=", "m.upload_id").on("u.owner_id", "=", input.authorId).on("u.status", "=", "confirmed"),
        )
        .select(["m.upload_id", "u.id as owned"])
        .where("m.post_id", "=", input.draftId)
        .execute();
      if (media.length < MIN_REVIEW_PHOTOS) return { ok: false, problem: "noPhotos" };
      if (media.length > MAX_REVIEW_PHOTOS) return { ok: false, problem: "tooManyPhotos" };
      if (media.some((row) => !row.owned)) return { ok: false, problem: "notOwned" };
      const authorLocation = input.authorLocation ?? null;
      await trx
        .updateTable("community_posts")
        .set({
          ...fieldColumns(fields),
          ...searchColumns({ caption: fields.caption, tags: fields.tags, locationTags: fields.locationTags, authorLocation }),
          status: "published",
          author_location: authorLocation,
          family_tags: toJson(familyTags),
          published_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where("id", "=", input.draftId)
        .where("status", "=", "draft")
        .execute();
      return { ok: true, postId: input.draftId };
    });
}

/** Removes the member's draft and its photos. */
export async function deleteReviewDraft(authorId: string, draftId: string): Promise<boolean> {
  const draft = await getReviewDraft(authorId, draftId);
  if (!draft) return false;
  for (const photo of draft.photos) await deleteUpload(authorId, photo.uploadId);
  const deleted = await db()
    .deleteFrom("community_posts")
    .where("id", "=", draftId)
    .where("author_id", "=", authorId)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
