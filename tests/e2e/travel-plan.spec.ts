// The family's travel plan (/travel/plan/:planId): opened from the dashboard once staff sent it, the
// tabs and days as links, the share link opened signed out and revoked, the calendar file, another
// member's not-found screen, staff's edit mode, the after-trip feedback opening the photobook, and the
// mission log: '미션 확인' from a chapter, completing a mission with two photos, the album.
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { insertMission } from "../support/missions";
import { arrangeMember, arrangeSentPlan, db, randomKoreanName, signInAs, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { signInNewMember, waitForHydration } from "./members";

/** A fresh browser context with this project's scripting setting, nobody signed in. */
async function strangerPage(browser: Browser, jsEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  return context.newPage();
}

test.describe("the family's travel plan", () => {
  test("opens from the dashboard once sent; tabs and days are links; the last day ends the adventure", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId, order } = await arrangeSentPlan(userId, {
      title: "공주 백제 가족 여행",
      days: [["공산성", "국밥 골목"], ["무령왕릉"]],
    });
    await visit("/dashboard");
    await page.locator(`article[id="${order.id}"]`).getByRole("link", { name: "여행 플랜 보기" }).click();
    await expect(page).toHaveURL(new RegExp(`/travel/plan/${planId}$`));
    await waitForHydration(page, jsEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("공주 백제 가족 여행");
    const breadcrumb = page.getByRole("navigation", { name: "현재 위치" });
    await expect(breadcrumb.getByRole("link", { name: "홈" })).toHaveAttribute("href", "/dashboard");
    await expect(breadcrumb.getByRole("link", { name: "내 활동" })).toHaveAttribute("href", "/dashboard");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("여행 계획");
    // The planner note the sending left.
    await expect(page.getByRole("heading", { name: "플래너 노트" })).toBeVisible();
    // Day 1: chapters 1 and 2; no end card yet.
    await expect(page.getByRole("link", { name: "1일차 여정" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article", { name: "챕터 1 공산성" })).toBeVisible();
    await expect(page.getByRole("article", { name: "챕터 2 국밥 골목" })).toBeVisible();
    await expect(page.getByRole("article", { name: "챕터 3 무령왕릉" })).toBeHidden();
    await expect(page.getByText("모험의 끝")).toBeHidden();
    // No money and no staff notes on the family's page.
    await expect(page.locator("main")).not.toContainText("15,000");
    await expect(page.locator("main")).not.toContainText("직원만 보는 메모");
    await checkA11y();

    await page.getByRole("link", { name: "2일차 여정" }).click();
    await expect(page).toHaveURL(/day=2/);
    await expect(page.getByRole("article", { name: "챕터 3 무령왕릉" })).toBeVisible();
    await expect(page.getByRole("article", { name: "챕터 1 공산성" })).toBeHidden();
    await expect(page.getByText("모험의 끝")).toBeVisible();

    await page.getByRole("link", { name: "미션 일지" }).click();
    await expect(page).toHaveURL(/tab=missions/);
    await expect(page.getByText("아직 미션이 없어요")).toBeVisible();
    await page.getByRole("link", { name: "예약 관리" }).click();
    await expect(page).toHaveURL(/tab=bookings/);
    await expect(page.getByText("예약 가능한 상품이 없어요")).toBeVisible();
    await checkA11y();
  });

  test("a share link opens the storyboard signed out, without personal data; revoking it ends that", async ({
    page,
    browser,
    visit,
    jsEnabled,
  }) => {
    const name = randomKoreanName();
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, name);
    const { planId, order } = await arrangeSentPlan(userId, { title: "할머니께 보내는 여행", days: [["부소산성"]] });
    await visit(`/travel/plan/${planId}`);
    await page.getByRole("button", { name: "공유 링크 만들기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "공유 링크를 만들었어요" })).toBeVisible();
    const address = await page.getByLabel(/공유 링크 \(/).inputValue();
    expect(address).toMatch(/\/share\/plan\/[A-Za-z0-9_-]{43}$/);

    const stranger = await strangerPage(browser, jsEnabled);
    const shared = await stranger.goto(address);
    expect(shared?.status()).toBe(200);
    expect(shared?.headers()["cache-control"]).toBe("private, no-store");
    expect(shared?.headers()["referrer-policy"]).toMatch(/no-referrer$/);
    expect(shared?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("할머니께 보내는 여행");
    await expect(stranger.getByRole("article", { name: "챕터 1 부소산성" })).toBeVisible();
    await expect(stranger.getByText(`${name.slice(1)}님 가족이 공유한 여행 계획`)).toBeVisible();
    // The whole document, the loader's data in it included (with JavaScript).
    const body = await stranger.content();
    for (const secret of [name, order.id, "15,000", "15000", "654,321", "654321", "직원만 보는 메모", "한옥 스테이", "공주시 어딘가"])
      expect(body).not.toContain(secret);
    const calendar = await stranger.request.get(`${address}/calendar.ics`);
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain("SUMMARY:부소산성");

    await page.getByRole("button", { name: "링크 해제" }).click();
    await expect(page.getByRole("status").filter({ hasText: "공유 링크를 해제했어요" })).toBeVisible();
    await expect(page.getByLabel(/공유 링크 \(/)).toHaveCount(0);
    const ended = await stranger.goto(address);
    expect(ended?.status()).toBe(404);
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("여행 계획을 찾을 수 없습니다.");
    await stranger.context().close();
  });

  test("the calendar file has one event per chapter in Asia/Seoul time", async ({ page, visit }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId } = await arrangeSentPlan(userId, {
      title: "달력 여행",
      days: [["아침 산책", "점심"], ["박물관"]],
      firstDate: "2026-12-05",
    });
    await visit(`/travel/plan/${planId}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "캘린더에 추가 (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const response = await page.request.get(`/travel/plan/${planId}/calendar.ics`);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const text = await response.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain("DTSTART;TZID=Asia/Seoul:20261205T090000");
    expect(text).toContain("DTSTART;TZID=Asia/Seoul:20261206T090000");
    expect(text).toContain("\r\n");
  });

  test("another member gets the not-found screen; staff see edit mode", async ({ page, browser, visit, jsEnabled, checkA11y }) => {
    const owner = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    const { planId } = await arrangeSentPlan(owner, { title: "남의 가족 여행", days: [["비밀 장소"]] });
    await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const response = await visit(`/travel/plan/${planId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("여행 계획을 찾을 수 없습니다.");
    await expect(page.getByRole("link", { name: "목록으로 돌아가기" })).toHaveAttribute("href", "/dashboard");
    await expect(page.locator("main")).not.toContainText("남의 가족 여행");
    expect((await page.request.get(`/travel/plan/${planId}/calendar.ics`)).status()).toBe(404);
    await checkA11y();

    const staffPage = await strangerPage(browser, jsEnabled);
    await signInStaff(staffPage);
    const seen = await staffPage.goto(`/travel/plan/${planId}`);
    expect(seen?.status()).toBe(200);
    await expect(staffPage.getByText("편집 모드")).toBeVisible();
    await expect(staffPage.getByRole("link", { name: "편집하기" })).toHaveAttribute("href", `/admin/plan/${planId}`);
    await expect(staffPage.getByRole("article", { name: "챕터 1 비밀 장소" })).toBeVisible();
    await staffPage.context().close();
  });

  test("after the trip the family leaves feedback once; the trip completes and the photobook is offered", async ({
    page,
    visit,
    checkA11y,
  }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId, order } = await arrangeSentPlan(userId, { title: "다녀온 여행", days: [["바닷가"]], firstDate: "2026-01-10" });
    await visit(`/travel/plan/${planId}`);
    await expect(page.getByRole("link", { name: "포토북 만들기" })).toHaveCount(0);
    await page.getByRole("button", { name: "여행 완료하고 후기 남기기" }).click();
    await expect(page.getByText("별점을 선택해주세요.")).toBeVisible();
    await expect(page.getByText("여행 후기를 입력해주세요.")).toBeVisible();
    await page.getByLabel("여행 후기").fill("아이들이 정말 좋아했어요");
    await page.getByRole("button", { name: "여행 완료하고 후기 남기기" }).click();
    await expect(page.getByText("별점을 선택해주세요.")).toBeVisible();
    // What was typed is kept after the failed submit.
    await expect(page.getByLabel("여행 후기")).toHaveValue("아이들이 정말 좋아했어요");
    await checkA11y();
    await page.getByLabel("★★★★★ 5점").check();
    await page.getByRole("button", { name: "여행 완료하고 후기 남기기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "소중한 후기 감사합니다" })).toBeVisible();
    await expect(page.getByText("아이들이 정말 좋아했어요")).toBeVisible();
    await expect(page.getByRole("link", { name: "포토북 만들기" })).toHaveAttribute(
      "href",
      `/photobook/default?travelOrderId=${encodeURIComponent(order.id)}`,
    );
    await expect(page.getByRole("button", { name: "여행 완료하고 후기 남기기" })).toHaveCount(0);
    const row = await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("feedback_complete");
    await visit("/dashboard");
    await expect(page.locator(`article[id="${order.id}"]`).getByRole("link", { name: "포토북 만들기" })).toBeVisible();
    // A member of another trip, signed in here, cannot post feedback to this plan.
    const stranger = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    await signInAs(page, stranger);
    expect(
      (await page.request.post(`/travel/plan/${planId}`, { form: { intent: "feedback", rating: "1", comment: "남의 후기" } })).status(),
    ).toBe(404);
  });
});

/** A small photo the browser picks. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Every visible element `locator` matches (one at least) is at least 44 px high. */
async function expectTouchTargets(locator: Locator, what: string) {
  await expect(locator.first(), what).toBeVisible();
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    expect(Math.round(box?.height ?? 0), `${what}: ${await element.textContent()}`).toBeGreaterThanOrEqual(44);
  }
}

test.describe("the mission log", () => {
  test("the family follows '미션 확인', completes a mission with two photos, and finds it in the album", async ({
    page,
    browser,
    visit,
    jsEnabled,
    checkA11y,
  }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId } = await arrangeSentPlan(userId, { title: "미션 가득 여행", days: [["공산성", "국밥 골목"], ["무령왕릉"]] });
    const chapters = await db
      .selectFrom("travel_plan_activities")
      .select("id")
      .where("plan_id", "=", planId)
      .orderBy("day_number")
      .orderBy("position")
      .execute();
    const castle = await insertMission(db, planId, { title: "성벽 위 가족 사진", points: 10, activityId: chapters[0]!.id });
    const tomb = await insertMission(db, planId, { title: "왕릉 이야기 듣기", points: 20, activityId: chapters[2]!.id });

    await visit(`/travel/plan/${planId}`);
    await waitForHydration(page, jsEnabled);
    // Only the chapter with a mission links to it; nothing to book yet.
    const first = page.getByRole("article", { name: "챕터 1 공산성" });
    await expect(page.getByRole("article", { name: "챕터 2 국밥 골목" }).getByRole("link", { name: "미션 확인" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "예약하러 가기" })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectTouchTargets(first.getByRole("link", { name: "미션 확인" }), "the chapter's mission link");
    await first.getByRole("link", { name: "미션 확인" }).click();
    await expect(page).toHaveURL(new RegExp(`tab=missions#mission-${castle}$`));
    const card = page.locator(`article#mission-${castle}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("10포인트");
    await expect(card).toContainText("공산성 입구");
    await expect(page.locator(".plan-summary")).toContainText("0 / 30");
    await expect(page.getByRole("heading", { name: "진행할 미션" })).toBeVisible();
    await expect(page.getByText("아직 완료한 미션이 없어요")).toBeVisible();
    await checkA11y();
    await expectTouchTargets(page.locator(".plan-panel summary, .plan-panel button, .plan-panel a"), "mission tab controls");

    // With JavaScript the mission the address names is opened; without, the family opens it.
    if (!jsEnabled) await card.locator("summary").click();
    // With JavaScript the shared uploader replaces the plain file input once its code is here.
    if (jsEnabled) await expect(card.locator("label.uploader__pick")).toBeVisible();
    await expect(card.getByRole("button", { name: "미션 완료" })).toBeVisible();
    const photos = [await photo("castle-1.jpg", "#aa3355"), await photo("castle-2.jpg", "#3355aa")];
    await card.locator(`#photos-${castle}`).setInputFiles(photos);
    if (jsEnabled) {
      // With JavaScript each photo goes up as it is picked, and can be removed before sending.
      await expect(card.getByRole("list", { name: "고른 사진" }).getByRole("listitem")).toHaveCount(2);
      await expectTouchTargets(card.locator("button, summary, label.uploader__pick"), "completion controls");
    }
    await card.getByLabel("한마디 남기기 (선택)").fill("성벽 위에서 다 같이 찰칵!");
    await card.getByRole("button", { name: "미션 완료" }).click();
    if (jsEnabled) await expect(page.getByText("첫 번째 미션 성공!")).toBeVisible();
    else await expect(page.getByRole("status").filter({ hasText: "미션 완료! 10포인트를 얻었어요." })).toBeVisible();

    const done = page.locator(`article#mission-${castle}`);
    await expect(done).toContainText("+10포인트");
    await expect(done).toContainText("성벽 위에서 다 같이 찰칵!");
    // The completed card shows its proof photos beside the note, at the album's private addresses.
    const proofPhotos = done.getByRole("list", { name: "인증 사진" }).getByRole("img");
    await expect(proofPhotos).toHaveCount(2);
    await expect(proofPhotos.first()).toHaveAttribute("alt", "성벽 위 가족 사진 인증 사진 1");
    expect(await proofPhotos.first().getAttribute("src")).toMatch(/^\/media\/p\//);
    await expect(page.locator(".plan-summary")).toContainText("10 / 30");
    await expect(page.getByText("첫 번째 미션 성공!")).toHaveCount(0);
    const album = page.getByRole("region", { name: "우리 가족 여행 앨범" });
    await expect(album.getByRole("img")).toHaveCount(2);
    const src = await album.getByRole("img").first().getAttribute("src");
    expect(src).toMatch(/^\/media\/p\//);
    expect((await page.request.get(src!)).status()).toBe(200);
    const rows = await db.selectFrom("mission_completions").select(["points", "note"]).where("plan_id", "=", planId).execute();
    expect(rows).toEqual([{ points: 10, note: "성벽 위에서 다 같이 찰칵!" }]);
    await checkA11y();

    // The photos are private: another member is refused them, and the mission too.
    const otherPage = await strangerPage(browser, jsEnabled);
    const stranger = await arrangeMember({ name: randomKoreanName(), phone: uniquePhone() });
    await signInAs(otherPage, stranger);
    expect((await otherPage.request.get(src!)).status()).toBe(404);
    const refused = await otherPage.request.post(`/travel/plan/${planId}/missions/${castle}`, {
      form: { intent: "mission-complete", note: "남의 미션" },
    });
    expect(refused.status()).toBe(404);

    // Six photos for the second mission: five are kept, the sixth dropped with a message; one removed before sending.
    const second = page.locator(`article#mission-${tomb}`);
    if (jsEnabled) {
      // Opened directly at its address, the tab hydrates on the server's markup and opens the mission.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await visit(`/travel/plan/${planId}?tab=missions#mission-${tomb}`);
      await page.reload();
      await waitForHydration(page, jsEnabled);
      await expect(second.locator("label.uploader__pick")).toBeVisible();
      expect(errors).toEqual([]);
    } else await second.locator("summary").click();
    const six = await Promise.all(
      ["#111111", "#222222", "#333333", "#444444", "#555555", "#666666"].map((c, i) => photo(`tomb-${i}.jpg`, c)),
    );
    await second.locator(`#photos-${tomb}`).setInputFiles(six);
    if (jsEnabled) {
      await expect(page.getByRole("alert").filter({ hasText: "최대 5장까지라서 1장은 제외했어요" })).toBeVisible();
      const chosen = second.getByRole("list", { name: "고른 사진" }).getByRole("listitem");
      await expect(chosen).toHaveCount(5);
      await second.getByRole("button", { name: "1번째 사진 빼기" }).click();
      await expect(page.getByRole("status").filter({ hasText: "사진을 뺐어요." })).toBeVisible();
      // The removal reloads the tab; the mission stays open at its address.
      const again = page.locator(`article#mission-${tomb}`);
      if ((await again.locator("details").getAttribute("open")) === null) await again.locator("summary").click();
      await expect(again.getByRole("list", { name: "고른 사진" }).getByRole("listitem")).toHaveCount(4);
      await again.getByRole("button", { name: "미션 완료" }).click();
      await expect(page.getByText("미션 완료! 오늘도 소중한 추억이 하나 더 쌓였어요.")).toBeVisible();
    } else {
      await second.getByRole("button", { name: "미션 완료" }).click();
      await expect(page.getByRole("status").filter({ hasText: "1장은 빼고 저장했어요" })).toBeVisible();
    }
    await expect(page.locator(`article#mission-${tomb}`)).toContainText("+20포인트");
    await expect(page.locator(".plan-summary")).toContainText("30 / 30");
    await expect(album.getByRole("img")).toHaveCount(jsEnabled ? 6 : 7);

    // The album on a share link: only once the family switches it on.
    await page.getByRole("button", { name: "공유 링크 만들기" }).click();
    const address = await page.getByLabel(/공유 링크 \(/).inputValue();
    const visitorPage = await strangerPage(browser, jsEnabled);
    await visitorPage.goto(address);
    await expect(visitorPage.getByRole("heading", { name: "여행 앨범" })).toHaveCount(0);
    await page.getByRole("button", { name: "공유 링크에 앨범 사진도 보여주기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "이제 공유 링크에서 여행 앨범 사진도 보여요." })).toBeVisible();
    await visitorPage.goto(address);
    const sharedAlbum = visitorPage.getByRole("region", { name: "여행 앨범" });
    await expect(sharedAlbum.getByRole("img")).toHaveCount(jsEnabled ? 6 : 7);
    const sharedSrc = await sharedAlbum.getByRole("img").first().getAttribute("src");
    expect(sharedSrc).toContain("share=");
    expect((await visitorPage.request.get(sharedSrc!)).status()).toBe(200);
    expect((await visitorPage.request.get(sharedSrc!.replace(/[?&]share=.*$/, ""))).status()).toBe(404);
    await page.getByRole("button", { name: "공유 링크에서 앨범 사진 숨기기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "공유 링크에서 여행 앨범 사진을 숨겼어요." })).toBeVisible();
    expect((await visitorPage.request.get(sharedSrc!)).status()).toBe(404);
    await visitorPage.context().close();
    await otherPage.context().close();
  });

  test("a note typed before the completer's code arrives goes with it into the completer, and is sent", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "the completer is the script's (without it the plain form sends the note)");
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, randomKoreanName());
    const { planId } = await arrangeSentPlan(userId, { title: "느린 길 여행", days: [["시장"]] });
    const mission = await insertMission(db, planId, { title: "간식 고르기", points: 10 });
    // The tab's and the completer's code are held back until the note is typed (a slow connection): the
    // mission is opened on the server's markup, and the note typed into the plain form.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/build\/_shared\/Mission(Completer|Log)-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visit(`/travel/plan/${planId}?tab=missions`);
    await waitForHydration(page, true);
    const card = page.locator(`article#mission-${mission}`);
    await card.locator("summary").click();
    await card.getByLabel("한마디 남기기 (선택)").fill("떡볶이로 할래요");
    release();
    await expect(card.locator("label.uploader__pick")).toBeVisible();
    // The completer's box has the note, and the focus stays in it.
    await expect(card.getByLabel("한마디 남기기 (선택)")).toHaveValue("떡볶이로 할래요");
    await expect(card.getByLabel("한마디 남기기 (선택)")).toBeFocused();
    await card.getByRole("button", { name: "미션 완료" }).click();
    const done = page.locator(`article#mission-${mission}`);
    await expect(done).toContainText("+10포인트");
    await expect(done.locator(".mission-card__note")).toHaveText("“떡볶이로 할래요”");
    const rows = await db.selectFrom("mission_completions").select("note").where("plan_id", "=", planId).execute();
    expect(rows).toEqual([{ note: "떡볶이로 할래요" }]);
  });
});
