// The back office's login: the demo staff account signs in (Enter submits), reaches the console and
// logs out; a wrong password is refused with one message; 'find admin info' explains how to get access
// and shows no credentials; the close link goes home.
import { DEMO_STAFF } from "../../app/models/demo/demo.server";
import { expect, test } from "./fixtures";

const MISMATCH = "아이디 또는 비밀번호가 올바르지 않습니다.";

test.describe("staff login", () => {
  test("the demo staff account signs in with Enter, sees the console and logs out home", async ({ page, visit, checkA11y }) => {
    await visit("/admin/login");
    await expect(page.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();
    await checkA11y();
    await page.getByLabel("아이디").fill(DEMO_STAFF.loginId);
    await page.getByLabel("비밀번호").fill(DEMO_STAFF.password);
    await page.getByLabel("비밀번호").press("Enter");

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.locator('[data-page="admin-dashboard"]')).toBeVisible();
    await expect(page.getByText("관리자 콘솔")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "관리 메뉴" }).getByRole("link", { name: "회원 관리" })).toBeVisible();
    await checkA11y();

    // Signed in, the login page goes straight to the console.
    await visit("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "로그아웃" })).toHaveCount(0);
    // The session is gone on the server: the console sends this browser home.
    await visit("/admin/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password is refused with one message that names no field", async ({ page, visit, jsEnabled, checkA11y }) => {
    /** The login's answer to the post `send` makes (without JavaScript, the page's own status: 400). */
    const answered = async (send: () => Promise<void>) => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/admin/login") && r.request().method() === "POST"),
        send(),
      ]);
      if (!jsEnabled) expect(response.status()).toBe(400);
    };
    await visit("/admin/login");
    await page.getByLabel("아이디").fill(DEMO_STAFF.loginId);
    await page.getByLabel("비밀번호").fill("not-the-password");
    await answered(() => page.getByRole("button", { name: "로그인", exact: true }).click());

    await expect(page.locator("#admin-login-error")).toHaveText(MISMATCH);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel("아이디")).toHaveValue(DEMO_STAFF.loginId);
    await expect(page.getByLabel("비밀번호")).toHaveValue("");
    await expect(page.getByLabel("아이디")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("비밀번호")).not.toHaveAttribute("aria-invalid", "true");
    await checkA11y();

    // An id nobody has gets the very same answer.
    await page.getByLabel("아이디").fill("nobody.here");
    await page.getByLabel("비밀번호").fill("not-the-password");
    await answered(() => page.getByLabel("비밀번호").press("Enter"));
    await expect(page.locator("#admin-login-error")).toHaveText(MISMATCH);
    await expect(page.getByLabel("아이디")).toHaveValue("nobody.here");
    await visit("/admin/dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("'find admin info' explains how to get access without showing any credentials", async ({ page, visit }) => {
    await visit("/admin/login");
    const help = page.locator("details", { hasText: "관리자 정보 찾기" });
    await expect(help.getByText("npm run admin:password")).toBeHidden();
    await help.locator("summary").click();
    await expect(help.getByText("npm run admin:password")).toBeVisible();
    await expect(help.getByText("npm run admin:create")).toBeVisible();
    expect(await page.content()).not.toContain(DEMO_STAFF.password);
  });

  test("fits a 360 px screen with 44 px touch targets", async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await visit("/admin/login");
    await page.locator("details summary").click();
    const targets = {
      close: page.getByRole("link", { name: "닫고 홈으로 가기" }),
      id: page.getByLabel("아이디"),
      password: page.getByLabel("비밀번호"),
      login: page.getByRole("button", { name: "로그인", exact: true }),
      help: page.locator("details summary"),
    };
    for (const [name, target] of Object.entries(targets)) {
      const box = await target.boundingBox();
      expect(Math.round(box?.height ?? 0), name).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the close button goes home", async ({ page, visit }) => {
    await visit("/admin/login");
    await page.getByRole("link", { name: "닫고 홈으로 가기" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
