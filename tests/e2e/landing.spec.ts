// The landing page: its seven sections and the trip selection that leads to the product screen.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { keptLive } from "./kept";

function section(page: Page, title: string | RegExp) {
  return page.getByRole("region", { name: title });
}

function tripCard(page: Page, productType: "signature" | "custom") {
  return page.locator(`form[data-product-type="${productType}"]`);
}

test("the landing page shows all seven sections", async ({ page, visit, checkA11y }) => {
  await visit("/");

  // 1. Hero
  await expect(page.getByRole("heading", { level: 1 })).toContainText("15분");

  // 2. Pain points: four cards
  await expect(section(page, "아이와의 여행, 준비부터 지치셨나요?").getByRole("listitem")).toHaveCount(4);

  // 3. Three steps
  await expect(section(page, "세 단계면 충분해요").getByRole("listitem")).toHaveCount(3);

  // 4. Sample plan with a locked secret spot
  const sample = section(page, "공주 1박 2일, 이렇게 받아보세요");
  await expect(sample).toBeVisible();
  await expect(sample.getByText("🔒 현지인만 아는 비밀 장소")).toBeVisible();
  await expect(sample.getByRole("link", { name: "비밀 장소 확인하기" })).toBeVisible();

  // 5. Trip selection: two cards, each with two durations
  const selection = section(page, "어떤 여행을 떠나볼까요?");
  await expect(selection).toBeVisible();
  await expect(selection.getByRole("button", { name: "시그니처 여행 시작하기" })).toBeVisible();
  await expect(selection.getByRole("button", { name: "맞춤 여행 시작하기" })).toBeVisible();
  await expect(selection.getByRole("radio")).toHaveCount(4);

  // 6. Region request
  const region = section(page, "우리 동네에도 시그니처 여행이 열리면 알려드릴게요");
  await expect(region.getByRole("combobox", { name: "희망 지역" })).toBeVisible();
  await expect(region.getByRole("button", { name: "오픈 알림 신청하기" })).toBeVisible();

  // 7. Photobook promotion
  const photobook = section(page, "여행의 추억을 한 권의 책으로");
  await expect(photobook.getByRole("link", { name: "포토북 자세히 보기" })).toHaveAttribute("href", "/photobook/default");

  await test.step("accessibility", () => checkA11y());
});

test("the hero's start button leads to the trip selection", async ({ page, visit }) => {
  await visit("/");
  const start = page.getByRole("link", { name: "무료 상담 시작하기" });
  await expect(start).toHaveAttribute("href", /#trip-selection$/);
  await start.click();
  await expect(section(page, "어떤 여행을 떠나볼까요?")).toBeInViewport();
});

test("signature, overnight: start opens the product screen with the choice", async ({ page, visit, jsEnabled }) => {
  await visit("/");
  if (jsEnabled) await keptLive(page, "landing-choice");
  const card = tripCard(page, "signature");
  await card.getByRole("radio", { name: /1박 2일/ }).check();
  await card.getByRole("button", { name: "시그니처 여행 시작하기" }).click();
  await expect(page).toHaveURL("/product/default?productType=signature&tripDuration=overnight");
});

test("custom, day trip: start opens the product screen with the choice", async ({ page, visit, jsEnabled }) => {
  await visit("/");
  if (jsEnabled) await keptLive(page, "landing-choice");
  const card = tripCard(page, "custom");
  await card.getByRole("radio", { name: /당일치기/ }).check();
  await card.getByRole("button", { name: "맞춤 여행 시작하기" }).click();
  await expect(page).toHaveURL("/product/default?productType=custom&tripDuration=day");
});

test("one choice across both cards; start waits for it", async ({ page, visit, jsEnabled }) => {
  test.skip(!jsEnabled, "the shared choice is an enhancement");
  await visit("/");
  await keptLive(page, "landing-choice");
  const signature = tripCard(page, "signature");
  const custom = tripCard(page, "custom");
  const signatureStart = signature.getByRole("button", { name: "시그니처 여행 시작하기" });
  const customStart = custom.getByRole("button", { name: "맞춤 여행 시작하기" });
  await expect(signatureStart).toBeDisabled();
  await expect(customStart).toBeDisabled();

  await signature.getByRole("radio", { name: /1박 2일/ }).check();
  await expect(signatureStart).toBeEnabled();
  await expect(customStart).toBeDisabled();

  await custom.getByRole("radio", { name: /당일치기/ }).check();
  await expect(customStart).toBeEnabled();
  await expect(signature.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(signatureStart).toBeDisabled();
});

test("with JavaScript, the trip choice and the region form fetch their code only as they near the screen", async ({
  page,
  visit,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "kept markup is the script's business");
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const codeOf = (module: string) => fetched.filter((path) => path.startsWith(`/build/_shared/${module}-`));
  await visit("/");
  // The first screen: the hero's markup is the server's, and neither form's code is here.
  await expect(page.locator('[data-kept="landing-top"]')).not.toHaveAttribute("data-live");
  expect(codeOf("TripSelection")).toEqual([]);
  expect(codeOf("RegionRequestForm")).toEqual([]);
  expect(codeOf("Sections")).toEqual([]);
  // The start link still scrolls to the choice; scrolled there, the choice runs its own code.
  await page.getByRole("link", { name: "무료 상담 시작하기" }).click();
  await expect(page.locator('[data-kept="landing-choice"][data-live]')).toBeAttached();
  expect(codeOf("TripSelection")).toHaveLength(1);
  // A choice changes the start links: the first sections render themselves, with the product's address.
  await tripCard(page, "custom")
    .getByRole("radio", { name: /당일치기/ })
    .check();
  await expect(page.locator('[data-kept="landing-top"][data-live]')).toBeAttached();
  await expect(page.getByRole("link", { name: "무료 상담 시작하기" })).toHaveAttribute(
    "href",
    "/product/default?productType=custom&tripDuration=day",
  );
  await keptLive(page, "landing-region");
  expect(codeOf("RegionRequestForm")).toHaveLength(1);
});

test("with JavaScript, a duration and the start pressed before the choice's code is here both count, in order", async ({
  page,
  visit,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "kept markup is the script's business");
  // The choice's code is held back until both presses are in (a slow connection).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/build\/_shared\/TripSelection-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await visit("/");
  const card = tripCard(page, "custom");
  await card.getByText("당일치기").click();
  await card.getByRole("button", { name: "맞춤 여행 시작하기" }).click();
  await expect(page.locator('[data-kept="landing-choice"]')).not.toHaveAttribute("data-live");
  await expect(page).toHaveURL("/");
  release();
  // Both presses are made again on the live card: the duration first, then the start it enables.
  await expect(page).toHaveURL("/product/default?productType=custom&tripDuration=day");
});

test("with JavaScript, the header's kept links navigate in the app and a press wakes it", async ({ page, visit, jsEnabled }) => {
  test.skip(!jsEnabled, "kept markup is the script's business");
  await visit("/");
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page.getByRole("button", { name: "메뉴" }).or(page.locator("summary.menu__button")).first().click();
  await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "여행 후기 둘러보기" }).click();
  await expect(page).toHaveURL("/explore");
  // The same document: the link was followed in the app, not loaded anew.
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page.locator('[data-kept="header"][data-live]')).toBeAttached();
});
