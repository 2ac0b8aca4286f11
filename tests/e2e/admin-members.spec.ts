// The back office's 회원 관리 and 설문 관리 tabs, with and without JavaScript: staff find a member by
// the name's initials, open the member's detail (family with ages, orders) and close it back to the
// same list; staff open a survey and read its answers as words; an unknown member is a 404 inside the
// console; a member cannot open the tabs.
import { formatPhone } from "../../app/utils/phone";
import { arrangeFinishedTrip, arrangeMember, newSignedInMember, randomKoreanName, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const FAMILY = {
  father: { age: "41", is_me: true },
  daughter: [{ age: "5", is_me: false }],
  other: [{ age: "66", is_me: false, label: "외할머니" }],
};

/** The initials of a name made of the syllables randomKoreanName uses (김민수 → ㄱㅁㅅ). */
function initialsOf(name: string): string {
  const CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
  return [...name].map((syllable) => CHOSEONG[Math.floor((syllable.charCodeAt(0) - 0xac00) / 588)]).join("");
}

/** A member with FAMILY and a finished trip (paid, accepted, survey submitted), made just now. */
async function arrangeFamilyWithTrip(phone: string) {
  const name = randomKoreanName();
  const userId = await arrangeMember({ name, phone, familyMembers: FAMILY });
  const trip = await arrangeFinishedTrip(userId, { travelDates: { start: "2026-10-03", end: "2026-10-04" }, createdAt: new Date() });
  return { name, phone, userId, trip };
}

test.describe("back office: members and surveys", () => {
  // A script error in the browser (a server-only value read in a component) leaves the page unhydrated.
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("staff find a member by initials, see the family with ages and the orders, and close back to the list", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const { name, phone, userId, trip } = await arrangeFamilyWithTrip(uniquePhone());
    await signInStaff(page);

    await visit("/admin/dashboard/members");
    await expect(page.getByRole("heading", { level: 1, name: "회원 관리" })).toBeVisible();
    await page.getByRole("searchbox", { name: "검색어" }).fill(initialsOf(name));
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/members\\?q=${encodeURIComponent(initialsOf(name))}$`));
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row).toContainText(formatPhone(phone));
    await expect(row).toContainText("1건");

    await row.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/members/${userId}\\?q=`));
    const dialog = page.getByRole("dialog", { name: `${name} 회원 정보` });
    await expect(dialog).toBeVisible();
    // With script the dialog is a modal over the list; without it, a section of the page under the list.
    if (jsEnabled) expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog).toContainText(formatPhone(phone));
    const family = dialog.getByRole("table", { name: "가족 구성원" });
    await expect(family.getByRole("row")).toHaveText([/관계\s*나이\s*본인/, /아빠\s*41세\s*본인/, /딸\s*5세/, /기타\(외할머니\)\s*66세/]);
    const orders = dialog.getByRole("table", { name: "주문 내역" });
    await expect(orders.getByRole("link", { name: trip.id })).toHaveAttribute("href", `/admin/dashboard/timeline/${trip.id}`);
    await expect(orders.getByRole("link", { name: "설문 보기 (제출 완료)" })).toHaveAttribute(
      "href",
      `/admin/dashboard/surveys/${trip.id}`,
    );
    await checkA11y();

    await dialog.getByRole("link", { name: "닫기" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/members\\?q=${encodeURIComponent(initialsOf(name))}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(row).toBeVisible();
  });

  test("staff open a survey and read every answer as words, then close back to the list", async ({ page, visit, jsEnabled, checkA11y }) => {
    const { name, phone, trip } = await arrangeFamilyWithTrip(uniquePhone());
    await signInStaff(page);

    await visit(`/admin/dashboard/surveys?q=${encodeURIComponent(trip.id)}`);
    await expect(page.getByRole("heading", { level: 1, name: "설문 관리" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: trip.id });
    await expect(row).toContainText(formatPhone(phone));
    await expect(row).toContainText("제출 완료");
    await row.getByRole("link", { name: `${name} 설문 보기 (${trip.id})` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/surveys/${trip.id}\\?q=`));
    const dialog = page.getByRole("dialog", { name: `${name}님의 설문` });
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText([
      "Part 1. 우리 가족 여행의 기본",
      "Part 2. 이번 여행의 이유",
      "Part 3. 우리 가족의 하루 리듬",
      "Part 4. 숙소 · 식사 · 활동 취향",
      "Part 5. 아이와 부모의 마음",
    ]);
    const answer = (question: string) => dialog.locator("dt", { hasText: question }).locator("xpath=following-sibling::dd[1]");
    await expect(answer("여행 날짜가 정해졌나요?")).toHaveText("2026년 10월 3일 ~ 2026년 10월 4일");
    await expect(answer("함께 떠나는 가족을 알려주세요")).toHaveText("아빠 · 38세 (나), 엄마 · 36세, 아들 · 7세");
    await expect(answer("이번 여행에서 중요한 것을 1~3순위로 골라주세요")).toHaveText(
      "1순위 아이의 체험, 2순위 맛있는 음식, 3순위 편안한 휴식",
    );
    await expect(answer("하루 에너지를 어떻게 나눠 쓰시나요?")).toHaveText("아침 30% · 오후 50% · 저녁 20%");
    await expect(answer("요즘 아이가 푹 빠진 것은 무엇인가요?")).toHaveText("공룡, 기타 (백제 역사 이야기)");
    await expect(answer("마지막으로 전문가에게 남기고 싶은 말이 있나요?")).toHaveText("응답 없음");
    await checkA11y();

    // Escape closes the modal the way its close link does; without script the link is the way.
    if (jsEnabled) await page.keyboard.press("Escape");
    else await dialog.getByRole("link", { name: "닫기" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/surveys\\?q=${encodeURIComponent(trip.id)}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(row).toBeVisible();
  });

  test("an unknown member is a 404 inside the console, with the way back to the list", async ({ page, visit }) => {
    await signInStaff(page);
    const response = await visit("/admin/dashboard/members/no-such-member");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "관리 메뉴" })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "회원 정보" });
    await expect(dialog.getByRole("alert")).toHaveText("회원 정보를 찾을 수 없습니다. 목록에서 다시 선택해주세요.");
    await dialog.getByRole("link", { name: "회원 목록으로 돌아가기" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/members$/);
    await expect(page.getByRole("heading", { level: 1, name: "회원 관리" })).toBeVisible();
  });

  test("a member who is not staff is sent home from the tabs", async ({ page, visit }) => {
    await newSignedInMember(page, { phone: uniquePhone() }, "일반회원");
    for (const path of ["/admin/dashboard/members", "/admin/dashboard/surveys"]) {
      await visit(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
