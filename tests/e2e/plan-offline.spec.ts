// The plan on the road (docs/decisions/0078-plan-offline.md): opened once with a connection, the
// family's plan opens again without one, its days and photos and the saved-copy notice; a mission
// completed offline waits on the phone and reaches the server once when the connection is back;
// signing out empties the phone's copies. Without JavaScript the page is as it was: no worker.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { insertMission } from "../support/missions";
import { arrangeSentPlan, db, randomKoreanName } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { signInNewMember, waitForHydration } from "./members";

const { getUserById } = await import("../../app/models/accounts/users.server");
const { storeFormPhoto } = await import("../../app/models/uploads/uploader.server");
const { completeMission } = await import("../../app/models/missions/completions.server");

// A phone's Chrome (headless Chrome is a bot to isbot, and families open the plan on phones).
const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
test.use({ userAgent: PHONE_CHROME, serviceWorkers: "allow" });

/** A sent two-day plan with a mission completed with a photo (in the album) and one still open. */
async function planWithPhoto(userId: string, title: string) {
  const { planId } = await arrangeSentPlan(userId, { title, days: [["등대", "어시장"], ["해수욕장"]] });
  const done = await insertMission(db, planId, { title: "등대 앞 가족 사진", points: 10 });
  const open = await insertMission(db, planId, { title: "시장에서 간식 고르기", points: 20 });
  const member = await getUserById(userId);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2277cc" } })
    .jpeg()
    .toBuffer();
  const stored = await storeFormPhoto(member!, {
    category: "mission-proof",
    target: { entityId: done, parentId: planId },
    fileName: "lighthouse.jpg",
    fileType: "image/jpeg",
    body: jpeg,
  });
  if (!stored.ok) throw new Error(`photo not stored: ${stored.problem}`);
  const completed = await completeMission({ planId, missionId: done, userId, note: "바람이 시원했어요" });
  if (!completed.ok) throw new Error("mission not completed");
  return { planId, done, open };
}

const completions = (missionId: string) =>
  db.selectFrom("mission_completions").select(["mission_id", "note"]).where("mission_id", "=", missionId).execute();

const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("ft-plan-")));

test("the plan opens offline with its days and photos; a mission done offline arrives once; sign-out empties the copies", async ({
  page,
  context,
  visit,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "a service worker needs JavaScript (the nojs case below)");
  test.slow(); // the worker keeps the whole plan: every tab, every day, its files and photos
  const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
  // Nothing of it on other pages: the dashboard, once idle, has registered no worker.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  const title = "바다 마을 가족 여행";
  const { planId, done, open } = await planWithPhoto(userId, title);
  // Each post of a completion the page makes (the fetcher's, or the queue's).
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(`/missions/${open}`)) posts.push(request.url());
  });

  // Opened in the app from the dashboard, as families do (the document was first opened outside the
  // worker's scope): once idle, the page registers the worker, which keeps the plan and says so.
  await visit("/dashboard");
  await page.getByRole("link", { name: "여행 플랜 보기" }).click();
  await expect(page).toHaveURL(new RegExp(`/travel/plan/${planId}`));
  await expect(page.getByText("이 여행 계획은 인터넷 연결이 없어도 이 휴대폰에서 열 수 있어요.")).toBeVisible({ timeout: 30_000 });
  expect(await cacheNames(page)).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page, true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("status").filter({ hasText: /저장된 계획을 보고 있어요 · (방금|\d+분 전) 저장/ })).toBeVisible();
  await expect(page.getByRole("article", { name: "챕터 1 등대" })).toBeVisible();
  // Another day, then the missions tab, in the app without a connection.
  await page.getByRole("link", { name: "2일차 여정" }).click();
  await expect(page).toHaveURL(/day=2/);
  await expect(page.getByRole("article", { name: "챕터 3 해수욕장" })).toBeVisible();
  await expect(page.getByRole("article", { name: "챕터 1 등대" })).toBeHidden();
  await page.getByRole("link", { name: "미션 일지" }).click();
  await expect(page).toHaveURL(/tab=missions/);
  const proof = page.locator(`article#mission-${done}`).getByRole("list", { name: "인증 사진" }).getByRole("img").first();
  await expect(proof).toBeVisible();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("region", { name: "우리 가족 여행 앨범" }).getByRole("img").first()).toBeVisible();
  // The calendar file too, from the phone's copy.
  const calendar = await page.evaluate(async (path) => (await fetch(path)).text(), `/travel/plan/${planId}/calendar.ics`);
  expect(calendar).toContain("BEGIN:VCALENDAR");

  // Completing a mission offline: kept on the phone and marked as waiting; nothing reaches the server.
  const card = page.locator(`article#mission-${open}`);
  await card.locator("summary").click();
  await card.getByLabel("한마디 남기기 (선택)").fill("떡볶이를 골랐어요");
  await card.getByRole("button", { name: "미션 완료" }).click();
  await expect(page.getByRole("status").filter({ hasText: "전송 대기 중인 미션 1개" })).toContainText("시장에서 간식 고르기");
  // A second tap adds nothing.
  await card.getByRole("button", { name: "미션 완료" }).click();
  await expect(page.getByRole("status").filter({ hasText: "전송 대기 중인 미션 1개" })).toBeVisible();
  expect(posts).toEqual([]);
  expect(await completions(open)).toEqual([]);

  // Back online: sent once, and the page shows it completed.
  await context.setOffline(false);
  await expect.poll(() => completions(open)).toEqual([{ mission_id: open, note: "떡볶이를 골랐어요" }]);
  await expect(page.getByText("전송 대기 중인 미션")).toHaveCount(0);
  await expect(page.locator(`article#mission-${open}`)).toContainText("+20포인트");
  await page.reload();
  await waitForHydration(page, true);
  await expect(page.getByText("저장된 계획을 보고 있어요")).toHaveCount(0);
  expect(posts).toHaveLength(1);

  // Signing out empties the copies and the worker goes.
  await page.locator("summary.menu__button").click();
  await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cacheNames(page)).toEqual([]);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  // And offline, nothing of the plan opens any more.
  await context.setOffline(true);
  await page.goto(`/travel/plan/${planId}`).catch(() => null);
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await context.setOffline(false);
});

test("without JavaScript the plan is as it was: no worker, no notice", async ({ page, visit, jsEnabled, checkA11y }) => {
  test.skip(jsEnabled, "the page without JavaScript");
  const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
  const { planId, open } = await planWithPhoto(userId, "섬 마을 가족 여행");
  await visit(`/travel/plan/${planId}?tab=missions`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("섬 마을 가족 여행");
  await expect(page.getByRole("region", { name: "우리 가족 여행 앨범" }).getByRole("img").first()).toBeVisible();
  await expect(page.getByText("저장된 계획")).toHaveCount(0);
  await expect(page.getByText("인터넷 연결이 없어도")).toHaveCount(0);
  const card = page.locator(`article#mission-${open}`);
  await card.locator("summary").click();
  await card.getByLabel("한마디 남기기 (선택)").fill("어묵도 먹었어요");
  await card.getByRole("button", { name: "미션 완료" }).click();
  await expect(page.getByRole("status").filter({ hasText: "미션 완료! 20포인트를 얻었어요." })).toBeVisible();
  expect(await completions(open)).toEqual([{ mission_id: open, note: "어묵도 먹었어요" }]);
  await checkA11y();
});
