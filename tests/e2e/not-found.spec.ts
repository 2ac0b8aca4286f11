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
