// Planner notes (templates, sending) and the family's notifications. The templates are shared by the
// whole database, so every test here that edits one puts the defaults back.
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { noteTemplateSchema, plannerNoteSchema } from "~/forms/planner-note.server";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { loadActivity } from "~/models/accounts/activity.server";
import { createSession, getSessionMember } from "~/models/accounts/sessions.server";
import { PLANNER_NOTE_DEFAULTS } from "~/models/back-office/planner-note-defaults";
import {
  listNoteTemplates,
  listPlannerNotes,
  noteDraftFor,
  resetNoteTemplate,
  saveNoteTemplate,
  sendPlannerNote,
} from "~/models/back-office/planner-notes.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import * as messaging from "~/models/messaging/notifications.server";
import {
  countUnread,
  listNotifications,
  markAllRead,
  NOTIFICATION_LIST_LIMIT,
  notifyStatusChange,
} from "~/models/messaging/notifications.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { fillNoteTemplate, PLANNER_NOTE_STATUSES } from "~/vocabulary/planner-note-rules";
import type { OrderStatus } from "~/vocabulary/statuses";
import { formDataOf } from "../support/form-data";
import { arrangePerson } from "../support/people";

const NOW = new Date("2026-11-22T03:00:00Z");

async function trip(userId: string, status: OrderStatus = "survey_complete") {
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
  await markPaidByCard(order, NOW);
  await db().updateTable("orders").set({ status }).where("id", "=", order.id).execute();
  return order;
}

async function resetAll() {
  for (const status of PLANNER_NOTE_STATUSES) await resetNoteTemplate(status);
}

beforeAll(resetAll);
afterEach(resetAll);

describe("note templates", () => {
  it("fills every {name} with the customer's name", () => {
    expect(fillNoteTemplate("{name}님, 안녕하세요. {name}님 가족의 여행", "김하늘")).toBe("김하늘님, 안녕하세요. 김하늘님 가족의 여행");
    expect(fillNoteTemplate("이름 없는 문구", "김하늘")).toBe("이름 없는 문구");
  });

  it("has a warm default with the name for each note status", async () => {
    const templates = await listNoteTemplates();
    expect(templates.map((t) => t.status)).toEqual(["survey_complete", "consultation_complete", "plan_sent"]);
    for (const template of templates) {
      expect(template).toMatchObject({ edited: false, updatedAt: null, template: PLANNER_NOTE_DEFAULTS[template.status] });
      expect(template.template).toContain("{name}님");
    }
  });

  it("saves an edited template (trimmed), starts notes from it, and goes back to the default", async () => {
    const staff = await arrangePerson("admin", "노트담당");
    expect(
      await saveNoteTemplate({ status: "consultation_complete", template: "  {name}님, 상담 고마워요!  ", staffId: staff.id }, NOW),
    ).toBe(true);
    // Saving again replaces it (one per status).
    expect(
      await saveNoteTemplate({ status: "consultation_complete", template: "{name}님, 상담 감사합니다.", staffId: staff.id }, NOW),
    ).toBe(true);
    const edited = (await listNoteTemplates()).find((t) => t.status === "consultation_complete");
    expect(edited).toEqual({
      status: "consultation_complete",
      template: "{name}님, 상담 감사합니다.",
      edited: true,
      updatedAt: NOW.toISOString(),
    });
    expect(await noteDraftFor({ status: "consultation_complete", customerName: "이바다" })).toBe("이바다님, 상담 감사합니다.");
    // The other statuses keep their defaults.
    expect(await noteDraftFor({ status: "plan_sent", customerName: "이바다" })).toBe(
      fillNoteTemplate(PLANNER_NOTE_DEFAULTS.plan_sent, "이바다"),
    );
    // A status without a template starts from nothing.
    expect(await noteDraftFor({ status: "accepted", customerName: "이바다" })).toBe("");

    await resetNoteTemplate("consultation_complete");
    expect(await noteDraftFor({ status: "consultation_complete", customerName: "이바다" })).toBe(
      fillNoteTemplate(PLANNER_NOTE_DEFAULTS.consultation_complete, "이바다"),
    );
  });

  it("refuses a blank or too long template, or a status without notes", async () => {
    const staff = await arrangePerson("admin", "노트담당2");
    for (const [status, template] of [
      ["survey_complete", "   "],
      ["survey_complete", "가".repeat(1001)],
      ["accepted", "{name}님"],
      ["__proto__", "{name}님"],
    ]) {
      expect(await saveNoteTemplate({ status: status!, template: template!, staffId: staff.id })).toBe(false);
    }
    expect((await listNoteTemplates()).every((t) => !t.edited)).toBe(true);

    const blank = parseWithZod(formDataOf({ status: "survey_complete", template: "  " }), { schema: noteTemplateSchema });
    expect(blank.reply().error?.template).toEqual([M.templateRequired]);
    const long = parseWithZod(formDataOf({ status: "survey_complete", template: "가".repeat(1001) }), { schema: noteTemplateSchema });
    expect(long.reply().error?.template).toEqual([M.templateTooLong]);
  });
});

describe("sending a planner note", () => {
  it("stores the note on the order with its author and time, and notifies the family", async () => {
    const staff = await arrangePerson("admin", "플래너김");
    const family = await arrangePerson("user", "노트가족");
    const order = await trip(family.id);
    const result = await sendPlannerNote(
      { orderId: order.id, staffId: staff.id, message: "  노트가족님, 설문 감사해요!  " },
      FAMILY_WORDS,
      NOW,
    );
    expect(result.ok).toBe(true);
    expect(await listPlannerNotes(order.id)).toEqual([
      { id: result.ok ? result.id : "", message: "노트가족님, 설문 감사해요!", staffName: "플래너김", createdAt: NOW.toISOString() },
    ]);
    const [notification] = await listNotifications(family.id);
    expect(notification).toMatchObject({ kind: "planner_note", orderId: order.id, read: false, link: `/dashboard#${order.id}` });
    expect(notification!.message).toContain(order.orderName);

    // The family's card shows the latest note.
    const later = new Date(NOW.getTime() + 60_000);
    await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "플랜이 곧 완성돼요." }, FAMILY_WORDS, later);
    const card = (await loadActivity(family.id)).cards.find((c) => c.kind === "travel" && c.orderId === order.id);
    expect(card && card.kind === "travel" && card.plannerNote).toEqual({ message: "플랜이 곧 완성돼요.", createdAt: later.toISOString() });
  });

  it("refuses a blank or too long message, or an order that is not there, writing nothing", async () => {
    const staff = await arrangePerson("admin", "플래너이");
    const family = await arrangePerson("user", "빈노트가족");
    const order = await trip(family.id);
    expect(await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: " \n " }, FAMILY_WORDS)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "가".repeat(1001) }, FAMILY_WORDS)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await sendPlannerNote({ orderId: "TRAVEL_0_none", staffId: staff.id, message: "안녕하세요" }, FAMILY_WORDS)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await listPlannerNotes(order.id)).toEqual([]);
    expect(await listNotifications(family.id)).toEqual([]);

    const blank = parseWithZod(formDataOf({ message: "   " }), { schema: plannerNoteSchema });
    expect(blank.reply().error?.message).toEqual([M.messageRequired]);
  });

  it("keeps no note when its notification cannot be written", async () => {
    const staff = await arrangePerson("admin", "플래너박");
    const family = await arrangePerson("user", "실패가족");
    const order = await trip(family.id);
    // The family's notification is the transaction's last write; here it fails.
    const failing = vi.spyOn(messaging, "notifyPlannerNote").mockImplementationOnce(() => {
      throw new Error("notifications down");
    });
    try {
      await expect(sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "안녕하세요" }, FAMILY_WORDS)).rejects.toThrow(
        "notifications down",
      );
    } finally {
      failing.mockRestore();
    }
    expect(await listPlannerNotes(order.id)).toEqual([]);
  });
});

describe("notifications", () => {
  it("tell the family about the statuses it should hear of, and no others", async () => {
    const family = await arrangePerson("user", "상태가족");
    const order = await trip(family.id, "accepted");
    const notified: Record<string, boolean> = {};
    for (const status of ["accepted", "survey_complete", "consultation_complete", "plan_sent", "feedback_complete", "refunded"] as const) {
      notified[status] = await db()
        .transaction()
        .execute((trx) => notifyStatusChange(trx, order, status, FAMILY_WORDS, NOW));
    }
    expect(notified).toEqual({
      accepted: true,
      survey_complete: false,
      consultation_complete: true,
      plan_sent: true,
      feedback_complete: true,
      refunded: false,
    });
    const list = await listNotifications(family.id);
    expect(list).toHaveLength(4);
    expect(list.find((n) => n.link?.startsWith("/survey"))?.link).toBe(`/survey?orderId=${order.id}`);
  });

  it("counts what is unread, marks it all read, and lights the header's dot only meanwhile", async () => {
    const family = await arrangePerson("user", "알림가족");
    // The header's flags come with the member, in the session lookup every page makes.
    const { id: sessionId } = await createSession(family.id);
    const headerFlags = async (userId: string) => {
      const member = await getSessionMember(sessionId);
      expect(member?.user.id).toBe(userId);
      return member?.header;
    };
    expect(await headerFlags(family.id)).toEqual({ hasTrips: false, hasNewNotification: false, scrapbookCount: 0 });
    const order = await trip(family.id);
    const staff = await arrangePerson("admin", "알림플래너");
    for (let i = 0; i < 3; i += 1) {
      await sendPlannerNote(
        { orderId: order.id, staffId: staff.id, message: `노트 ${i}` },
        FAMILY_WORDS,
        new Date(NOW.getTime() + i * 1000),
      );
    }
    expect(await countUnread(family.id)).toBe(3);
    expect(await headerFlags(family.id)).toEqual({ hasTrips: true, hasNewNotification: true, scrapbookCount: 0 });
    const list = await listNotifications(family.id);
    expect(list.map((n) => n.createdAt)).toEqual([2, 1, 0].map((i) => new Date(NOW.getTime() + i * 1000).toISOString()));

    expect(await markAllRead(family.id, NOW)).toBe(3);
    expect(await countUnread(family.id)).toBe(0);
    expect(await headerFlags(family.id)).toEqual({ hasTrips: true, hasNewNotification: false, scrapbookCount: 0 });
    expect((await listNotifications(family.id)).every((n) => n.read)).toBe(true);
    expect(await markAllRead(family.id, NOW)).toBe(0);
  });

  it("are each member's own: listing, counting and marking read never reach another member's", async () => {
    const staff = await arrangePerson("admin", "분리플래너");
    const mine = await arrangePerson("user", "내가족");
    const theirs = await arrangePerson("user", "남의가족");
    await sendPlannerNote({ orderId: (await trip(mine.id)).id, staffId: staff.id, message: "내 노트" }, FAMILY_WORDS);
    await sendPlannerNote({ orderId: (await trip(theirs.id)).id, staffId: staff.id, message: "남의 노트" }, FAMILY_WORDS);
    expect((await listNotifications(mine.id)).map((n) => n.orderId)).toHaveLength(1);
    expect(await markAllRead(mine.id)).toBe(1);
    expect(await countUnread(theirs.id)).toBe(1);
    const notes = (await loadActivity(mine.id)).cards.flatMap((card) =>
      card.kind === "travel" && card.plannerNote ? [card.plannerNote.message] : [],
    );
    expect(notes).toEqual(["내 노트"]);
  });

  it("list at most the newest twenty", async () => {
    const family = await arrangePerson("user", "많은알림");
    const order = await trip(family.id);
    for (let i = 0; i < NOTIFICATION_LIST_LIMIT + 3; i += 1) {
      await db()
        .transaction()
        .execute((trx) => notifyStatusChange(trx, order, "plan_sent", FAMILY_WORDS, new Date(NOW.getTime() + i * 1000)));
    }
    const list = await listNotifications(family.id);
    expect(list).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list[0]!.createdAt).toBe(new Date(NOW.getTime() + (NOTIFICATION_LIST_LIMIT + 2) * 1000).toISOString());
    expect(await countUnread(family.id)).toBe(NOTIFICATION_LIST_LIMIT + 3);
  });
});
