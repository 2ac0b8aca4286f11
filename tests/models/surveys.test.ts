import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { parseSurveyAnswer } from "~/forms/survey.server";
import { SURVEY_MESSAGES as M } from "~/messages/survey";
import { addFamilyMember, MAX_FAMILY_MEMBERS } from "~/models/accounts/family.server";
import { upsertProviderUser } from "~/models/accounts/users.server";
import { markPaidByCard, sampleSurveyAnswers } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { acceptOrder, getOrderForUser, type Order } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import {
  changeSurveyFamily,
  draftFamily,
  firstUnanswered,
  getSurvey,
  saveSurveyDraft,
  submitSurvey,
  surveyAccess,
} from "~/models/survey/surveys.server";
import { SURVEY_ANSWER_KEYS } from "~/survey/answer-keys";
import { describeSurvey, formValuesFromAnswers, questionKeys } from "~/survey/answers.server";
import { SURVEY_QUESTIONS, SURVEY_TOTAL, type SurveyQuestion } from "~/survey/questions.server";
import type { FamilyMembers } from "~/utils/family";
import { koreanToday } from "~/utils/format";
import { formDataOf } from "../support/form-data";

async function member() {
  return upsertProviderUser({ provider: "kakao", providerId: `survey-${Math.random()}`, email: null, nickname: "설문", avatarUrl: null });
}

async function paidOrder(userId: string): Promise<Order> {
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!);
  await markPaidByCard(order);
  return (await getOrderForUser(order.id, userId))!;
}

async function acceptedOrder() {
  const user = await member();
  const order = await paidOrder(user.id);
  expect(await acceptOrder(order.id)).toBe(true);
  return { user, order };
}

function question(key: string): SurveyQuestion {
  return SURVEY_QUESTIONS.find((q) => q.key === key)!;
}

const NOW = new Date("2026-11-22T03:00:00Z"); // 12:00 in Seoul
const FAMILY: FamilyMembers = { mother: { age: "36", is_me: true }, son: [{ age: "6", is_me: false }] };

function parse(key: string, fields: Record<string, string | string[]>, family: FamilyMembers = FAMILY) {
  return parseSurveyAnswer(question(key), formDataOf(fields), { family, today: koreanToday(NOW) });
}

function messageOf(result: ReturnType<typeof parse>) {
  return result.ok ? null : (result.errors.answer ?? result.errors.detail);
}

describe("survey questions", () => {
  it("ask every answer key of answer-keys.ts exactly once, in five parts", () => {
    const asked = SURVEY_QUESTIONS.flatMap(questionKeys);
    expect([...asked].sort()).toEqual([...SURVEY_ANSWER_KEYS].sort());
    expect(new Set(asked).size).toBe(asked.length);
    expect(new Set(SURVEY_QUESTIONS.map((q) => q.part))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(SURVEY_TOTAL).toBeGreaterThanOrEqual(24);
    expect(SURVEY_TOTAL).toBeLessThanOrEqual(28);
  });
});

describe("survey rules (decision 0008)", () => {
  it("button selects need a selection; optional ones may be skipped", () => {
    expect(messageOf(parse("wakeUpTime", {}))).toBe(M.select);
    expect(messageOf(parse("wakeUpTime", { answer: "noon" }))).toBe(M.select);
    expect(parse("wakeUpTime", { answer: "7_8" })).toEqual({ ok: true, answers: { wakeUpTime: "7_8" } });
    expect(parse("photoStyle", {})).toEqual({ ok: true, answers: { photoStyle: null } });
  });

  it("stores button-with-input answers as selected plus inputs.detail, and asks for the detail", () => {
    expect(messageOf(parse("transportation", { answer: "other" }))).toBe(M.detail);
    expect(parse("transportation", { answer: "other", detail: " 캠핑카 " })).toEqual({
      ok: true,
      answers: { transportation: { selected: "other", inputs: { detail: "캠핑카" } } },
    });
    expect(parse("transportation", { answer: "car", detail: "무시됨" })).toEqual({
      ok: true,
      answers: { transportation: { selected: "car" } },
    });
    expect(parse("childInterest", { answer: ["dinosaurs", "other"], detail: "기차" })).toEqual({
      ok: true,
      answers: { childInterest: { selected: ["dinosaurs", "other"], inputs: { detail: "기차" } } },
    });
  });

  it("checkboxes need at least one option, and 'none' stands alone", () => {
    expect(messageOf(parse("budgetInvest", {}))).toBe(M.checkbox);
    expect(messageOf(parse("budgetInvest", { answer: "yacht" }))).toBe(M.checkbox);
    expect(parse("budgetInvest", { answer: ["food", "activity"] })).toEqual({ ok: true, answers: { budgetInvest: ["food", "activity"] } });
    expect(messageOf(parse("foodRestrictions", { answer: ["none", "nuts"] }))).toBe(M.exclusive);
  });

  it("family members need at least one member", () => {
    expect(messageOf(parse("familyMembers", {}, {}))).toBe(M.family);
    expect(parse("familyMembers", {}, FAMILY)).toEqual({ ok: true, answers: { familyMembers: FAMILY } });
  });

  it("ranking needs 3 distinct ranks for value priority and 2 for accommodation, dining and activity", () => {
    expect(messageOf(parse("valuePriority", { rank1: "rest", rank2: "food" }))).toBe(M.ranking(3));
    expect(messageOf(parse("valuePriority", { rank1: "rest", rank2: "rest", rank3: "food" }))).toBe(M.ranking(3));
    expect(messageOf(parse("valuePriority", { rank1: "rest", rank2: "food", rank3: "casino" }))).toBe(M.ranking(3));
    expect(parse("valuePriority", { rank1: "rest", rank2: "food", rank3: "photo" })).toEqual({
      ok: true,
      answers: { valuePriority: ["rest", "food", "photo"] },
    });
    for (const key of ["accommodationType", "diningStyle", "activityType"]) {
      const options = (question(key) as Extract<SurveyQuestion, { type: "ranking" }>).options.map((o) => o.value);
      expect(question(key)).toMatchObject({ type: "ranking", ranks: 2 });
      expect(messageOf(parse(key, { rank1: options[0]!, rank2: options[0]! }))).toBe(M.ranking(2));
      expect(parse(key, { rank1: options[1]!, rank2: options[0]! })).toEqual({ ok: true, answers: { [key]: [options[1], options[0]] } });
    }
  });

  it("budget is a number of 10,000 won, at least 5 and a multiple of 5", () => {
    expect(messageOf(parse("totalBudget", {}))).toBe(M.budgetRequired);
    expect(messageOf(parse("totalBudget", { budget: "오십" }))).toBe(M.budgetNumber);
    expect(messageOf(parse("totalBudget", { budget: "0" }))).toBe(M.budgetMin);
    expect(messageOf(parse("totalBudget", { budget: "7" }))).toBe(M.budgetMultiple);
    expect(M.budgetMultiple).toBe("5의 배수로 입력해주세요");
    expect(parse("totalBudget", { budget: "5" })).toEqual({ ok: true, answers: { totalBudget: 5 } });
    expect(parse("totalBudget", { budget: "150" })).toEqual({ ok: true, answers: { totalBudget: 150 } });
  });

  it("energy needs three percentages of 0-100 summing to exactly 100, 30/50/20 by default", () => {
    expect(formValuesFromAnswers(question("dailyEnergy"), {})).toMatchObject({ energy: ["30", "50", "20"] });
    expect(messageOf(parse("dailyEnergy", { morning: "30", afternoon: "30", evening: "30" }))).toBe(M.energySum);
    expect(messageOf(parse("dailyEnergy", { morning: "130", afternoon: "0", evening: "0" }))).toBe(M.energyRange);
    expect(messageOf(parse("dailyEnergy", { morning: "-10", afternoon: "60", evening: "50" }))).toBe(M.energyRange);
    expect(messageOf(parse("dailyEnergy", { morning: "50", afternoon: "50" }))).toBe(M.energyRange);
    expect(parse("dailyEnergy", { morning: "0", afternoon: "100", evening: "0" })).toEqual({
      ok: true,
      answers: { dailyEnergy: [0, 100, 0] },
    });
  });

  it("departure must be a district from the list", () => {
    expect(messageOf(parse("departure", { regionQuery: "강남" }))).toBe(M.departure);
    expect(messageOf(parse("departure", { province: "서울특별시", city: "없는구" }))).toBe(M.departure);
    expect(parse("departure", { regionQuery: "강남구", province: "서울특별시", city: "강남구" })).toEqual({
      ok: true,
      answers: { departure: "서울특별시 강남구" },
    });
  });

  it("travel dates are both given, from today in Korea, in order, or undecided", () => {
    expect(messageOf(parse("travelDates", {}))).toBe(M.datesRequired);
    expect(messageOf(parse("travelDates", { start: "2026-12-01" }))).toBe(M.datesRequired);
    expect(messageOf(parse("travelDates", { start: "2026-11-21", end: "2026-11-23" }))).toBe(M.datesPast);
    expect(messageOf(parse("travelDates", { start: "2026-12-02", end: "2026-12-01" }))).toBe(M.datesOrder);
    expect(messageOf(parse("travelDates", { start: "2026-12-01", end: "2027-02-01" }))).toBe(M.datesTooLong);
    expect(parse("travelDates", { start: "2026-11-22", end: "2026-11-23" })).toEqual({
      ok: true,
      answers: { travelDates: { start: "2026-11-22", end: "2026-11-23" }, dateUndecided: false },
    });
    expect(parse("travelDates", { undecided: "on", start: "2020-01-01" })).toEqual({
      ok: true,
      answers: { travelDates: null, dateUndecided: true },
    });
  });

  it("free text is optional and limited", () => {
    expect(parse("parentWish", { answer: "  " })).toEqual({ ok: true, answers: { parentWish: null } });
    expect(messageOf(parse("parentWish", { answer: "가".repeat(501) }))).toBe(M.textTooLong(500));
  });
});

describe("survey drafts", () => {
  it("open only for the owner's accepted order; waiting, submitted and others' orders are told apart", async () => {
    const user = await member();
    const order = await paidOrder(user.id);
    expect((await surveyAccess(order.id, user.id)).state).toBe("waiting");
    expect((await surveyAccess(null, user.id)).state).toBe("missing");
    await acceptOrder(order.id);
    expect((await surveyAccess(order.id, user.id)).state).toBe("open");
    const stranger = await member();
    expect((await surveyAccess(order.id, stranger.id)).state).toBe("missing");
    expect(await saveSurveyDraft({ orderId: order.id, userId: stranger.id, answers: { departure: "x" }, resumeStep: 2 })).toBe(false);
    expect(await getSurvey(order.id, stranger.id)).toBeNull();
  });

  it("are saved step by step and resume where the member left off", async () => {
    const { user, order } = await acceptedOrder();
    expect(await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { departure: "서울특별시 강남구" }, resumeStep: 2 })).toBe(
      true,
    );
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { travelDates: null, dateUndecided: true }, resumeStep: 3 });
    const survey = await getSurvey(order.id, user.id);
    expect(survey).toMatchObject({
      status: "draft",
      resumeStep: 3,
      answers: { departure: "서울특별시 강남구", travelDates: null, dateUndecided: true },
    });
    expect(firstUnanswered(survey!.answers)).toBe(3);
  });

  it("keep every answer and every family member saved at the same time (two tabs, a double tap)", async () => {
    const { user, order } = await acceptedOrder();
    const answers = SURVEY_ANSWER_KEYS.filter((key) => key !== "familyMembers")
      .slice(0, 10)
      .map((key) => ({ [key]: `answer-${key}` }));
    const saved = await Promise.all(
      answers.map((answer, i) => saveSurveyDraft({ orderId: order.id, userId: user.id, answers: answer, resumeStep: i + 2 })),
    );
    expect(saved.every(Boolean)).toBe(true);
    const survey = await getSurvey(order.id, user.id);
    for (const answer of answers) expect(survey!.answers).toMatchObject(answer);

    const ages = ["3", "5", "7", "9", "11", "13"];
    const added = await Promise.all(
      ages.map((age) =>
        changeSurveyFamily({
          orderId: order.id,
          userId: user.id,
          profileFamily: FAMILY,
          change: (members) => addFamilyMember(members, { memberType: "daughter", memberAge: age }),
          resumeStep: 4,
        }),
      ),
    );
    expect(added.every(Boolean)).toBe(true);
    const family = draftFamily((await getSurvey(order.id, user.id))!.answers, FAMILY);
    expect(family.daughter?.map((m) => m.age).sort()).toEqual([...ages].sort());
    expect(family.mother).toEqual(FAMILY.mother);
  });

  it("written from the draft the screen read, and anew when another write came in between", async () => {
    const { user, order } = await acceptedOrder();
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { departure: "서울특별시 강남구" }, resumeStep: 2 });
    const read = (await getSurvey(order.id, user.id))!.answers;
    // Another tab's answer lands after this screen read the draft: the screen's write must not drop it.
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { transportation: "car" }, resumeStep: 5, read });
    expect(await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { dateUndecided: true }, resumeStep: 3, read })).toBe(true);
    expect(await getSurvey(order.id, user.id)).toMatchObject({
      resumeStep: 3,
      answers: { departure: "서울특별시 강남구", transportation: "car", dateUndecided: true },
    });
    // The family builder's change, from a draft read before both.
    const family = await changeSurveyFamily({
      orderId: order.id,
      userId: user.id,
      profileFamily: FAMILY,
      change: (members) => addFamilyMember(members, { memberType: "son", memberAge: "6" }),
      resumeStep: 4,
      read,
    });
    expect(family).toBe(true);
    const answers = (await getSurvey(order.id, user.id))!.answers;
    expect(answers).toMatchObject({ transportation: "car", dateUndecided: true });
    expect(draftFamily(answers, FAMILY).son?.map((m) => m.age)).toContain("6");
    // A submitted survey is not written, whatever draft the screen read.
    const submittedRead = (await getSurvey(order.id, user.id))!.answers;
    await db().updateTable("surveys").set({ status: "submitted" }).where("order_id", "=", order.id).execute();
    expect(
      await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { transportation: "bus" }, resumeStep: 6, read: submittedRead }),
    ).toBe(false);
  });

  it("hold at most a bounded family, even when additions race", async () => {
    const { user, order } = await acceptedOrder();
    const change = (members: FamilyMembers) => addFamilyMember(members, { memberType: "son", memberAge: "4" });
    await Promise.all(
      Array.from({ length: MAX_FAMILY_MEMBERS + 5 }, () =>
        changeSurveyFamily({ orderId: order.id, userId: user.id, profileFamily: {}, change, resumeStep: 4 }),
      ),
    );
    expect(draftFamily((await getSurvey(order.id, user.id))!.answers, {}).son).toHaveLength(MAX_FAMILY_MEMBERS);
  });

  it("start the family from the profile until the member changes it", () => {
    expect(draftFamily({}, FAMILY)).toEqual(FAMILY);
    expect(draftFamily({ familyMembers: { father: { age: "40", is_me: true } } }, FAMILY)).toEqual({ father: { age: "40", is_me: true } });
  });
});

describe("survey submit", () => {
  it("refuses an incomplete survey and names the first unanswered question", async () => {
    const { user, order } = await acceptedOrder();
    const answers = sampleSurveyAnswers({ start: "2026-12-01", end: "2026-12-02" });
    delete answers.dailyEnergy;
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers, resumeStep: SURVEY_TOTAL + 1 });
    const step = SURVEY_QUESTIONS.findIndex((q) => q.key === "dailyEnergy") + 1;
    expect(await submitSurvey(order.id, user.id)).toEqual({ ok: false, reason: "missing", step });
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("accepted");
  });

  it("freezes the answers and moves the order to survey_complete, once", async () => {
    const { user, order } = await acceptedOrder();
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: sampleSurveyAnswers(null), resumeStep: SURVEY_TOTAL + 1 });
    expect(await submitSurvey(order.id, user.id)).toEqual({ ok: true });
    expect((await getOrderForUser(order.id, user.id))!.status).toBe("survey_complete");
    const survey = await getSurvey(order.id, user.id);
    expect(survey).toMatchObject({
      status: "submitted",
      answers: { dateUndecided: true, totalBudget: 50, transportation: { selected: "car" } },
    });
    expect(survey!.submittedAt).toBeTruthy();
    // Submitted answers never change, and a second submit changes nothing.
    expect(await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: { totalBudget: 100 }, resumeStep: 1 })).toBe(false);
    expect(await submitSurvey(order.id, user.id)).toEqual({ ok: true });
    expect((await getSurvey(order.id, user.id))!.answers.totalBudget).toBe(50);
    expect((await surveyAccess(order.id, user.id)).state).toBe("submitted");
  });

  it("refuses another member's order, and an order that is not accepted", async () => {
    const { user, order } = await acceptedOrder();
    await saveSurveyDraft({ orderId: order.id, userId: user.id, answers: sampleSurveyAnswers(null), resumeStep: SURVEY_TOTAL + 1 });
    const stranger = await member();
    expect(await submitSurvey(order.id, stranger.id)).toEqual({ ok: false, reason: "closed" });
    await db().updateTable("orders").set({ status: "refunded" }).where("id", "=", order.id).execute();
    expect(await submitSurvey(order.id, user.id)).toEqual({ ok: false, reason: "closed" });
    expect((await getSurvey(order.id, user.id))!.status).toBe("draft");
  });

  it("reads as sections of questions and answers for the back office", () => {
    const sections = describeSurvey(sampleSurveyAnswers({ start: "2026-12-01", end: "2026-12-02" }));
    expect(sections).toHaveLength(5);
    expect(sections.flatMap((s) => s.questions)).toHaveLength(SURVEY_TOTAL);
    const answers = Object.fromEntries(sections.flatMap((s) => s.questions).map((q) => [q.question, q.answer]));
    expect(answers[question("travelDates").title]).toBe("2026년 12월 1일 ~ 2026년 12월 2일");
    expect(answers[question("valuePriority").title]).toBe("1순위 아이의 체험, 2순위 맛있는 음식, 3순위 편안한 휴식");
    expect(answers[question("dailyEnergy").title]).toBe("아침 30% · 오후 50% · 저녁 20%");
    expect(answers[question("childInterest").title]).toBe("공룡, 기타 (백제 역사 이야기)");
    expect(answers[question("totalBudget").title]).toBe("50만 원");
    expect(answers[question("finalMessage").title]).toBe("응답 없음");
  });
});
