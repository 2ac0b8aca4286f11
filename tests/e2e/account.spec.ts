// 내 정보 and withdrawal (decision 81), with and without script: a member reached from the dashboard
// downloads their data, is told what goes and what the law keeps, withdraws and is signed out; the
// same Kakao test person signing in again is a new member with an empty dashboard; another member's
// data is untouched. A trip still in consultation stops the withdrawal with what can be done.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { arrangeFinishedTrip, arrangeMember, arrangeTrip, db, randomKoreanName } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { waitForHydration } from "./members";

/** A number no other test uses: the sandbox's Kakao test person with it is always the same account. */
function personNumber(): string {
  return `7${String(Date.now()).slice(-8)}${String(test.info().workerIndex % 100).padStart(2, "0")}${test.info().project.name === "js" ? 1 : 2}`;
}

/** Signs in through the Kakao sandbox as the numbered test person; a new account finishes sign-up. */
async function signInAsNumbered(page: Page, number: string, jsEnabled: boolean, name: string): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("button", { name: "카카오로 시작하기" }).click();
  await page.getByLabel("테스트 회원 번호 (숫자)").fill(number);
  await page.getByRole("button", { name: "이 번호의 회원으로 로그인" }).click();
  await expect(page).toHaveURL(/\/signup\/complete/);
  await waitForHydration(page, jsEnabled);
  await page.locator("#signup-name").fill(name);
  await page.locator("#signup-phone").fill(uniquePhone());
  await page.getByRole("button", { name: "동의하고 시작하기" }).last().click();
  await expect(page.getByText("가입이 완료되었습니다. 환영해요!")).toBeVisible();
}

test.describe("내 정보 and withdrawal", () => {
  test("a member downloads their data, withdraws, is signed out, and comes back a new member", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    test.slow();
    const other = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    const number = personNumber();
    const name = randomKoreanName();
    await signInAsNumbered(page, number, jsEnabled, name);
    const first = await db
      .selectFrom("users")
      .select("id")
      .where("provider", "=", "kakao")
      .where("provider_id", "=", number)
      .executeTakeFirstOrThrow();
    await arrangeFinishedTrip(first.id, {
      travelDates: { start: "2026-10-01", end: "2026-10-02" },
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });

    // From the dashboard to 내 정보.
    await visit("/dashboard");
    await expect(page.locator(".activity-list")).not.toBeEmpty();
    await page.getByRole("link", { name: "내 정보 · 알림 설정 · 회원 탈퇴" }).click();
    await expect(page.getByRole("heading", { name: "내 정보", level: 1 })).toBeVisible();
    await expect(page.locator(".account__facts")).toContainText(name);
    await checkA11y();

    // The copy of one's data: a JSON file with the member's own rows.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "내 정보 파일 내려받기" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^familytrip-my-data-\d{8}\.json$/);
    const copy = JSON.parse(await readFile((await file.path())!, "utf8"));
    expect(copy.memberId).toBe(first.id);
    expect(copy.tables.users[0].name).toBe(name);
    expect(copy.tables.orders.length).toBe(1);
    expect(JSON.stringify(copy)).not.toContain(other);

    // What goes and what stays, then the box to tick.
    await page.getByRole("link", { name: "탈퇴 안내 보기" }).click();
    await expect(page.getByRole("heading", { name: "법에 따라 보관돼요" })).toBeVisible();
    await expect(page.getByText("전자상거래법에 따라 5년 동안 보관")).toBeVisible();
    await waitForHydration(page, jsEnabled);
    await checkA11y();
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    await expect(page.getByText("안내를 확인했다면 동의에 체크해 주세요.")).toBeVisible();
    await page.getByLabel("위 내용을 확인했고, 탈퇴에 동의합니다.").check();
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("탈퇴가 완료되었어요.")).toBeVisible();

    // Signed out everywhere: the dashboard asks to sign in.
    await visit("/dashboard");
    await expect(page).toHaveURL(/\/auth/);
    const tombstone = await db
      .selectFrom("users")
      .select(["provider", "name", "phone"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toEqual({ provider: "withdrawn", name: null, phone: null });
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", first.id).execute()).toEqual([]);

    // The same Kakao person again: a new member, whose dashboard is empty.
    await signInAsNumbered(page, number, jsEnabled, name);
    const again = await db
      .selectFrom("users")
      .select("id")
      .where("provider", "=", "kakao")
      .where("provider_id", "=", number)
      .executeTakeFirstOrThrow();
    expect(again.id).not.toBe(first.id);
    await visit("/dashboard");
    await expect(page.getByText("아직 활동 내역이 없습니다")).toBeVisible();

    // Another member's data is untouched.
    const untouched = await db.selectFrom("users").select(["provider", "name", "phone"]).where("id", "=", other).executeTakeFirstOrThrow();
    expect(untouched.provider).not.toBe("withdrawn");
    expect(untouched.name).not.toBeNull();
  });

  test("a trip in consultation stops the withdrawal, saying what can be done", async ({ page, visit, jsEnabled }) => {
    const number = personNumber();
    await signInAsNumbered(page, number, jsEnabled, randomKoreanName());
    const member = await db
      .selectFrom("users")
      .select("id")
      .where("provider", "=", "kakao")
      .where("provider_id", "=", number)
      .executeTakeFirstOrThrow();
    await arrangeTrip(member.id, { status: "survey_complete" });
    await visit("/account/withdraw");
    await expect(page.getByRole("heading", { name: "지금은 탈퇴할 수 없어요" })).toBeVisible();
    await expect(page.getByText("상담과 여행 플랜 준비가 진행 중이에요")).toBeVisible();
    await expect(page.getByRole("link", { name: "내 활동에서 환불하기" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("button", { name: "탈퇴하기" })).toHaveCount(0);
  });
});
