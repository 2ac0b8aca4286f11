import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { consultationSchema } from "~/forms/consultation.server";
import { CONSULTATION_MESSAGES as M } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import {
  type ConsultationInput,
  listConsultationLogs,
  listConsultationQueue,
  recordConsultation,
} from "~/models/back-office/consultations.server";
import { readListQuery } from "~/models/back-office/staff-lists.server";
import { markPaidByCard, sampleSurveyAnswers } from "~/models/demo/demo.server";
import * as messaging from "~/models/messaging/notifications.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { acceptOrder, type Order } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { saveSurveyDraft, submitSurvey } from "~/models/survey/surveys.server";
import { SURVEY_TOTAL } from "~/survey/questions.server";
import { CONSULTATION_DEFAULTS, CONSULTATION_TAG_FIELDS, type ConsultationTagField } from "~/vocabulary/consultation-tags";
import type { OrderStatus } from "~/vocabulary/statuses";
import { formDataOf } from "../support/form-data";
import { arrangePerson } from "../support/people";

const NOW = new Date("2026-11-22T03:00:00Z");

/** A paid, accepted trip whose survey the family submitted: survey_complete, as the app gets there. */
async function surveyedTrip(name = `가족${Math.random().toString(36).slice(2, 6)}`) {
  const family = await arrangePerson("user", name);
  const order = await createTravelOrder(family.id, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
  await markPaidByCard(order, NOW);
  expect(await acceptOrder(order.id, NOW)).toBe(true);
  await saveSurveyDraft({ orderId: order.id, userId: family.id, answers: sampleSurveyAnswers(null), resumeStep: SURVEY_TOTAL }, NOW);
  expect(await submitSurvey(order.id, family.id, NOW)).toEqual({ ok: true });
  return { family, order };
}

async function statusOf(orderId: string): Promise<OrderStatus> {
  return (await db().selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
}

async function written(order: Order, familyId: string) {
  const [logs, history, notifications] = await Promise.all([
    db().selectFrom("consultation_logs").selectAll().where("order_id", "=", order.id).execute(),
    db()
      .selectFrom("order_status_history")
      .selectAll()
      .where("order_id", "=", order.id)
      .where("to_status", "=", "consultation_complete")
      .execute(),
    db().selectFrom("notifications").selectAll().where("user_id", "=", familyId).execute(),
  ]);
  return { logs, history, notifications };
}

function input(order: Order, staffId: string, change: Partial<ConsultationInput> = {}): ConsultationInput {
  return {
    ...CONSULTATION_DEFAULTS,
    orderId: order.id,
    staffId,
    summary: "숙소 동선 문의, 1일차 오후 일정 조정",
    completeConsultation: true,
    ...change,
  };
}

const VALID_FORM = { ...CONSULTATION_DEFAULTS, summary: "통화로 일정 확인", complete: "on" };

describe("the consultation form", () => {
  it("starts from KakaoTalk, an information request about the itinerary, medium cost, resolved", () => {
    expect(CONSULTATION_DEFAULTS).toEqual({
      channel: "kakao_talk",
      type_tag: "info_request",
      topic_tag: "itinerary_flow",
      cost_tag: "medium",
      outcome_tag: "resolved",
    });
  });

  it("accepts every value of every tag, and reads the box as completing the consultation", () => {
    for (const [field, values] of Object.entries(CONSULTATION_TAG_FIELDS)) {
      for (const value of values) {
        const submission = parseWithZod(formDataOf({ ...VALID_FORM, [field]: value }), { schema: consultationSchema });
        expect(submission.status, `${field}=${value}`).toBe("success");
      }
    }
    const ticked = parseWithZod(formDataOf(VALID_FORM), { schema: consultationSchema });
    expect(ticked.status === "success" && ticked.value.complete).toBe(true);
    const { complete: _complete, ...unticked } = VALID_FORM;
    const plain = parseWithZod(formDataOf(unticked), { schema: consultationSchema });
    expect(plain.status === "success" && plain.value).toMatchObject({ complete: false, summary: "통화로 일정 확인" });
  });

  it.each(Object.keys(CONSULTATION_TAG_FIELDS) as ConsultationTagField[])("refuses a %s outside its values, or none", (field) => {
    for (const bad of ["sms", "__proto__", "LOW", " "]) {
      const submission = parseWithZod(formDataOf({ ...VALID_FORM, [field]: bad }), { schema: consultationSchema });
      expect(submission.status).toBe("error");
      expect(submission.reply().error?.[field]).toEqual([M.tagInvalid]);
    }
    const { [field]: _gone, ...rest } = VALID_FORM;
    expect(parseWithZod(formDataOf(rest), { schema: consultationSchema }).reply().error?.[field]).toEqual([M.tagInvalid]);
  });

  it("needs a summary after trimming, and keeps the choices sent", () => {
    for (const blank of ["", "   ", "\n\t "]) {
      const submission = parseWithZod(formDataOf({ ...VALID_FORM, channel: "phone", summary: blank }), { schema: consultationSchema });
      expect(submission.status).toBe("error");
      expect(submission.reply().error?.summary).toEqual([M.summaryRequired]);
      expect(submission.reply().initialValue).toMatchObject({ channel: "phone", complete: "on" });
    }
    const long = parseWithZod(formDataOf({ ...VALID_FORM, summary: "가".repeat(2001) }), { schema: consultationSchema });
    expect(long.reply().error?.summary).toEqual([M.summaryTooLong]);
  });
});

describe("recording a consultation", () => {
  it("stores the log with its staff member and time, moves the order with its history row and tells the family", async () => {
    const staff = await arrangePerson("admin", "김상담");
    const { family, order } = await surveyedTrip();
    const result = await recordConsultation(input(order, staff.id, { channel: "phone", summary: "  전화 상담 완료  " }), FAMILY_WORDS, NOW);
    expect(result).toMatchObject({ ok: true, completed: true });
    expect(await statusOf(order.id)).toBe("consultation_complete");
    const { logs, history, notifications } = await written(order, family.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      staff_id: staff.id,
      channel: "phone",
      type_tag: "info_request",
      topic_tag: "itinerary_flow",
      cost_tag: "medium",
      outcome_tag: "resolved",
      summary: "전화 상담 완료",
      created_at: NOW.toISOString(),
    });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from_status: "survey_complete", actor: "staff", staff_id: staff.id });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: "order_status", order_id: order.id, read_at: null });
    expect(notifications[0]!.message).toContain(order.orderName);

    const listed = await listConsultationLogs(order.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ channel: "phone", summary: "전화 상담 완료", staffName: "김상담" });
  });

  it("leaves the status alone when the box is not ticked", async () => {
    const staff = await arrangePerson("admin", "박상담");
    const { family, order } = await surveyedTrip();
    expect(await recordConsultation(input(order, staff.id, { completeConsultation: false }), FAMILY_WORDS, NOW)).toMatchObject({
      ok: true,
      completed: false,
    });
    expect(await statusOf(order.id)).toBe("survey_complete");
    const { logs, history, notifications } = await written(order, family.id);
    expect([logs.length, history.length, notifications.length]).toEqual([1, 0, 0]);
  });

  it("never moves an order that is past survey_complete, or not there yet", async () => {
    const staff = await arrangePerson("admin", "이상담");
    for (const status of ["plan_sent", "accepted"] as const) {
      const { family, order } = await surveyedTrip();
      await db().updateTable("orders").set({ status }).where("id", "=", order.id).execute();
      expect(await recordConsultation(input(order, staff.id), FAMILY_WORDS, NOW)).toMatchObject({ ok: true, completed: false });
      expect(await statusOf(order.id)).toBe(status);
      const { logs, history, notifications } = await written(order, family.id);
      expect([logs.length, history.length, notifications.length]).toEqual([1, 0, 0]);
    }
  });

  it("refuses a tag outside its values or a blank summary, writing nothing", async () => {
    const staff = await arrangePerson("admin", "최상담");
    const { family, order } = await surveyedTrip();
    const bad: Partial<Record<string, string>>[] = [
      { channel: "sms" },
      { type_tag: "gossip" },
      { topic_tag: "weather" },
      { cost_tag: "free" },
      { outcome_tag: "__proto__" },
      { summary: "   " },
      { summary: "가".repeat(2001) },
    ];
    for (const change of bad) {
      expect(await recordConsultation(input(order, staff.id, change as Partial<ConsultationInput>), FAMILY_WORDS, NOW)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    expect(await statusOf(order.id)).toBe("survey_complete");
    const { logs, history, notifications } = await written(order, family.id);
    expect([logs.length, history.length, notifications.length]).toEqual([0, 0, 0]);
  });

  it("refuses an order that does not exist, or is not a trip", async () => {
    const staff = await arrangePerson("admin", "정상담");
    const missing = await recordConsultation(input({ id: "TRAVEL_0_missing" } as Order, staff.id), FAMILY_WORDS, NOW);
    expect(missing).toEqual({ ok: false, reason: "missing" });
    expect(await db().selectFrom("consultation_logs").select("id").where("order_id", "=", "TRAVEL_0_missing").execute()).toEqual([]);
  });

  it("writes nothing when a later step of the transaction fails: no log without its status change", async () => {
    const staff = await arrangePerson("admin", "한상담");
    const { family, order } = await surveyedTrip();
    // The family's notification is the transaction's last write; here it fails.
    const failing = vi.spyOn(messaging, "notifyStatusChange").mockImplementationOnce(() => {
      throw new Error("notifications down");
    });
    try {
      await expect(recordConsultation(input(order, staff.id), FAMILY_WORDS, NOW)).rejects.toThrow("notifications down");
    } finally {
      failing.mockRestore();
    }
    expect(await statusOf(order.id)).toBe("survey_complete");
    const { logs, history, notifications } = await written(order, family.id);
    expect([logs.length, history.length, notifications.length]).toEqual([0, 0, 0]);
  });
});

describe("the consultation queue", () => {
  it("lists orders to consult and consulted ones with their survey date and log count, not the others", async () => {
    const staff = await arrangePerson("admin", "큐상담");
    const tag = Math.random().toString(36).slice(2, 8);
    const waiting = await surveyedTrip(`대기${tag}`);
    const consulted = await surveyedTrip(`완료${tag}`);
    await recordConsultation(input(consulted.order, staff.id), FAMILY_WORDS, NOW);
    await recordConsultation(input(consulted.order, staff.id, { summary: "두 번째 상담" }), FAMILY_WORDS, new Date(NOW.getTime() + 60_000));
    const early = await surveyedTrip(`이른${tag}`);
    await db().updateTable("orders").set({ status: "accepted" }).where("id", "=", early.order.id).execute();

    const page = await listConsultationQueue(readListQuery(new URL(`http://x/?q=${encodeURIComponent(tag)}`)));
    const byName = new Map(page.rows.map((row) => [row.customerName, row]));
    expect([...byName.keys()].sort()).toEqual([`대기${tag}`, `완료${tag}`].sort());
    expect(byName.get(`대기${tag}`)).toMatchObject({
      status: "survey_complete",
      logCount: 0,
      lastLoggedAt: null,
      surveySubmittedAt: NOW.toISOString(),
    });
    expect(byName.get(`완료${tag}`)).toMatchObject({
      status: "consultation_complete",
      logCount: 2,
      lastLoggedAt: new Date(NOW.getTime() + 60_000).toISOString(),
      amount: waiting.order.amount,
    });

    const onlyWaiting = await listConsultationQueue(
      readListQuery(new URL(`http://x/?q=${tag}&status=survey_complete`), ["survey_complete"]),
    );
    expect(onlyWaiting.rows.map((row) => row.id)).toEqual([waiting.order.id]);
  });

  it("shows no survey date for an order moved there without a submitted survey", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const family = await arrangePerson("user", `설문없음${tag}`);
    const order = await createTravelOrder(family.id, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
    await markPaidByCard(order, NOW);
    await db().updateTable("orders").set({ status: "plan_sent" }).where("id", "=", order.id).execute();
    const page = await listConsultationQueue(readListQuery(new URL(`http://x/?q=${tag}`)));
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: order.id, surveySubmittedAt: null, logCount: 0 });
  });
});
