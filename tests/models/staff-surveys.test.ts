// The back office's surveys: the list (latest first, 50 a page, by state, searched by name, initials,
// phone digits and order number) and one survey read as its five parts, every answer in words.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE, readListQuery } from "~/models/back-office/staff-lists.server";
import { getStaffSurvey, listStaffSurveys } from "~/models/back-office/staff-surveys.server";
import { markPaidByCard, sampleSurveyAnswers } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { acceptOrder } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { type SurveyAnswers, saveSurveyDraft, submitSurvey } from "~/models/survey/surveys.server";
import { SURVEY_PARTS, SURVEY_QUESTIONS, SURVEY_TOTAL } from "~/survey/questions.server";
import { arrangeMember } from "../support/people";

function uniqueTag(): string {
  return [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

function member(name: string) {
  return arrangeMember({ name });
}

/** An accepted trip of this member whose survey holds `answers`, submitted unless `draft`. */
async function surveyed(userId: string, answers: SurveyAnswers, options: { draft?: boolean; at?: Date } = {}) {
  const at = options.at ?? new Date();
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!, at);
  await markPaidByCard(order, at);
  expect(await acceptOrder(order.id, at)).toBe(true);
  expect(await saveSurveyDraft({ orderId: order.id, userId, answers, resumeStep: options.draft ? 4 : SURVEY_TOTAL + 1 }, at)).toBe(true);
  if (!options.draft) expect(await submitSurvey(order.id, userId, at)).toEqual({ ok: true });
  return order;
}

const WHOLE = sampleSurveyAnswers({ start: "2026-12-24", end: "2026-12-26" });

const list = (params: Record<string, string>) =>
  listStaffSurveys(
    readListQuery(new URL(`http://localhost/admin/dashboard/surveys?${new URLSearchParams(params)}`), ["submitted", "draft"]),
  );
const ids = async (params: Record<string, string>) => (await list(params)).rows.map((row) => row.orderId);

describe("the surveys list", () => {
  it("shows each survey with the customer's name and phone, the order and when it was submitted, latest first", async () => {
    const name = `설문${uniqueTag()}`;
    const user = await member(name);
    const submitted = await surveyed(user.id, WHOLE, { at: new Date("2026-05-01T01:00:00Z") });
    const draft = await surveyed(user.id, { departure: "서울특별시 강남구" }, { draft: true, at: new Date("2026-05-02T01:00:00Z") });

    const page = await list({ q: name });
    expect(page).toMatchObject({ number: 1, hasNext: false });
    expect(page.rows).toEqual([
      expect.objectContaining({ orderId: draft.id, status: "draft", submittedAt: null, updatedAt: "2026-05-02T01:00:00.000Z" }),
      {
        orderId: submitted.id,
        userId: user.id,
        customerName: name,
        customerPhone: user.phone,
        orderName: submitted.orderName,
        status: "submitted",
        submittedAt: "2026-05-01T01:00:00.000Z",
        updatedAt: "2026-05-01T01:00:00.000Z",
      },
    ]);
    expect(await ids({ q: name, status: "submitted" })).toEqual([submitted.id]);
    expect(await ids({ q: name, status: "draft" })).toEqual([draft.id]);
    // A state the list does not know is no filter.
    expect(await ids({ q: name, status: "paid" })).toEqual([draft.id, submitted.id]);
  });

  it("finds a survey by the customer's initials, phone digits and the order number", async () => {
    const user = await member("박서준");
    const order = await surveyed(user.id, WHOLE);
    const other = await surveyed((await member("최지우")).id, WHOLE);
    expect(await ids({ q: "ㅂㅅㅈ" })).toContain(order.id);
    expect(await ids({ q: "ㅂㅅㅈ" })).not.toContain(other.id);
    expect(await ids({ q: user.phone!.slice(3) })).toEqual([order.id]);
    expect(await ids({ q: order.id })).toEqual([order.id]);
    expect(await ids({ q: order.id.toLowerCase().slice(-8) })).toEqual([order.id]);
  });

  it("shows 50 a page: the 51st survey is on page 2", async () => {
    const name = `쪽설문${uniqueTag()}`;
    const user = await member(name);
    const base = Date.parse("2026-06-01T00:00:00Z");
    // 51 orders, each a minute apart, made side by side; 204 transactions can still take over the default 5 s
    // on a busy machine, so this test has 30 s.
    const orders = (
      await Promise.all(
        Array.from({ length: PAGE_SIZE + 1 }, (_, i) =>
          surveyed(user.id, { departure: "서울특별시 강남구" }, { draft: true, at: new Date(base + i * 60_000) }),
        ),
      )
    ).map((order) => order.id);
    const first = await list({ q: name });
    expect(first).toMatchObject({ number: 1, hasNext: true });
    expect(first.rows.map((row) => row.orderId)).toEqual([...orders].reverse().slice(0, PAGE_SIZE));
    const second = await list({ q: name, page: "2" });
    expect(second).toMatchObject({ number: 2, hasNext: false });
    expect(second.rows.map((row) => row.orderId)).toEqual([orders[0]]);
  }, 30_000);
});

describe("a survey's detail", () => {
  it("has every part and question, every answer in words", async () => {
    const user = await member(`상세${uniqueTag()}`);
    const answers: SurveyAnswers = {
      ...WHOLE,
      transportation: { selected: "other", inputs: { detail: "캠핑카" } },
      finalMessage: "아이가 뱃멀미를 해요",
    };
    const order = await surveyed(user.id, answers, { at: new Date("2026-07-01T03:00:00Z") });
    const survey = (await getStaffSurvey(order.id))!;
    expect(survey).toMatchObject({
      orderId: order.id,
      userId: user.id,
      customerName: user.name,
      customerPhone: user.phone,
      orderStatus: "survey_complete",
      status: "submitted",
      submittedAt: "2026-07-01T03:00:00.000Z",
      answers,
    });

    expect(survey.sections.map((section) => section.section)).toEqual(
      Object.entries(SURVEY_PARTS).map(([part, title]) => `Part ${part}. ${title}`),
    );
    expect(survey.sections.flatMap((section) => section.questions.map((item) => item.question))).toEqual(
      SURVEY_QUESTIONS.map((question) => question.title),
    );
    const read = Object.fromEntries(survey.sections.flatMap((section) => section.questions).map((item) => [item.question, item.answer]));
    const answerTo = (key: string) => read[SURVEY_QUESTIONS.find((question) => question.key === key)!.title];
    // One of every kind: a district, dates, the family, a choice with its typed words, a budget, a
    // ranking, several choices, the energy split, a choice with its typed words among several, text.
    expect(answerTo("departure")).toBe("서울특별시 강남구");
    expect(answerTo("travelDates")).toBe("2026년 12월 24일 ~ 2026년 12월 26일");
    expect(answerTo("familyMembers")).toBe("아빠 · 38세 (나), 엄마 · 36세, 아들 · 7세");
    expect(answerTo("transportation")).toBe("기타 (캠핑카)");
    expect(answerTo("totalBudget")).toBe("50만 원");
    expect(answerTo("valuePriority")).toBe("1순위 아이의 체험, 2순위 맛있는 음식, 3순위 편안한 휴식");
    expect(answerTo("dailyEnergy")).toBe("아침 30% · 오후 50% · 저녁 20%");
    expect(answerTo("childInterest")).toBe("공룡, 기타 (백제 역사 이야기)");
    expect(answerTo("finalMessage")).toBe("아이가 뱃멀미를 해요");
    // Nothing reads as a stored value: no option codes, no objects, no lists.
    for (const [question, answer] of Object.entries(read)) {
      expect(answer, question).not.toMatch(/\[object|^[[{]|undefined|null|_|\b(car|other|hanok|snapshot|in_car)\b/);
    }
  });

  it("reads a draft's unanswered questions as unanswered (dates too, not as undecided)", async () => {
    const user = await member(`초안${uniqueTag()}`);
    const order = await surveyed(user.id, { departure: "부산광역시 해운대구" }, { draft: true });
    const survey = (await getStaffSurvey(order.id))!;
    expect(survey).toMatchObject({ status: "draft", submittedAt: null, lastStep: 4, totalSteps: SURVEY_TOTAL, orderStatus: "accepted" });
    const answers = survey.sections.flatMap((section) => section.questions.map((item) => item.answer));
    expect(answers[0]).toBe("부산광역시 해운대구");
    expect(answers.slice(1)).toEqual(Array(SURVEY_TOTAL - 1).fill("응답 없음"));
  });

  it("is nobody's for an order without a survey", async () => {
    const user = await member(`없음${uniqueTag()}`);
    const order = await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    expect(await getStaffSurvey(order.id)).toBeNull();
    expect(await getStaffSurvey("TRAVEL_0_none")).toBeNull();
  });
});
