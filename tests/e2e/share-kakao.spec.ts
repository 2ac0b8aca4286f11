// '카카오톡으로 공유' (decision 74) on the plan page and the share page. The suite's
// server has no Kakao key: the button copies the share link ('링크가 복사되었어요'; this browser has no
// share sheet, and the test makes sure of it). A second server with a key, and Kakao's SDK answered by
// a stand-in at its address, shows the SDK called with the share link. Without JavaScript the button's
// post makes a link when there is none and the address is on both pages to copy.
import { createHash } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { KAKAO_SHARE } from "../../app/vocabulary/kakao-share";
import { type RunningServer, startServer } from "../support/server";
import { arrangeMember, arrangeSentPlan, E2E_SESSION_SECRET, randomKoreanName, signInAs } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { waitForHydration } from "./members";

const COPIED = "링크가 복사되었어요";
const BUTTON = "카카오톡으로 공유";

/** No share sheet here, whatever the platform: the copy is what is tested. */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

async function strangerPage(browser: Browser, jsEnabled: boolean, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "ko-KR", timezoneId: "Asia/Seoul", baseURL });
  return context.newPage();
}

/** A member's sent plan, the member signed in on `page`. */
async function familyPlan(page: Page, title: string) {
  const name = randomKoreanName();
  const userId = await arrangeMember({ name, phone: uniquePhone() });
  await signInAs(page, userId);
  const { planId, order } = await arrangeSentPlan(userId, { title, days: [["정림사지"], ["궁남지"]] });
  return { name, planId, order };
}

test.describe("sharing a plan to KakaoTalk", () => {
  test("the plan page's button makes the link first, then copies it; without JavaScript the link is there to copy", async ({
    page,
    context,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    if (jsEnabled) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await withoutShareSheet(page);
    }
    const { planId } = await familyPlan(page, "정림사지 가족 나들이");
    await visit(`/travel/plan/${planId}`);
    const share = page.getByRole("region", { name: "함께 보기" });
    // No link yet: the press posts, and the link is made (with or without JavaScript).
    await share.getByRole("button", { name: BUTTON }).click();
    await expect(page.getByRole("status").filter({ hasText: "공유 링크를 만들었어요" })).toBeVisible();
    const address = page.getByLabel(/공유 링크 \(/);
    await expect(address).toHaveValue(/\/share\/plan\/[A-Za-z0-9_-]{43}$/);
    const link = await address.inputValue();
    await waitForHydration(page, jsEnabled);
    await checkA11y();

    await share.getByRole("button", { name: BUTTON }).click();
    if (jsEnabled) {
      // The link is copied from here: nothing was posted, no second link.
      await expect(share.getByRole("status")).toHaveText(COPIED);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(page.getByLabel(/공유 링크 \(/)).toHaveCount(1);
    } else {
      await expect(page.getByRole("status").filter({ hasText: "아래 공유 링크를 복사해" })).toBeVisible();
      await expect(page.getByLabel(/공유 링크 \(/)).toHaveValue(link);
    }
  });

  test("the share page shows its address, previews well, and its button copies the link", async ({
    page,
    browser,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const { name, planId } = await familyPlan(page, "궁남지 연꽃 여행");
    await visit(`/travel/plan/${planId}`);
    await page.getByRole("button", { name: "공유 링크 만들기" }).click();
    const link = await page.getByLabel(/공유 링크 \(/).inputValue();

    const stranger = await strangerPage(browser, jsEnabled);
    if (jsEnabled) {
      await stranger.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await withoutShareSheet(stranger);
    }
    await stranger.goto(link);
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("궁남지 연꽃 여행");
    // The address, to copy by hand; the link previews with the plan's title and no one's name.
    await expect(stranger.getByLabel("이 여행 계획의 주소")).toHaveValue(link);
    await expect(stranger.locator('meta[property="og:title"]')).toHaveAttribute("content", "궁남지 연꽃 여행 - 패밀리트립");
    await expect(stranger.locator('meta[property="og:url"]')).toHaveAttribute("content", link);
    const head = await stranger.locator("head").innerHTML();
    expect(head).not.toContain(name.slice(1));
    await checkA11y(stranger);

    const button = stranger.getByRole("button", { name: BUTTON });
    if (!jsEnabled) {
      // Without script the button would do nothing: it is not there, the address is.
      await expect(button).toBeHidden();
    } else {
      await button.click();
      await expect(stranger.getByRole("status")).toHaveText(COPIED);
      expect(await stranger.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }
    await stranger.context().close();
  });
});

test.describe("with a Kakao JavaScript key", () => {
  // A server of its own with the key (the suite's has none), on the suite's database and secret.
  const STAND_IN = `window.__kakao={init:[],sent:[]};window.Kakao={ready:false,isInitialized(){return this.ready},init(key){this.ready=true;__kakao.init.push(key)},Share:{sendDefault(settings){__kakao.sent.push(settings)}}};`;
  let server: RunningServer;

  test.beforeAll(async ({ javaScriptEnabled }) => {
    if (javaScriptEnabled === false) return;
    server = await startServer({
      SESSION_SECRET: E2E_SESSION_SECRET,
      DATABASE_URL: process.env.E2E_DATABASE_URL!,
      STORAGE_DIR: process.env.STORAGE_DIR!,
      KAKAO_JS_KEY: "e2e-kakao-js-key",
      // The stand-in's own hash: the SDK is only ever loaded with an integrity check.
      KAKAO_SDK_INTEGRITY: `sha384-${createHash("sha384").update(STAND_IN).digest("base64")}`,
      KAKAO_SDK_SRC: KAKAO_SHARE.sdkSrc,
      SHARED_PAGE_SECONDS: "0",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the button loads Kakao's SDK when pressed and sends the share link with it", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "Kakao's SDK needs JavaScript; without it the page is as the tests above show");
    let sdkRequests = 0;
    await page.route(KAKAO_SHARE.sdkSrc, (route) => {
      sdkRequests += 1;
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: STAND_IN,
      });
    });
    const { planId } = await familyPlan(page, "부소산성 가족 여행");
    const response = await page.goto(`${server.url}/travel/plan/${planId}`);
    // Kakao's API and share picker are allowed on this page.
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("https://kapi.kakao.com");
    expect(policy).toContain("https://sharer.kakao.com");
    await waitForHydration(page, true);
    await page.getByRole("button", { name: "공유 링크 만들기" }).click();
    const link = await page.getByLabel(/공유 링크 \(/).inputValue();
    expect(link).toContain(`${server.url}/share/plan/`);
    // Nothing of Kakao's is loaded before the press.
    expect(sdkRequests).toBe(0);

    await page.getByRole("button", { name: BUTTON }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __kakao?: { sent: unknown[] } }).__kakao?.sent.length ?? 0))
      .toBe(1);
    const { init, sent } = await page.evaluate(
      () => (window as unknown as { __kakao: { init: string[]; sent: Record<string, unknown>[] } }).__kakao,
    );
    expect(init).toEqual(["e2e-kakao-js-key"]);
    expect(sent[0]).toMatchObject({
      objectType: "feed",
      content: { title: "부소산성 가족 여행", link: { mobileWebUrl: link, webUrl: link } },
      buttons: [{ title: "여행 계획 보기", link: { mobileWebUrl: link, webUrl: link } }],
    });
    expect(sdkRequests).toBe(1);
    // Nothing copied, nothing said: KakaoTalk took over.
    await expect(page.getByRole("region", { name: "함께 보기" }).getByRole("status")).toHaveText("");

    // The share page sends itself the same way.
    await page.goto(link);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __kakao?: { sent: unknown[] } }).__kakao?.sent.length ?? 0))
      .toBe(1);
    const shared = await page.evaluate(() => (window as unknown as { __kakao: { sent: Record<string, unknown>[] } }).__kakao.sent[0]);
    expect(shared).toMatchObject({ content: { link: { webUrl: link } } });
  });
});
