// Touch targets on the customer screens at the narrowest supported width (360 px): every control
// measured here is at least 44 px high — the small ones in look (relation chips, a remove button,
// links in fine print, the footer's and the breadcrumb's links) included.
import type { Locator, Page } from "@playwright/test";
import { arrangePost } from "../support/community-posts";
import { arrangeMember, randomKoreanName } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { keptLive } from "./kept";
import { waitForHydration } from "./members";

const MIN_TARGET = 44;

test.use({ viewport: { width: 360, height: 740 } });

/** Every element `locator` matches is visible and at least 44 px high; `what` names them in failures. */
async function expectTouchTargets(locator: Locator, what: string, count?: number) {
  if (count !== undefined) await expect(locator, what).toHaveCount(count);
  await expect(locator.first(), what).toBeVisible();
  const heights: Record<string, number> = {};
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    heights[(await element.textContent())?.trim() || (await element.getAttribute("aria-label")) || "?"] = Math.round(box?.height ?? 0);
  }
  const small = Object.fromEntries(Object.entries(heights).filter(([, height]) => height < MIN_TARGET));
  expect(small, `${what} lower than ${MIN_TARGET} px`).toEqual({});
}

const footerLinks = (page: Page) => page.locator("footer a");

test("sign-in, sign-up and its family builder, and the dashboard's breadcrumb", async ({ page, visit, jsEnabled }) => {
  await visit("/auth");
  await expectTouchTargets(page.locator(".auth__consent a"), "/auth terms and privacy links", 2);
  await page.getByRole("button", { name: "카카오로 시작하기" }).click();
  await page.getByRole("button", { name: "새 회원 (연락처 없음)" }).click();
  await expect(page).toHaveURL(/\/signup\/complete$/);
  await waitForHydration(page, jsEnabled);
  await expectTouchTargets(page.locator("form .fine-print a"), "sign-up terms and privacy links", 2);
  await expectTouchTargets(page.getByRole("link", { name: "뒤로 가기" }), "sign-up back link", 1);

  await page.locator("summary", { hasText: "가족 추가" }).click();
  await expectTouchTargets(page.locator("label.chip-option > span"), "relation chips", 7);
  await page.locator("label.chip-option", { hasText: "엄마" }).click();
  await page.locator("#member-age").fill("34");
  await page.getByRole("button", { name: "추가하기" }).click();
  await expectTouchTargets(page.getByRole("button", { name: "엄마 · 34세 삭제" }), "a family member's remove button", 1);

  await page.locator("#signup-phone").fill(uniquePhone());
  await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await visit("/dashboard");
  await expectTouchTargets(page.getByRole("navigation", { name: "현재 위치" }).getByRole("link"), "the breadcrumb's links", 1);
  await expectTouchTargets(footerLinks(page), "footer links");
});

test("the product screen: durations, the district search and its results, the footer", async ({ page, visit, jsEnabled }) => {
  await visit("/product/default?productType=custom&tripDuration=day");
  // With JavaScript the screen's markup is replaced by its live one once its code is here: measured after.
  if (jsEnabled) await keptLive(page, "product");
  await expectTouchTargets(page.locator("label.duration-option"), "duration options", 2);
  await expectTouchTargets(page.getByRole("link", { name: "뒤로 가기" }), "the back link", 1);
  await expectTouchTargets(page.getByRole("link", { name: "패밀리트립 홈" }), "the header's home link", 1);
  await expectTouchTargets(footerLinks(page), "footer links");
  await page.locator("#product-region").fill("강");
  if (jsEnabled) {
    await expectTouchTargets(page.getByRole("option"), "district suggestions");
  } else {
    await expectTouchTargets(page.getByRole("button", { name: "지역 검색" }), "the district search button", 1);
    await page.getByRole("button", { name: "지역 검색" }).click();
    await expectTouchTargets(
      page.getByRole("group", { name: "검색 결과에서 지역을 고르세요" }).getByRole("button"),
      "district results",
      10,
    );
  }
});

test("the community feed: search, write, a post's buttons and tabs", async ({ page, visit }) => {
  const authorId = await arrangeMember({ name: "터치작가", phone: uniquePhone() });
  const word = randomKoreanName();
  const id = await arrangePost({ authorId, caption: `${word} 이야기`, locationTags: ["강릉"], goodPoints: "좋아요", photos: 2 });
  await visit(`/explore?q=${encodeURIComponent(word)}`);
  await expectTouchTargets(page.getByRole("button", { name: "검색", exact: true }), "the search button", 1);
  await expectTouchTargets(page.getByRole("link", { name: "후기 쓰기" }), "the write button", 1);
  const post = page.locator(`article[id="post-${id}"]`);
  await expectTouchTargets(post.locator(".post__actions button, .post__actions a"), "a post's like, comments, bookmark and report", 4);
  await expectTouchTargets(post.locator("summary"), "a post's tabs and comment toggle", 3);
});
