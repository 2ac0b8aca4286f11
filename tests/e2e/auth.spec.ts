// Sign-in through the sandbox providers, sign-up with family members, guards, logout, demo login.
import type { Page } from "@playwright/test";
import { ANALYTICS_SESSION_KEY } from "../../app/vocabulary/analytics";
import { db } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

async function waitForHydration(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** From /auth (already open) through the sandbox's authorize page with a chosen person or failure. */
async function signInWith(page: Page, provider: "카카오" | "Google", choice: string) {
  await page.getByRole("button", { name: `${provider}로 시작하기` }).click();
  await expect(page.getByRole("heading", { name: `${provider} 로그인 (샌드박스)` })).toBeVisible();
  await page.getByRole("button", { name: choice }).click();
}

async function openMenu(page: Page) {
  await page.locator("summary.menu__button").click();
  return page.getByRole("navigation", { name: "주 메뉴" });
}

test.describe("sign-in and sign-up", () => {
  test("a new Kakao member signs up with two family members and lands home signed in", async ({ page, visit, jsEnabled, checkA11y }) => {
    test.slow(); // the longest walk: sign-in, five family edits, sign-up
    await visit("/auth");
    await checkA11y();
    await signInWith(page, "카카오", "새 회원 (연락처 없음)");
    await expect(page).toHaveURL(/\/signup\/complete$/);
    await waitForHydration(page, jsEnabled);
    await checkA11y();

    // The nickname prefills the name.
    await expect(page.locator("#signup-name")).toHaveValue(/^새가족/);
    const phone = uniquePhone();
    await page.locator("#signup-name").fill("");
    await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
    await expect(page.getByText("이름을 입력해주세요")).toBeVisible();

    await page.locator("#signup-name").fill("박가족");
    await page.locator("#signup-phone").fill(phone);
    if (jsEnabled) await expect(page.locator("#signup-phone")).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);

    await page.locator("summary", { hasText: "가족 추가" }).click();
    await page.locator("label.chip-option", { hasText: "엄마" }).click();
    await page.locator("#member-age").fill("34");
    await page.getByRole("button", { name: "추가하기" }).click();
    await expect(page.getByRole("list", { name: "추가한 가족" })).toContainText("엄마 · 34세");

    // 기타 needs a relationship name; what was typed stays.
    await page.locator("summary", { hasText: "가족 추가" }).click();
    await page.locator("label.chip-option", { hasText: "기타" }).click();
    await page.locator("#member-age").fill("40");
    await page.getByRole("button", { name: "추가하기" }).click();
    await expect(page.getByText("기타 관계는 관계명을 입력해주세요 (예: 삼촌, 이모)")).toBeVisible();
    await expect(page.locator("#member-age")).toHaveValue("40");
    await page.locator("#member-label").fill("삼촌");
    await page.getByRole("button", { name: "추가하기" }).click();
    await expect(page.getByRole("list", { name: "추가한 가족" })).toContainText("기타(삼촌) · 40세");
    await expect(page.locator("#signup-name")).toHaveValue("박가족");

    // Removing one, then adding a son: two members in the end.
    await page.getByRole("button", { name: "기타(삼촌) · 40세 삭제" }).click();
    await expect(page.getByRole("list", { name: "추가한 가족" })).not.toContainText("삼촌");
    await page.locator("summary", { hasText: "가족 추가" }).click();
    await page.locator("label.chip-option", { hasText: "아들" }).click();
    await page.locator("#member-age").fill("6");
    await page.getByRole("button", { name: "추가하기" }).click();
    await expect(page.getByRole("list", { name: "추가한 가족" })).toContainText("아들 · 6세");

    await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("가입이 완료되었습니다. 환영해요!")).toBeVisible();
    const menu = await openMenu(page);
    await expect(menu).toContainText("박가족님, 안녕하세요!");
    // No trips yet: 'my all activity' leads to the product screen.
    await expect(menu.getByRole("link", { name: "나의 모든 활동" })).toHaveAttribute("href", "/product/default");

    const user = await db.selectFrom("users").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();
    expect(user.name).toBe("박가족");
    expect(JSON.parse(String(user.family_members))).toEqual({ mother: { age: "34", is_me: false }, son: [{ age: "6", is_me: false }] });
  });

  test("an existing member goes straight home, holding nothing but one httpOnly session cookie", async ({ page, visit, jsEnabled }) => {
    await visit("/auth");
    await signInWith(page, "카카오", "기존 회원 (김여행)");
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page, jsEnabled);
    await expect(await openMenu(page)).toContainText("김여행님, 안녕하세요!");
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(["__session"]);
    expect(cookies[0]!.httpOnly).toBe(true);
    if (jsEnabled) {
      // Only the anonymous analytics session (decisions 57, 59) lives in the tab's session storage: no sign-in state.
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      const kept = await page.evaluate(() => Object.keys(sessionStorage));
      expect(kept.filter((key) => key !== ANALYTICS_SESSION_KEY && key !== "ft.rec")).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe("");
    }
  });

  const failures = [
    ["로그인 취소 (access_denied)", "사용자가 로그인을 취소했습니다."],
    ["제공자 서버 오류 (server_error)", "카카오 서버에 문제가 발생했습니다. 잠시 후 다시 시도해주세요."],
    ["만료된 인가 코드 (invalid_grant)", "인증 코드가 만료되었습니다. 다시 로그인해주세요."],
    ["다른 state 값 (보안 검증 실패)", "보안 검증에 실패했습니다. 다시 시도해주세요."],
    ["인가 코드 없이 돌아가기", "인가 코드가 없습니다. 다시 로그인해주세요."],
  ] as const;
  for (const [choice, message] of failures) {
    test(`the sandbox failure '${choice}' shows its message on /auth`, async ({ page, visit, context }) => {
      await visit("/auth");
      await signInWith(page, "카카오", choice);
      await expect(page).toHaveURL(/\/auth\?/);
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("로그인 실패");
      await expect(alert).toContainText(message);
      expect((await context.cookies()).map((c) => c.name)).not.toContain("__session");
    });
  }

  test("a guard sends a visitor to /auth with the reason and brings them back after sign-in", async ({ page, visit }) => {
    await visit("/scrapbook");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fscrapbook&reason=scrapbook$/);
    await expect(page.getByRole("status")).toContainText("스크랩북을 보려면 로그인이 필요합니다");
    await signInWith(page, "카카오", "기존 회원 (김여행)");
    await expect(page).toHaveURL(/\/scrapbook$/);
  });

  test("a new member sent by a guard completes sign-up and then returns", async ({ page, visit, jsEnabled }) => {
    await visit("/dashboard");
    await expect(page.getByRole("status")).toContainText("내 활동을 확인하려면 로그인이 필요합니다");
    await signInWith(page, "카카오", "새 회원 (연락처 없음)");
    await expect(page).toHaveURL(/\/signup\/complete\?redirectTo=%2Fdashboard$/);
    await waitForHydration(page, jsEnabled);
    await page.locator("#signup-phone").fill(uniquePhone());
    await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a member who leaves sign-up completion unfinished is sent back to it by every login-required page and action", async ({
    page,
    context,
    visit,
    jsEnabled,
  }) => {
    await visit("/auth");
    await signInWith(page, "카카오", "새 회원 (연락처 없음)");
    await expect(page).toHaveURL(/\/signup\/complete$/);
    // Leaving by the back link (its address is home): signed in, still without a phone number.
    await expect(page.getByRole("link", { name: "뒤로 가기" })).toHaveAttribute("href", "/");
    await visit("/");
    const signupFirst = (redirectTo: string) =>
      new RegExp(`/signup/complete\\?redirectTo=${encodeURIComponent(redirectTo).replace(/[?.*+()]/g, "\\$&")}$`);

    // Pages: the root guard and each route's own guard.
    for (const path of [
      "/dashboard",
      "/survey?orderId=TRAVEL_1_a",
      "/payment/checkout?orderId=TRAVEL_1_a&orderName=x&amount=1&customerKey=y",
      "/scrapbook",
    ]) {
      await visit(path);
      await expect(page).toHaveURL(signupFirst(path));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("몇 가지만 알려주세요");
    }

    // Actions: buying a trip comes back to the product with the same choice after sign-up…
    await visit("/product/default?productType=signature&tripDuration=day");
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await expect(page).toHaveURL(signupFirst("/product/default?productType=signature&tripDuration=day"));
    // …and a refund is refused the same way (posted as the card's form does).
    const refund = await page.request.post("/orders/TRAVEL_1_a/refund", {
      form: { redirectTo: "/dashboard" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(refund.status()).toBe(302);
    expect(refund.headers().location).toMatch(/^\/signup\/complete\?redirectTo=/);

    // Sign-up completion itself stays open, and finishing it returns to the purchase.
    await waitForHydration(page, jsEnabled);
    await page.locator("#signup-phone").fill(uniquePhone());
    await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
    await expect(page).toHaveURL(/\/product\/default\?productType=signature&tripDuration=day$/);
    await visit("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);

    // Logout stays reachable for a member who never finishes.
    await context.clearCookies();
    await visit("/auth");
    await signInWith(page, "카카오", "새 회원 (연락처 없음)");
    await expect(page).toHaveURL(/\/signup\/complete$/);
    await visit("/");
    await waitForHydration(page, jsEnabled);
    await (await openMenu(page)).getByRole("button", { name: "로그아웃" }).click();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "__session")).toBe(false);
  });

  test("/auth cannot send anyone off-site after sign-in", async ({ page, visit, baseURL }) => {
    const home = `${baseURL}/`;
    await visit("/auth?redirectTo=https://elsewhere.example/phish");
    await signInWith(page, "카카오", "기존 회원 (김여행)");
    await expect(page).toHaveURL(home);
    await visit("/auth?redirectTo=//elsewhere.example");
    await expect(page).toHaveURL(home);
  });

  test("logout ends the session on the server", async ({ page, context, visit, jsEnabled }) => {
    await visit("/auth");
    await signInWith(page, "카카오", "기존 회원 (김여행)");
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page, jsEnabled);
    const before = (await context.cookies()).find((c) => c.name === "__session")!;
    await (await openMenu(page)).getByRole("button", { name: "로그아웃" }).click();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "__session")).toBe(false);
    // A fresh page, so the menu is not caught mid-way through the client-side logout.
    await visit("/");
    await expect((await openMenu(page)).getByRole("link", { name: "로그인" })).toBeVisible();
    // The old cookie, replayed, is no longer a session.
    await context.addCookies([before]);
    await visit("/scrapbook");
    await expect(page).toHaveURL(/\/auth\?/);
  });

  test("the review-test login signs in the seeded demo member", async ({ page, visit, jsEnabled }) => {
    await visit("/auth");
    await page.getByRole("button", { name: "리뷰 테스트 계정으로 바로 로그인" }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page, jsEnabled);
    const menu = await openMenu(page);
    await expect(menu).toContainText("리뷰 테스트님, 안녕하세요!");
    // The demo member has a paid trip: 'my all activity' leads to the dashboard.
    await expect(menu.getByRole("link", { name: "나의 모든 활동" })).toHaveAttribute("href", "/dashboard");
  });

  test("Google signs in through its sandbox and words its own failures", async ({ page, visit }) => {
    await visit("/auth");
    await signInWith(page, "Google", "로그인 취소 (access_denied)");
    await expect(page.getByRole("alert")).toContainText("Google 로그인이 취소되었습니다.");
    await signInWith(page, "Google", "새 회원 (연락처 없음)");
    await expect(page).toHaveURL(/\/signup\/complete$/);
  });

  test("the sandbox refuses an authorize request for a callback on another site", async ({ request }) => {
    const response = await request.get(
      "/sandbox/oauth/social_a/authorize?response_type=code&client_id=sandbox-social_a&state=x&redirect_uri=https%3A%2F%2Fevil.example%2Fauth%2Fcallback%2Fsocial_a",
    );
    expect(response.status()).toBe(400);
  });
});
