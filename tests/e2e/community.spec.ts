// The community as visitors and members use it (/explore, /post/:postId, /scrapbook) and staff
// moderation. Posts are arranged straight in the database as publishing leaves them (the writing
// flow has its own suite); their image files need not exist.
import type { Page } from "@playwright/test";
import { getChoseong } from "es-hangul";
import { addComment } from "../../app/models/community/comments.server";
import { reportPost } from "../../app/models/community/marks.server";
import { arrangePost } from "../support/community-posts";
import { arrangeMember, newSignedInMember, randomKoreanName, signInAs, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const postCard = (page: Page, id: string) => page.locator(`article[id="post-${id}"]`);

async function arrangeReview(uniquePhone: () => string) {
  const authorId = await arrangeMember({ name: "후기작가", phone: uniquePhone() });
  const word = randomKoreanName();
  const title = `${word} 강릉 여행`;
  const id = await arrangePost({
    authorId,
    title,
    caption: `${word} 바닷가에서 보낸 하루`,
    locationTags: ["강릉", "안목해변"],
    tags: ["바다"],
    familyTags: ["아들 5세"],
    authorLocation: "서울 마포구",
    goodPoints: "모래가 고와요",
    tips: "아침 일찍 가세요",
    photos: 2,
  });
  return { authorId, word, title, id };
}

test.describe("the community", () => {
  test("a visitor reads the feed and searches by words and initial consonants", async ({ page, visit, checkA11y }) => {
    const review = await arrangeReview(uniquePhone);
    await visit("/explore");
    await expect(page.getByRole("link", { name: "후기 쓰기" })).toHaveAttribute("href", "/auth?redirectTo=%2Fpost%2Fcreate&reason=review");
    await page.getByRole("searchbox", { name: "여행 후기 검색" }).fill(` ${review.word.slice(0, 2)} ${review.word.slice(2)} `);
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect(page).toHaveURL(/\/explore\?q=/);
    const post = postCard(page, review.id);
    await expect(post.getByRole("heading", { name: review.title })).toBeVisible();
    await expect(post.locator(".post__counter")).toContainText("1 / 1");
    await expect(post.getByText("후기작가")).toBeVisible();
    await expect(post.getByRole("list", { name: "함께한 가족" })).toContainText("아들 5세");
    await expect(post.getByRole("list", { name: "태그" })).toContainText("#안목해변");
    await expect(post.getByRole("list", { name: "사진 2장" }).locator("img")).toHaveCount(2);
    await expect(post.locator("img").first()).toHaveAttribute("loading", "eager");
    await expect(post.locator("img").nth(1)).toHaveAttribute("loading", "lazy");
    // The core review is open; the travel story opens without JavaScript too.
    await expect(post.getByText("모래가 고와요")).toBeVisible();
    await post.getByText("여행 이야기", { exact: true }).click();
    await expect(post.getByText(`${review.word} 바닷가에서 보낸 하루`)).toBeVisible();
    await checkA11y();

    await visit(`/explore?q=${encodeURIComponent(getChoseong(review.word))}`);
    await expect(postCard(page, review.id)).toBeVisible();
    await visit(`/explore?q=${encodeURIComponent("ㄱㄹ")}`);
    await expect(page.getByRole("status")).toContainText("'ㄱㄹ' 검색 결과");
    await expect(page.locator("article.post").first()).toBeVisible();
    await visit(`/explore?q=${encodeURIComponent(`${review.word}없는말`)}`);
    await expect(page.getByText(`'${review.word}없는말'에 맞는 후기가 없어요`)).toBeVisible();
    await expect(page.getByRole("link", { name: "전체 후기 보기" })).toHaveAttribute("href", "/explore");
  });

  test("the feed comes in pages of 20: a 'more' link without JavaScript, loading near the end with it", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const authorId = await arrangeMember({ name: "페이지작가", phone: uniquePhone() });
    const word = randomKoreanName();
    const start = Date.now() - 3_600_000;
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      ids.push(await arrangePost({ authorId, caption: `${word} 이야기 ${i}`, photos: 1, publishedAt: new Date(start + i * 1000) }));
    }
    await visit(`/explore?q=${encodeURIComponent(word)}`);
    await expect(page.locator("article.post")).toHaveCount(20);
    await expect(postCard(page, ids[20]!).locator(".post__counter")).toContainText("1 / 21");
    await expect(postCard(page, ids[0]!)).toHaveCount(0);
    const more = page.getByRole("link", { name: "후기 더 보기" });
    if (jsEnabled) {
      await more.scrollIntoViewIfNeeded();
      await expect(page.locator("article.post")).toHaveCount(21);
      await expect(page).toHaveURL(/\/explore\?q=[^&]+$/);
      // The counter fixed over the feed (drawn by the feed's watcher) names a post crossing the middle.
      await expect(page.locator(".feed__counter")).toHaveText(/^\d+ \/ 21$/);
    } else {
      await more.click();
      await expect(page).toHaveURL(/cursor=/);
      await expect(page.locator("article.post")).toHaveCount(1);
    }
    await expect(postCard(page, ids[0]!).locator(".post__counter")).toContainText("21 / 21");
    await expect(page.getByText("모든 후기를 다 봤어요")).toBeVisible();
  });

  test("a visitor who likes is asked to sign in and comes back to the same post", async ({ page, visit }) => {
    const review = await arrangeReview(uniquePhone);
    await visit(`/post/${review.id}`);
    await page.getByRole("button", { name: /좋아요/ }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=%2Fpost%2F${review.id}&reason=community$`));
    await expect(page.getByRole("status")).toContainText("로그인이 필요합니다");
    await page.getByRole("button", { name: "카카오로 시작하기" }).click();
    await page.getByRole("button", { name: "기존 회원 (김여행)" }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${review.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: review.title })).toBeVisible();
  });

  test("a visitor's comment waits in its box through sign-in, and is posted only when they press 등록", async ({ page, visit }) => {
    const review = await arrangeReview(uniquePhone);
    const memberId = await arrangeMember({ name: "댓글손님", phone: uniquePhone() });
    await visit(`/explore?q=${encodeURIComponent(review.word)}`);
    const post = postCard(page, review.id);
    await post.getByText("댓글 쓰기").click();
    await post.getByRole("textbox", { name: "댓글 입력" }).fill("로그인 전에 쓴 댓글이에요");
    await post.getByRole("button", { name: "댓글 등록" }).click();
    // Sign-in comes back to the post's comment box.
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=%2Fpost%2F${review.id}%23comments&reason=community$`));

    // Back from sign-in (a session of their own), on the post: the text is in the box, not yet posted.
    await signInAs(page, memberId);
    await visit(`/post/${review.id}`);
    const box = page.getByRole("textbox", { name: "댓글 입력" });
    await expect(box).toHaveValue("로그인 전에 쓴 댓글이에요");
    await expect(page.getByText("로그인 전에 쓴 댓글을 그대로 두었어요. 확인하고 등록해주세요.")).toBeVisible();
    await expect(page.locator(".comment-list li")).toHaveCount(0);
    await page.getByRole("button", { name: "댓글 등록" }).click();
    await expect(page.getByText("댓글이 작성되었습니다")).toBeVisible();
    await expect(page.locator(".comment-list li")).toHaveCount(1);
    await expect(page.locator(".comment-list")).toContainText("로그인 전에 쓴 댓글이에요");

    // It was shown once: the box starts empty from now on.
    await visit(`/post/${review.id}`);
    await expect(page.getByRole("textbox", { name: "댓글 입력" })).toHaveValue("");
  });

  test("a member likes, comments, deletes the comment, scraps and finds it in the scrapbook", async ({
    page,
    visit,
    checkA11y,
    jsEnabled,
  }) => {
    const review = await arrangeReview(uniquePhone);
    await newSignedInMember(page, { phone: uniquePhone() }, "스크랩회원");
    await visit(`/explore?q=${encodeURIComponent(review.word)}`);
    // With JavaScript the feed's plain forms and links are sent and followed in the page: a mark left
    // on the window survives them (a page load would wipe it).
    const stayedInPage = () => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);
    if (jsEnabled) await page.evaluate(() => Object.assign(window, { stayed: true }));
    const post = postCard(page, review.id);
    const like = post.getByRole("button", { name: /좋아요/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toContainText("좋아요 1");

    await post.getByText("댓글 쓰기").click();
    await post.getByRole("textbox", { name: "댓글 입력" }).fill("  정말 유용한 후기예요  ");
    await post.getByRole("button", { name: "댓글 등록" }).click();
    await expect(page.getByText("댓글이 작성되었습니다")).toBeVisible();
    await expect(post.getByRole("link", { name: /댓글 1/ })).toBeVisible();
    await expect(post.getByRole("button", { name: /좋아요/ })).toContainText("좋아요 1");
    if (jsEnabled) {
      // The sent comment leaves an empty box behind, and nothing reloaded the page.
      await expect(post.getByRole("textbox", { name: "댓글 입력" })).toHaveValue("");
      expect(await stayedInPage()).toBe(true);
      await post.getByRole("link", { name: review.title }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${review.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: review.title })).toBeVisible();
      expect(await stayedInPage()).toBe(true);
    }

    await visit(`/post/${review.id}#comments`);
    const comments = page.locator("#comments");
    await expect(comments.getByText("정말 유용한 후기예요", { exact: true })).toBeVisible();
    await comments.getByRole("button", { name: "내 댓글 삭제" }).click();
    await expect(page.getByText("댓글이 삭제되었습니다")).toBeVisible();
    await expect(comments.getByText("정말 유용한 후기예요")).toHaveCount(0);

    const scrap = page.getByRole("button", { name: "스크랩" });
    await scrap.click();
    await expect(page.getByRole("button", { name: "스크랩" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("스크랩북에 저장했습니다")).toBeVisible();

    await visit("/scrapbook");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("나의 여행 스크랩북");
    await expect(page.locator(".scrapbook__heading .badge")).toHaveText("1");
    // The header's scrapbook entry counts the saved post.
    await page.locator("summary.menu__button").click();
    await expect(page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: /스크랩북/ })).toHaveText("스크랩북1");
    await page.locator("summary.menu__button").click();
    const card = postCard(page, review.id);
    await expect(card.getByRole("heading", { name: review.title })).toBeVisible();
    await expect(card.getByText("모래가 고와요")).toBeVisible();
    await expect(card.getByRole("button", { name: /좋아요/ })).toContainText("좋아요 1");
    await checkA11y();
    await card.getByRole("button", { name: "스크랩 해제" }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText("아직 저장한 후기가 없어요")).toBeVisible();
  });

  test("another member cannot delete someone's comment", async ({ page, visit, baseURL }) => {
    const review = await arrangeReview(uniquePhone);
    const writerId = await arrangeMember({ name: "댓글작성자", phone: uniquePhone() });
    const comment = await addComment(review.id, writerId, "남의 댓글입니다");
    if (!comment) throw new Error("the comment was not added");
    await newSignedInMember(page, { phone: uniquePhone() }, "다른회원");
    await visit(`/post/${review.id}`);
    const comments = page.locator("#comments");
    await expect(comments.getByText("남의 댓글입니다")).toBeVisible();
    await expect(comments.getByRole("button", { name: "내 댓글 삭제" })).toHaveCount(0);
    // A forged delete changes nothing.
    const forged = await page.request.post(`/post/${review.id}`, {
      form: { intent: "delete-comment", commentId: comment.id, back: `/post/${review.id}` },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(302);
    await visit(`/post/${review.id}`);
    await expect(comments.getByText("남의 댓글입니다")).toBeVisible();
    // The writer sees the control on their own comment.
    await signInAs(page, writerId);
    await visit(`/post/${review.id}`);
    await expect(comments.getByRole("button", { name: "내 댓글 삭제" })).toHaveCount(1);
  });

  test("a blank comment is refused with its message; the author deletes their own post after confirming", async ({
    page,
    visit,
    baseURL,
  }) => {
    const review = await arrangeReview(uniquePhone);
    await signInAs(page, review.authorId);
    const blank = await page.request.post(`/post/${review.id}`, {
      form: { intent: "comment", content: "   ", back: `/post/${review.id}` },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(blank.status()).toBe(400);
    expect(await blank.text()).toContain("댓글 내용을 입력해주세요");

    await visit(`/post/${review.id}`);
    await expect(page.getByRole("link", { name: "신고", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "삭제", exact: true }).click();
    await expect(page.getByRole("heading", { name: "이 후기를 삭제할까요?" })).toBeVisible();
    await page.getByRole("button", { name: "삭제하기" }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByText("게시글이 삭제되었습니다")).toBeVisible();
    const gone = await visit(`/post/${review.id}`);
    expect(gone?.status()).toBe(404);
  });

  test("a member reports a post; staff hide it and it leaves the feed", async ({ page, visit, context }) => {
    const review = await arrangeReview(uniquePhone);
    const otherReporter = await arrangeMember({ name: "신고회원2", phone: uniquePhone() });
    await reportPost(review.id, otherReporter);
    await newSignedInMember(page, { phone: uniquePhone() }, "신고회원");
    await visit(`/post/${review.id}`);
    await page.getByRole("link", { name: "신고", exact: true }).click();
    await expect(page.getByRole("heading", { name: "이 후기를 신고할까요?" })).toBeVisible();
    await page.getByRole("button", { name: "신고하기" }).click();
    await expect(page.getByText("신고가 접수되었습니다")).toBeVisible();
    await expect(page.getByText("신고됨")).toBeVisible();

    await context.clearCookies();
    await signInStaff(page);
    await visit(`/admin/dashboard/community?q=${encodeURIComponent(review.word)}`);
    const row = page.getByRole("row").filter({ hasText: review.title });
    await expect(row).toContainText("2건");
    await row.getByRole("button", { name: `${review.title} 숨기기` }).click();
    await expect(page.getByText("게시글을 숨겼습니다")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: review.title })).toHaveCount(0);

    await visit(`/explore?q=${encodeURIComponent(review.word)}`);
    await expect(page.getByText(`'${review.word}'에 맞는 후기가 없어요`)).toBeVisible();
    const gone = await visit(`/post/${review.id}`);
    expect(gone?.status()).toBe(404);

    await visit(`/admin/dashboard/community?status=hidden&q=${encodeURIComponent(review.word)}`);
    await page.getByRole("button", { name: `${review.title} 다시 공개` }).click();
    await expect(page.getByText("게시글을 다시 공개했습니다")).toBeVisible();
    const back = await visit(`/post/${review.id}`);
    expect(back?.status()).toBe(200);
  });
});

test("with JavaScript, a feed card keeps the server's markup and fetches its code when first used", async ({ page, visit, jsEnabled }) => {
  test.skip(!jsEnabled, "kept markup is the script's business (decision 71)");
  const review = await arrangeReview(uniquePhone);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const cardCode = () => fetched.filter((path) => path.startsWith("/build/_shared/FeedPost-"));
  await visit(`/explore?q=${encodeURIComponent(review.word)}`);
  const card = page.locator(`[data-kept="post-${review.id}"]`);
  await expect(card).not.toHaveAttribute("data-live");
  expect(cardCode()).toEqual([]);
  // A disclosure opens at once (it is HTML's own); the press wakes the card, which keeps it open.
  await postCard(page, review.id).getByText("여행 이야기").click();
  await expect(card).toHaveAttribute("data-live", "");
  expect(cardCode()).toHaveLength(1);
  await expect(postCard(page, review.id).locator("details").nth(1)).toHaveAttribute("open", "");
  await expect(postCard(page, review.id).locator("details").first()).not.toHaveAttribute("open");
});
