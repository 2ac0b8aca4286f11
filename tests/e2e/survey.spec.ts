// The travel survey of an accepted order: the intro, 25 one-question screens with their rules and
// Korean messages, the draft that survives a reload, going back, the submit, and another member's order.
import type { Page } from "@playwright/test";
import { sampleSurveyAnswers } from "../../app/models/demo/demo.server";
import { arrangeMember, arrangeTrip, db, signInAs } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { koreanDay, signInNewMember, waitForHydration } from "./members";

const TOTAL = 25;

function stepUrl(step: number | "done", orderId: string): RegExp {
  return new RegExp(`/survey/${step}\\?orderId=${orderId}(#.*)?$`);
}

/** The screen of question `step`: its address, 'question n / 25' and the progress bar. */
async function expectStep(page: Page, step: number, orderId: string) {
  await expect(page).toHaveURL(stepUrl(step, orderId));
  await expect(page.locator(".survey__count")).toHaveText(`질문 ${step} / ${TOTAL}`);
  await expect(page.getByRole("progressbar", { name: "설문 진행률" })).toHaveAttribute("aria-valuenow", String(step));
}

const next = (page: Page) => page.getByRole("button", { name: "다음", exact: true }).click();
const previous = (page: Page) => page.getByRole("button", { name: "이전", exact: true }).click();
/** The question's one error line (role=alert under the field). */
const questionError = (page: Page) => page.locator("#question-error");

/** Picks a district on the departure screen: the combobox with script, search and pick without. */
async function pickDeparture(page: Page, jsEnabled: boolean, query: string, district: string) {
  const field = page.getByRole("combobox", { name: "출발지 (시·군·구)" });
  await field.fill(query);
  if (jsEnabled) {
    await page.getByRole("option", { name: district }).click();
  } else {
    await page.getByRole("button", { name: "지역 검색" }).click();
    await page.getByRole("button", { name: district }).click();
  }
  await expect(field).toHaveValue(district);
}

/** Ranks options in order: tapping option buttons with script, one select per rank without. */
async function rank(page: Page, jsEnabled: boolean, labels: readonly string[]) {
  for (const [index, label] of labels.entries()) {
    if (jsEnabled) {
      const option = page.getByRole("button", { name: label });
      await option.click();
      await expect(option).toHaveAttribute("aria-pressed", "true");
    } else {
      await page.getByLabel(`${index + 1}순위`, { exact: true }).selectOption({ label });
    }
  }
}

async function addFamilyMember(page: Page, relation: string, age: string, label?: string) {
  await page.locator("summary", { hasText: "가족 추가" }).click();
  await expect(page.locator("details.family__adder")).toHaveAttribute("open", "");
  await page.locator("label.chip-option", { hasText: relation }).click();
  await page.locator("#member-age").fill(age);
  if (label !== undefined) await page.locator("#member-label").fill(label);
  await page.getByRole("button", { name: "추가하기" }).click();
}

const familyList = (page: Page) => page.getByRole("list", { name: "추가한 가족" });

async function choose(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).check();
}

test.describe("the survey", () => {
  test("a member walks from a paid order through all 25 questions, is told each rule, and submits", async ({
    page,
    visit,
    jsEnabled,
    checkA11y,
    buyTrip,
  }) => {
    // Without script the same walk is a round trip per screen, checked without a browser in
    // tests/server/survey-without-script.test.ts (decision 42).
    test.skip(!jsEnabled, "the walk without script: tests/server/survey-without-script.test.ts");
    test.slow(); // sign-up, a purchase, 25 screens with their wrong answers, the submit
    const phone = uniquePhone();
    // The real path: a new member buys in the Toss sandbox (the embedded default accepts the order),
    // then answers the whole survey.
    await signInNewMember(page, { visit, phone }, "설문가족", "/");
    const orderId = await buyTrip();
    await visit("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHydration(page, jsEnabled);
    const card = page.locator(`article[id="${orderId}"]`);
    /** Question `step` answered right the first time: a choice by its label, or a list ranked in order; then '다음'. */
    const answer = async (step: number, value: string | readonly string[]) => {
      await expectStep(page, step, orderId);
      if (typeof value === "string") await choose(page, value);
      else await rank(page, jsEnabled, value);
      await next(page);
    };
    await expect(card.locator(".status")).toHaveText("설문 대기");
    await card.getByRole("link", { name: "설문 시작하기" }).click();

    // The intro.
    await expect(page).toHaveURL(new RegExp(`/survey\\?orderId=${orderId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("우리 가족 여행의 60%를");
    await checkA11y();
    await page.getByRole("link", { name: "설문 시작하기" }).click();

    // 1. Departure: typed but not picked from the list, then picked.
    await expectStep(page, 1, orderId);
    await waitForHydration(page, jsEnabled);
    const departure = page.getByRole("combobox", { name: "출발지 (시·군·구)" });
    await departure.fill("강릉");
    // The suggestions open while typing; Escape closes them without picking, Enter means 'next'.
    await expect(page.getByRole("option", { name: "강원특별자치도 강릉시" })).toBeVisible();
    await departure.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await departure.press("Enter");
    await expect(questionError(page)).toHaveText("출발지를 검색해서 목록에서 골라주세요");
    await expectStep(page, 1, orderId);
    await pickDeparture(page, jsEnabled, "강남", "서울특별시 강남구");
    await checkA11y();
    await next(page);

    // 2. Dates: coming back before leaving, then a two-day trip.
    await expectStep(page, 2, orderId);
    const start = koreanDay(10);
    const end = koreanDay(11);
    await page.getByLabel("떠나는 날").fill(start);
    await page.getByLabel("돌아오는 날").fill(koreanDay(8));
    await next(page);
    await expect(questionError(page)).toHaveText("돌아오는 날은 떠나는 날과 같거나 그 뒤여야 해요");
    await page.getByLabel("떠나는 날").fill(start);
    await page.getByLabel("돌아오는 날").fill(end);
    await next(page);

    // 3. Family: none in the profile; 기타 needs a relationship name; none at all cannot go on.
    await expectStep(page, 3, orderId);
    await expect(page.getByText("아직 추가한 가족이 없어요.")).toBeVisible();
    await addFamilyMember(page, "기타", "40");
    await expect(page.getByText("기타 관계는 관계명을 입력해주세요 (예: 삼촌, 이모)")).toBeVisible();
    await expect(page.locator("#member-age")).toHaveValue("40");
    await page.locator("#member-label").fill("삼촌");
    await page.getByRole("button", { name: "추가하기" }).click();
    await expect(familyList(page)).toContainText("기타(삼촌) · 40세");
    await page.getByRole("button", { name: "기타(삼촌) · 40세 삭제" }).click();
    await expect(familyList(page)).toHaveCount(0);
    await next(page);
    await expect(questionError(page)).toHaveText("가족 구성원을 한 명 이상 추가해주세요");
    await addFamilyMember(page, "엄마", "34");
    await expect(familyList(page)).toContainText("엄마 · 34세");
    await addFamilyMember(page, "아들", "6");
    await expect(familyList(page)).toContainText("아들 · 6세");
    await expectStep(page, 3, orderId);
    await checkA11y();
    await next(page);

    // 4. Transportation: '기타' without words, then with them.
    await expectStep(page, 4, orderId);
    await choose(page, "기타 (직접 입력)");
    await next(page);
    await expect(page.locator("#question-detail-error")).toHaveText("내용을 입력해주세요");
    await expect(page.getByLabel("기타 (직접 입력)", { exact: true })).toBeChecked();
    await page.locator("#question-detail").fill("캠핑카");
    await next(page);

    // 5. Budget: not a multiple of five, then 50.
    await expectStep(page, 5, orderId);
    await page.getByLabel("총 예산 (만 원)").fill("7");
    await next(page);
    await expect(questionError(page)).toHaveText("5의 배수로 입력해주세요");
    await page.getByLabel("총 예산 (만 원)").fill("50");
    await next(page);

    // 6. Travel reason.
    await answer(6, "가족이 더 가까워지는 시간");

    // 7. Value priority (three ranks): a rank missing, then three.
    await expectStep(page, 7, orderId);
    await rank(page, jsEnabled, ["편안한 휴식", "맛있는 음식"]);
    await next(page);
    await expect(questionError(page)).toHaveText("1~3순위를 서로 다른 항목으로 모두 골라주세요");
    await checkA11y();
    await rank(page, jsEnabled, ["사진 · 추억 남기기"]);
    await expect(page.getByText("1순위 편안한 휴식 · 2순위 맛있는 음식 · 3순위 사진 · 추억 남기기")).toBeVisible();
    await next(page);

    // 8. Where to spend: none checked, then two.
    await expectStep(page, 8, orderId);
    await next(page);
    await expect(questionError(page)).toHaveText("하나 이상 선택해주세요");
    await choose(page, "숙소");
    await choose(page, "체험 · 액티비티");
    await next(page);

    // 9. Where to save.
    await answer(9, "기념품 · 쇼핑");

    // 10. Daily energy: starts at 30/50/20; 90 in all is refused.
    await expectStep(page, 10, orderId);
    const afternoon = page.getByRole("spinbutton", { name: "오후" });
    await expect(page.getByRole("spinbutton", { name: "아침" })).toHaveValue("30");
    await expect(afternoon).toHaveValue("50");
    await expect(page.getByRole("spinbutton", { name: "저녁" })).toHaveValue("20");
    await afternoon.fill("40");
    await expect(page.getByText("합계 90% · 합계가 100%가 되도록 조정해주세요")).toBeVisible();
    await expect(page.getByRole("slider", { name: "오후 에너지 조절" })).toHaveValue("40");
    await next(page);
    await expect(questionError(page)).toHaveText("합계가 100%가 되도록 조정해주세요");
    await checkA11y();
    await afternoon.fill("50");
    await expect(page.getByText("합계 100%", { exact: true })).toBeVisible();
    await next(page);

    // 11. Wake-up time: nothing chosen, then one.
    await expectStep(page, 11, orderId);
    await next(page);
    await expect(questionError(page)).toHaveText("하나를 선택해주세요");
    await choose(page, "7시 ~ 8시");
    await next(page);

    // 12–15. The day's rhythm.
    await answer(12, "9시 ~ 10시");
    await answer(13, "이동하는 차에서 자요");
    await answer(14, "2시간 이내");
    await answer(15, "200km 이내");
    // 16–18. Accommodation type (two ranks), its location, dining style (two ranks).
    await answer(16, ["한옥 스테이", "호텔"]);
    await answer(17, "관광지 가까이");
    await answer(18, ["지역 맛집 탐방", "아이 메뉴가 있는 식당"]);

    // 19. Food restrictions: 'none' cannot go with another choice.
    await expectStep(page, 19, orderId);
    await choose(page, "없어요");
    await choose(page, "매운 음식");
    await next(page);
    await expect(questionError(page)).toHaveText("'없어요'는 다른 항목과 함께 고를 수 없어요");
    await page.getByLabel("매운 음식", { exact: true }).uncheck();
    await next(page);

    // 20–22. Activities (two ranks), bad weather, the child's interest.
    await answer(20, ["박물관 · 과학관", "만들기 체험"]);
    await answer(21, "실내 체험으로 바꿔주세요");
    await answer(22, "공룡");

    // 23–25 are optional: skipped; the last one's button is '마지막 확인'.
    for (const step of [23, 24]) {
      await expectStep(page, step, orderId);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("선택");
      await next(page);
    }
    await expectStep(page, 25, orderId);
    await expect(page.getByRole("button", { name: "다음", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "마지막 확인" }).click();

    // The completion screen: nothing missing; submit.
    await expect(page).toHaveURL(stepUrl("done", orderId));
    await expect(page.getByRole("heading", { name: "모든 질문에 답했어요!" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await checkA11y();
    await page.getByRole("button", { name: "설문 제출하기" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "설문이 제출되었어요" })).toHaveText(
      "설문이 제출되었어요. 24시간 이내에 전문가가 연락드릴게요.",
    );
    await expect(card.locator(".status")).toHaveText("설문 완료");
    await expect(card).toContainText("24시간 이내에 전문가가 카카오톡으로 상담 연락을 드릴게요");
    await expect(card.getByRole("link", { name: "설문 시작하기" })).toHaveCount(0);

    const order = await db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("survey_complete");
    const survey = await db.selectFrom("surveys").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
    expect(survey.status).toBe("submitted");
    expect(survey.submitted_at).not.toBeNull();
    // The walk gave the demo's sample answers (the model's sampleSurveyAnswers) but where it chose otherwise.
    expect(JSON.parse(String(survey.answers))).toEqual({
      ...sampleSurveyAnswers({ start, end }),
      familyMembers: { mother: { age: "34", is_me: false }, son: [{ age: "6", is_me: false }] },
      transportation: { selected: "other", inputs: { detail: "캠핑카" } },
      travelReason: { selected: "bonding" },
      valuePriority: ["rest", "food", "photo"],
      budgetInvest: ["accommodation", "activity"],
      childInterest: { selected: ["dinosaurs"] },
      parentWish: null,
      photoStyle: null,
    });

    // A submitted survey does not open again.
    await visit(`/survey?orderId=${orderId}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "이미 제출한 설문이에요" })).toBeVisible();
  });

  test("answers are kept as a draft: a reloaded screen shows them and the intro offers to resume", async ({ page, visit, jsEnabled }) => {
    // The profile's family is what the family screen starts from.
    const familyMembers = { mother: { age: "35", is_me: true }, daughter: [{ age: "5", is_me: false }] };
    const userId = await arrangeMember({ name: "이어하기", phone: uniquePhone(), familyMembers });
    await signInAs(page, userId);
    const orderId = (await arrangeTrip(userId)).id;

    await visit(`/survey?orderId=${orderId}`);
    await page.getByRole("link", { name: "설문 시작하기" }).click();
    await expectStep(page, 1, orderId);
    await waitForHydration(page, jsEnabled);
    await pickDeparture(page, jsEnabled, "ㄱㄹ", "강원특별자치도 강릉시");
    await next(page);
    await expectStep(page, 2, orderId);
    await page.getByLabel("아직 정하지 않았어요").check();
    await next(page);
    await expectStep(page, 3, orderId);
    await expect(familyList(page)).toContainText("엄마 · 35세 (나)");
    await expect(familyList(page)).toContainText("딸 · 5세");
    await next(page);
    await expectStep(page, 4, orderId);
    await choose(page, "렌터카");
    await next(page);
    await expectStep(page, 5, orderId);
    await page.getByLabel("총 예산 (만 원)").fill("120");
    await next(page);
    await expectStep(page, 6, orderId);

    // Back on an answered screen, a reload shows the saved answer.
    await visit(`/survey/5?orderId=${orderId}`);
    await page.reload();
    await expectStep(page, 5, orderId);
    await expect(page.getByLabel("총 예산 (만 원)")).toHaveValue("120");
    await visit(`/survey/1?orderId=${orderId}`);
    await expect(page.getByRole("combobox", { name: "출발지 (시·군·구)" })).toHaveValue("강원특별자치도 강릉시");
    await visit(`/survey/2?orderId=${orderId}`);
    await expect(page.getByLabel("아직 정하지 않았어요")).toBeChecked();
    await visit(`/survey/4?orderId=${orderId}`);
    await expect(page.getByLabel("렌터카", { exact: true })).toBeChecked();

    // The intro resumes at the first unanswered question, and still offers the start.
    await visit(`/survey?orderId=${orderId}`);
    await expect(page.getByRole("link", { name: "설문 시작하기" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "처음 질문부터 보기" })).toHaveAttribute("href", `/survey/1?orderId=${orderId}`);
    await page.getByRole("link", { name: "이어서 답하기 (6번 질문부터)" }).click();
    await expectStep(page, 6, orderId);

    // The completion screen, reached early, points at the first unanswered question and will not submit.
    await visit(`/survey/done?orderId=${orderId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("아직 답하지 않은 질문이 있어요");
    await expect(page.getByRole("alert")).toHaveText("답하지 않은 필수 질문이 있어요. 6번 질문으로 가기");
    await expect(page.getByRole("link", { name: "6번 질문으로 가기" })).toHaveAttribute("href", `/survey/6?orderId=${orderId}`);
    await page.getByRole("button", { name: "설문 제출하기" }).click();
    await expectStep(page, 6, orderId);
    await expect(page.getByRole("alert")).toHaveText("답하지 않은 필수 질문이 있어요. 해당 질문으로 이동했어요.");
    const order = await db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe("accepted");

    const survey = await db.selectFrom("surveys").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
    expect(survey).toMatchObject({ status: "draft", last_step: 6, user_id: userId });
    expect(JSON.parse(String(survey.answers))).toEqual({
      departure: "강원특별자치도 강릉시",
      travelDates: null,
      dateUndecided: true,
      familyMembers: { mother: { age: "35", is_me: true }, daughter: [{ age: "5", is_me: false }] },
      transportation: { selected: "rental" },
      totalBudget: 120,
    });
  });

  test("'이전' goes back with the answer saved, and never blocks on an unfinished one", async ({ page, visit, jsEnabled }) => {
    const userId = await signInNewMember(page, { visit, phone: uniquePhone() }, "뒤로가기");
    const orderId = (await arrangeTrip(userId)).id;

    await visit(`/survey/5?orderId=${orderId}`);
    await page.getByLabel("총 예산 (만 원)").fill("75");
    await next(page);
    await expectStep(page, 6, orderId);
    await choose(page, "기념일 · 특별한 날");
    await previous(page);
    // Back on 5 with its answer; '이전' on 6 saved that screen's choice too.
    await expectStep(page, 5, orderId);
    await expect(page.getByLabel("총 예산 (만 원)")).toHaveValue("75");
    await next(page);
    await expectStep(page, 6, orderId);
    await expect(page.getByLabel("기념일 · 특별한 날", { exact: true })).toBeChecked();
    await next(page);

    // An unfinished ranking does not stop '이전' (and is not saved).
    await expectStep(page, 7, orderId);
    await waitForHydration(page, jsEnabled);
    await rank(page, jsEnabled, ["배움"]);
    await previous(page);
    await expectStep(page, 6, orderId);
    await expect(questionError(page)).toHaveCount(0);

    // From the first question, '이전' leads to the intro.
    await visit(`/survey/1?orderId=${orderId}`);
    await previous(page);
    await expect(page).toHaveURL(new RegExp(`/survey\\?orderId=${orderId}$`));
    await expect(page.getByRole("link", { name: /이어서 답하기/ })).toBeVisible();

    const survey = await db.selectFrom("surveys").select("answers").where("order_id", "=", orderId).executeTakeFirstOrThrow();
    expect(JSON.parse(String(survey.answers))).toEqual({ totalBudget: 75, travelReason: { selected: "anniversary" } });
  });

  test("the district and family fields load on their own screens, and keep what was typed while they load", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "without JavaScript every screen is the server's form");
    const familyMembers = { mother: { age: "35", is_me: true } };
    const userId = await arrangeMember({ name: "나중에받기", phone: uniquePhone(), familyMembers });
    await signInAs(page, userId);
    const orderId = (await arrangeTrip(userId)).id;

    // The scripts a screen loads, by whether they hold the combobox's or the family builder's code.
    const loaded: string[] = [];
    let releaseField = () => {};
    const fieldHeld = new Promise<void>((resolve) => {
      releaseField = resolve;
    });
    let held = 0;
    let districtScript = "";
    await page.route("**/build/**/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("question-departure")) {
        loaded.push("district");
        districtScript = new URL(route.request().url()).pathname;
      }
      if (body.includes("family__adder")) loaded.push("family");
      // The district field's code arrives only when the test says so.
      if (body.includes("question-departure") && held++ === 0) await fieldHeld;
      await route.fulfill({ response, body });
    });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    // A screen of another type loads neither.
    await visit(`/survey/7?orderId=${orderId}`);
    await waitForHydration(page, jsEnabled);
    expect(loaded).toEqual([]);

    // The first screen, opened directly: the page runs while the field's code is held back, and what
    // is typed meanwhile stays when the field takes over.
    await visit(`/survey/1?orderId=${orderId}`);
    await waitForHydration(page, jsEnabled);
    const field = page.getByRole("combobox", { name: "출발지 (시·군·구)" });
    await field.fill("강릉");
    expect(loaded).toEqual(["district"]);
    // The page names it for preloading, so it is fetched beside the page's own scripts.
    await expect(page.locator(`link[rel="modulepreload"][href="${districtScript}"]`)).toHaveCount(1);
    // Until its code runs the field is the server's form, with its search button.
    await expect(page.getByRole("button", { name: "지역 검색" })).toBeVisible();
    releaseField();
    await expect(page.getByRole("button", { name: "지역 검색" })).toHaveCount(0);
    await expect(field).toHaveValue("강릉");

    // The screen between the two names both fields' code for fetching while the browser is idle.
    await pickDeparture(page, jsEnabled, "ㄱㄹ", "강원특별자치도 강릉시");
    await next(page);
    await expectStep(page, 2, orderId);
    await expect(page.locator(`link[rel="prefetch"][href="${districtScript}"]`)).toHaveCount(1);
    await expect.poll(() => loaded.includes("family")).toBe(true);
    // The family screen, reached in the app, opens with its builder: never question 3 with an empty
    // space where the builder will be.
    await page.evaluate(() => {
      const seen = window as unknown as { emptyScreen?: boolean };
      seen.emptyScreen = false;
      new MutationObserver(() => {
        const onThree = document.querySelector(".survey__count")?.textContent?.startsWith("질문 3 ");
        if (onThree && !document.querySelector("fieldset#family")) seen.emptyScreen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByLabel("아직 정하지 않았어요").check();
    await next(page);
    await expectStep(page, 3, orderId);
    await expect(familyList(page)).toContainText("엄마 · 35세 (나)");
    expect(await page.evaluate(() => (window as unknown as { emptyScreen?: boolean }).emptyScreen)).toBe(false);
    await addFamilyMember(page, "딸", "5");
    await expect(familyList(page)).toContainText("딸 · 5세");
    expect(pageErrors).toEqual([]);
  });

  test("another member cannot open someone's survey nor see their trips", async ({ page, visit }) => {
    // The owner: a member with an accepted order.
    const ownerId = await signInNewMember(page, { visit, phone: uniquePhone() }, "주인가족");
    const { id: ownerOrder, orderName: ownerTrip } = await arrangeTrip(ownerId, { district: "gyeongju" });
    await visit("/dashboard");
    await expect(page.locator(`article[id="${ownerOrder}"]`)).toBeVisible();

    // Someone else signs in, with an order of their own.
    await page.context().clearCookies();
    const otherId = await signInNewMember(page, { visit, phone: uniquePhone() }, "다른가족");
    const { id: otherOrder, orderName: otherTrip } = await arrangeTrip(otherId, { district: "tongyeong" });

    const intro = await visit(`/survey?orderId=${ownerOrder}`);
    expect(intro?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("주문 정보를 찾을 수 없습니다. 잠시 후 다시 시도해주세요.");
    await expect(page.getByRole("link", { name: "설문 시작하기" })).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(ownerTrip);

    for (const step of ["3", "done"]) {
      const response = await visit(`/survey/${step}?orderId=${ownerOrder}`);
      await expect(page).toHaveURL(new RegExp(`/survey\\?orderId=${ownerOrder}$`));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("alert")).toHaveText("주문 정보를 찾을 수 없습니다. 잠시 후 다시 시도해주세요.");
    }
    // A posted answer to the owner's survey is not saved either.
    const post = await page.request.post(`/survey/1?orderId=${ownerOrder}`, {
      form: { intent: "next", regionQuery: "서울특별시 강남구", province: "서울특별시", city: "강남구" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe(`/survey?orderId=${ownerOrder}`);
    expect(await db.selectFrom("surveys").select("order_id").where("order_id", "=", ownerOrder).execute()).toEqual([]);

    // Their dashboard lists their own trip only.
    await visit("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("다른가족의 모든 활동");
    await expect(page.locator("article.activity-card")).toHaveCount(1);
    await expect(page.locator(`article[id="${otherOrder}"]`)).toContainText(otherTrip);
    await expect(page.locator(`article[id="${ownerOrder}"]`)).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(ownerTrip);
  });
});
