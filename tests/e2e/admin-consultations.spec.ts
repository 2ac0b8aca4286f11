// The back office's consultations and planner notes, and what the family sees of them: staff record a
// consultation from the consultation tab (with script, save waits for a summary; a blank one is
// refused with the choices kept; a saved one completes the consultation), staff send a planner note
// started from its template, and the family's dashboard shows the note on the trip card, the
// notification behind the header's dot, and "모두 읽음" putting the dot out. Staff and the family take turns on one page (one session at a time).
import type { Locator, Page } from "@playwright/test";
import { formatKrw } from "../../app/utils/format";
import { arrangeMember, arrangeSubmittedSurvey, arrangeTrip, db, newSignedInMember, signInAs, signInStaff } from "./arrange";
import { expect, fact, test, uniquePhone } from "./fixtures";

const TAB = "/admin/dashboard/consultations";

/** A family (signed in on `page`) whose trip's survey is submitted: survey_complete, as the app gets there. */
async function arrangeSurveyedFamily(page: Page, phone: string, name: string) {
  const userId = await newSignedInMember(page, { phone }, name);
  const order = await arrangeTrip(userId, { status: "accepted" });
  await arrangeSubmittedSurvey(userId, order.id);
  return { userId, order };
}

const consultCard = (page: Page, name: string): Locator => page.getByRole("article", { name });

test.describe("consultations in the back office", () => {
  test("staff record a consultation: a blank summary is refused with the choices kept, a saved one completes it", async ({
    page,
    visit,
    checkA11y,
    jsEnabled,
  }) => {
    const name = `상담가족${uniquePhone().slice(-6)}`;
    const { order } = await arrangeSurveyedFamily(page, uniquePhone(), name);
    await signInStaff(page, "상담직원");

    const list = `${TAB}?q=${encodeURIComponent(name)}`;
    await visit(list);
    await expect(page.getByRole("heading", { level: 1, name: "상담 관리" })).toBeVisible();
    const card = consultCard(page, name);
    await expect(card.locator(".status-badge")).toHaveText("설문 완료");
    await expect(card).toContainText(order.orderName);
    await expect(fact(card, "결제 금액")).toHaveText(formatKrw(order.amount));
    await expect(fact(card, "주문번호")).toHaveText(order.id);
    await expect(fact(card, "설문 제출")).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
    await expect(fact(card, "지난 상담 기록")).toHaveText("아직 상담 기록이 없습니다.");
    await expect(card.getByRole("link", { name: "설문 보기" })).toHaveAttribute(
      "href",
      `${TAB}/${order.id}/survey?q=${encodeURIComponent(name)}`,
    );
    await checkA11y();

    // The survey opens over this tab, and closing it comes back to the list as it was.
    await card.getByRole("link", { name: "설문 보기" }).click();
    const survey = page.getByRole("dialog", { name: `${name}님의 설문` });
    await expect(survey).toBeVisible();
    await expect(survey).toContainText(order.id);
    await survey.getByRole("link", { name: "닫기" }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("heading", { level: 1, name: "상담 관리" })).toBeVisible();

    await card.getByRole("link", { name: "상담 기록" }).click();
    const dialog = page.getByRole("dialog", { name: `상담 기록 · ${name}` });
    await expect(dialog).toBeVisible();
    // The defaults, and the box that completes the consultation, ticked.
    await expect(dialog.getByLabel("상담 채널")).toHaveValue("kakao_talk");
    await expect(dialog.getByLabel("문의 유형")).toHaveValue("info_request");
    await expect(dialog.getByLabel("상담 주제")).toHaveValue("itinerary_flow");
    await expect(dialog.getByLabel("비용 민감도")).toHaveValue("medium");
    await expect(dialog.getByLabel("상담 결과")).toHaveValue("resolved");
    await expect(dialog.getByLabel("주문 상태를 상담 완료로 변경")).toBeChecked();
    await expect(dialog.getByLabel("비용 민감도").locator("option")).toHaveText(["낮음", "보통", "높음"]);

    await dialog.getByLabel("상담 채널").selectOption({ label: "전화" });
    await dialog.getByLabel("상담 결과").selectOption({ label: "업셀 성공" });
    const summary = dialog.getByLabel("상담 내용");
    const save = dialog.getByRole("button", { name: "저장" });
    if (jsEnabled) {
      // With script, save waits for a summary (blank or spaces only); the server's refusal stays below.
      await expect(save).toBeDisabled();
      await summary.fill("메모");
      await expect(save).toBeEnabled();
      await summary.fill("   ");
      await expect(save).toBeDisabled();
      await save.evaluate((button: HTMLButtonElement) => button.form?.submit());
    } else {
      await summary.fill("   ");
      await save.click();
    }
    await expect(dialog.getByText("상담 내용을 입력해주세요.")).toBeVisible();
    await expect(summary).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("상담 채널")).toHaveValue("phone");
    await expect(dialog.getByLabel("상담 결과")).toHaveValue("upsell");
    await expect(dialog.getByLabel("주문 상태를 상담 완료로 변경")).toBeChecked();
    expect(await db.selectFrom("consultation_logs").select("id").where("order_id", "=", order.id).execute()).toEqual([]);

    await summary.fill("1일차 오후 일정을 아이 낮잠 시간에 맞춰 조정하기로 했어요.");
    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "상담 내용이 저장되었습니다." })).toBeVisible();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(card.locator(".status-badge")).toHaveText("상담 완료");
    await expect(fact(card, "지난 상담 기록")).toHaveText(/^1건 · 최근 /);

    const saved = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(saved.status).toBe("consultation_complete");
    const logs = await db.selectFrom("consultation_logs").selectAll().where("order_id", "=", order.id).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ channel: "phone", outcome_tag: "upsell", topic_tag: "itinerary_flow" });

    // Open again: the order is past survey_complete, so the box is gone; the log is listed below the form.
    await card.getByRole("link", { name: "상담 기록" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("주문 상태를 상담 완료로 변경")).toHaveCount(0);
    await expect(dialog.getByRole("heading", { name: /지난 상담 기록/ })).toContainText("1건");
    await expect(dialog).toContainText("1일차 오후 일정을 아이 낮잠 시간에 맞춰 조정하기로 했어요.");
    await expect(dialog).toContainText("업셀 성공");
    await checkA11y();
    await dialog.getByRole("link", { name: "닫기" }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an order moved to 설문 완료 by hand, with no survey, offers no survey to open", async ({ page, visit }) => {
    const name = `설문없음${uniquePhone().slice(-6)}`;
    const userId = await arrangeMember({ name, phone: uniquePhone() });
    const order = await arrangeTrip(userId, { status: "survey_complete" });
    await signInStaff(page, "상담직원");

    await visit(`${TAB}?q=${encodeURIComponent(name)}`);
    const card = consultCard(page, name);
    await expect(fact(card, "주문번호")).toHaveText(order.id);
    await expect(card.getByRole("link", { name: "상담 기록" })).toBeVisible();
    await expect(card.getByRole("link", { name: "설문 보기" })).toHaveCount(0);
  });

  test("staff send a planner note; the family sees it on the trip card, behind the header's dot, until 모두 읽음", async ({
    page,
    visit,
    checkA11y,
  }) => {
    const name = `노트가족${uniquePhone().slice(-6)}`;
    const { userId, order } = await arrangeSurveyedFamily(page, uniquePhone(), name);
    await signInStaff(page, "플래너직원");

    // The same dialog opens from the orders tab, closing back to it.
    await visit(`/admin/dashboard/orders/${order.id}/note`);
    const fromOrders = page.getByRole("dialog", { name: `플래너 노트 보내기 · ${name}` });
    await expect(fromOrders.getByLabel("보낼 메시지")).toHaveValue(new RegExp(`^${name}님, 안녕하세요!`));
    await expect(fromOrders.getByRole("link", { name: "닫기" })).toHaveAttribute("href", "/admin/dashboard/orders");

    const list = `${TAB}?q=${encodeURIComponent(name)}`;
    await visit(list);
    await consultCard(page, name).getByRole("link", { name: "플래너 노트" }).click();
    const dialog = page.getByRole("dialog", { name: `플래너 노트 보내기 · ${name}` });
    const message = dialog.getByLabel("보낼 메시지");
    await expect(message).toHaveValue(new RegExp(`^${name}님, 안녕하세요!`));
    await expect(dialog).toContainText("아직 보낸 노트가 없습니다.");

    await message.fill("");
    await dialog.getByRole("button", { name: "보내기" }).click();
    await expect(dialog.getByText("보낼 메시지를 입력해주세요.")).toBeVisible();

    const note = `${name}님, 설문 잘 받았어요. 내일 오전에 카카오톡으로 연락드릴게요!`;
    await dialog.getByLabel("보낼 메시지").fill(note);
    await dialog.getByRole("button", { name: "보내기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "플래너 노트를 보냈습니다." })).toBeVisible();
    await expect(page).toHaveURL(list);
    const stored = await db.selectFrom("planner_notes").select(["message", "staff_id"]).where("order_id", "=", order.id).execute();
    expect(stored).toEqual([{ message: note, staff_id: expect.any(String) }]);

    // The family.
    await signInAs(page, userId);
    await visit("/dashboard");
    const tripCard = page.locator(`article[id="${order.id}"]`);
    const noteBox = tripCard.getByRole("region", { name: "플래너 노트" });
    await expect(noteBox).toContainText(note);
    const notifications = page.getByRole("region", { name: "알림", exact: true });
    await expect(notifications.getByRole("listitem")).toHaveCount(1);
    await expect(notifications.getByRole("listitem").first()).toContainText(`‘${order.orderName}’에 플래너 노트가 도착했어요.`);
    await expect(notifications.getByRole("link").first()).toHaveAttribute("href", `/dashboard#${order.id}`);
    await expect(page.locator(".menu__dot")).toBeVisible();
    await page.getByLabel("메뉴", { exact: true }).click();
    await expect(page.getByRole("img", { name: "새 알림" })).toBeVisible();
    await checkA11y();
    await page.getByLabel("메뉴", { exact: true }).click();

    await notifications.getByRole("button", { name: "모두 읽음" }).click();
    await expect(notifications.getByRole("button", { name: "모두 읽음" })).toHaveCount(0);
    await expect(notifications.locator(".is-unread")).toHaveCount(0);
    await expect(page.locator(".menu__dot")).toHaveCount(0);
    await page.getByLabel("메뉴", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "나의 모든 활동" })).toBeVisible();
    await expect(page.getByRole("img", { name: "새 알림" })).toHaveCount(0);
    // The list stays, read; the note stays on the card.
    await expect(notifications.getByRole("listitem")).toHaveCount(1);
    await expect(noteBox).toContainText(note);
    const unread = await db.selectFrom("notifications").select("id").where("user_id", "=", userId).where("read_at", "is", null).execute();
    expect(unread).toEqual([]);
  });
});
