// The outbox's sender (outbox.server.ts queues; docs/decisions/0072-alimtalk-outbox.md): each due row
// claimed by a conditional update whose row count decides, sent once, retried with backoff only when
// the provider certainly did not take it, a failed 알림톡 replaced by one text under the same event key.
import { randomUUID } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { type AlimtalkSender, currentAlimtalk, receiptOf, receiptRef } from "~/services/alimtalk.server";
import { currentNotifier, type Notifier, NotifierError } from "~/services/notifier.server";
import { maskPhone } from "~/utils/phone";
import { fromJson } from "../platform/json.server";
import type { OutboxChannel, OutboxStatus } from "./outbox.server";

/**
 * A claim older than this was left by a process that stopped mid-send. The provider may or may not
 * have the message (and a 알림톡's idempotency key has expired by then), so it is marked failed
 * rather than sent again: a second message would break "once".
 */
const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;

/**
 * The waits before the 2nd, 3rd, 4th and 5th attempt. Together (7.5 minutes, plus a timer's period
 * each) they stay inside NHN's ten-minute idempotency window.
 */
export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 240_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How often an accepted 알림톡's delivery report is asked for, and for how long. */
export const REPORT_INTERVAL_MS = 60_000;
const REPORT_GIVE_UP_MS = 24 * 60 * 60 * 1000;

const BATCH = 100;

export interface Delivery {
  /** Sent (a text), or delivered (a 알림톡 whose report said so). */
  sent: number;
  /** 알림톡 taken by the provider, their report awaited. */
  accepted: number;
  /** To be tried again later. */
  retried: number;
  /** Given up (a 알림톡 that failed is counted here, and its text is queued). */
  failed: number;
  /** 알림톡 that became a text. */
  fellBack: number;
  /** Not sent: the member turned these messages off. */
  skipped: number;
}

export interface Senders {
  sms?: Notifier;
  alimtalk?: AlimtalkSender;
  clock?: () => Date;
}

type Row = {
  id: string;
  dedupe_key: string;
  channel: OutboxChannel;
  user_id: string | null;
  recipient: string;
  body: string;
  template_code: string | null;
  template_params: unknown;
  attempts: number;
  next_attempt_at: string;
  provider_ref: string | null;
  created_at: string;
  service_messages: number | null;
};

function dueRows(status: "queued" | "accepted", now: string) {
  return db()
    .selectFrom("outbox_messages as m")
    .leftJoin("users", "users.id", "m.user_id")
    .select([
      "m.id",
      "m.dedupe_key",
      "m.channel",
      "m.user_id",
      "m.recipient",
      "m.body",
      "m.template_code",
      "m.template_params",
      "m.attempts",
      "m.next_attempt_at",
      "m.provider_ref",
      "m.created_at",
      "users.service_messages",
    ])
    .where("m.status", "=", status)
    .where("m.next_attempt_at", "<=", now)
    .orderBy("m.next_attempt_at")
    .orderBy("m.id")
    .limit(BATCH)
    .execute() as Promise<Row[]>;
}

/**
 * Sends every due message, oldest first, one claim at a time, then asks for the reports of accepted
 * 알림톡, and again while either step found work (a failed 알림톡's text is due at once). Cheap when
 * nothing waits: two indexed queries.
 */
export async function deliverQueuedMessages(senders: Senders = {}): Promise<Delivery> {
  const sms = senders.sms ?? currentNotifier();
  const alimtalk = senders.alimtalk ?? currentAlimtalk();
  const clock = senders.clock ?? (() => new Date());
  const delivery: Delivery = { sent: 0, accepted: 0, retried: 0, failed: 0, fellBack: 0, skipped: 0 };
  await db()
    .updateTable("outbox_messages")
    .set({ status: "failed", error: "INTERRUPTED: the send stopped before the provider answered" })
    .where("status", "=", "sending")
    .where("sent_at", "<", new Date(clock().getTime() - INTERRUPTED_AFTER_MS).toISOString())
    .execute();
  for (;;) {
    const queued = await dueRows("queued", clock().toISOString());
    for (const row of queued) await sendOne(row, { sms, alimtalk, clock }, delivery);
    const accepted = await dueRows("accepted", clock().toISOString());
    for (const row of accepted) await reportOne(row, alimtalk, clock, delivery);
    if (queued.length === 0 && accepted.length === 0) return delivery;
  }
}

async function sendOne(
  row: Row,
  { sms, alimtalk, clock }: { sms: Notifier; alimtalk: AlimtalkSender; clock: () => Date },
  delivery: Delivery,
): Promise<void> {
  const now = clock().toISOString();
  const claim = await db()
    .updateTable("outbox_messages")
    .set((eb) => ({ status: "sending", sent_at: now, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", row.id)
    .where("status", "=", "queued")
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  // Another sender took it between the read and the claim.
  if (Number(claim.numUpdatedRows) === 0) return;
  const attempts = Number(row.attempts) + 1;

  if (row.user_id && Number(row.service_messages) === 0) {
    await settle(row, "sending", { status: "skipped", error: "SKIPPED: the member turned service messages off" });
    delivery.skipped += 1;
    return;
  }

  try {
    if (row.channel === "sms") {
      await sms.sendText(row.recipient, row.body);
      await settle(row, "sending", { status: "sent", sent_at: clock().toISOString(), error: null });
      delivery.sent += 1;
      return;
    }
    const receipt = await alimtalk.send({
      recipient: row.recipient,
      templateCode: row.template_code ?? "",
      params: fromJson<Record<string, string>>(row.template_params, {}),
      idempotencyKey: row.id,
    });
    // Its delivery report is asked for at once (the sandbox has it), then every minute.
    await db()
      .updateTable("outbox_messages")
      .set({ status: "accepted", provider_ref: receiptRef(receipt), next_attempt_at: clock().toISOString(), error: null })
      .where("id", "=", row.id)
      .where("status", "=", "sending")
      .execute();
    delivery.accepted += 1;
  } catch (error) {
    const failure = describeFailure(error);
    if (error instanceof NotifierError && error.retryable && attempts < MAX_ATTEMPTS) {
      const due = new Date(clock().getTime() + RETRY_DELAYS_MS[attempts - 1]!).toISOString();
      await db()
        .updateTable("outbox_messages")
        .set({ status: "queued", next_attempt_at: due, error: failure })
        .where("id", "=", row.id)
        .where("status", "=", "sending")
        .execute();
      delivery.retried += 1;
      return;
    }
    if (row.channel === "alimtalk") {
      if (await fallBack(row, "sending", failure, clock)) delivery.fellBack += 1;
    } else {
      await settle(row, "sending", { status: "failed", error: failure });
    }
    delivery.failed += 1;
  }
}

async function reportOne(row: Row, alimtalk: AlimtalkSender, clock: () => Date, delivery: Delivery): Promise<void> {
  const now = clock();
  // The claim: the next check moves on a minute, and only the sender that moved it asks now.
  const claim = await db()
    .updateTable("outbox_messages")
    .set({ next_attempt_at: new Date(now.getTime() + REPORT_INTERVAL_MS).toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "accepted")
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) === 0) return;
  const receipt = row.provider_ref ? receiptOf(row.provider_ref) : null;
  let report: Awaited<ReturnType<AlimtalkSender["report"]>>;
  try {
    report = receipt ? await alimtalk.report(receipt) : { state: "failed", code: "NO_RECEIPT", message: "no request id was kept" };
  } catch {
    // The report could not be read this time; the next check asks again.
    report = { state: "pending" };
  }
  if (report.state === "delivered") {
    await settle(row, "accepted", { status: "sent", sent_at: now.toISOString(), error: null });
    delivery.sent += 1;
  } else if (report.state === "failed") {
    if (await fallBack(row, "accepted", `${report.code}: ${report.message}`.slice(0, 300), clock)) delivery.fellBack += 1;
    delivery.failed += 1;
  } else if (now.getTime() - Date.parse(row.created_at) > REPORT_GIVE_UP_MS) {
    // No report in a day: the provider took it, and a text now would be a day late and maybe a second.
    await settle(row, "accepted", { status: "sent", sent_at: now.toISOString(), error: "NO_REPORT: no delivery report within a day" });
    delivery.sent += 1;
  }
}

/** Ends a row's send (from `from`, the state this sender holds it in); only the masked number is kept. */
async function settle(
  row: Pick<Row, "id" | "recipient">,
  from: "sending" | "accepted",
  values: { status: OutboxStatus; error: string | null; sent_at?: string },
): Promise<boolean> {
  const result = await db()
    .updateTable("outbox_messages")
    .set({ ...values, recipient: maskPhone(row.recipient) })
    .where("id", "=", row.id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A 알림톡 that will not arrive: marked failed and, in the same transaction, its text queued with the
 * same words under the same event (once: the event and channel are unique). True when a text was queued.
 */
async function fallBack(row: Row, from: "sending" | "accepted", failure: string, clock: () => Date): Promise<boolean> {
  const now = clock().toISOString();
  return db()
    .transaction()
    .execute(async (trx) => {
      const marked = await trx
        .updateTable("outbox_messages")
        .set({ status: "failed", error: failure, recipient: maskPhone(row.recipient) })
        .where("id", "=", row.id)
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return false;
      const inserted = await trx
        .insertInto("outbox_messages")
        .values({
          id: randomUUID(),
          dedupe_key: row.dedupe_key,
          channel: "sms",
          user_id: row.user_id,
          recipient: row.recipient,
          body: row.body,
          template_code: null,
          template_params: null,
          status: "queued",
          attempts: 0,
          next_attempt_at: now,
          provider_ref: null,
          error: null,
          created_at: now,
          sent_at: null,
        })
        .onConflict((oc) => oc.columns(["dedupe_key", "channel"]).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    });
}

function describeFailure(error: unknown): string {
  const text = error instanceof NotifierError ? `${error.code}: ${error.message}` : `UNEXPECTED: ${String(error)}`;
  return text.slice(0, 300);
}

/** Logs what a delivery gave up on (the rows keep the providers' codes). */
export function logDelivery({ failed, fellBack }: Delivery): void {
  if (failed) console.error(`messages failed: ${failed}, of which ${fellBack} went by text instead (see outbox_messages.error)`);
}

/**
 * Starts delivery without waiting for it (right after messages are queued, so a staff member's form
 * does not wait on a provider); the server's timer picks up whatever this leaves.
 */
export function deliverSoon(): void {
  if (!config.outboxSender) return;
  deliverQueuedMessages()
    .then(logDelivery)
    .catch((error) => console.error("message delivery failed", error));
}
