// The console's photobook tab (docs/decisions/0056-photobook-tab.md): staff find a family's approved
// photobook, set it to printing, enter the carrier and number (the book ships, the family is told
// once), and the family sees carrier and number on the dashboard's card and the plan's tracker. With
// and without JavaScript; axe on every page; the tab's controls 44 px high.
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { arrangeMember, arrangeSentPlan, db, randomKoreanName, signInAs, signInStaff } from "./arrange";
import { expect, expectTallEnough, fact, test, uniquePhone } from "./fixtures";

const { createPhotobookOrder } = await import("../../app/models/photobook/photobook-orders.server");
const { createPhotobook } = await import("../../app/models/photobook/photobooks.server");
const { markPaidByCard } = await import("../../app/models/demo/demo.server");

/** A paid photobook of the trip, its proof approved: production preparing ('제작 준비'). */
async function arrangeApprovedPhotobook(userId: string, trip: { id: string; orderName: string }) {
  const order = await createPhotobookOrder(userId, trip.orderName);
  await markPaidByCard(order);
  const photobookId = await createPhotobook({
    userId,
    orderId: order.id,
    travelOrderId: trip.id,
    status: "ordered",
    recipientName: "받는가족",
    recipientPhone: "01012345678",
    postalCode: "03900",
    address: "서울특별시 마포구 월드컵로 1",
    detailAddress: "2층",
  });
  return { order, photobookId };
}

const bookRow = (page: Page, photobookId: string) => page.locator(`tr[id="photobook-${photobookId}"]`);

test.describe("the photobook tab", () => {
  test("staff set printing and enter tracking; the family sees carrier and number on its card and plan", async ({
    page,
    visit,
    checkA11y,
  }) => {
    const name = randomKoreanName();
    const userId = await arrangeMember({ name, phone: uniquePhone() });
    const { planId, order: trip } = await arrangeSentPlan(userId, { title: "포토북 탭 여행", days: [["바다 산책"]] });
    const { order, photobookId } = await arrangeApprovedPhotobook(userId, trip);
    const waybill = `${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}`;
    const staff = await signInStaff(page, `포토북직원${randomInt(1000, 9999)}`);

    await visit("/admin/dashboard");
    await page.getByRole("navigation", { name: "관리 메뉴" }).getByRole("link", { name: "포토북" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "포토북 관리" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /포토북 매출/ })).toBeVisible();
    await page.getByRole("searchbox", { name: "검색어" }).fill(name);
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/photobooks\?q=/);
    let row = bookRow(page, photobookId);
    await expect(row).toContainText(order.id);
    await expect(row).toContainText(name);
    await expect(row).toContainText(trip.orderName);
    await expect(row).toContainText("67,900원");
    await expect(row).toContainText("0장");
    await expect(row.getByRole("link", { name: `상세 보기 (${order.id})` })).toHaveAttribute("href", `/admin/photobook/${photobookId}`);
    const select = row.getByRole("combobox", { name: `${order.id} 포토북 상태` });
    await expect(select).toHaveValue("ordered");
    await expect(select.locator("option")).toHaveText(["제작 준비", "인쇄 중", "발송", "배송 완료"]);
    await checkA11y();
    await expectTallEnough(row.locator("select, button, a"), "the row's controls");

    // 인쇄 중: the select chooses, the row's button sends.
    await select.selectOption("printing");
    await row.getByRole("button", { name: `변경 (${order.id})` }).click();
    await expect(page.getByRole("status").filter({ hasText: "포토북 상태가 업데이트되었습니다!" })).toBeVisible();
    row = bookRow(page, photobookId);
    await expect(row.getByRole("combobox")).toHaveValue("printing");
    await expect(page).toHaveURL(/\?q=/);

    // The tracking dialog: both fields required, then saved.
    await row.getByRole("link", { name: `택배 정보 입력 (${order.id})` }).click();
    const dialog = page.locator("dialog.staff-dialog");
    await expect(dialog.getByRole("heading", { name: /택배 정보 입력/ })).toBeVisible();
    await expect(dialog.getByLabel("택배사").locator("option")).toHaveText([
      "택배사 선택",
      "CJ대한통운",
      "우체국택배",
      "롯데택배",
      "한진택배",
      "로젠택배",
      "쿠팡 로켓배송",
      "경동택배",
      "대신택배",
    ]);
    await checkA11y();
    await dialog.getByLabel("택배사").selectOption("한진택배");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.locator("dialog.staff-dialog").getByText("택배사와 운송장 번호를 모두 입력해주세요.")).toBeVisible();
    await expectTallEnough(page.locator("dialog.staff-dialog").locator("select, input, button, a"), "the dialog's controls");
    await page.locator("dialog.staff-dialog").getByLabel("운송장 번호").fill(waybill);
    await page.locator("dialog.staff-dialog").getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "택배 정보가 저장되었습니다!" })).toBeVisible();
    await expect(page.locator("dialog.staff-dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/dashboard\/photobooks\?q=/);
    row = bookRow(page, photobookId);
    await expect(row.getByRole("combobox")).toHaveValue("shipping");
    await expect(row).toContainText(`한진택배 ${waybill}`);
    await expect(row.getByRole("link", { name: `택배 정보 수정 (${order.id})` })).toBeVisible();

    // Two moves, each with its staff member; one 알림톡 for the family.
    const history = await db
      .selectFrom("photobook_status_history")
      .select(["from_status", "to_status", "staff_id"])
      .where("photobook_id", "=", photobookId)
      // The payment's own row (none → draft) is the purchase's subject, not this tab's.
      .where("from_status", "is not", null)
      .orderBy("created_at")
      .execute();
    expect(history).toEqual([
      { from_status: "ordered", to_status: "printing", staff_id: staff.id },
      { from_status: "printing", to_status: "shipping", staff_id: staff.id },
    ]);
    const texts = await db
      .selectFrom("outbox_messages")
      .select(["channel", "body"])
      .where("dedupe_key", "=", `photobook-shipped:${photobookId}`)
      .execute();
    expect(texts).toEqual([{ channel: "alimtalk", body: expect.stringContaining(`택배사: 한진택배\n운송장 번호: ${waybill}`) }]);

    // The family: its card and its notification, then the plan's tracker.
    await page.context().clearCookies();
    await signInAs(page, userId);
    await visit("/dashboard");
    const card = page.locator("article").filter({ has: page.locator(`[id="photobook-${photobookId}"]`) });
    await expect(card.locator(".status")).toHaveText("배송 중");
    await card.locator("summary", { hasText: "배송 정보" }).click();
    await expect(fact(card, "송장번호")).toHaveText(`한진택배 ${waybill}`);
    await expect(page.getByText(`포토북이 출발했어요! 한진택배 운송장 번호 ${waybill}`)).toBeVisible();
    await checkA11y();

    await visit(`/travel/plan/${planId}`);
    const tracker = page.locator("section.plan-tracker");
    await expect(tracker.getByRole("heading", { name: "포토북 제작 현황" })).toBeVisible();
    await expect(tracker.locator('[aria-current="step"]')).toHaveText("배송 중");
    await expect(fact(tracker, "송장번호")).toHaveText(`한진택배 ${waybill}`);
    await checkA11y();
  });

  test("a book before approval shows its status read-only and takes no tracking", async ({ page, visit }) => {
    const name = randomKoreanName();
    const userId = await arrangeMember({ name, phone: uniquePhone() });
    const order = await createPhotobookOrder(userId, "공주 시그니처 여행");
    await markPaidByCard(order);
    const photobookId = await createPhotobook({ userId, orderId: order.id, status: "draft" });
    await signInStaff(page, `포토북확인${randomInt(1000, 9999)}`);

    await visit(`/admin/dashboard/photobooks?q=${encodeURIComponent(name)}`);
    const row = bookRow(page, photobookId);
    await expect(row).toContainText("사진 대기");
    await expect(row.getByRole("combobox")).toHaveCount(0);
    await expect(row.getByRole("link", { name: /택배 정보/ })).toHaveCount(0);
    await visit(`/admin/dashboard/photobooks/${photobookId}/tracking`);
    await expect(page.getByText("시안 승인 전의 포토북은 택배 정보를 입력할 수 없어요.")).toBeVisible();
    const missing = await visit("/admin/dashboard/photobooks/pb_nosuch/tracking");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("포토북을 찾을 수 없습니다. 목록에서 다시 선택해주세요.")).toBeVisible();
  });
});
