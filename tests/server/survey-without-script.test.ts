// The travel survey with JavaScript off, as the built server serves it to a browser without script
// (tests/support/no-script-browser.ts): from the dashboard's card through the 25 one-question screens,
// each rule's Korean message, the no-script fallbacks (the district search's round trip, the family
// adder, one select per rank), to the submit. The walk with script runs in Playwright
// (tests/e2e/survey.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSurveyAnswers } from "~/models/demo/demo.server";
import { arrangeAcceptedOrder, arrangeMember, startWorld, type World } from "../support/actors";
import { sqliteEngine } from "../support/engines";
import { type NoScriptBrowser, noScriptBrowser } from "../support/no-script-browser";

const TOTAL = 25;

/** Today plus `offset` days in Korea, as the date fields take it (yyyy-mm-dd). */
function koreanDay(offset: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date(Date.now() + offset * 86_400_000));
}

describe("the survey without JavaScript", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld(sqliteEngine);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it("a member walks from the dashboard's card through all 25 questions, is told each rule, and submits", async () => {
    const member = await arrangeMember(world, { name: "설문가족", family: {} });
    const order = await arrangeAcceptedOrder(world, member);
    const b = await noScriptBrowser(world, member);
    const card = `article[id="${order.id}"]`;

    /** The screen of question `step`: its address, 'question n / 25' and the progress bar. */
    const expectStep = (step: number) => {
      expect(`${b.url.pathname}${b.url.search}`).toBe(`/survey/${step}?orderId=${order.id}`);
      expect(b.text(".survey__count")).toBe(`질문 ${step} / ${TOTAL}`);
      expect(b.document.querySelector('[role="progressbar"][aria-label="설문 진행률"]')?.getAttribute("aria-valuenow")).toBe(String(step));
    };
    const next = () => b.click("다음");
    const questionError = () => b.text("#question-error");
    /** One select per rank without script. */
    const rank = (labels: readonly string[]) => {
      for (const [index, label] of labels.entries()) b.select(`${index + 1}순위`, label);
    };
    /** Question `step` answered right the first time, then '다음'. */
    const answer = async (step: number, value: string | readonly string[]) => {
      expectStep(step);
      if (typeof value === "string") b.check(value);
      else rank(value);
      await next();
    };
    const familyList = () => b.text('[aria-label="추가한 가족"]');
    const addFamilyMember = async (browser: NoScriptBrowser, relation: string, age: string, label?: string) => {
      browser.check(relation);
      browser.fill("나이", age);
      if (label !== undefined) browser.fill("관계명 (기타만)", label);
      await browser.click("추가하기");
    };

    await b.visit("/dashboard");
    expect(b.status).toBe(200);
    expect(b.text(`${card} .status`)).toBe("설문 대기");
    await b.within(card).click("설문 시작하기");

    // The intro.
    expect(`${b.url.pathname}${b.url.search}`).toBe(`/survey?orderId=${order.id}`);
    expect(b.text("h1")).toContain("우리 가족 여행의 60%를");
    await b.checkA11y();
    await b.click("설문 시작하기");

    // 1. Departure: typed but not picked from the list, then searched and picked.
    expectStep(1);
    b.fill("출발지 (시·군·구)", "강릉");
    await next();
    expect(questionError()).toBe("출발지를 검색해서 목록에서 골라주세요");
    expectStep(1);
    b.fill("출발지 (시·군·구)", "강남");
    await b.click("지역 검색");
    await b.click("서울특별시 강남구");
    expect(b.value("출발지 (시·군·구)")).toBe("서울특별시 강남구");
    await b.checkA11y();
    await next();

    // 2. Dates: coming back before leaving, then a two-day trip.
    expectStep(2);
    const start = koreanDay(10);
    const end = koreanDay(11);
    b.fill("떠나는 날", start);
    b.fill("돌아오는 날", koreanDay(8));
    await next();
    expect(questionError()).toBe("돌아오는 날은 떠나는 날과 같거나 그 뒤여야 해요");
    b.fill("떠나는 날", start);
    b.fill("돌아오는 날", end);
    await next();

    // 3. Family: none in the profile; 기타 needs a relationship name; none at all cannot go on.
    expectStep(3);
    expect(b.text("main")).toContain("아직 추가한 가족이 없어요.");
    await addFamilyMember(b, "기타", "40");
    expect(b.text("main")).toContain("기타 관계는 관계명을 입력해주세요 (예: 삼촌, 이모)");
    expect(b.value("나이")).toBe("40");
    b.fill("관계명 (기타만)", "삼촌");
    await b.click("추가하기");
    expect(familyList()).toContain("기타(삼촌) · 40세");
    await b.click("기타(삼촌) · 40세 삭제");
    expect(familyList()).toBe("");
    await next();
    expect(questionError()).toBe("가족 구성원을 한 명 이상 추가해주세요");
    await addFamilyMember(b, "엄마", "34");
    expect(familyList()).toContain("엄마 · 34세");
    await addFamilyMember(b, "아들", "6");
    expect(familyList()).toContain("아들 · 6세");
    expectStep(3);
    await b.checkA11y();
    await next();

    // 4. Transportation: '기타' without words, then with them.
    expectStep(4);
    b.check("기타 (직접 입력)");
    await next();
    expect(b.text("#question-detail-error")).toBe("내용을 입력해주세요");
    expect(b.isChecked("기타 (직접 입력)")).toBe(true);
    b.fill("'기타'를 골랐다면 적어주세요", "캠핑카");
    await next();

    // 5. Budget: not a multiple of five, then 50.
    expectStep(5);
    b.fill("총 예산 (만 원)", "7");
    await next();
    expect(questionError()).toBe("5의 배수로 입력해주세요");
    b.fill("총 예산 (만 원)", "50");
    await next();

    // 6. Travel reason.
    await answer(6, "가족이 더 가까워지는 시간");

    // 7. Value priority (three ranks): a duplicate and a missing rank, then three.
    expectStep(7);
    rank(["편안한 휴식", "편안한 휴식"]);
    await next();
    expect(questionError()).toBe("1~3순위를 서로 다른 항목으로 모두 골라주세요");
    await b.checkA11y();
    b.select("2순위", "맛있는 음식");
    b.select("3순위", "사진 · 추억 남기기");
    await next();

    // 8. Where to spend: none checked, then two.
    expectStep(8);
    await next();
    expect(questionError()).toBe("하나 이상 선택해주세요");
    b.check("숙소");
    b.check("체험 · 액티비티");
    await next();

    // 9. Where to save.
    await answer(9, "기념품 · 쇼핑");

    // 10. Daily energy: starts at 30/50/20; 90 in all is refused.
    expectStep(10);
    expect([b.value("아침"), b.value("오후"), b.value("저녁")]).toEqual(["30", "50", "20"]);
    b.fill("오후", "40");
    await next();
    expect(questionError()).toBe("합계가 100%가 되도록 조정해주세요");
    await b.checkA11y();
    b.fill("오후", "50");
    await next();

    // 11. Wake-up time: nothing chosen, then one.
    expectStep(11);
    await next();
    expect(questionError()).toBe("하나를 선택해주세요");
    b.check("7시 ~ 8시");
    await next();

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
    expectStep(19);
    b.check("없어요");
    b.check("매운 음식");
    await next();
    expect(questionError()).toBe("'없어요'는 다른 항목과 함께 고를 수 없어요");
    b.uncheck("매운 음식");
    await next();

    // 20–22. Activities (two ranks), bad weather, the child's interest.
    await answer(20, ["박물관 · 과학관", "만들기 체험"]);
    await answer(21, "실내 체험으로 바꿔주세요");
    await answer(22, "공룡");

    // 23–25 are optional: skipped; the last one's button is '마지막 확인'.
    for (const step of [23, 24]) {
      expectStep(step);
      expect(b.text("h1")).toContain("선택");
      await next();
    }
    expectStep(25);
    expect(b.count("다음")).toBe(0);
    await b.click("마지막 확인");

    // The completion screen: nothing missing; submit.
    expect(`${b.url.pathname}${b.url.search}`).toBe(`/survey/done?orderId=${order.id}`);
    expect(b.text("h1")).toBe("모든 질문에 답했어요!");
    expect(b.document.querySelectorAll('[role="alert"]')).toHaveLength(0);
    await b.checkA11y();
    await b.click("설문 제출하기");

    expect(b.url.pathname).toBe("/dashboard");
    expect(b.texts('[role="status"]')).toContain("설문이 제출되었어요. 24시간 이내에 전문가가 연락드릴게요.");
    expect(b.text(`${card} .status`)).toBe("설문 완료");
    expect(b.text(card)).toContain("24시간 이내에 전문가가 카카오톡으로 상담 연락을 드릴게요");
    expect(b.within(card).count("설문 시작하기")).toBe(0);

    const db = world.db();
    expect((await db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow()).status).toBe(
      "survey_complete",
    );
    const survey = await db.selectFrom("surveys").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
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
    await b.visit(`/survey?orderId=${order.id}`);
    expect(b.url.pathname).toBe("/dashboard");
    expect(b.texts('[role="status"]').join(" ")).toContain("이미 제출한 설문이에요");
  }, 60_000);
});
