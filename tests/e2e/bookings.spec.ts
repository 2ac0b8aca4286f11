// The plan's booking tab (/travel/plan/:planId?tab=bookings, docs/decisions/0052): the family fills
// the cart (a plain form without JavaScript, a fetcher with it), pays for it in the Toss sandbox (the
// widget needs script: without it in a scripting tab with the same session, as buyTrip does), sees
// the items reserved and cancels them within 24 hours; a tampered amount is refused; another member
// can neither toggle nor pay; axe and 44 px touch targets at 360 px.
import type { Page } from "@playwright/test";
import { arrangeMember, arrangeSentPlan, db, randomKoreanName, signInAs } from "./arrange";
import { expect, expectTallEnough, test, uniquePhone } from "./fixtures";
import { payCheckoutAt, signInNewMember } from "./members";

const { createProduct } = await import("../../app/models/missions/catalogue.server");

test.use({ viewport: { width: 360, height: 740 } });

/** A sent plan of the member with two chapters, and a product on each as staff make them. */
async function bookablePlan(userId: string) {
  const { planId } = await arrangeSentPlan(userId, { title: "공주 예약 여행", days: [["공산성", "한옥마을"]] });
  const chapters = await db.selectFrom("travel_plan_activities").select("id").where("plan_id", "=", planId).orderBy("position").execute();
  const products = [
    { name: "공산성 해설 투어", category: "체험", price: 15000 },
    { name: "한옥 1박", category: "숙소", price: 120000 },
  ];
  const ids: string[] = [];
  for (const [index, product] of products.entries()) {
    const made = await createProduct(planId, {
      activityId: chapters[index]!.id,
      ...product,
      description: `${product.name}을 미리 예약해요.`,
      imageUploadId: null,
    });
    if (!made.ok) throw new Error(`product not made: ${made.reason}`);
    ids.push(made.id);
  }
  return { planId, productIds: ids };
}

const card = (page: Page, productId: string) => page.locator(`[id="product-${productId}"]`);

/** Toggles a product in (or out of) the cart and waits for the card to say so. */
async function toggle(page: Page, productId: string, to: "담기" | "담김") {
  const from = to === "담김" ? "담기" : "담김";
  // The button turns at once with script (before the server has written): wait for the server's answer
  // too, so what a test does next (a price staff change) comes after the cart's row.
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/travel/plan/"));
  await card(page, productId).getByRole("button", { name: from, exact: true }).click();
  await answered;
  await expect(card(page, productId).getByRole("button", { name: to, exact: true })).toHaveAttribute("aria-pressed", String(to === "담김"));
}

test.describe("the booking tab", () => {
  test("the family fills the cart, pays in the sandbox, sees the items reserved and cancels them", async ({
    page,
    browser,
    baseURL,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId, productIds } = await bookablePlan(userId);
    const cartPath = `/travel/plan/${planId}?tab=bookings`;
    await visit(cartPath);
    const summary = page.locator(".plan-summary");
    await expect(summary).toContainText("전체 상품2");
    await expect(summary).toContainText("예약 완료0");
    await expect(summary).toContainText("총 금액135,000원");
    await expect(page.getByRole("heading", { name: "체험" })).toBeVisible();
    await expect(card(page, productIds[1]!)).toContainText("한옥마을");
    // An empty cart cannot be paid, and says why.
    const pay = page.locator("#cart").getByRole("button", { name: "결제하기" });
    await expect(pay).toBeDisabled();
    await expect(page.locator("#cart")).toContainText("장바구니가 비어 있어요");
    await checkA11y();
    await expectTallEnough(page.locator(".booking-card button, #cart button, .plan-tab"), "the tab's buttons");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "no sideways scrolling at 360 px").toBeLessThanOrEqual(360);

    await toggle(page, productIds[0]!, "담김");
    await toggle(page, productIds[1]!, "담김");
    // Taking one out and putting it back: the cart is the server's.
    await toggle(page, productIds[1]!, "담기");
    await toggle(page, productIds[1]!, "담김");
    if (jsEnabled) await expect(page).toHaveURL(/tab=bookings$/);
    else await expect(page).toHaveURL(new RegExp(`#product-${productIds[1]}$`));
    await expect(page.locator("#cart")).toContainText("담은 상품 2개");
    await expect(page.locator("#cart")).toContainText("135,000원");
    await checkA11y();

    await pay.click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=BOOKING_/);
    await expect(page.getByText("여행 예약 상품 2개").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "뒤로 가기" })).toHaveAttribute("href", cartPath);
    const paying = await payCheckoutAt(page, { browser, baseURL, jsEnabled }, page.url());
    await expect(paying.getByText("예약 관리 탭에서 예약 완료된 상품 확인")).toBeVisible();
    await paying.getByRole("link", { name: "예약 확인하러 가기" }).click();
    await expect(paying).toHaveURL(new RegExp(`/travel/plan/${planId}\\?tab=bookings$`));
    if (paying !== page) await paying.context().close();

    await visit(cartPath);
    await expect(summary).toContainText("예약 완료2");
    await expect(page.locator("#cart")).toContainText("담은 상품 0개");
    for (const productId of productIds) {
      await expect(card(page, productId)).toContainText("예약 완료");
      await expect(card(page, productId).getByRole("button", { name: "담기" })).toHaveCount(0);
    }
    await checkA11y();

    // Within 24 hours the family cancels from the tab; the products can be booked again.
    // Opened first: it says the whole payment (both products) is cancelled, then refunds on the second tap.
    await card(page, productIds[0]!).getByText("예약 취소 (환불)").click();
    await expect(card(page, productIds[0]!)).toContainText("함께 결제한 상품 2개");
    await card(page, productIds[0]!).getByRole("button", { name: "예약 취소하고 환불받기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "환불이 완료되었습니다" })).toBeVisible();
    await expect(page).toHaveURL(/tab=bookings/);
    await expect(summary).toContainText("예약 완료0");
    await expect(card(page, productIds[1]!).getByRole("button", { name: "담기", exact: true })).toBeVisible();
  });

  test("a price staff changed is told before paying; a tampered amount is refused", async ({ page, visit }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId, productIds } = await bookablePlan(userId);
    await visit(`/travel/plan/${planId}?tab=bookings`);
    await toggle(page, productIds[0]!, "담김");
    await db.updateTable("plan_products").set({ price: 17000 }).where("id", "=", productIds[0]!).execute();
    await visit(`/travel/plan/${planId}?tab=bookings`);
    await expect(card(page, productIds[0]!)).toContainText("담을 때 가격 15,000원");
    await page.locator("#cart").getByRole("button", { name: "결제하기" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "가격이 바뀐 상품이 있어요" })).toBeVisible();
    await expect(page.locator("#cart")).toContainText("17,000원");
    await page.locator("#cart").getByRole("button", { name: "결제하기" }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=BOOKING_.*amount=17000/);

    const tampered = new URL(page.url());
    tampered.searchParams.set("amount", "100");
    await visit(tampered.pathname + tampered.search);
    await expect(page.getByRole("alert")).toContainText("결제 정보가 올바르지 않습니다.");
    // Its way back names the cart, where it leads.
    await expect(page.getByRole("alert").getByRole("link", { name: "장바구니로 돌아가기" })).toHaveAttribute(
      "href",
      `/travel/plan/${planId}?tab=bookings`,
    );
    const orderId = tampered.searchParams.get("orderId")!;
    await visit(`/payment/success?${new URLSearchParams({ paymentKey: "forged", orderId, amount: "100" })}`);
    await expect(page.getByText("결제 금액이 주문 금액과 일치하지 않습니다.")).toBeVisible();
    // A failed payment's retry leads back to the cart.
    await visit(`/payment/fail?${new URLSearchParams({ code: "PAY_PROCESS_CANCELED", orderId })}`);
    await expect(page.getByRole("link", { name: "다시 시도하기" })).toHaveAttribute("href", `/travel/plan/${planId}?tab=bookings`);
    const order = await db.selectFrom("orders").select(["status", "amount"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "pending", amount: 17000 });
  });

  test("a payment request the widget refuses shows the spec's alert and the button comes back", async ({ page, visit, jsEnabled }) => {
    test.skip(!jsEnabled, "the widget is script only");
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId, productIds } = await bookablePlan(userId);
    // The sandbox widget, as served, with a request that fails (the provider's own words are never shown).
    await page.route("**/sandbox/toss/widget.js", async (route) => {
      const served = await (await route.fetch()).text();
      const failing = `const made = window.PaymentWidget; window.PaymentWidget = (...args) => { const widget = made(...args);
        widget.requestPayment = () => Promise.reject(Object.assign(new Error("provider words"), { code: "INVALID_REQUEST" })); return widget; };`;
      await route.fulfill({ body: `${served}\n${failing}`, contentType: "application/javascript" });
    });
    await visit(`/travel/plan/${planId}?tab=bookings`);
    await toggle(page, productIds[0]!, "담김");
    await page.locator("#cart").getByRole("button", { name: "결제하기" }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=BOOKING_/);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "결제하기" }).click();
    await expect.poll(() => alerts).toEqual(["결제 요청 중 오류가 발생했습니다. 다시 시도해주세요."]);
    await expect(page.getByRole("button", { name: "결제하기" })).toBeEnabled();
  });

  test("another member can neither see, toggle nor pay for the family's cart", async ({ page, visit }) => {
    const familyId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId, productIds } = await bookablePlan(familyId);
    const otherId = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    await signInAs(page, otherId);
    const shown = await visit(`/travel/plan/${planId}?tab=bookings`);
    expect(shown?.status()).toBe(404);
    const origin = new URL(page.url()).origin;
    const forms: Record<string, string>[] = [{ intent: "cart-add", productId: productIds[0]! }, { intent: "cart-pay" }];
    for (const form of forms) {
      const answer = await page.request.post(`/travel/plan/${planId}?tab=bookings`, { form, headers: { Origin: origin }, maxRedirects: 0 });
      expect(answer.status(), form.intent).toBe(404);
    }
    expect(await db.selectFrom("plan_cart_items").select("product_id").where("plan_id", "=", planId).execute()).toEqual([]);
    expect(
      await db.selectFrom("orders").select("id").where("user_id", "=", otherId).where("product_type", "=", "booking").execute(),
    ).toEqual([]);
  });
});
