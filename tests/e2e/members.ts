// Helpers for suites that need a member of their own: a fresh sign-up through the Kakao sandbox,
// and orders written straight into the database for the states a test starts from.
import type { OrderStatus } from "../../app/models/statuses";
import type { Browser, Page, Response } from "@playwright/test";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { expect } from "./fixtures";

export type Visit = (path: string) => Promise<Response | null>;

export async function waitForHydration(page: Page, jsEnabled: boolean) {
  if (jsEnabled) await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * A brand-new member (the Kakao sandbox's '새 회원' is a new person at every sign-in), signed up with
 * a name and a unique phone, landing on `redirectTo`; returns the user's id.
 */
export async function signUpNewMember(
  page: Page,
  { visit, jsEnabled, db, phone }: { visit: Visit; jsEnabled: boolean; db: Kysely<Database>; phone: string },
  name: string,
  redirectTo = "/dashboard",
): Promise<string> {
  await visit(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole("button", { name: "카카오로 시작하기" }).click();
  await page.getByRole("button", { name: "새 회원 (연락처 없음)" }).click();
  await expect(page).toHaveURL(/\/signup\/complete/);
  await waitForHydration(page, jsEnabled);
  await page.locator("#signup-name").fill(name);
  await page.locator("#signup-phone").fill(phone);
  await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo);
  const user = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
  return user.id;
}

/** A travel order of this member written straight into the database: accepted unless the status says otherwise. */
export async function arrangeOrder(
  db: Kysely<Database>,
  userId: string,
  input: { status?: OrderStatus; orderName?: string; createdAt?: Date; approvedAt?: Date } = {},
): Promise<string> {
  const createdAt = input.createdAt ?? new Date();
  const created = createdAt.toISOString();
  const status = input.status ?? "accepted";
  const unpaid = status === "pending";
  const id = `TRAVEL_${createdAt.getTime()}_${Math.random().toString(16).slice(2, 10)}`;
  await db
    .insertInto("orders")
    .values({
      id,
      user_id: userId,
      product_type: "signature_travel",
      order_name: input.orderName ?? "공주 시그니처 여행 플랜 (당일치기)",
      amount: 9_900,
      metadata: "{}",
      status,
      payment_key: unpaid ? null : `seed_${id}`,
      payment_method: unpaid ? null : "카드",
      approved_at: unpaid ? null : (input.approvedAt ?? createdAt).toISOString(),
      receipt_url: null,
      payment_secret: null,
      failure_code: null,
      refunded_at: status === "refunded" ? created : null,
      created_at: created,
      updated_at: created,
    })
    .execute();
  return id;
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
  await page.locator("#product-region").fill("강릉");
  await page.getByRole("option", { name: "강원특별자치도 강릉시" }).click();
  await page.getByRole("button", { name: "여행 설계 시작하기" }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?orderId=TRAVEL_/);
  await page.getByRole("button", { name: "결제하기" }).click();
  await expect(page.getByRole("heading", { name: "토스페이먼츠 결제 (샌드박스)" })).toBeVisible();
}

/** A custom day trip to Gangneung, bought in the Toss sandbox by the signed-in member; its order id. */
async function buyInSandbox(page: Page, visit: Visit): Promise<string> {
  await visit("/product/default?productType=custom&tripDuration=day");
  await checkoutGangneung(page);
  await page.getByRole("button", { name: "승인", exact: true }).click();
  await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toBeVisible();
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
