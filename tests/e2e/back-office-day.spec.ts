// A staff member's working day from start to end, as a new user of the demo would try it: a family buys
// a trip and submits its survey; the staff member signs in with the demo staff account the README
// prints, finds the order by the member's initials, records a consultation (which completes it) and
// sends a planner note; the family's dashboard then shows the note and the new status. With and
// without JavaScript. Each screen's details have their own suites (admin-*.spec.ts); this one holds
// the day together.
import { randomInt } from "node:crypto";
import { getChoseong } from "es-hangul";
import { DEMO_STAFF } from "../../app/models/demo/demo.server";
import { orderTimeline } from "../../app/models/orders/order-timeline.server";
import { arrangeSubmittedSurvey, signInAs } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { signInNewMember } from "./members";

/** A random four-syllable Hangul name: its initials find this test's member and hardly anyone else. */
function randomName(): string {
  return Array.from({ length: 4 }, () => String.fromCharCode(0xac00 + randomInt(0, 11_172))).join("");
}

test("a family's order goes through the staff's day: found by initials, consulted, noted, seen by the family", async ({
  page,
  visit,
  buyTrip,
}) => {
  test.slow(); // a purchase, then the whole back office
  const name = randomName();
  const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, name, "/");
  const orderId = await buyTrip();
  // The demo accepts paid orders by itself; the survey's screens have their own suite.
  await arrangeSubmittedSurvey(userId, orderId);

  // Staff sign in with the printed demo account.
  await page.context().clearCookies();
  await visit("/admin/login");
  await page.getByLabel("아이디").fill(DEMO_STAFF.loginId);
  await page.getByLabel("비밀번호").fill(DEMO_STAFF.password);
  await page.getByLabel("비밀번호").press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The order, by the member's initials.
  await page.getByRole("navigation", { name: "관리 메뉴" }).getByRole("link", { name: "주문 관리" }).click();
  await page.getByRole("searchbox", { name: "검색어" }).fill(getChoseong(name));
  await page.getByRole("button", { name: "검색" }).click();
  const row = page.locator(`tr[id="order-${orderId}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText("설문 완료");

  // A consultation, which completes it.
  await row.getByRole("link", { name: "상담 기록" }).click();
  const consultation = page.getByRole("dialog", { name: `상담 기록 · ${name}` });
  await consultation.getByLabel("상담 내용").fill("아이가 낮잠을 자는 오후 시간은 숙소에서 쉬는 일정으로 바꾸기로 했어요.");
  await expect(consultation.getByLabel("주문 상태를 상담 완료로 변경")).toBeChecked();
  await consultation.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("status").filter({ hasText: "상담 내용이 저장되었습니다." })).toBeVisible();
  await expect(page.locator(`tr[id="order-${orderId}"]`)).toContainText("상담 완료");

  // A planner note from the status's template.
  await page.locator(`tr[id="order-${orderId}"]`).getByRole("link", { name: "플래너 노트" }).click();
  const noteDialog = page.getByRole("dialog", { name: `플래너 노트 보내기 · ${name}` });
  const message = noteDialog.getByLabel("보낼 메시지");
  await expect(message).toHaveValue(new RegExp(`^${name}님`));
  const note = `${name}님, 상담 내용을 반영해 여행 계획을 만들고 있어요. 곧 보여드릴게요!`;
  await message.fill(note);
  await noteDialog.getByRole("button", { name: "보내기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "플래너 노트를 보냈습니다." })).toBeVisible();

  // The order's timeline, as staff read it: the one change staff made, by the demo staff member.
  const timeline = await orderTimeline(orderId);
  expect(timeline?.order.status).toBe("consultation_complete");
  const staffChanges = timeline?.events.flatMap((event) =>
    event.kind === "status" && event.actor === "staff" ? [{ to: event.to, staffName: event.staffName }] : [],
  );
  expect(staffChanges).toEqual([{ to: "consultation_complete", staffName: DEMO_STAFF.name }]);

  // Staff sign out; the family opens its dashboard.
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, userId);
  await visit("/dashboard");
  const card = page.locator(`article[id="${orderId}"]`);
  await expect(card.getByRole("region", { name: "플래너 노트" })).toContainText(note);
  await expect(card.locator(".status")).not.toHaveText("설문 완료");
  await expect(page.getByRole("region", { name: "알림", exact: true })).toContainText("플래너 노트가 도착했어요");
  await expect(page.locator(".menu__dot")).toBeVisible();
});
