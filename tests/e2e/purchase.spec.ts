// Buying a plan: the product screen, a server-priced order, the Toss sandbox, success, failure.
import type { Page } from "@playwright/test";
import { db } from "./arrange";
import { expect, test } from "./fixtures";
import { keptLive } from "./kept";
import { checkoutGangneung } from "./members";

async function signInAsMember(page: Page) {
  await page.getByRole("button", { name: "카카오로 시작하기" }).click();
  await page.getByRole("button", { name: "기존 회원 (김여행)" }).click();
}

/** The product screen of a custom day trip to Gangneung, as the way back from an order writes it. */
const GANGNEUNG_DAY = `/product/default?${new URLSearchParams({ productType: "custom", tripDuration: "day", province: "강원특별자치도", city: "강릉시" })}`;

/** The top of the product's fixed price bar, in viewport pixels. */
async function priceBarTop(page: Page): Promise<number> {
  return (await page.locator(".bottom-bar").boundingBox())!.y;
}

/** Whether an element is shown whole between the sticky header and the fixed price bar. */
async function clearOfBars(page: Page, locator: ReturnType<Page["locator"]>): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 56 && box.y + box.height <= (await priceBarTop(page));
}

/** The product screen shows a custom day trip to Gangneung, ready to start. */
async function expectGangneungDayPicked(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === GANGNEUNG_DAY);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("강릉시에서 보내는");
  await expect(page.locator("#product-region")).toHaveValue("강원특별자치도 강릉시");
  await expect(page.getByRole("radio", { name: /당일치기/ })).toBeChecked();
}

/** From the landing page's custom card to the sandbox's approval page, signing in on the way. */
async function orderCustomTrip(page: Page, visit: (path: string) => Promise<unknown>, duration: "당일치기" | "1박 2일") {
  await visit("/");
  const card = page.locator('form[data-product-type="custom"]');
  await card.getByText(duration).click();
  await card.getByRole("button", { name: "맞춤 여행 시작하기" }).click();
  await expect(page).toHaveURL(/\/product\/default\?productType=custom&tripDuration=/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const start = page.getByRole("button", { name: "여행 설계 시작하기" });
  await expect(start).toBeDisabled();
  await page.locator("#product-region").fill("강릉");
  await page.getByRole("option", { name: "강원특별자치도 강릉시" }).click();
  await start.click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await expect(page.getByRole("status")).toContainText("여행 상품을 구매하려면 로그인이 필요합니다");
  await signInAsMember(page);
  await expect(page).toHaveURL(/\/product\/default/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  // The district picked before signing in came along.
  await expect(page.locator("#product-region")).toHaveValue("강원특별자치도 강릉시");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("강릉시에서 보내는");
  await expect(start).toBeEnabled();
  await checkoutGangneung(page);
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the payment widget needs JavaScript");

  test("a day trip and an overnight custom trip are paid in the sandbox at the catalogue price", async ({ page, visit, checkA11y }) => {
    test.slow(); // two whole purchases, each with a sign-in
    for (const [duration, amount] of [
      ["당일치기", 9_900],
      ["1박 2일", 89_000],
    ] as const) {
      await page.context().clearCookies();
      await orderCustomTrip(page, visit, duration);
      await expect(page.getByText(`${amount.toLocaleString("ko-KR")}원`)).toBeVisible();
      await page.getByRole("button", { name: "승인", exact: true }).click();
      await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toBeVisible();
      await expect(page.locator("main")).toContainText(`${amount.toLocaleString("ko-KR")}원`);
      await expect(page.getByRole("link", { name: "내 활동에서 확인하기" })).toHaveAttribute("href", "/dashboard");
      await checkA11y();
      const orderId = new URL(page.url()).searchParams.get("orderId")!;
      const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      // The embedded default accepts paid orders at once (AUTO_ACCEPT_ORDERS), so the survey can start.
      expect(order).toMatchObject({ status: "accepted", amount, product_type: "custom_travel" });

      // Reloading the success page shows the same result and charges nothing more.
      await page.reload();
      await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toBeVisible();
      const payments = await db.selectFrom("sandbox_toss_payments").selectAll().where("order_id", "=", orderId).execute();
      expect(payments.map((p) => p.status)).toEqual(["DONE"]);
    }
  });

  test("a decline lands on the fail page with its sentence", async ({ page, visit, checkA11y }) => {
    await orderCustomTrip(page, visit, "당일치기");
    await page.getByRole("button", { name: "카드사에서 결제를 거절했습니다. (REJECT_CARD_COMPANY)" }).click();
    await expect(page).toHaveURL(/\/payment\/fail\?code=REJECT_CARD_COMPANY/);
    await expect(page.getByRole("heading", { name: "결제에 실패했어요" })).toBeVisible();
    await expect(page.locator("main")).toContainText("카드사에서 결제를 거절했습니다. 다른 카드로 시도해주세요.");
    await expect(page.locator("main")).toContainText("주문번호 TRAVEL_");
    // '다시 시도하기' reopens the product with the order's type, duration and district.
    await expect(page.getByRole("link", { name: "다시 시도하기" })).toHaveAttribute("href", GANGNEUNG_DAY);
    await checkA11y();
    await page.getByRole("link", { name: "다시 시도하기" }).click();
    await expectGangneungDayPicked(page);
  });

  test("a decline at confirm offers to try again with the same choices, as a new order", async ({ page, visit }) => {
    await orderCustomTrip(page, visit, "당일치기");
    await page.getByRole("button", { name: "승인 요청 시 카드사 거절 (REJECT_CARD_COMPANY)" }).click();
    await expect(page.getByRole("heading", { name: "결제 승인에 실패했어요" })).toBeVisible();
    const failed = new URL(page.url()).searchParams.get("orderId")!;
    expect((await db.selectFrom("orders").select("status").where("id", "=", failed).executeTakeFirstOrThrow()).status).toBe("failed");
    await expect(page.getByRole("link", { name: "홈으로" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "다시 시도하기" }).click();
    await expectGangneungDayPicked(page);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=TRAVEL_/);
    expect(new URL(page.url()).searchParams.get("orderId")).not.toBe(failed);
  });

  test("the checkout's back link returns to the product with the order's choices", async ({ page, visit }) => {
    await orderCustomTrip(page, visit, "당일치기");
    await page.goBack(); // from the sandbox's approval page to the checkout
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const back = page.getByRole("link", { name: "뒤로 가기" });
    await expect(back).toHaveAttribute("href", GANGNEUNG_DAY);
    page.once("dialog", (dialog) => dialog.accept());
    await back.click();
    await expectGangneungDayPicked(page);
  });

  test("the district list opened low on a small screen is not hidden under the price bar", async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await visit("/product/default?productType=custom&tripDuration=day");
    await keptLive(page, "product");
    await page.locator("#product-region").fill("강");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect.poll(() => clearOfBars(page, page.getByRole("listbox"))).toBe(true);
  });

  test("a duration pressed before the screen's code is here counts once it arrives", async ({ page, visit }) => {
    // The screen's code (the combobox's with it) is held back until the press is in (a slow connection).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(/\/build\/_shared\/ProductPurchase-[^/]+\.js$/, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await visit("/product/default?productType=custom");
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    // Not in the page's scripts: fetched once the page has hydrated.
    expect(await page.locator('link[rel="modulepreload"][href*="ProductPurchase"]').count()).toBe(0);
    await expect.poll(() => asked).toBe(1);
    await page.getByText("1박 2일").click();
    await expect(page.locator('[data-kept="product"]')).not.toHaveAttribute("data-live");
    release();
    // The press is made again on the live screen: the overnight price and the headline follow it.
    await expect(page.locator('[data-kept="product"][data-live]')).toBeAttached();
    await expect(page.getByRole("radio", { name: /1박 2일/ })).toBeChecked();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("(1박 2일)");
    await expect(page.locator(".bottom-bar__price")).toContainText("89,000원");
    await expect(page.getByRole("button", { name: "여행 설계 시작하기" })).toBeDisabled();
  });

  test("the headline follows the district picked in the combobox", async ({ page, visit }) => {
    await visit("/product/default?productType=custom&tripDuration=overnight");
    await keptLive(page, "product");
    const headline = page.getByRole("heading", { level: 1 });
    await expect(headline).toContainText("원하는 곳에서 보내는");
    await page.locator("#product-region").fill("강릉");
    await page.getByRole("option", { name: "강원특별자치도 강릉시" }).click();
    await expect(headline).toContainText("강릉시에서 보내는");
    await page.locator("#product-region").fill("경주");
    await expect(headline).toContainText("원하는 곳에서 보내는");
    await page.getByRole("option", { name: "경상북도 경주시" }).click();
    await expect(headline).toContainText("경주시에서 보내는");
  });

  test("a success address with a changed amount leaves the order unpaid", async ({ page, visit }) => {
    await orderCustomTrip(page, visit, "1박 2일");
    // Approve at the sandbox without following its redirect, then visit the address with another amount.
    const approval = await page.request.post(page.url(), { form: { choice: "approve" }, maxRedirects: 0 });
    const success = approval.headers().location!;
    expect(success).toMatch(/amount=89000/);
    await page.goto(success.replace(/amount=\d+/, "amount=100"));
    await expect(page.getByRole("heading", { name: "결제 승인에 실패했어요" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("결제 금액이 주문 금액과 일치하지 않습니다.");
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    const order = await db.selectFrom("orders").select(["status", "amount"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "pending", amount: 89_000 });
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the no-script paths");

  test("the product screen, its region search and the checkout's explanation work", async ({ page, visit, checkA11y }) => {
    await visit("/product/default?productType=custom&tripDuration=overnight");
    await expect(page.locator("h1")).toContainText("우리 가족만의 여행");
    await expect(page.locator(".bottom-bar")).toContainText("89,000원");
    await checkA11y();
    // Starting without a district asks for one (after signing in).
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await signInAsMember(page);
    await expect(page).toHaveURL(/\/product\/default\?productType=custom&tripDuration=overnight$/);
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await expect(page.getByRole("alert")).toContainText("지역을 선택해주세요");
    await page.locator("#product-region").fill("ㄱㄹ");
    await page.getByRole("button", { name: "지역 검색" }).click();
    await page.getByRole("button", { name: "강원특별자치도 강릉시" }).click();
    await expect(page.locator("#product-region")).toHaveValue("강원특별자치도 강릉시");
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=TRAVEL_/);
    // A <noscript> block: browsers without JavaScript show it. Playwright's no-script mode does not
    // render <noscript> reliably, so the test reads the page as the server sends it.
    const markup = await (await page.request.get(page.url())).text();
    expect(markup).toMatch(/<noscript>.*카드 결제에는 자바스크립트가 필요해요/s);
    await expect(page.locator("main")).toContainText("89,000원");
    await checkA11y();
  });

  test("the district picked before signing in comes along, and the checkout's way back keeps it", async ({ page, visit }) => {
    await visit("/product/default?productType=custom&tripDuration=day");
    await page.locator("#product-region").fill("강릉");
    await page.getByRole("button", { name: "지역 검색" }).click();
    await page.getByRole("button", { name: "강원특별자치도 강릉시" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("강릉시에서 보내는");
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await signInAsMember(page);
    await expectGangneungDayPicked(page);
    await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=TRAVEL_/);
    await expect(page.getByRole("link", { name: "뒤로 가기" })).toHaveAttribute("href", GANGNEUNG_DAY);
    await page.getByRole("link", { name: "뒤로 가기" }).click();
    await expectGangneungDayPicked(page);
  });

  test("a district search and pick land at the region field, clear of the price bar", async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await visit("/product/default?productType=custom&tripDuration=day");
    const field = page.locator("#product-region");
    await field.fill("강");
    await page.getByRole("button", { name: "지역 검색" }).click();
    await expect(page).toHaveURL(/#product-region-field$/);
    const results = page.getByRole("group", { name: "검색 결과에서 지역을 고르세요" }).getByRole("button");
    await expect(results).toHaveCount(10);
    await expect.poll(() => clearOfBars(page, field)).toBe(true);
    await expect.poll(() => clearOfBars(page, results.first())).toBe(true);
    // The page ends clear of the bar: its last result and its last line (the footer's) scroll above it.
    await results.last().scrollIntoViewIfNeeded();
    await expect.poll(() => clearOfBars(page, results.last())).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect.poll(() => clearOfBars(page, page.locator("footer p").last())).toBe(true);

    await results.filter({ hasText: "강원특별자치도 강릉시" }).click();
    await expect(page).toHaveURL(/#product-region-field$/);
    await expect(field).toHaveValue("강원특별자치도 강릉시");
    await expect.poll(() => clearOfBars(page, field)).toBe(true);

    // Nothing found: the hint says what this form can do (search again), not 'apply as typed'.
    await field.fill("없는지역");
    await page.getByRole("button", { name: "지역 검색" }).click();
    await expect(page.locator(".combobox")).toContainText("검색 결과가 없어요. 시/군/구 이름으로 다시 검색해보세요.");
    await expect(page.locator("main")).not.toContainText("그대로 신청");
    await expect.poll(() => clearOfBars(page, field)).toBe(true);
  });

  test("the product screen takes its choice from the address, but only a real district", async ({ page, visit }) => {
    await visit(
      `/product/default?${new URLSearchParams({ productType: "custom", tripDuration: "overnight", province: "전라남도", city: "여수시" })}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("여수시에서 보내는");
    await expect(page.locator("#product-region")).toHaveValue("전라남도 여수시");
    await expect(page.getByRole("radio", { name: /1박 2일/ })).toBeChecked();
    await expect(page.locator('input[name="province"]')).toHaveValue("전라남도");
    await visit(
      `/product/default?${new URLSearchParams({ productType: "custom", tripDuration: "day", province: "<b>가짜도</b>", city: "여수시" })}`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("원하는 곳에서 보내는");
    await expect(page.locator("#product-region")).toHaveValue("");
    await expect(page.locator('input[name="province"]')).toHaveValue("");
  });

  test("a checkout address whose amount differs from the order shows its Korean message", async ({ page, visit }) => {
    await visit("/auth?redirectTo=/");
    await signInAsMember(page);
    await visit("/payment/checkout?orderId=TRAVEL_1_x&orderName=x&amount=1&customerKey=y");
    await expect(page.getByRole("alert")).toContainText("결제 정보가 올바르지 않습니다.");
    await visit("/payment/success?orderId=TRAVEL_1_x");
    await expect(page.getByRole("alert")).toContainText("결제 정보가 올바르지 않습니다.");
  });
});

test("the fail page words every known code with our own sentences only", async ({ page, visit }) => {
  await visit("/payment/fail?code=PAY_PROCESS_CANCELED&message=x&orderId=TRAVEL_1_a");
  await expect(page.locator("main")).toContainText("결제를 취소하셨습니다.");
  // Nobody's order here (and a visitor's could be anyone's): trying again starts from the bare product.
  await expect(page.getByRole("link", { name: "다시 시도하기" })).toHaveAttribute("href", "/product/default");
  // An unknown code gets our general sentence: the words in the address are never shown (anyone can write a link).
  await visit("/payment/fail?code=SOMETHING_NEW&message=%EC%A0%9C%EA%B3%B5%EC%9E%90%20%EB%A9%94%EC%8B%9C%EC%A7%80");
  await expect(page.locator(".page__lead")).toHaveText("결제 중 오류가 발생했습니다.");
  await expect(page.locator("main")).not.toContainText("제공자 메시지");
  await visit("/payment/fail?code=%3Cscript%3E&message=%EA%B0%80%EC%A7%9C%20%EC%95%88%EB%82%B4");
  await expect(page.locator("main")).not.toContainText("<script>");
  await expect(page.locator("main")).not.toContainText("가짜 안내");
  await visit("/payment/fail");
  await expect(page.locator(".page__lead")).toHaveText("알 수 없는 오류가 발생했습니다.");
});
