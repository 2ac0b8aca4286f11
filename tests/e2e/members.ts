// Helpers for suites that need a member of their own (signed in through the models, see arrange.ts)
// and for buying a trip in the payment sandbox as a member would.
import type { Browser, Page, Response } from "@playwright/test";
import { newSignedInMember } from "./arrange";
import { expect } from "./fixtures";
import { keptLive } from "./kept";

export type Visit = (path: string) => Promise<Response | null>;

export async function waitForHydration(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * A brand-new member with a name and a unique phone, signed in through the models (sign-in itself is
 * auth.spec.ts's subject), on `redirectTo`; returns the user's id.
 */
export async function signInNewMember(
  page: Page,
  { visit, phone }: { visit: Visit; phone: string },
  name: string,
  redirectTo = "/dashboard",
): Promise<string> {
  const userId = await newSignedInMember(page, { phone }, name);
  await visit(redirectTo);
  return userId;
}

/** `YYYY-MM-DD` of the Korean calendar day `offset` days from today (the survey's date rules count in Korea). */
export function koreanDay(offset: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date(Date.now() + offset * 86_400_000));
}

/**
 * On the (hydrated) custom product screen of a signed-in member: picks Gangneung, starts, and pays,
 * up to the Toss sandbox's approval page.
 */
export async function checkoutGangneung(page: Page): Promise<void> {
  // The screen runs its own code once fetched after hydration (kept markup until then, decision 70).
  await keptLive(page, "product");
  await page.locator("#product-region").fill("강릉");
  await page.getByRole("option", { name: "강원특별자치도 강릉시" }).click();
  await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?orderId=TRAVEL_/);
  await page.getByRole("button", { name: "결제하기" }).click();
  await expect(page.getByRole("heading", { name: "토스페이먼츠 결제 (샌드박스)" })).toBeVisible();
}

/** On the Toss sandbox's approval page: approves, and waits for the success page. */
async function approveOpenSandbox(page: Page): Promise<void> {
  await page.getByRole("button", { name: "승인", exact: true }).click();
  await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toBeVisible();
}

/** On the checkout (hydrated): the widget's pay button, the sandbox's approval, the success page. */
export async function approveInSandbox(page: Page): Promise<void> {
  await page.getByRole("button", { name: "결제하기" }).click();
  await expect(page.getByRole("heading", { name: "토스페이먼츠 결제 (샌드박스)" })).toBeVisible();
  await approveOpenSandbox(page);
}

/**
 * The checkout at `address`, paid in a page with script: this one, or (without script: the widget
 * needs it) a scripting tab with the same session. Returns the page that shows the success page.
 */
export async function payCheckoutAt(
  page: Page,
  { browser, baseURL, jsEnabled }: { browser: Browser; baseURL: string | undefined; jsEnabled: boolean },
  address: string,
): Promise<Page> {
  if (jsEnabled) {
    await approveInSandbox(page);
    return page;
  }
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true, viewport: { width: 360, height: 740 } });
  await context.addCookies(await page.context().cookies());
  const paying = await context.newPage();
  await paying.goto(address);
  await waitForHydration(paying, true);
  await approveInSandbox(paying);
  return paying;
}

/** A custom day trip to Gangneung, bought in the Toss sandbox by the signed-in member; its order id. */
async function buyInSandbox(page: Page, visit: Visit): Promise<string> {
  await visit("/product/default?productType=custom&tripDuration=day");
  await checkoutGangneung(page);
  await approveOpenSandbox(page);
  return new URL(page.url()).searchParams.get("orderId")!;
}

/**
 * The signed-in member buys a trip in the Toss sandbox; its order id. The payment widget needs
 * script, so without it the member pays in a scripting tab with the same session.
 */
export async function buyTripInSandbox(
  page: Page,
  { browser, baseURL, jsEnabled, visit }: { browser: Browser; baseURL: string | undefined; jsEnabled: boolean; visit: Visit },
): Promise<string> {
  if (jsEnabled) return buyInSandbox(page, visit);
  const payingContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  try {
    await payingContext.addCookies(await page.context().cookies());
    const payingPage = await payingContext.newPage();
    return await buyInSandbox(payingPage, async (path) => {
      const response = await payingPage.goto(path);
      await waitForHydration(payingPage, true);
      return response;
    });
  } finally {
    await payingContext.close();
  }
}
