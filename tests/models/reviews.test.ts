// Review writing on both engines: the tag rules, drafts that only their author sees or changes, the
// ten-photo limit under parallel confirms, publishing (photos required and the author's own), and
// the demo community seeded with real stored sizes.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addTag, cleanTags, defaultReviewTitle, MAX_LOCATION_TAGS, MAX_TAGS, POPULAR_TAGS } from "~/models/community/review-rules";
import {
  attachDraftPhoto,
  createReviewDraft,
  EMPTY_REVIEW_FIELDS,
  getReviewDraft,
  listReviewDrafts,
  openEmptyDraft,
  publishReview,
  removeDraftPhoto,
  saveReviewDraft,
} from "~/models/community/reviews.server";
import { seedDemoReviews } from "~/models/demo/demo-reviews.server";
import { fromJson } from "~/models/platform/json.server";
import { storeUploadedFile } from "~/models/uploads/uploads.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { arrangeMember } from "../support/people";

beforeAll(() => useStorage(new LocalStorage(mkdtempSync(join(tmpdir(), "reviews-storage-")), "reviews-test-secret")));
afterAll(() => useStorage(undefined));

async function photoOf(ownerId: string) {
  const body = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#88aa44" } })
    .jpeg()
    .toBuffer();
  const stored = await storeUploadedFile({ ownerId, category: "review", fileName: "p.jpg", fileType: "image/jpeg", body });
  if (!stored.ok) throw new Error(stored.problem);
  return stored.upload;
}

describe("tag rules", () => {
  it("refuses empty, duplicate (any case), too long and over-the-limit tags", () => {
    expect(addTag([], "  ", MAX_TAGS)).toEqual({ ok: false, problem: "empty" });
    expect(addTag(["Jeju"], "jeju", MAX_TAGS)).toEqual({ ok: false, problem: "duplicate" });
    expect(addTag(["강릉"], "#강릉", MAX_LOCATION_TAGS)).toEqual({ ok: false, problem: "duplicate" });
    expect(addTag([], "가".repeat(21), MAX_TAGS)).toEqual({ ok: false, problem: "tooLong" });
    const five = ["강릉", "공주", "여수", "제주", "경주"];
    expect(addTag(five, "부산", MAX_LOCATION_TAGS)).toEqual({ ok: false, problem: "full" });
    expect(addTag(["강릉"], " # 속초  해변 ", MAX_LOCATION_TAGS)).toEqual({ ok: true, tags: ["강릉", "속초 해변"] });
  });

  it("cleans a posted list to the rules and offers eleven popular tags", () => {
    expect(cleanTags(["a", "A", "", 3, "b", "c"], 2)).toEqual(["a", "b"]);
    expect(POPULAR_TAGS).toHaveLength(11);
    expect(new Set(POPULAR_TAGS).size).toBe(11);
  });

  it("titles a review by its first region, or generically", () => {
    expect(defaultReviewTitle(["강릉", "속초"])).toBe("강릉 여행 후기");
    expect(defaultReviewTitle([])).toBe("우리 가족 여행 후기");
  });
});

describe("drafts", () => {
  it("reuses the member's empty draft and lists only drafts with something in them", async () => {
    const member = await arrangeMember({ name: "초안" });
    const first = await openEmptyDraft(member.id);
    expect(await openEmptyDraft(member.id)).toBe(first);
    expect(await listReviewDrafts(member.id)).toEqual([]);
    await saveReviewDraft({
      authorId: member.id,
      draftId: first,
      fields: { ...EMPTY_REVIEW_FIELDS, goodPoints: "좋았어요", locationTags: ["공주"] },
    });
    expect((await listReviewDrafts(member.id)).map((draft) => draft.title)).toEqual(["공주 여행 후기"]);
    expect(await openEmptyDraft(member.id)).not.toBe(first);
  });

  it("is the author's only: another member neither reads, changes, fills nor publishes it", async () => {
    const author = await arrangeMember({ name: "작성자" });
    const other = await arrangeMember({ name: "타인" });
    const draftId = await createReviewDraft(author.id);
    const photo = await photoOf(author.id);
    expect(await attachDraftPhoto({ authorId: other.id, draftId, uploadId: photo.id })).toBe("notFound");
    expect(await attachDraftPhoto({ authorId: author.id, draftId, uploadId: photo.id })).toBe("ok");
    expect(await getReviewDraft(other.id, draftId)).toBeNull();
    expect(await saveReviewDraft({ authorId: other.id, draftId, fields: { ...EMPTY_REVIEW_FIELDS, caption: "남의 글" } })).toBe(false);
    expect(await removeDraftPhoto({ authorId: other.id, draftId, uploadId: photo.id })).toBe(false);
    expect(await publishReview({ authorId: other.id, draftId, fields: EMPTY_REVIEW_FIELDS })).toEqual({ ok: false, problem: "notFound" });
    // Another member's photo never goes into the author's draft.
    const othersPhoto = await photoOf(other.id);
    expect(await attachDraftPhoto({ authorId: author.id, draftId, uploadId: othersPhoto.id })).toBe("notFound");
    expect((await getReviewDraft(author.id, draftId))?.photos.map((p) => p.uploadId)).toEqual([photo.id]);
  });

  it("takes at most ten photos, even when twelve are confirmed at once", async () => {
    const member = await arrangeMember({ name: "열장" });
    const draftId = await createReviewDraft(member.id);
    const photos = [];
    for (let i = 0; i < 12; i++) photos.push(await photoOf(member.id));
    const results = await Promise.all(photos.map((photo) => attachDraftPhoto({ authorId: member.id, draftId, uploadId: photo.id })));
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
    expect(results.filter((result) => result === "full")).toHaveLength(2);
    const draft = await getReviewDraft(member.id, draftId);
    expect(draft?.photos.map((photo) => photo.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("publishing", () => {
  it("needs a photo", async () => {
    const member = await arrangeMember({ name: "사진없음" });
    const draftId = await createReviewDraft(member.id);
    expect(await publishReview({ authorId: member.id, draftId, fields: EMPTY_REVIEW_FIELDS })).toEqual({ ok: false, problem: "noPhotos" });
  });

  it("refuses a photo that is not the author's, however it got into the draft", async () => {
    const author = await arrangeMember({ name: "몰래" });
    const other = await arrangeMember({ name: "사진주인" });
    const draftId = await createReviewDraft(author.id);
    const foreign = await photoOf(other.id);
    await db().insertInto("community_post_media").values({ post_id: draftId, upload_id: foreign.id, position: 0 }).execute();
    expect(await publishReview({ authorId: author.id, draftId, fields: EMPTY_REVIEW_FIELDS })).toEqual({ ok: false, problem: "notOwned" });
  });

  it("publishes once with the default title, the search columns and the family's children", async () => {
    const member = await arrangeMember({
      name: "게시자",
      familyMembers: { mother: { age: "35", is_me: true }, son: [{ age: "7", is_me: false }], daughter: [{ age: "4", is_me: false }] },
    });
    const draftId = await createReviewDraft(member.id);
    const photo = await photoOf(member.id);
    await attachDraftPhoto({ authorId: member.id, draftId, uploadId: photo.id });
    const fields = { ...EMPTY_REVIEW_FIELDS, caption: "경포 해변 산책", locationTags: ["강릉", "강릉", ""], tags: ["아이와함께"] };
    const [first, second] = await Promise.all([
      publishReview({ authorId: member.id, draftId, fields, authorLocation: "서울 마포구" }),
      publishReview({ authorId: member.id, draftId, fields, authorLocation: "서울 마포구" }),
    ]);
    expect([first, second].filter((result) => result.ok)).toHaveLength(1);
    const post = await db().selectFrom("community_posts").selectAll().where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(post).toMatchObject({ status: "published", title: "강릉 여행 후기", author_location: "서울 마포구" });
    expect(fromJson(post.location_tags, [])).toEqual(["강릉"]);
    expect(post.search_text).toContain("경포해변산책");
    expect(post.search_initials).toContain("ㄱㄹ");
    expect(fromJson(post.family_tags, [])).toEqual(["아들 7세", "딸 4세"]);
  });
});

describe("the demo community", () => {
  it("seeds thirty published reviews with stored photo sizes and region tags", { timeout: 120_000 }, async () => {
    // Other files publish posts into the same PostgreSQL database meanwhile: look at these thirty only.
    const seeded = await seedDemoReviews();
    expect(new Set(seeded).size).toBe(30);
    const posts = await db()
      .selectFrom("community_posts")
      .select(["id", "location_tags", "search_text"])
      .where("status", "=", "published")
      .where("id", "in", seeded)
      .execute();
    expect(posts).toHaveLength(30);
    const regions = new Set(posts.flatMap((post) => fromJson<string[]>(post.location_tags, [])));
    for (const region of ["강릉", "공주", "여수", "제주"]) expect(regions.has(region)).toBe(true);
    const media = await db()
      .selectFrom("community_post_media as m")
      .innerJoin("uploads as u", "u.id", "m.upload_id")
      .select(["m.post_id", "u.variants", "u.status"])
      .where(
        "m.post_id",
        "in",
        posts.map((post) => post.id),
      )
      .execute();
    expect(new Set(media.map((row) => row.post_id)).size).toBe(30);
    expect(media.every((row) => row.status === "confirmed" && row.variants)).toBe(true);
  });
});
