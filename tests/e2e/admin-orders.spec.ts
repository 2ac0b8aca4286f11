// The back office's orders: staff accept a new order, change an order's status from the orders tab
// (found by the member's initials), and read the change, with their name, on the order's timeline.
// With and without JavaScript.
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { getChoseong } from "es-hangul";
import { arrangeMember, arrangeSentPlan, arrangeTrip, db, signInAs, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

/** A random four-syllable Hangul name: its initials find this test's member and hardly anyone else. */
function randomName(): string {
  return Array.from({ length: 4 }, () => String.fromCharCode(0xac00 + randomInt(0, 11_172))).join("");
}

const orderRow = (page: Page, orderId: string) => page.locator(`tr[id="order-${orderId}"]`);

test.describe("back office orders", () => {
  test("staff accept a paid order from the new orders tab", async ({ page, visit, checkA11y }) => {
    const userId = await arrangeMember({ name: randomName(), phone: uniquePhone() });
    const order = await arrangeTrip(userId, { status: "payment_complete" });
    const staff = await signInStaff(page, `접수직원${randomInt(1000, 9999)}`);

    await visit("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "신규 주문" })).toBeVisible();
    await expect(page.getByRole("img", { name: "최근 30일 매출" })).toBeVisible();
    await expect(page.getByRole("table", { name: "최근 30일 매출 (일별)" }).locator("tbody tr")).toHaveCount(30);
    const row = orderRow(page, order.id);
    await expect(row).toContainText(order.orderName);
    await checkA11y();

    await row.getByRole("button", { name: /접수하기/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "주문을 접수했습니다." })).toBeVisible();
    await expect(orderRow(page, order.id)).toHaveCount(0);

    const history = await db
      .selectFrom("order_status_history")
      .select(["from_status", "to_status", "actor", "staff_id"])
      .where("order_id", "=", order.id)
      .where("to_status", "=", "accepted")
      .execute();
    expect(history).toEqual([{ from_status: "payment_complete", to_status: "accepted", actor: "staff", staff_id: staff.id }]);
  });

  test("staff find an order by the member's initials, change its status and see it on the timeline", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const name = randomName();
    const userId = await arrangeMember({ name, phone: uniquePhone() });
    const order = await arrangeTrip(userId, { status: "survey_complete", district: "yeosu" });
    const staff = await signInStaff(page, `상태직원${randomInt(1000, 9999)}`);

    await visit("/admin/dashboard/orders");
    await page.getByRole("searchbox", { name: "검색어" }).fill(getChoseong(name));
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(getChoseong(name))}`));
    const row = orderRow(page, order.id);
    await expect(row).toContainText(name);
    await expect(row).toContainText(order.orderName);
    await expect(row).toContainText("9,900원");
    // A surveyed order offers its consultation record and planner note.
    await expect(row.getByRole("link", { name: /상담 기록/ })).toHaveAttribute(
      "href",
      new RegExp(`^/admin/dashboard/orders/${order.id}/consultation\\?q=`),
    );
    await expect(row.getByRole("link", { name: /플래너 노트/ })).toHaveAttribute(
      "href",
      new RegExp(`^/admin/dashboard/orders/${order.id}/note`),
    );
    await checkA11y();

    const select = row.getByRole("combobox", { name: `${order.id} 주문 상태` });
    await expect(select).toHaveValue("survey_complete");
    // With JavaScript the list is read again without loading the page: a mark left on the window survives.
    if (jsEnabled) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Choosing sends nothing, with JavaScript or without: a keyboard moves through the options (each
    // move would otherwise be a status change the family hears of), then the row's button sends one.
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(select).toHaveValue("plan_sent");
    await row.getByRole("button", { name: /변경/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "주문 상태가 업데이트되었습니다!" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/orders\\?q=${encodeURIComponent(getChoseong(name))}`));
    await expect(orderRow(page, order.id).getByRole("combobox")).toHaveValue("plan_sent");
    if (jsEnabled) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    // Back, and the select still works: to 'consultation complete'.
    await orderRow(page, order.id).getByRole("combobox").selectOption("consultation_complete");
    await orderRow(page, order.id).getByRole("button", { name: /변경/ }).click();
    await expect(orderRow(page, order.id).getByRole("combobox")).toHaveValue("consultation_complete");
    await expect(page.getByRole("status").filter({ hasText: "주문 상태가 업데이트되었습니다!" })).toBeVisible();

    await orderRow(page, order.id)
      .getByRole("link", { name: `${order.id} 타임라인` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "주문 타임라인" })).toBeVisible();
    const items = page.locator(".timeline__item");
    await expect(items.first()).toContainText("플랜 발송 → 상담 완료");
    await expect(items.first()).toContainText(`처리: ${staff.name} (직원)`);
    // Two presses of the button, two moves: the arrow keys on their way past 상담 완료 sent nothing.
    await expect(items.nth(1)).toContainText("설문 완료 → 플랜 발송");
    await expect(items.nth(1)).toContainText(staff.name);
    await expect(items.filter({ hasText: staff.name })).toHaveCount(2);
    await expect(page.getByRole("link", { name: name })).toHaveAttribute("href", `/admin/dashboard/members/${userId}`);
    await checkA11y();
  });

  test("the timeline's form changes a status with a reason; a refunded order is shown, not moved", async ({ page, visit }) => {
    const name = randomName();
    const userId = await arrangeMember({ name, phone: uniquePhone() });
    const order = await arrangeTrip(userId, { status: "accepted", district: "tongyeong" });
    const refunded = await arrangeTrip(userId, { status: "refunded", district: "gyeongju" });
    const staff = await signInStaff(page, `사유직원${randomInt(1000, 9999)}`);

    await visit(`/admin/dashboard/timeline/${order.id}`);
    await page.getByLabel("바꿀 상태").selectOption("payment_complete");
    await page.getByLabel("사유 (선택)").fill("결제 확인을 다시 해야 해요");
    await page.getByRole("button", { name: "상태 변경" }).click();
    await expect(page.getByRole("status").filter({ hasText: "주문 상태가 업데이트되었습니다!" })).toBeVisible();
    const latest = page.locator(".timeline__item").first();
    await expect(latest).toContainText("접수 완료 → 결제 완료");
    await expect(latest).toContainText(`처리: ${staff.name} (직원)`);
    await expect(latest).toContainText("사유: 결제 확인을 다시 해야 해요");

    await visit(`/admin/dashboard/orders?q=${encodeURIComponent(name)}&status=refunded`);
    const row = orderRow(page, refunded.id);
    await expect(row).toContainText("환불 완료");
    await expect(row.getByRole("combobox")).toHaveCount(0);
    await visit(`/admin/dashboard/timeline/${refunded.id}`);
    await expect(page.getByLabel("바꿀 상태")).toHaveCount(0);
    await expect(page.locator(".timeline__item").first()).toContainText("환불");
  });

  test("the plan column: an order's plan stays one click away whatever its status; an order without one says so", async ({
    page,
    visit,
  }) => {
    const name = randomName();
    const userId = await arrangeMember({ name, phone: uniquePhone() });
    const { planId, order } = await arrangeSentPlan(userId, { title: "주문 탭의 플랜", days: [["해변 산책"]] });
    const unplanned = await arrangeTrip(userId, { status: "accepted" });
    await signInStaff(page, `계획직원${randomInt(1000, 9999)}`);

    await visit(`/admin/dashboard/orders?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("columnheader", { name: "여행 계획" })).toBeVisible();
    await expect(orderRow(page, unplanned.id)).toContainText("없음");
    // After the trip the order leaves the consultation statuses; its plan is still here.
    await orderRow(page, order.id).getByRole("combobox").selectOption("feedback_complete");
    await orderRow(page, order.id).getByRole("button", { name: /변경/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "주문 상태가 업데이트되었습니다!" })).toBeVisible();
    await expect(orderRow(page, order.id).getByRole("link", { name: `여행 계획 편집 (${order.id})` })).toHaveAttribute(
      "href",
      `/admin/plan/${planId}`,
    );
  });

  test("an unknown order's timeline is not found, and members cannot open the orders tab", async ({ page, visit }) => {
    await signInStaff(page, `확인직원${randomInt(1000, 9999)}`);
    // A page past the last says so, with the way back, rather than that there are no orders at all.
    await visit("/admin/dashboard/orders?page=9999");
    await expect(page.getByText("이 쪽에는 주문이 없어요.")).toBeVisible();
    await page.getByRole("link", { name: "첫 쪽으로" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);

    const response = await visit("/admin/dashboard/timeline/TRAVEL_0_nosuch");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "주문을 찾을 수 없어요" })).toBeVisible();

    await page.context().clearCookies();
    const userId = await arrangeMember({ name: randomName(), phone: uniquePhone() });
    await signInAs(page, userId);
    await visit("/admin/dashboard/orders");
    await expect(page).toHaveURL(/\/$/);
  });
});
