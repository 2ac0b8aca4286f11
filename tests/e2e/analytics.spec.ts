// Usage analytics in a real browser (decisions 57, 58): the tracker's clicks, rage click and error
// arrive as events (js); every page view is counted once by the server, with or without JavaScript;
// static pages still carry no script; staff see a visit in the analytics tab's funnel.
import { randomUUID } from "node:crypto";
import { db, signInStaff } from "./arrange";
import { expect, test } from "./fixtures";

// A person's browser: the headless shell says HeadlessChrome, which isbot rightly leaves out of the counts.
const PERSON = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
test.use({ userAgent: PERSON });

const eventsOf = (sessionId: string) =>
  db.selectFrom("analytics_events").select(["type", "name", "element", "path"]).where("session_id", "=", sessionId).execute();
const viewsOf = (campaign: string) => db.selectFrom("page_views").select(["path", "source"]).where("utm_campaign", "=", campaign).execute();

test("a visitor's clicks, a rage click and an error arrive as events; a no-track element's clicks do not", async ({
  page,
  visit,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "the tracker runs only with JavaScript");
  await visit("/");
  await page.waitForFunction(() => typeof (window as { ftTrack?: unknown }).ftTrack === "function");
  const sessionId = await page.evaluate(() => sessionStorage.getItem("ft.sid"));
  expect(sessionId).toMatch(/^s_/);
  expect(await page.context().cookies()).toEqual([]);

  await page.evaluate(() => {
    const secret = document.createElement("button");
    secret.id = "e2e-secret";
    secret.textContent = "비밀";
    secret.setAttribute("data-no-track", "");
    document.querySelector("main")!.prepend(secret);
  });
  await page.locator("#e2e-secret").click();
  const heading = page.getByRole("heading", { level: 1 }).first();
  for (let index = 0; index < 5; index++) await heading.click({ position: { x: 10, y: 10 } });
  // An uncaught error: sent at once, with everything queued before it.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("e2e-boom");
    }),
  );

  await expect
    .poll(
      async () => {
        const events = await eventsOf(sessionId!);
        return {
          clicks: events.filter((event) => event.type === "click" && event.element?.startsWith("h1")).length,
          rage: events.filter((event) => event.type === "custom" && event.name === "rage_click").length,
          error: events.some((event) => event.type === "error" && event.name?.includes("e2e-boom")),
        };
      },
      { timeout: 15_000 },
    )
    .toEqual({ clicks: 5, rage: 1, error: true });
  expect((await eventsOf(sessionId!)).some((event) => event.element?.includes("e2e-secret"))).toBe(false);
});

test("each page view is counted once by the server, with or without JavaScript", async ({ page, visit, jsEnabled }) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  await visit(`/explore?utm_source=e2e&utm_campaign=${campaign}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (jsEnabled) await page.waitForFunction(() => typeof (window as { ftTrack?: unknown }).ftTrack === "function");
  // A full page load ends the visit (the beacon on pagehide, with JavaScript).
  await visit(`/faq?utm_campaign=${campaign}`);
  await expect(page.getByRole("heading", { name: "자주 묻는 질문" })).toBeVisible();
  // The static page carries no script, tracker included.
  await expect(page.locator("script")).toHaveCount(0);
  await expect.poll(() => viewsOf(campaign), { timeout: 10_000 }).toHaveLength(2);
  expect((await viewsOf(campaign)).map((view) => [view.path, view.source]).sort()).toEqual([
    ["/explore", "server"],
    ["/faq", "server"],
  ]);
});

test("staff see a visitor's landing and product views in the analytics tab's funnel", async ({ page, visit, browser, checkA11y }) => {
  const visitor = await browser.newContext({ userAgent: PERSON, javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  await visitorPage.goto("/product/default?productType=custom&tripDuration=day");
  await visitor.close();
  await expect
    .poll(async () => (await db.selectFrom("page_views").select("path").where("path", "like", "/product/%").execute()).length)
    .toBeGreaterThan(0);

  await signInStaff(page);
  await visit("/admin/dashboard/analytics");
  await expect(page.getByRole("heading", { name: "방문 분석", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "방문 분석" })).toHaveAttribute("aria-current", "page");
  const funnel = page.getByTestId("analytics-funnel").getByRole("table");
  for (const step of ["첫 화면", "상품 보기"]) {
    const count = await funnel.locator("tbody tr").filter({ hasText: step }).locator("td").first().textContent();
    expect(Number(count)).toBeGreaterThan(0);
  }
  await page.getByRole("link", { name: "최근 30일" }).click();
  await expect(page).toHaveURL(/range=30/);
  await expect(page.getByRole("link", { name: "최근 30일" })).toHaveAttribute("aria-current", "page");
  await checkA11y();
});
