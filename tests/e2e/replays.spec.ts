// The session replays tab, its player and its access log (decision 60), with recordings stored as the
// recorder stores them (tests/support/recordings.ts). Staff list, filter by member and reset; without
// JavaScript the player's dialog shows the session's facts and says replaying needs JavaScript; with
// it staff replay a recording (header, seek, ±10 s, speed, the panels, the markers), playback's end
// closes the dialog, and the access log shows the opening.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { arrangeRecording } from "../support/recordings";
import { arrangeMember, db, randomKoreanName, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";

const MIN_TARGET = 44;

/** Every element `locator` matches is visible and at least 44 px high. */
async function expectTouchTargets(locator: Locator, what: string) {
  await expect(locator.first(), what).toBeVisible();
  const small: Record<string, number> = {};
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if ((box?.height ?? 0) < MIN_TARGET)
      small[(await element.textContent())?.trim() || (await element.getAttribute("aria-label")) || "?"] = box?.height ?? 0;
  }
  expect(small, `${what} lower than ${MIN_TARGET} px`).toEqual({});
}

/** axe on the page, the replayed screen left out (the recorded page is the customer's, not ours). */
async function checkPlayerA11y(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], iframes: false })
    .exclude(".replay-stage")
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function arrangeFamily() {
  const name = randomKoreanName();
  const userId = await arrangeMember({ name, phone: uniquePhone() });
  return { name, userId };
}

test.describe("back office: session replays", () => {
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));

  test("staff list the recordings, filter by a member and reset; the dialog shows the session", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const family = await arrangeFamily();
    const older = await arrangeRecording({ userId: family.userId, start: new Date(Date.now() - 3_600_000), complete: false });
    const newer = await arrangeRecording({ userId: family.userId, encodings: ["none"] });
    await arrangeRecording({ userId: null });
    await signInStaff(page);

    await visit("/admin/dashboard/replays");
    await expect(page.getByRole("heading", { level: 1, name: "세션 리플레이" })).toBeVisible();
    await expect(page.getByRole("link", { name: "세션 리플레이" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("row").filter({ hasText: "익명" }).first()).toBeVisible();

    await page.getByRole("searchbox", { name: "회원 ID" }).fill(family.userId);
    await page.getByRole("button", { name: "적용" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/replays\\?userId=${family.userId}$`));
    const stats = page.getByRole("definition");
    await expect(stats.nth(0)).toHaveText("2건");
    await expect(stats.nth(1)).toHaveText("1건");
    const rows = page.getByRole("row").filter({ hasText: family.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("390×844");
    await expect(rows.nth(0)).toContainText("/product/default");
    await expect(rows.nth(0)).toContainText("완료");
    await expect(rows.nth(1)).toContainText("미완료");
    await expect(rows.nth(0).getByRole("link")).toHaveAttribute("aria-label", `세션 ${newer.sessionId} 재생`);
    // One page: no pager.
    await expect(page.getByRole("navigation", { name: "페이지" })).toHaveCount(0);
    await checkA11y();
    await expectTouchTargets(
      page.locator(".list-controls input, .list-controls .button, .replays-actions .button, .staff-table a"),
      "the tab's controls",
    );

    await rows.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/replays/${older.id}\\?userId=`));
    const dialog = page.getByRole("dialog", { name: "세션 재생" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(family.name);
    await expect(dialog).toContainText("390×844");
    await expect(dialog).toContainText(`${older.events.length}개`);
    if (!jsEnabled) {
      await expect(dialog.getByRole("note")).toHaveText(/JavaScript가 필요합니다/);
      await checkA11y();
    } else {
      await expect(dialog.getByRole("button", { name: "재생", exact: true })).toBeVisible();
    }
    await dialog.getByRole("link", { name: "닫기" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/replays\\?userId=${family.userId}$`));

    await page.getByRole("link", { name: "초기화" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/replays$/);
    await expect(page.getByRole("searchbox", { name: "회원 ID" })).toHaveValue("");
  });

  test("an unknown recording says so inside the console", async ({ page, visit }) => {
    await signInStaff(page);
    const response = await visit("/admin/dashboard/replays/no-such-recording");
    expect(response?.status()).toBe(404);
    const dialog = page.getByRole("dialog", { name: "세션 재생" });
    await expect(dialog.getByRole("alert")).toContainText("세션을 찾을 수 없습니다");
    await expect(dialog.getByRole("link", { name: "다시 시도" })).toBeVisible();
  });

  test("staff replay a recording: seek, ±10 s, speed, panels; the end closes the dialog; the access log shows it", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "the player needs JavaScript (the nojs test sees it say so)");
    const family = await arrangeFamily();
    const recording = await arrangeRecording({ userId: family.userId });
    const staffName = randomKoreanName();
    const staff = await signInStaff(page, staffName);

    await visit(`/admin/dashboard/replays?userId=${family.userId}`);
    await page.getByRole("link", { name: `세션 ${recording.sessionId} 재생` }).click();
    const dialog = page.getByRole("dialog", { name: "세션 재생" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog).toContainText(family.name);
    await expect(dialog).toContainText("/product/default");

    // The recorded page, replayed in rrweb's frame.
    await expect(dialog.frameLocator(".replay-stage iframe").getByRole("heading", { name: "공주 시그니처 여행" })).toBeVisible();
    await expect(dialog.locator(".replay-seek__times")).toContainText("0:00 / 0:30");
    await expect(dialog).toContainText("분노 클릭 1회 · 오류 1회");
    await expect(dialog.locator(".replay-markers .replay-marker")).toHaveCount(2);

    const slider = dialog.getByRole("slider", { name: "재생 위치" });
    await slider.fill("12000");
    await expect(dialog.locator(".replay-seek__times")).toContainText("0:12 / 0:30");
    const recent = dialog.getByRole("region", { name: "최근 이벤트" });
    await expect(recent).toContainText("오류");
    await expect(recent).toContainText("클릭·터치");

    await dialog.getByRole("button", { name: "10초 앞으로" }).click();
    await expect(dialog.locator(".replay-seek__times")).toContainText("0:22 / 0:30");
    await dialog.getByRole("button", { name: "10초 뒤로" }).click();
    await expect(dialog.locator(".replay-seek__times")).toContainText("0:12 / 0:30");

    await dialog.getByRole("button", { name: "콘솔 (1)" }).click();
    const consolePanel = dialog.getByRole("region", { name: "콘솔" });
    await expect(consolePanel).toContainText("warn");
    await expect(consolePanel).toContainText("예약 가능 일정이 없습니다");
    await dialog.getByRole("button", { name: "네트워크 (1)" }).click();
    await expect(dialog.getByRole("region", { name: "네트워크" })).toContainText("POST /api/analytics 500");

    await dialog.getByRole("button", { name: "4x" }).click();
    await expect(dialog.getByRole("button", { name: "4x" })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("button", { name: "1x" })).toHaveAttribute("aria-pressed", "false");

    await checkPlayerA11y(page);
    await expectTouchTargets(dialog.locator(".replay-player button, .replay-player input"), "the player's controls");

    // Playing from 0:12 at 8x reaches the end in a few seconds, which closes the dialog.
    await dialog.getByRole("button", { name: "8x" }).click();
    await dialog.getByRole("button", { name: "재생", exact: true }).click();
    await expect(dialog.getByText("재생 중")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/replays\\?userId=${family.userId}$`));

    // The opening, in the access log: the server wrote it when it served the events.
    const lines = await db.selectFrom("replay_access_log").selectAll().where("recording_id", "=", recording.id).execute();
    expect(lines).toEqual([
      expect.objectContaining({ staff_id: staff.id, action: "view", session_id: recording.sessionId, subject_user_id: family.userId }),
    ]);
    await page.getByRole("link", { name: "열람 기록" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "리플레이 열람 기록" })).toBeVisible();
    const line = page.getByRole("row").filter({ hasText: staffName });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("재생");
    await expect(line).toContainText(family.name);
    await expect(line.getByRole("link", { name: recording.sessionId.slice(0, 8) })).toHaveAttribute(
      "href",
      `/admin/dashboard/replays/${recording.id}`,
    );
  });

  test("the member dialog links the member's recordings and deletes them on request", async ({ page, visit }) => {
    const family = await arrangeFamily();
    const recording = await arrangeRecording({ userId: family.userId });
    const staffName = randomKoreanName();
    await signInStaff(page, staffName);

    await visit(`/admin/dashboard/members/${family.userId}`);
    const dialog = page.getByRole("dialog", { name: `${family.name} 회원 정보` });
    await expect(dialog.getByRole("link", { name: "세션 녹화 보기" })).toHaveAttribute(
      "href",
      `/admin/dashboard/replays?userId=${family.userId}`,
    );
    // The first press only asks (with or without script); the question's own button deletes.
    await dialog.getByText("녹화 삭제", { exact: true }).click();
    await expect(dialog.getByText(`${family.name} 회원의 세션 녹화를 모두 삭제할까요? 되돌릴 수 없습니다.`)).toBeVisible();
    expect(await db.selectFrom("session_recordings").select("id").where("id", "=", recording.id).execute()).toHaveLength(1);
    await dialog.getByRole("button", { name: "모두 삭제" }).click();
    await expect(page.getByText("세션 녹화 1건을 삭제했습니다.")).toBeVisible();
    await expect(dialog.getByText("녹화 삭제", { exact: true })).toHaveCount(0);
    expect(await db.selectFrom("session_recordings").select("id").where("id", "=", recording.id).execute()).toEqual([]);

    await visit("/admin/dashboard/replays/access");
    const line = page.getByRole("row").filter({ hasText: staffName });
    await expect(line).toContainText("삭제");
    await expect(line).toContainText("(삭제됨)");
  });
});
