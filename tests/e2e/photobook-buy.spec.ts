// Buying a photobook (/photobook/default, docs/decisions/0053): a member with a finished trip opens
// the landing from the trip's offer, fills the shipping dialog (a bad submit first keeps what was
// typed and says the spec's sentence), pays in the Toss sandbox (the widget needs script: without it
// the checkout says so and the member pays in a scripting tab with the same session, as the booking
// spec does), and the success page's button leads to the order's photo screen. The dashboard's card
// then offers the photos and the cancellation, which refunds in full before production. Another
// member's trip is ignored; any other id is not found; a visitor signs in first. axe and 44 px at 360 px.
import { arrangeFinishedTrip, arrangeTrip, db, randomKoreanName } from "./arrange";
import { expect, expectTallEnough, test, uniquePhone } from "./fixtures";
import { koreanDay, payCheckoutAt, signInNewMember } from "./members";

test.use({ viewport: { width: 360, height: 740 } });

const DAY = 86_400_000;

test.describe("the photobook's landing", () => {
  test("a member with a finished trip orders it with an address, pays, and is led to the photos; the card cancels it", async ({
    page,
    browser,
    baseURL,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    // The postcode search is an outside script: here it cannot load, so the address is typed (as offline).
    await page.route("https://t1.daumcdn.net/**", (route) => route.abort());
    const name = randomKoreanName();
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, name);
    const trip = await arrangeFinishedTrip(userId, {
      travelDates: { start: koreanDay(-21), end: koreanDay(-20) },
      createdAt: new Date(Date.now() - 40 * DAY),
    });
    const landing = `/photobook/default?travelOrderId=${trip.id}`;
    await visit(landing);

    await expect(page.getByRole("navigation", { name: "현재 위치" }).getByRole("listitem")).toHaveText(["홈", "포토북"]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("프리미엄 가족 포토북");
    await expect(page.locator(".photobook-trip")).toContainText(trip.orderName);
    await expect(page.locator(".bottom-bar")).toContainText("67,900원");
    await checkA11y();
    await expectTallEnough(page.locator(".bottom-bar .button, .breadcrumb a"), "the bar's button and the breadcrumb's link");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 360 px").toBeLessThanOrEqual(360);

    await page.getByRole("link", { name: "주문하기" }).click();
    await expect(page).toHaveURL(/\/photobook\/default\?step=shipping&travelOrderId=/);
    const dialog = page.getByRole("dialog", { name: "배송지 입력" });
    await expect(dialog).toBeVisible();
    // The recipient starts as the member.
    await expect(dialog.getByLabel("받는 분 성함")).toHaveValue(name);
    await checkA11y();
    await expectTallEnough(dialog.locator("input:not([type=hidden]), textarea, button, .shipping-dialog__close"), "the dialog's controls");

    // A bad submit (no phone): the spec's sentence, and nothing typed is lost.
    await dialog.getByLabel("받는 분 성함").fill("김포토");
    await dialog.getByLabel("연락처").fill("");
    await dialog.getByLabel("우편번호").fill("03900");
    await dialog.getByLabel("주소", { exact: true }).fill("서울특별시 마포구 월드컵로 1");
    await dialog.getByLabel("상세 주소 (선택)").fill("2층");
    await dialog.getByLabel("배송 메모 (선택)").fill("문 앞에 놓아주세요");
    await dialog.getByRole("button", { name: "결제하기" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("받는 분 성함, 연락처, 주소는 필수 항목입니다.");
    await expect(dialog.getByLabel("연락처")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("받는 분 성함")).toHaveValue("김포토");
    await expect(dialog.getByLabel("우편번호")).toHaveValue("03900");
    await expect(dialog.getByLabel("주소", { exact: true })).toHaveValue("서울특별시 마포구 월드컵로 1");
    await expect(dialog.getByLabel("상세 주소 (선택)")).toHaveValue("2층");
    await expect(dialog.getByLabel("배송 메모 (선택)")).toHaveValue("문 앞에 놓아주세요");
    await checkA11y();

    await dialog.getByLabel("연락처").fill("01098765432");
    if (jsEnabled) await expect(dialog.getByLabel("연락처")).toHaveValue("010-9876-5432");
    await dialog.getByRole("button", { name: "결제하기" }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?orderId=PHOTOBOOK_/);
    await expect(page.getByText("프리미엄 가족 포토북").first()).toBeVisible();
    await expect(page.getByText("67,900원").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "뒤로 가기" })).toHaveAttribute("href", "/photobook/default");
    // Without script the widget's button never appears (its <noscript> note is not rendered by the
    // test browser, whose parser still counts script as on).
    if (!jsEnabled) await expect(page.getByRole("button", { name: "결제하기" })).toHaveCount(0);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    // Saved with the order before the widget opens: the server's price, the trip, the address.
    const stored = await db
      .selectFrom("orders")
      .select(["amount", "status", "metadata"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount: 67_900, status: "pending" });
    expect(typeof stored.metadata === "string" ? JSON.parse(stored.metadata) : stored.metadata).toMatchObject({
      travelOrderId: trip.id,
      travelDestination: trip.orderName,
      shippingInfo: { recipientName: "김포토", recipientPhone: "01098765432", postalCode: "03900", detailAddress: "2층" },
    });

    const paying = await payCheckoutAt(page, { browser, baseURL, jsEnabled }, page.url());
    for (const step of ["사진 업로드와 표지 디자인", "전문가 레이아웃과 제작", "영업일 기준 7-10일 이내 배송"]) {
      await expect(paying.getByText(step)).toBeVisible();
    }
    await expect(paying.getByRole("link", { name: "사진 올리러 가기" })).toHaveAttribute(
      "href",
      `/photobook/order?orderId=${encodeURIComponent(orderId)}`,
    );
    if (paying !== page) await paying.context().close();
    const book = await db
      .selectFrom("photobooks")
      .select(["status", "travel_order_id", "recipient_phone", "address", "memo"])
      .where("order_id", "=", orderId)
      .execute();
    expect(book).toEqual([
      {
        status: "draft",
        travel_order_id: trip.id,
        recipient_phone: "01098765432",
        address: "서울특별시 마포구 월드컵로 1",
        memo: "문 앞에 놓아주세요",
      },
    ]);

    // The dashboard: the paid book waits for its photos; it may be cancelled in full until production.
    await visit("/dashboard");
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name: "프리미엄 가족 포토북" }) });
    await expect(card.getByRole("link", { name: "사진 올리기" })).toHaveAttribute(
      "href",
      `/photobook/order?orderId=${encodeURIComponent(orderId)}`,
    );
    await expect(card).toContainText(trip.orderName);
    await checkA11y();
    await expectTallEnough(card.locator(".button, summary"), "the card's links and buttons");
    await card.getByText("주문 취소 · 환불").click();
    await card.getByRole("button", { name: "포토북 주문 취소하기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "환불이 완료되었습니다" })).toBeVisible();
    await expect(card.locator(".status")).toHaveText("주문 취소");
    await expect(card.getByRole("link", { name: "사진 올리기" })).toHaveCount(0);
    await expect(card.getByText("주문 취소 · 환불")).toHaveCount(0);
    const cancelled = await db.selectFrom("photobooks").select("status").where("order_id", "=", orderId).executeTakeFirstOrThrow();
    expect(cancelled.status).toBe("cancelled");
  });

  test("another member's trip is ignored; any other id is not found; a visitor signs in first", async ({
    page,
    browser,
    baseURL,
    visit,
  }) => {
    const someone = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const othersTrip = await arrangeTrip(someone, { status: "feedback_complete" });
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    expect(userId).not.toBe(someone);
    await visit(`/photobook/default?travelOrderId=${othersTrip.id}`);
    await expect(page.locator(".photobook-trip")).toHaveText(/공주 시그니처 여행/);
    await expect(page.getByText(othersTrip.orderName)).toHaveCount(0);

    const missing = await visit("/photobook/other");
    expect(missing?.status()).toBe(404);

    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    await anonymous.goto("/photobook/default?step=shipping");
    await expect(anonymous).toHaveURL(/\/auth\?redirectTo=%2Fphotobook%2Fdefault%3Fstep%3Dshipping/);
    await expect(anonymous.getByRole("status")).toContainText("포토북을 주문하려면 로그인이 필요합니다");
    await visitor.close();
  });
});
