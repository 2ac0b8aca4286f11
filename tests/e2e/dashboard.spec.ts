// My activity (/dashboard): a new member's empty page, every travel card state (refunded included)
// and a photobook card, the review-test member's seeded history, and the sign-in guard.
import type { Locator, Page } from "@playwright/test";
import { formatDateTime } from "../../app/utils/format";
import { arrangeFinishedTrip, arrangeShippingPhotobook, arrangeTrip, db } from "./arrange";
import { expect, fact, test, uniquePhone } from "./fixtures";
import { koreanDay, signInNewMember, waitForHydration } from "./members";

const DAY = 86_400_000;

/** The value shown under a counter's label (여행 플랜, 포토북, 전체). */
function counter(page: Page, label: string): Locator {
  return page
    .locator(".counters > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

async function expectCounters(page: Page, travel: number, photobooks: number, total: number) {
  await expect(counter(page, "여행 플랜")).toHaveText(String(travel));
  await expect(counter(page, "포토북")).toHaveText(String(photobooks));
  await expect(counter(page, "전체")).toHaveText(String(total));
}

const travelCard = (page: Page, order: { id: string } | string) =>
  page.locator(`article[id="${typeof order === "string" ? order : order.id}"]`);
const photobookCard = (page: Page, photobookId: string) =>
  page.locator("article").filter({ has: page.locator(`[id="photobook-${photobookId}"]`) });

test.describe("my activity", () => {
  test("a new member's dashboard is empty and invites a first trip", async ({ page, visit, jsEnabled, checkA11y }) => {
    await signInNewMember(page, { visit, phone: uniquePhone() }, "빈활동");
    await waitForHydration(page, jsEnabled);
    const breadcrumb = page.getByRole("navigation", { name: "현재 위치" });
    await expect(breadcrumb.getByRole("link", { name: "홈" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("내 활동");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("빈활동의 모든 활동");
    await expectCounters(page, 0, 0, 0);
    await expect(page.getByText("아직 활동 내역이 없습니다")).toBeVisible();
    await expect(page.getByText("첫 여행 계획을 시작해보세요!")).toBeVisible();
    await expect(page.getByRole("link", { name: "여행 플랜 둘러보기" })).toHaveAttribute("href", "/product/default");
    await expect(page.locator("article")).toHaveCount(0);
    await checkA11y();
  });

  test("the member turns 카카오톡 알림 off and back on on 내 정보, linked from the dashboard (decisions 73, 82)", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    await signInNewMember(page, { visit, phone: uniquePhone() }, "알림가족");
    await waitForHydration(page, jsEnabled);
    const summary = page.getByRole("region", { name: "카카오톡 알림" });
    await expect(summary).toContainText("받는 중");
    await expect(summary).toContainText("광고나 이벤트 메시지는 보내지 않아요.");
    await checkA11y();
    await summary.getByRole("link", { name: "알림과 동의 설정 바꾸기" }).click();
    await expect(page).toHaveURL(/\/account#consents$/);
    await waitForHydration(page, jsEnabled);
    const choice = page.getByRole("group", { name: "카카오톡 알림 (서비스 안내)" });
    await expect(choice).toContainText("받는 중");
    await checkA11y();
    await choice.getByRole("button", { name: "알림 받지 않기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "카카오톡 알림을 더 이상 보내지 않아요." })).toBeVisible();
    await expect(choice).toContainText("받지 않음");
    await choice.getByRole("button", { name: "알림 다시 받기" }).click();
    await expect(choice).toContainText("받는 중");
    // Marketing: off until the member opts in; recording: allowed until the member refuses it.
    const marketing = page.getByRole("group", { name: "광고·이벤트 메시지 수신 동의 (선택)" });
    await expect(marketing).toContainText("동의하지 않음");
    await marketing.getByRole("button", { name: "수신 동의하기" }).click();
    await expect(marketing).toContainText("동의함");
    const recording = page.getByRole("group", { name: "이용 화면 기록 (서비스 개선)" });
    await recording.getByRole("button", { name: "기록 거부하기" }).click();
    await expect(recording).toContainText("거부");
    // No recorder for this member any more.
    await expect(page.locator("html")).toHaveAttribute("data-recording", "0");
  });

  test("every trip state and a photobook show as cards, newest first, with their counters", async ({ page, visit, checkA11y }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, "카드가족");
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);

    // A finished trip, whose submitted survey says it ended 25 days ago: the photobook is offered.
    const travelDates = { start: koreanDay(-26), end: koreanDay(-25) };
    const finished = await arrangeFinishedTrip(userId, { travelDates, createdAt: ago(40 * DAY), district: "gyeongju" });
    // Its photobook, on its way.
    const photobookId = await arrangeShippingPhotobook(userId, finished, { recipientName: "카드가족", orderedAt: ago(5 * DAY) });
    // Survey done two days ago: past the 24-hour refund window.
    const surveyed = await arrangeTrip(userId, { status: "survey_complete", district: "sokcho", createdAt: ago(2 * DAY) });
    const planned = await arrangeTrip(userId, { status: "plan_sent", district: "chuncheon", createdAt: ago(3 * 3_600_000) });
    const paid = await arrangeTrip(userId, { status: "payment_complete", district: "jeonju", createdAt: ago(2 * 3_600_000) });
    const accepted = await arrangeTrip(userId, { status: "accepted", district: "yeosu", createdAt: ago(3_600_000) });
    // An unpaid order is not a trip; a refunded one stays, marked refunded.
    const unpaid = await arrangeTrip(userId, { status: "pending", district: "tongyeong", createdAt: ago(60_000) });
    const refunded = await arrangeTrip(userId, { status: "refunded", district: "gangneung", createdAt: ago(30_000) });

    await visit("/dashboard");
    await expectCounters(page, 6, 1, 7);
    await expect(page.locator("article h2")).toHaveText([
      refunded.orderName,
      accepted.orderName,
      paid.orderName,
      planned.orderName,
      surveyed.orderName,
      "프리미엄 가족 포토북",
      finished.orderName,
    ]);
    await expect(page.locator("main")).not.toContainText(unpaid.orderName);

    // Refunded: '환불 완료' and its date, no next step and no refund.
    const refundedCard = travelCard(page, refunded);
    await expect(refundedCard.locator(".status")).toHaveText("환불 완료");
    await expect(fact(refundedCard, "환불일")).not.toBeEmpty();
    await expect(refundedCard.getByRole("link", { name: "설문 시작하기" })).toHaveCount(0);
    await expect(refundedCard.locator("summary", { hasText: "결제 취소 · 환불" })).toHaveCount(0);
    await expect(refundedCard.getByRole("list", { name: "진행 단계" })).toHaveCount(0);

    // Accepted: the survey can start, and the payment can still be refunded.
    const acceptedCard = travelCard(page, accepted);
    await expect(acceptedCard.locator(".status")).toHaveText("설문 대기");
    await expect(acceptedCard.getByRole("link", { name: "설문 시작하기" })).toHaveAttribute("href", `/survey?orderId=${accepted.id}`);
    await expect(fact(acceptedCard, "결제 금액")).toHaveText("9,900원");
    const refundButton = acceptedCard.getByRole("button", { name: "환불 요청하기" });
    await expect(refundButton).toBeHidden();
    await acceptedCard.locator("summary", { hasText: "결제 취소 · 환불" }).click();
    await expect(refundButton).toBeVisible();

    // Paid, not yet accepted: a notice, no survey link.
    const paidCard = travelCard(page, paid);
    await expect(paidCard.locator(".status")).toHaveText("결제 완료");
    await expect(paidCard).toContainText("주문을 확인하고 있습니다. 곧 설문 링크를 보내드릴게요!");
    await expect(paidCard.getByRole("link", { name: "설문 시작하기" })).toHaveCount(0);
    await expect(paidCard.locator("summary", { hasText: "결제 취소 · 환불" })).toBeVisible();

    // Survey submitted two days ago: the consultation note, and no refund online any more.
    const surveyedCard = travelCard(page, surveyed);
    await expect(surveyedCard.locator(".status")).toHaveText("설문 완료");
    await expect(surveyedCard).toContainText("24시간 이내에 전문가가 카카오톡으로 상담 연락을 드릴게요");
    await expect(surveyedCard.locator("summary", { hasText: "결제 취소 · 환불" })).toHaveCount(0);
    await expect(surveyedCard.locator('[aria-current="step"]')).toHaveText("상담");

    // The finished trip: its end date, '여행 완료', and the photobook offer.
    const finishedCard = travelCard(page, finished);
    await expect(finishedCard.locator(".status")).toHaveText("여행 완료");
    const endDate = new Intl.DateTimeFormat("ko-KR", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
      new Date(`${travelDates.end}T00:00:00Z`),
    );
    await expect(fact(finishedCard, "여행 종료일")).toHaveText(endDate);
    await expect(finishedCard.getByRole("link", { name: "포토북 만들기" })).toHaveAttribute(
      "href",
      `/photobook/default?travelOrderId=${finished.id}`,
    );
    // No other trip ended: no other offer.
    await expect(page.getByRole("link", { name: "포토북 만들기" })).toHaveCount(1);

    // The photobook: '배송 중' of four steps, the shipping details behind '배송 정보'.
    const photobook = photobookCard(page, photobookId);
    await expect(photobook.locator(".status")).toHaveText("배송 중");
    await expect(photobook.getByRole("list", { name: "제작 단계" }).getByRole("listitem")).toHaveText([
      "제작 준비",
      "인쇄 중",
      "배송 중",
      "배송 완료",
    ]);
    await expect(photobook.locator('[aria-current="step"]')).toHaveText("배송 중");
    await expect(fact(photobook, "함께한 여행")).toHaveText(finished.orderName);
    await expect(fact(photobook, "송장번호")).toBeHidden();
    await photobook.locator("summary", { hasText: "배송 정보" }).click();
    await expect(fact(photobook, "배송지")).toHaveText("서울특별시 마포구 월드컵로 1 2층");
    await expect(fact(photobook, "송장번호")).toHaveText("CJ대한통운 555566667777");
    await checkA11y();

    // The plan is sent but not made yet: 'view plan' says so on the card.
    const plannedCard = travelCard(page, planned);
    await expect(plannedCard.locator(".status")).toHaveText("플랜 완성");
    await expect(plannedCard).toContainText("우리 가족 맞춤 여행 플랜이 완성되었어요!");
    await expect(plannedCard.getByRole("alert")).toHaveCount(0);
    await plannedCard.getByRole("link", { name: "여행 플랜 보기" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?planPending=${planned.id}#${planned.id}$`));
    await expect(plannedCard.getByRole("alert")).toHaveText("여행 계획이 아직 준비되지 않았습니다. 전문가가 상담을 진행하고 있어요.");
    await expect(page.getByRole("alert")).toHaveCount(1);
    await expectCounters(page, 6, 1, 7);
  });

  test("the review-test member sees the seeded trips and photobook", async ({ page, visit, jsEnabled }) => {
    // Other suites sign in as this member too: only what the seed made is asserted, and nothing is changed.
    const demo = await db.selectFrom("users").select("id").where("provider", "=", "demo").executeTakeFirstOrThrow();
    const seeded = await db
      .selectFrom("orders")
      .select(["id", "order_name", "status"])
      .where("user_id", "=", demo.id)
      .where("payment_key", "like", "seed_%")
      .where("product_type", "=", "signature_travel")
      .execute();
    const openTrip = seeded.find((order) => order.order_name.endsWith("(당일치기)"))!;
    const finishedTrip = seeded.find((order) => order.status === "feedback_complete")!;
    const photobook = await db
      .selectFrom("photobooks")
      .select("id")
      .where("user_id", "=", demo.id)
      .where("tracking_number", "=", "123456789012")
      .executeTakeFirstOrThrow();

    await visit("/auth?redirectTo=%2Fdashboard");
    await page.getByRole("button", { name: "리뷰 테스트 계정으로 바로 로그인" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHydration(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("리뷰 테스트의 모든 활동");

    const open = travelCard(page, openTrip.id);
    await expect(open.getByRole("heading")).toHaveText("공주 시그니처 여행 플랜 (당일치기)");
    await expect(open.locator(".status")).toHaveText("설문 대기");
    await expect(open.getByRole("link", { name: "설문 시작하기" })).toHaveAttribute("href", `/survey?orderId=${openTrip.id}`);

    const finished = travelCard(page, finishedTrip.id);
    await expect(finished.getByRole("heading")).toHaveText("공주 시그니처 여행 플랜 (1박 2일)");
    await expect(finished.locator(".status")).toHaveText("여행 완료");
    await expect(finished).toContainText("즐거운 여행이 되셨나요?");
    await expect(finished.getByRole("link", { name: "포토북 만들기" })).toHaveAttribute(
      "href",
      `/photobook/default?travelOrderId=${finishedTrip.id}`,
    );
    await expect(fact(finished, "결제 금액")).toHaveText("89,000원");

    const book = photobookCard(page, photobook.id);
    await expect(book.locator(".status")).toHaveText("배송 중");
    await expect(fact(book, "함께한 여행")).toHaveText("공주 시그니처 여행 플랜 (1박 2일)");
    await expect(fact(book, "결제 금액")).toHaveText("67,900원");
    await book.locator("summary", { hasText: "배송 정보" }).click();
    await expect(fact(book, "배송지")).toHaveText("서울특별시 강남구 테헤란로 152 101동 1001호");
    await expect(fact(book, "송장번호")).toHaveText("CJ대한통운 123456789012");

    // The seed's open trip is newer than the finished one and its photobook.
    const headings = await page.locator("article h2").allTextContents();
    expect(headings.indexOf("공주 시그니처 여행 플랜 (당일치기)")).toBeLessThan(headings.indexOf("프리미엄 가족 포토북"));
    expect(headings.indexOf("프리미엄 가족 포토북")).toBeLessThan(headings.indexOf("공주 시그니처 여행 플랜 (1박 2일)"));
    const photobooks = Number(await counter(page, "포토북").textContent());
    expect(photobooks).toBeGreaterThanOrEqual(1);
  });

  test("a signed-out visitor is sent to sign in, with the reason", async ({ page, visit }) => {
    await visit("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard&reason=dashboard$/);
    await expect(page.getByRole("status")).toContainText("내 활동을 확인하려면 로그인이 필요합니다");
    // What was asked for comes along, query included.
    await visit("/dashboard?planPending=TRAVEL_1_x");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%3FplanPending%3DTRAVEL_1_x&reason=dashboard$/);
  });

  test("a trip paid in the sandbox is refunded from its card within 24 hours", async ({ page, visit, buyTrip }) => {
    test.slow(); // a sign-up and a purchase before the refund
    await signInNewMember(page, { visit, phone: uniquePhone() }, "환불가족", "/");
    const orderId = await buyTrip();
    await visit("/dashboard");
    const card = travelCard(page, orderId);
    await card.locator("summary", { hasText: "결제 취소 · 환불" }).click();
    await card.getByRole("button", { name: "환불 요청하기" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "환불이 완료되었습니다" })).toBeVisible();
    // The trip stays on the list, counted, marked refunded with the day of the refund.
    const order = await db.selectFrom("orders").select(["status", "refunded_at"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("refunded");
    const refunded = travelCard(page, orderId);
    await expect(refunded.locator(".status")).toHaveText("환불 완료");
    await expect(fact(refunded, "환불일")).toHaveText(formatDateTime(order.refunded_at!));
    await expect(refunded.getByRole("link", { name: "설문 시작하기" })).toHaveCount(0);
    await expect(refunded.locator("summary", { hasText: "결제 취소 · 환불" })).toHaveCount(0);
    await expectCounters(page, 1, 0, 1);
    const payment = await db
      .selectFrom("sandbox_toss_payments")
      .select(["status", "payment_key", "amount"])
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("CANCELED");

    // The success page, opened again from the history, says refunded instead of paid.
    await visit(`/payment/success?${new URLSearchParams({ paymentKey: payment.payment_key, orderId, amount: String(payment.amount) })}`);
    await expect(page.getByRole("heading", { name: "환불된 주문이에요" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toHaveCount(0);
  });
});
