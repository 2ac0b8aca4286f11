// The community's reading and touching side on both engines: search (substring, spaces, case,
// initial consonants at a field's start, middle and end, never across fields), drafts and hidden
// posts left out everywhere, likes under concurrency, comment ownership, scraps and the scrapbook,
// reports and moderation.
import { getChoseong } from "es-hangul";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addComment, deleteComment } from "~/models/community/comments.server";
import { decodeCursor, encodeCursor, FEED_COUNT_CAP, listFeed, searchPlan } from "~/models/community/feed.server";
import { listScrapbook, reportPost, scrapCountQuery, setLike, setScrap } from "~/models/community/marks.server";
import { hidePost, listModeratedPosts, restorePost } from "~/models/community/moderation.server";
import { deleteOwnPost, getPost } from "~/models/community/posts.server";
import { expandSources } from "~/models/uploads/uploads";
import { arrangePost } from "../support/community-posts";
import { arrangeMember } from "../support/people";

const SYLLABLES = "가나다라마바사아자차카타파하강릉속초경주여수";

/** A word of Hangul syllables nobody else's test writes (its initials neither, most likely). */
function uniqueWord(length = 5): string {
  let word = "";
  for (let i = 0; i < length; i++) word += SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)];
  return word;
}

async function found(query: string, viewerId: string | null = null): Promise<string[]> {
  const page = await listFeed({ viewerId, query, limit: 50 });
  return page.posts.map((post) => post.id);
}

describe("search plan", () => {
  it("takes out spaces and the field separator and lower-cases", () => {
    expect(searchPlan("  Gang Neung | 바다 ")).toEqual({ column: "search_text", needle: "gangneung바다" });
    expect(searchPlan("ㄱ ㄹ")).toEqual({ column: "search_initials", needle: "ㄱㄹ" });
    expect(searchPlan("   ")).toBeNull();
    expect(searchPlan("|")).toBeNull();
  });

  it("round-trips a cursor and refuses a forged one", () => {
    const cursor = encodeCursor("2026-11-23T01:02:03.000Z", "post-1");
    expect(decodeCursor(cursor)).toEqual({ publishedAt: "2026-11-23T01:02:03.000Z", id: "post-1" });
    expect(decodeCursor("not a cursor")).toBeNull();
    expect(decodeCursor(Buffer.from("x|y").toString("base64url"))).toBeNull();
  });
});

describe("community search", () => {
  it("finds a substring of the caption, whatever the case and the spaces", async () => {
    const author = await arrangeMember({ name: "검색작가" });
    const word = uniqueWord();
    const id = await arrangePost({ authorId: author.id, caption: `우리 가족 ${word} Beach Trip 최고` });
    expect(await found(word.slice(1, 4))).toContain(id);
    expect(await found(`${word.slice(0, 2)} ${word.slice(2)}`)).toContain(id);
    expect(await found(`${word}bEACH`)).toContain(id);
    expect(await found(`${word} beach trip`)).toContain(id);
    expect(await found(`${word}x`)).not.toContain(id);
  });

  it("finds tags, location tags and the author's area, and 1–2 character queries too", async () => {
    const author = await arrangeMember({ name: "태그작가" });
    const word = uniqueWord();
    const byTag = await arrangePost({ authorId: author.id, tags: [`${word}캠핑`] });
    const byPlace = await arrangePost({ authorId: author.id, locationTags: [`${word}해변`] });
    const byArea = await arrangePost({ authorId: author.id, authorLocation: `${word}시 북구` });
    expect(await found(`${word}캠`)).toEqual([byTag]);
    expect(await found(`${word}해변`)).toEqual([byPlace]);
    expect(await found(`${word}시북`)).toEqual([byArea]);
    // Short queries have no trigram: still found (the scan path).
    const short = await found(word.slice(0, 2));
    expect(short).toEqual(expect.arrayContaining([byTag, byPlace, byArea]));
  });

  it("matches initial consonants at the start, the middle and the end of a field", async () => {
    const author = await arrangeMember({ name: "초성작가" });
    const word = uniqueWord(6);
    const id = await arrangePost({ authorId: author.id, caption: word, locationTags: ["강릉"] });
    const initials = getChoseong(word);
    expect(await found(initials.slice(0, 2))).toContain(id);
    expect(await found(initials.slice(2, 4))).toContain(id);
    expect(await found(initials.slice(3))).toContain(id);
    expect(await found(initials)).toContain(id);
    expect(await found("ㄱㄹ")).toContain(id);
    expect(await found("강릉")).toContain(id);
  });

  it("never matches across two fields", async () => {
    const author = await arrangeMember({ name: "경계작가" });
    const left = uniqueWord(4);
    const right = uniqueWord(4);
    const id = await arrangePost({ authorId: author.id, caption: left, tags: [right] });
    expect(await found(left)).toContain(id);
    expect(await found(right)).toContain(id);
    expect(await found(`${left.slice(2)}${right.slice(0, 2)}`)).not.toContain(id);
    expect(await found(`${getChoseong(left).slice(2)}${getChoseong(right).slice(0, 2)}`)).not.toContain(id);
  });

  it("leaves out drafts and hidden posts, in the feed and in search", async () => {
    const author = await arrangeMember({ name: "숨김작가" });
    const word = uniqueWord();
    const shown = await arrangePost({ authorId: author.id, caption: word });
    const draft = await arrangePost({ authorId: author.id, caption: word, status: "draft" });
    const hidden = await arrangePost({ authorId: author.id, caption: word, hidden: true });
    const results = await found(word);
    expect(results).toEqual([shown]);
    expect(await found(getChoseong(word))).not.toContain(draft);
    // The counts ('n / N') leave them out too, whichever index answers them.
    expect((await listFeed({ viewerId: null, query: word })).total).toBe(1);
    expect((await listFeed({ viewerId: null, query: getChoseong(word) })).total).toBe(1);
    const feed = await listFeed({ viewerId: null, limit: 50 });
    expect(feed.posts.map((post) => post.id)).not.toContain(hidden);
    expect(await getPost(draft, author.id)).toBeNull();
    expect(await getPost(hidden, author.id)).toBeNull();
    expect(await getPost("no-such-post", null)).toBeNull();
  });

  it("pages with a keyset cursor in publishing order", async () => {
    const author = await arrangeMember({ name: "페이지작가" });
    const word = uniqueWord();
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await arrangePost({ authorId: author.id, caption: word, publishedAt: new Date(start + i * 1000), photos: 2 }));
    const first = await listFeed({ viewerId: null, query: word, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.posts.map((post) => post.id)).toEqual([ids[4], ids[3]]);
    expect(first.posts[0]?.images).toHaveLength(2);
    expect(first.posts[0]?.images[0] && expandSources(first.posts[0].images[0].sources).webpSrcSet).toContain("480w");
    const second = await listFeed({ viewerId: null, query: word, limit: 2, cursor: first.nextCursor });
    expect(second.posts.map((post) => post.id)).toEqual([ids[2], ids[1]]);
    const third = await listFeed({ viewerId: null, query: word, limit: 2, cursor: second.nextCursor });
    expect(third.posts.map((post) => post.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
  });
});

describe("the count beside each post", () => {
  it(`counts up to ${FEED_COUNT_CAP} and says there are more beyond`, async () => {
    const author = await arrangeMember({ name: "많은작가" });
    const word = uniqueWord(6);
    for (let i = 0; i < FEED_COUNT_CAP; i++) await arrangePost({ authorId: author.id, caption: `${word} ${i}`, photos: 0 });
    const exactly = await listFeed({ viewerId: null, query: word });
    expect([exactly.total, exactly.totalCapped]).toEqual([FEED_COUNT_CAP, false]);
    await arrangePost({ authorId: author.id, caption: word, photos: 0 });
    // The trigram path (the FTS index drives the count on SQLite), the initials and a short query.
    for (const query of [word, getChoseong(word), word.slice(0, 2)]) {
      const beyond = await listFeed({ viewerId: null, query });
      expect([query, beyond.total, beyond.totalCapped]).toEqual([query, FEED_COUNT_CAP, true]);
    }
  });
});

describe("likes", () => {
  it("counts one like per member, under 20 parallel likes and unlikes", async () => {
    const author = await arrangeMember({ name: "좋아요작가" });
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => arrangeMember({ name: `좋아요${i}` })));
    const id = await arrangePost({ authorId: author.id });
    // Every member likes twice at once: 20 requests, 10 likes.
    await Promise.all(members.flatMap((member) => [setLike(id, member.id, true), setLike(id, member.id, true)]));
    let post = await getPost(id, members[0]!.id);
    expect(post?.post.likesCount).toBe(10);
    expect(post?.post.isLiked).toBe(true);
    // Half unlike twice, the other half like again: 20 requests, 5 likes left.
    await Promise.all(
      members.flatMap((member, i) =>
        i % 2
          ? [setLike(id, member.id, false), setLike(id, member.id, false)]
          : [setLike(id, member.id, true), setLike(id, member.id, true)],
      ),
    );
    post = await getPost(id, members[1]!.id);
    expect(post?.post.likesCount).toBe(5);
    expect(post?.post.isLiked).toBe(false);
    const rows = await db().selectFrom("community_likes").select("user_id").where("post_id", "=", id).execute();
    expect(rows).toHaveLength(5);
  });

  it("answers the state and the server's count, and refuses a hidden post", async () => {
    const author = await arrangeMember({ name: "좋아요작가2" });
    const member = await arrangeMember({ name: "좋아요회원" });
    const id = await arrangePost({ authorId: author.id });
    expect(await setLike(id, member.id, true)).toEqual({ liked: true, likesCount: 1 });
    expect(await setLike(id, member.id, false)).toEqual({ liked: false, likesCount: 0 });
    expect(await setLike(id, member.id, false)).toEqual({ liked: false, likesCount: 0 });
    const hidden = await arrangePost({ authorId: author.id, hidden: true });
    expect(await setLike(hidden, member.id, true)).toBeNull();
    const draft = await arrangePost({ authorId: author.id, status: "draft" });
    expect(await setLike(draft, member.id, true)).toBeNull();
  });
});

describe("comments", () => {
  it("only the author deletes a comment", async () => {
    const author = await arrangeMember({ name: "댓글작가" });
    const writer = await arrangeMember({ name: "댓글회원" });
    const other = await arrangeMember({ name: "다른회원" });
    const id = await arrangePost({ authorId: author.id });
    const comment = await addComment(id, writer.id, "정말 좋은 정보네요");
    expect(comment).not.toBeNull();
    let post = await getPost(id, other.id);
    expect(post?.post.commentsCount).toBe(1);
    expect(post?.comments).toMatchObject([{ content: "정말 좋은 정보네요", isMine: false, author: { id: writer.id, name: "댓글회원" } }]);
    expect((await getPost(id, writer.id))?.comments[0]?.isMine).toBe(true);
    // Someone else, even the post's author, cannot delete it; nor from another post.
    expect(await deleteComment(id, comment!.id, other.id)).toBe(false);
    expect(await deleteComment(id, comment!.id, author.id)).toBe(false);
    const elsewhere = await arrangePost({ authorId: author.id });
    expect(await deleteComment(elsewhere, comment!.id, writer.id)).toBe(false);
    expect((await getPost(id, null))?.comments).toHaveLength(1);
    expect(await deleteComment(id, comment!.id, writer.id)).toBe(true);
    expect(await deleteComment(id, comment!.id, writer.id)).toBe(false);
    post = await getPost(id, null);
    expect(post?.comments).toHaveLength(0);
    expect(post?.post.commentsCount).toBe(0);
  });

  it("cannot comment on a draft or a hidden post", async () => {
    const author = await arrangeMember({ name: "댓글작가2" });
    const draft = await arrangePost({ authorId: author.id, status: "draft" });
    const hidden = await arrangePost({ authorId: author.id, hidden: true });
    expect(await addComment(draft, author.id, "안녕")).toBeNull();
    expect(await addComment(hidden, author.id, "안녕")).toBeNull();
  });
});

describe("scraps and the scrapbook", () => {
  it("lists saved posts, last saved first, without hidden ones, and counts them for the header", async () => {
    const author = await arrangeMember({ name: "스크랩작가" });
    const member = await arrangeMember({ name: "스크랩회원" });
    const first = await arrangePost({
      authorId: author.id,
      caption: "첫 후기",
      goodPoints: "넓은 해변",
      locationTags: ["강릉"],
      tags: ["바다"],
      photos: 2,
    });
    const second = await arrangePost({ authorId: author.id, caption: "" });
    expect(await setScrap(first, member.id, true, new Date("2026-11-01T00:00:00Z"))).toEqual({ scrapped: true });
    expect(await setScrap(second, member.id, true, new Date("2026-11-02T00:00:00Z"))).toEqual({ scrapped: true });
    expect(await setScrap(second, member.id, true)).toEqual({ scrapped: true });
    await setLike(first, member.id, true);
    let items = await listScrapbook(member.id);
    expect(items.map((item) => item.id)).toEqual([second, first]);
    expect(items[1]).toMatchObject({
      content: "첫 후기",
      likesCount: 1,
      isLiked: true,
      familyInfo: { goodPoints: "넓은 해변", badPoints: null, tips: null },
      locationTags: ["강릉"],
      tags: ["바다"],
      author: { name: "스크랩작가" },
    });
    const cover = items[1]?.cover;
    expect(cover && expandSources(cover.sources).fallback).toMatch(/^\/media\//);
    const count = async () => Number((await scrapCountQuery(db(), member.id).executeTakeFirstOrThrow()).scraps);
    expect(await count()).toBe(2);
    expect((await getPost(first, member.id))?.post.isScrapped).toBe(true);

    const staff = await arrangeMember({ name: "검토직원" });
    expect(await hidePost(second, staff.id)).toBe(true);
    items = await listScrapbook(member.id);
    expect(items.map((item) => item.id)).toEqual([first]);
    expect(await count()).toBe(1);
    expect(await setScrap(first, member.id, false)).toEqual({ scrapped: false });
    expect(await listScrapbook(member.id)).toEqual([]);
    expect(await count()).toBe(0);
  });
});

describe("reports and moderation", () => {
  it("a member reports once; staff hide the post and restore it", async () => {
    const author = await arrangeMember({ name: "신고작가" });
    const reporters = await Promise.all([arrangeMember({ name: "신고1" }), arrangeMember({ name: "신고2" })]);
    const staff = await arrangeMember({ name: "검토직원2" });
    const word = uniqueWord();
    const id = await arrangePost({ authorId: author.id, caption: word });
    expect(await reportPost(id, reporters[0]!.id)).toEqual({ reported: true });
    expect(await reportPost(id, reporters[0]!.id)).toEqual({ reported: true });
    await reportPost(id, reporters[1]!.id);
    const reported = await listModeratedPosts({ q: word, status: "", page: 1 });
    expect(reported.rows.find((post) => post.id === id)).toMatchObject({ reportsCount: 2, hiddenAt: null, authorName: "신고작가" });

    expect(await hidePost(id, staff.id)).toBe(true);
    expect(await hidePost(id, staff.id)).toBe(false);
    expect(await found(word)).toEqual([]);
    expect(await getPost(id, null)).toBeNull();
    expect((await listModeratedPosts({ q: word, status: "reported", page: 1 })).rows.map((post) => post.id)).not.toContain(id);
    expect((await listModeratedPosts({ q: word, status: "hidden", page: 1 })).rows.map((post) => post.id)).toContain(id);

    expect(await restorePost(id)).toBe(true);
    expect(await restorePost(id)).toBe(false);
    expect(await found(word)).toEqual([id]);
  });

  it("only the author deletes their post", async () => {
    const author = await arrangeMember({ name: "삭제작가" });
    const other = await arrangeMember({ name: "삭제남" });
    const id = await arrangePost({ authorId: author.id });
    expect(await deleteOwnPost(id, other.id)).toBe(false);
    expect(await getPost(id, null)).not.toBeNull();
    expect(await deleteOwnPost(id, author.id)).toBe(true);
    expect(await getPost(id, null)).toBeNull();
  });
});
