// The app shell every page shares: header, menu, footer, skip link, layout width and the HTTP
// security baseline.
import { expect, test } from "./fixtures";

const PAGES_WITH_FOOTER = ["/", "/terms", "/privacy", "/story", "/definitely-missing"];
const PAGES_WITHOUT_FOOTER = ["/about", "/faq", "/explore"];
const ALL_PAGES = [...PAGES_WITH_FOOTER, ...PAGES_WITHOUT_FOOTER];

test("the header is 56 px tall and the skip link leads to the main content", async ({ page, visit }) => {
  await visit("/");
  const header = page.getByRole("banner");
  await expect(header).toBeVisible();
  expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(56);

  const skip = page.getByRole("link", { name: "본문으로 건너뛰기" });
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(page.locator("main#main")).toHaveCount(1);
});

test("the menu opens and shows the visitor menu", async ({ page, visit, checkA11y }) => {
  await visit("/");
  const menu = page.locator("details", { has: page.getByLabel("메뉴", { exact: true }) });
  const panel = page.getByRole("navigation", { name: "주 메뉴" });
  await expect(menu).not.toHaveAttribute("open");
  await expect(panel).toBeHidden();

  await page.getByLabel("메뉴", { exact: true }).click();
  await expect(menu).toHaveAttribute("open");
  await expect(panel).toBeVisible();
  await expect(panel.getByText("아직 회원이 아니신가요?")).toBeVisible();
  await expect(panel.getByRole("link", { name: "회원가입하기" })).toBeVisible();
  for (const name of ["홈", "여행 후기 둘러보기", "여행 설계하기", "로그인"]) {
    await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(panel.getByRole("button", { name: "로그아웃" })).toHaveCount(0);

  await test.step("accessibility with the menu open", () => checkA11y());
});

// One visit per page at the narrowest supported width: the footer rule and no sideways scrolling.
for (const path of ALL_PAGES) {
  const hasFooter = PAGES_WITH_FOOTER.includes(path);
  test(`${path}: ${hasFooter ? "footer with support and company details" : "no footer"}, no sideways scroll at 360 px`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await visit(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "document width").toBeLessThanOrEqual(360);

    const footer = page.getByRole("contentinfo");
    if (!hasFooter) {
      await expect(page.locator("footer")).toHaveCount(0);
      return;
    }
    await expect(footer).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toHaveText(/^[\d-]{7,}$/);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/^\S+@\S+\.\S+$/);
    await expect(footer).toContainText("평일 09:00-18:00");
    await expect(footer).toContainText("통신판매중개자");
  });
}

test("documents carry the security headers", async ({ visit }) => {
  const response = await visit("/");
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
});

test("inline scripts carry the nonce of the Content-Security-Policy", async ({ page, visit, jsEnabled }) => {
  test.skip(!jsEnabled, "scripts only matter when they run");
  const response = await visit("/");
  const csp = response!.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `a nonce in ${csp}`).toBeTruthy();
  // Browsers hide the attribute from getAttribute once the policy applies; the property keeps it.
  const nonces = await page.evaluate(() =>
    Array.from(document.querySelectorAll("script:not([src])"), (s) => (s as HTMLScriptElement).nonce),
  );
  expect(nonces.length).toBeGreaterThan(0);
  expect(nonces).toEqual(nonces.map(() => nonce));
});

test("state-changing requests from another site are refused", async ({ request, baseURL }) => {
  // The landing page's region search: a POST that writes nothing.
  const form = { intent: "search", name: "공주", phone: "" };
  const crossSite = await request.post("/?index", { headers: { Origin: "https://evil.example" }, form });
  expect(crossSite.status()).toBe(403);

  const sameSite = await request.post("/?index", { headers: { Origin: baseURL! }, form });
  expect(sameSite.status()).not.toBe(403);
  expect(sameSite.ok()).toBe(true);
});
