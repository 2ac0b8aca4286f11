// The static pages: about, FAQ, terms, privacy and the brand story. They are plain HTML and must stay
// that way (no client runtime), in both projects.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const STATIC_PAGES = [
  { path: "/about", back: "뒤로 가기" },
  { path: "/faq", back: "뒤로 가기", h1: "자주 묻는 질문" },
  { path: "/terms", back: "뒤로 가기", h1: "이용약관" },
  { path: "/privacy", back: "뒤로 가기", h1: "개인정보처리방침" },
  { path: "/story", back: "돌아가기" },
];

function tabs(page: Page, title: string) {
  return page.getByRole("navigation", { name: `${title} 목차` }).getByRole("link");
}

for (const { path, back, h1 } of STATIC_PAGES) {
  test(`${path} renders its title and a back link without any JavaScript`, async ({ page, visit, request, checkA11y }) => {
    await visit(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    if (h1) await expect(heading).toHaveText(h1);
    await expect(page.getByRole("main").getByRole("link", { name: back })).toBeVisible();
    await expect(page.locator("script[src], script[type=module], link[rel=modulepreload]")).toHaveCount(0);

    // The same on the wire, whatever the browser does with it.
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<script[^>]*type="module"/i);
    expect(html).not.toMatch(/rel="modulepreload"/i);

    await test.step("accessibility", () => checkA11y());
  });
}

test("the terms have seven chapter tabs that work as links", async ({ page, visit }) => {
  await visit("/terms");
  await expect(page.getByRole("main")).toContainText("2025년 10월 23일");
  await expect(tabs(page, "이용약관")).toHaveText(["제1장", "제2장", "제3장", "제4장", "제5장", "제6장", "제7장"]);

  const chapter4 = tabs(page, "이용약관").filter({ hasText: "제4장" });
  await chapter4.click();
  await expect(page).toHaveURL(/\/terms\?tab=chapter-4$/);
  await expect(chapter4).toHaveAttribute("aria-current", "page");
  await expect(tabs(page, "이용약관").and(page.locator('[aria-current="page"]'))).toHaveCount(1);
  const chapter = page.getByRole("region", { name: /^제4장/ });
  await expect(chapter.getByRole("heading", { level: 2 })).toHaveText(/^제4장/);
  await expect(chapter).toContainText("24시간");
  await expect(chapter).toContainText("환불");
});

test("the terms state the album revision rule (7 days, 5 items)", async ({ page, visit }) => {
  await visit("/terms");
  const hrefs = await tabs(page, "이용약관").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs).toHaveLength(7);
  const paragraphs: string[] = [];
  for (const href of hrefs) {
    await visit(href);
    paragraphs.push(...(await page.locator(".legal__chapter p").allTextContents()));
  }
  const rule = paragraphs.filter((p) => p.includes("7일") && p.includes("5개"));
  expect(rule, "a paragraph about revisions within 7 days, at most 5 items").not.toEqual([]);
});

test("the privacy policy has seven article tabs", async ({ page, visit }) => {
  await visit("/privacy");
  await expect(tabs(page, "개인정보처리방침")).toHaveText(["제1조", "제2조", "제3조", "제4조", "제5조", "제6조", "제7조"]);
  await expect(tabs(page, "개인정보처리방침").first()).toHaveAttribute("aria-current", "page");
});

test("a FAQ question opens to show its answer", async ({ page, visit }) => {
  await visit("/faq");
  const item = page.getByRole("main").locator("details").first();
  const answer = item.locator("p");
  await expect(answer).toBeHidden();
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open");
  await expect(answer).toBeVisible();
  await expect(answer).not.toBeEmpty();
});

test("the story has four sections, a call to action and a '돌아가기' back link", async ({ page, visit }) => {
  await visit("/story");
  const main = page.getByRole("main");
  // Four story sections and the closing call to action, each a titled region.
  await expect(main.getByRole("region")).toHaveCount(5);
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(5);
  await expect(main.getByRole("link", { name: "토리와 함께 가족 모험 시작하기" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "돌아가기" })).toBeVisible();
});
