// Unknown addresses: status 404 and a screen that helps the visitor on.
import { expect, test } from "./fixtures";

test("an unknown path answers 404 with a way back", async ({ page, visit, checkA11y }) => {
  const response = await visit("/definitely-missing");
  expect(response?.status()).toBe(404);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("길을 잃으셨나요?");
  await expect(main.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/");
  for (const href of ["/explore", "/about", "/faq"]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "이전 페이지" })).toBeVisible();

  await test.step("accessibility", () => checkA11y());
});

test("the not-found screen's code loads only when it is shown, without an empty screen", async ({ page, visit, jsEnabled }) => {
  test.skip(!jsEnabled, "without JavaScript the screen is the server's markup");
  // Scripts that hold the screen's code arrive only when the test says so.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loaded: string[] = [];
  await page.route("**/build/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("not-found__links")) {
      loaded.push(new URL(route.request().url()).pathname);
      await held;
    }
    await route.fulfill({ response, body });
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  // Other pages load none of it.
  await visit("/");
  expect(loaded).toEqual([]);

  // Reached in the app, the previous page stays until the screen can be drawn: never an empty main.
  await page.evaluate(() => {
    const seen = window as unknown as { emptyMain?: boolean };
    seen.emptyMain = false;
    new MutationObserver(() => {
      if (!document.querySelector("main h1")) seen.emptyMain = true;
    }).observe(document.body, { childList: true, subtree: true });
    // As a link in the app would (the router's own navigation).
    void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/nowhere-in-the-app");
  });
  await expect.poll(() => loaded.length).toBe(1);
  await expect(page.getByRole("heading", { level: 1, name: /15분 상담/ })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("길을 잃으셨나요?");
  await expect(page).toHaveURL(/\/nowhere-in-the-app$/);
  expect(await page.evaluate(() => (window as unknown as { emptyMain: boolean }).emptyMain)).toBe(false);

  // Opened directly, the page names the code for preloading and runs while it is on its way, keeping
  // the server's screen; then the screen's links are the app's.
  const heldAgain = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unroute("**/build/**/*.js");
  await page.route("**/build/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("not-found__links")) await heldAgain;
    await route.fulfill({ response, body });
  });
  await visit("/definitely-missing");
  await expect(page.locator(`link[rel="modulepreload"][href="${loaded[0]}"]`)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("길을 잃으셨나요?");
  release();
  await page.getByRole("main").getByRole("link", { name: "서비스 소개" }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(pageErrors).toEqual([]);
});
