// The outbox (app/models/messaging/outbox.server.ts and delivery.server.ts) on both engines: what staff actions queue (a
// 알림톡 with its registered template's variables, inside the action's transaction, nothing sent),
// the sender against the 알림톡 sandbox (delivered; told to fail, the same text by SMS once), retries
// with backoff, send-once under concurrent senders, and the member's choice of service messages.
//
// Every test runs its clock in a past day of its own (one day earlier per test): the sender picks up
// only rows due by its clock, so it never touches what other tests (or files, on the shared
// PostgreSQL database) queue now. Assertions look only at this file's own phones and keys.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { setServiceMessages } from "~/models/accounts/service-messages.server";
import { sendPlannerNote } from "~/models/back-office/planner-notes.server";
import { deliverQueuedMessages, MAX_ATTEMPTS, REPORT_INTERVAL_MS, RETRY_DELAYS_MS } from "~/models/messaging/delivery.server";
import { type MessageToQueue, queueFamilyMessage, queueMessages } from "~/models/messaging/outbox.server";
import { fromJson } from "~/models/platform/json.server";
import { type AlimtalkSender, nhnAlimtalk, SANDBOX_SETTINGS } from "~/services/alimtalk.server";
import { alimtalkSandbox } from "~/services/alimtalk-sandbox.server";
import { type Notifier, NotifierError } from "~/services/notifier.server";
import { maskPhone } from "~/utils/phone";
import { ALIMTALK_TEMPLATES, fillTemplate } from "~/vocabulary/alimtalk-templates";
import { arrangeMember } from "../support/people";
import { arrangeStaffPlan } from "../support/plans";
import { uniquePhone } from "../support/unique";

let day = 0;
/** A clock of this test's own: a day in 1999, one earlier per test, moved on by `advance`. */
function testClock() {
  day += 1;
  let now = new Date(Date.UTC(1999, 11, 31, 0, 0, 0) - day * 24 * 60 * 60 * 1000 + Math.floor(Math.random() * 60_000));
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const sandbox = (fail: string[] = []) => nhnAlimtalk(SANDBOX_SETTINGS, alimtalkSandbox(fail), "sandbox");

/** A text provider that counts what it was asked to send, per recipient (a little slow, so senders overlap). */
function countingSms(): Notifier & { sentTo: Map<string, string[]> } {
  const sentTo = new Map<string, string[]>();
  return {
    kind: "outbox",
    sentTo,
    async sendText(recipient, body) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sentTo.set(recipient, [...(sentTo.get(recipient) ?? []), body]);
    },
  };
}

/** The sandbox, counting the sends and reports asked of it per recipient. */
function countingAlimtalk(fail: string[] = []): AlimtalkSender & { sends: Map<string, number>; reports: number } {
  const inner = sandbox(fail);
  const counter = {
    kind: "sandbox" as const,
    sends: new Map<string, number>(),
    reports: 0,
    async send(message: Parameters<AlimtalkSender["send"]>[0]) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      counter.sends.set(message.recipient, (counter.sends.get(message.recipient) ?? 0) + 1);
      return inner.send(message);
    },
    async report(receipt: Parameters<AlimtalkSender["report"]>[0]) {
      counter.reports += 1;
      return inner.report(receipt);
    },
  };
  return counter;
}

function regionMessage(recipient: string, key = `test-event:${randomUUID()}`): MessageToQueue {
  return { moment: "region_opened", dedupeKey: key, recipient, userId: null, params: { 지역: "충청남도 공주시" } };
}

async function queue(messages: MessageToQueue[], now: Date): Promise<number> {
  return db()
    .transaction()
    .execute((trx) => queueMessages(trx, messages, now));
}

function rowsOf(dedupeKey: string) {
  return db()
    .selectFrom("outbox_messages")
    .select([
      "channel",
      "user_id",
      "recipient",
      "body",
      "template_code",
      "template_params",
      "status",
      "attempts",
      "next_attempt_at",
      "error",
      "sent_at",
    ])
    .where("dedupe_key", "=", dedupeKey)
    .orderBy("channel")
    .execute();
}

const REGION_TEXT = fillTemplate(ALIMTALK_TEMPLATES.region_opened, { 지역: "충청남도 공주시" })!;

describe("what staff actions queue", () => {
  it("sending a plan queues the family's 알림톡 with its template's variables, sent by nobody yet", async () => {
    const clock = testClock();
    const name = `플랜가족${randomUUID().slice(0, 4)}`;
    const { member, order, planId } = await arrangeStaffPlan({ family: name, sent: true, now: clock.now() });
    const [row, ...others] = await rowsOf(`plan-ready:${planId}`);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      channel: "alimtalk",
      user_id: member.id,
      recipient: member.phone,
      template_code: "FT_PLAN_READY_01",
      status: "queued",
      attempts: 0,
      sent_at: null,
    });
    const params = { 고객명: name, 여행명: order.orderName };
    expect(fromJson(row!.template_params, {})).toEqual(params);
    expect(row!.body).toBe(fillTemplate(ALIMTALK_TEMPLATES.plan_ready, params));
    expect(row!.body).toContain(`${name}님, '${order.orderName}' 여행 플랜이 완성되었어요.`);

    // The sender delivers it through the sandbox; the outbox keeps the masked number only.
    const delivery = await deliverQueuedMessages({ alimtalk: sandbox(), sms: countingSms(), clock: clock.now });
    expect(delivery.sent).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(`plan-ready:${planId}`)).toEqual([
      expect.objectContaining({ channel: "alimtalk", status: "sent", attempts: 1, recipient: maskPhone(member.phone!) }),
    ]);
  });

  it("a planner note queues its 알림톡 in the note's transaction; a note that fails queues nothing", async () => {
    const clock = testClock();
    const { member, order, staff } = await arrangeStaffPlan({ now: clock.now() });
    const sent = await sendPlannerNote(
      { orderId: order.id, staffId: staff.id, message: "준비물을 챙겨 주세요" },
      FAMILY_WORDS,
      clock.now(),
    );
    if (!sent.ok) throw new Error("note not sent");
    expect(await rowsOf(`planner-note:${sent.id}`)).toEqual([
      expect.objectContaining({
        channel: "alimtalk",
        user_id: member.id,
        template_code: "FT_PLANNER_NOTE_01",
        status: "queued",
        body: fillTemplate(ALIMTALK_TEMPLATES.planner_note, { 고객명: member.name!, 여행명: order.orderName }),
      }),
    ]);
    const before = await db().selectFrom("outbox_messages").select("id").where("user_id", "=", member.id).execute();
    expect(await sendPlannerNote({ orderId: order.id, staffId: staff.id, message: "   " }, FAMILY_WORDS, clock.now())).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await db().selectFrom("outbox_messages").select("id").where("user_id", "=", member.id).execute()).toEqual(before);
  });

  it("one event and channel is queued once, however often it is asked for", async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const key = `test-event:${randomUUID()}`;
    expect(await queue([regionMessage(phone, key)], clock.now())).toBe(1);
    expect(await queue([regionMessage(phone, key), regionMessage(phone, key)], clock.now())).toBe(0);
    expect(await rowsOf(key)).toHaveLength(1);
  });
});

describe("the sender", () => {
  it("told to fail, the sandbox reports the number without KakaoTalk and the same text goes by SMS, once", async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const key = `test-event:${randomUUID()}`;
    await queue([regionMessage(phone, key)], clock.now());
    const sms = countingSms();
    const delivery = await deliverQueuedMessages({ alimtalk: sandbox([phone]), sms, clock: clock.now });
    expect(delivery).toMatchObject({ fellBack: 1 });
    expect(await rowsOf(key)).toEqual([
      expect.objectContaining({
        channel: "alimtalk",
        status: "failed",
        error: "3018: NoSendAvailableException",
        recipient: maskPhone(phone),
      }),
      expect.objectContaining({ channel: "sms", status: "sent", body: REGION_TEXT, template_code: null, recipient: maskPhone(phone) }),
    ]);
    expect(sms.sentTo.get(phone)).toEqual([REGION_TEXT]);

    // Later runs send nothing more.
    clock.advance(60 * 60 * 1000);
    const again = countingSms();
    await deliverQueuedMessages({ alimtalk: sandbox([phone]), sms: again, clock: clock.now });
    expect(again.sentTo.has(phone)).toBe(false);
    expect(await rowsOf(key)).toHaveLength(2);
  });

  it("a 알림톡 refused outright (an unknown template) goes by SMS at once, never retried", async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const key = `test-event:${randomUUID()}`;
    await queue([regionMessage(phone, key)], clock.now());
    await db().updateTable("outbox_messages").set({ template_code: "FT_UNREGISTERED" }).where("dedupe_key", "=", key).execute();
    const sms = countingSms();
    await deliverQueuedMessages({ alimtalk: sandbox(), sms, clock: clock.now });
    expect(await rowsOf(key)).toEqual([
      expect.objectContaining({ channel: "alimtalk", status: "failed", attempts: 1, error: "-1008: Template not found" }),
      expect.objectContaining({ channel: "sms", status: "sent" }),
    ]);
    expect(sms.sentTo.get(phone)).toHaveLength(1);
  });

  it("retries a 알림톡 the provider did not take, with growing waits, then sends the text", async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const key = `test-event:${randomUUID()}`;
    const start = clock.now().getTime();
    await queue([regionMessage(phone, key)], clock.now());
    const down = countingAlimtalk(["error"]);
    const sms = countingSms();
    const run = () => deliverQueuedMessages({ alimtalk: down, sms, clock: clock.now });

    await run();
    expect(await rowsOf(key)).toEqual([
      expect.objectContaining({
        status: "queued",
        attempts: 1,
        error: "HTTP_503: the 알림톡 provider answered 503",
        next_attempt_at: new Date(start + RETRY_DELAYS_MS[0]).toISOString(),
      }),
    ]);
    // Not due yet: nothing is asked.
    clock.advance(RETRY_DELAYS_MS[0] - 1000);
    await run();
    expect(down.sends.get(phone)).toBe(1);

    let waited = RETRY_DELAYS_MS[0] - 1000;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const due = RETRY_DELAYS_MS.slice(0, attempt - 1).reduce((sum, delay) => sum + delay, 0);
      clock.advance(due - waited);
      waited = due;
      await run();
      expect(down.sends.get(phone)).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        const [row] = await rowsOf(key);
        expect(row).toMatchObject({ status: "queued", attempts: attempt });
        expect(row!.next_attempt_at).toBe(new Date(start + due + RETRY_DELAYS_MS[attempt - 1]!).toISOString());
      }
    }
    // Out of attempts: the 알림톡 is given up and its text goes, once.
    expect(await rowsOf(key)).toEqual([
      expect.objectContaining({ channel: "alimtalk", status: "failed", attempts: MAX_ATTEMPTS }),
      expect.objectContaining({ channel: "sms", status: "sent", attempts: 1 }),
    ]);
    expect(sms.sentTo.get(phone)).toEqual([REGION_TEXT]);
    // Every retry fell inside NHN's ten-minute idempotency window.
    expect(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBeLessThan(10 * 60 * 1000);
  });

  it("retries a text the provider could not be reached for, and gives up on one it refused", async () => {
    const clock = testClock();
    const [flaky, refused] = [uniquePhone(), uniquePhone()];
    const keys = [`test-event:${randomUUID()}`, `test-event:${randomUUID()}`];
    // Texts alone (as without 알림톡): queued as sms rows.
    await queue([regionMessage(flaky, keys[0]), regionMessage(refused, keys[1])], clock.now());
    await db().updateTable("outbox_messages").set({ channel: "sms", template_code: null }).where("dedupe_key", "in", keys).execute();
    let calls = 0;
    const sms: Notifier = {
      kind: "sms",
      async sendText(recipient) {
        if (recipient === refused) throw new NotifierError("-1004", "Unregistered sending number");
        calls += 1;
        if (calls === 1) throw new NotifierError("NETWORK_ERROR", "the SMS provider was unreachable", true);
      },
    };
    await deliverQueuedMessages({ alimtalk: sandbox(), sms, clock: clock.now });
    expect(await rowsOf(keys[0]!)).toEqual([expect.objectContaining({ status: "queued", attempts: 1 })]);
    expect(await rowsOf(keys[1]!)).toEqual([
      expect.objectContaining({
        status: "failed",
        attempts: 1,
        error: "-1004: Unregistered sending number",
        recipient: maskPhone(refused),
      }),
    ]);
    clock.advance(RETRY_DELAYS_MS[0]);
    await deliverQueuedMessages({ alimtalk: sandbox(), sms, clock: clock.now });
    expect(await rowsOf(keys[0]!)).toEqual([expect.objectContaining({ status: "sent", attempts: 2, error: null })]);
  });

  it("sends each message once, and asks each report once, when two senders run at the same time", async () => {
    const clock = testClock();
    const phones = Array.from({ length: 8 }, () => uniquePhone());
    // Half have no KakaoTalk: their texts must go once too.
    const noKakao = phones.slice(0, 4);
    await queue(
      phones.map((phone) => regionMessage(phone)),
      clock.now(),
    );
    const alimtalk = countingAlimtalk(noKakao);
    const sms = countingSms();
    await Promise.all([
      deliverQueuedMessages({ alimtalk, sms, clock: clock.now }),
      deliverQueuedMessages({ alimtalk, sms, clock: clock.now }),
    ]);
    for (const phone of phones) expect(alimtalk.sends.get(phone), phone).toBe(1);
    for (const phone of noKakao) expect(sms.sentTo.get(phone), phone).toHaveLength(1);
    for (const phone of phones.slice(4)) expect(sms.sentTo.has(phone), phone).toBe(false);
    const rows = await db()
      .selectFrom("outbox_messages")
      .select(["channel", "status"])
      .where("recipient", "in", phones.map(maskPhone))
      .execute();
    expect(
      rows
        .filter((row) => row.channel === "alimtalk")
        .map((row) => row.status)
        .sort(),
    ).toEqual([...Array(4).fill("failed"), ...Array(4).fill("sent")]);
    expect(rows.filter((row) => row.channel === "sms").map((row) => row.status)).toEqual(Array(4).fill("sent"));
  });

  it("a report claimed by a sender that died is asked again by another a minute later, once", async () => {
    const clock = testClock();
    const phone = uniquePhone();
    const [key] = [`test-event:${randomUUID()}`];
    await queue([regionMessage(phone, key)], clock.now());
    // The first sender sends, claims the delivery report, and dies while asking (it never answers).
    const inner = sandbox();
    const dying: AlimtalkSender = { kind: "sandbox", send: (message) => inner.send(message), report: () => new Promise(() => undefined) };
    void deliverQueuedMessages({ alimtalk: dying, sms: countingSms(), clock: clock.now });
    await expect.poll(async () => (await rowsOf(key))[0]?.status, { timeout: 5_000 }).toBe("accepted");
    await expect
      .poll(async () => Date.parse((await rowsOf(key))[0]!.next_attempt_at) > clock.now().getTime(), { timeout: 5_000 })
      .toBe(true);
    const other = countingAlimtalk();
    // Another process at the same moment leaves the claimed report alone…
    await deliverQueuedMessages({ alimtalk: other, sms: countingSms(), clock: clock.now });
    expect(other.reports).toBe(0);
    // …and asks once the claim's minute is over.
    clock.advance(REPORT_INTERVAL_MS);
    await Promise.all([
      deliverQueuedMessages({ alimtalk: other, sms: countingSms(), clock: clock.now }),
      deliverQueuedMessages({ alimtalk: other, sms: countingSms(), clock: clock.now }),
    ]);
    expect(other.reports).toBe(1);
    expect(other.sends.size).toBe(0);
    expect(await rowsOf(key)).toEqual([expect.objectContaining({ channel: "alimtalk", status: "sent", attempts: 1 })]);
  });

  it("marks a send interrupted long ago failed rather than sending it twice", async () => {
    const clock = testClock();
    const [stale, recent] = [uniquePhone(), uniquePhone()];
    await queue([regionMessage(stale), regionMessage(recent)], clock.now());
    const now = clock.now();
    await db()
      .updateTable("outbox_messages")
      .set({ status: "sending", sent_at: new Date(now.getTime() - 11 * 60_000).toISOString() })
      .where("recipient", "=", stale)
      .execute();
    await db()
      .updateTable("outbox_messages")
      .set({ status: "sending", sent_at: new Date(now.getTime() - 60_000).toISOString() })
      .where("recipient", "=", recent)
      .execute();
    const alimtalk = countingAlimtalk();
    await deliverQueuedMessages({ alimtalk, sms: countingSms(), clock: clock.now });
    const rows = await db()
      .selectFrom("outbox_messages")
      .select(["recipient", "status", "error"])
      .where("recipient", "in", [stale, recent])
      .orderBy("sent_at")
      .execute();
    expect(rows).toEqual([
      { recipient: stale, status: "failed", error: expect.stringMatching(/^INTERRUPTED/) },
      { recipient: recent, status: "sending", error: null },
    ]);
    expect(alimtalk.sends.size === 0 || (!alimtalk.sends.has(stale) && !alimtalk.sends.has(recent))).toBe(true);
  });
});

describe("the member's choice", () => {
  it("a member who turned service messages off is queued nothing", async () => {
    const clock = testClock();
    const member = await arrangeMember({ name: "알림끈가족" });
    expect(await setServiceMessages(member.id, false, clock.now())).toBe(true);
    // Asked again (a second tab): nothing changes.
    expect(await setServiceMessages(member.id, false, clock.now())).toBe(false);
    const key = `test-event:${randomUUID()}`;
    const queued = await db()
      .transaction()
      .execute((trx) =>
        queueFamilyMessage(
          trx,
          { userId: member.id, moment: "planner_note", dedupeKey: key, params: { 여행명: "공주 여행" } },
          clock.now(),
        ),
      );
    expect(queued).toBe(false);
    expect(await rowsOf(key)).toEqual([]);

    // On again: queued.
    expect(await setServiceMessages(member.id, true, clock.now())).toBe(true);
    const again = await db()
      .transaction()
      .execute((trx) =>
        queueFamilyMessage(
          trx,
          { userId: member.id, moment: "planner_note", dedupeKey: key, params: { 여행명: "공주 여행" } },
          clock.now(),
        ),
      );
    expect(again).toBe(true);
  });

  it("a message queued before the member turned them off is not sent, nor its text", async () => {
    const clock = testClock();
    const member = await arrangeMember({ name: "나중에끈가족" });
    const key = `test-event:${randomUUID()}`;
    await db()
      .transaction()
      .execute((trx) =>
        queueFamilyMessage(
          trx,
          { userId: member.id, moment: "planner_note", dedupeKey: key, params: { 여행명: "공주 여행" } },
          clock.now(),
        ),
      );
    await setServiceMessages(member.id, false, clock.now());
    const alimtalk = countingAlimtalk(["all"]);
    const sms = countingSms();
    const delivery = await deliverQueuedMessages({ alimtalk, sms, clock: clock.now });
    expect(delivery.skipped).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(key)).toEqual([
      expect.objectContaining({ channel: "alimtalk", status: "skipped", recipient: maskPhone(member.phone!) }),
    ]);
    expect(alimtalk.sends.has(member.phone!)).toBe(false);
    expect(sms.sentTo.has(member.phone!)).toBe(false);
  });

  it("a member without a phone number is queued nothing", async () => {
    const clock = testClock();
    const member = await arrangeMember({ name: "번호없는가족" });
    await db().updateTable("users").set({ phone: null }).where("id", "=", member.id).execute();
    const key = `test-event:${randomUUID()}`;
    const queued = await db()
      .transaction()
      .execute((trx) =>
        queueFamilyMessage(trx, { userId: member.id, moment: "plan_ready", dedupeKey: key, params: { 여행명: "공주 여행" } }, clock.now()),
      );
    expect(queued).toBe(false);
  });
});
