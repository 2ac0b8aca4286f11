// Messages on their way out: 알림톡 first, a text message in its place when it cannot go
// (docs/decisions/0027-notifier.md, 0072-alimtalk-outbox.md).
//
// - Queued once. Whoever decides to tell someone something queues the message in its own transaction
//   (queueMessages, queueFamilyMessage): one row per event and channel, the event named by its
//   dedupe key (`plan-ready:{planId}`), so asking again inserts nothing. The staff action that queued
//   it never waits on a provider.
// - Sent once. The sender (deliverQueuedMessages, run on a timer and right after staff queue
//   something) claims each due row with a conditional update whose row count decides, so several
//   processes (or a timer and a request) never send one twice.
// - Retried with backoff only when the provider certainly did not take the message (NotifierError's
//   `retryable`); a 알림톡 is sent with an idempotency key, so NHN refuses a repeat for ten minutes,
//   and its retries all fall inside those ten minutes.
// - A 알림톡 that fails (refused, out of retries, or reported undelivered: no KakaoTalk) becomes one
//   text message with the same words: an sms row under the same event key, queued in the transaction
//   that marks the 알림톡 failed.
// - A member's message goes only while the member receives service messages (decision 73): checked
//   when it is queued and again when it is sent.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { type AlimtalkSender, currentAlimtalk, isAlimtalkOn, receiptOf, receiptRef } from "~/services/alimtalk.server";
import { currentNotifier, type Notifier, NotifierError } from "~/services/notifier.server";
import { maskPhone } from "~/utils/phone";
import {
  ALIMTALK_TEMPLATES,
  type AlimtalkMoment,
  type AlimtalkParams,
  fillTemplate,
  templateByCode,
  variableValue,
} from "~/vocabulary/alimtalk-templates";
import type { Database } from "../../../db/schema";
import { fromJson, toJson } from "../platform/json.server";

interface Message<M extends AlimtalkMoment> {
  moment: M;
  /** Makes the message go out once however often it is asked for, e.g. `region-open:{requestId}`. */
  dedupeKey: string;
  /** Digits only. */
  recipient: string;
  /** The member it is for (their choice is read before it goes); null for someone who is not one. */
  userId: string | null;
  params: AlimtalkParams<M>;
}

/** A message to queue: a moment with exactly its template's variables. */
export type MessageToQueue = { [M in AlimtalkMoment]: Message<M> }[AlimtalkMoment];

/** Rows per insert: well under SQLite's limit of bound values per statement. */
const INSERT_CHUNK = 200;

/** The members among `userIds` who turned service messages off. */
async function optedOut(executor: Kysely<Database>, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .selectFrom("users")
    .select("id")
    .where("id", "in", [...new Set(userIds)])
    .where("service_messages", "=", 0)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Queues messages through `trx` (the caller's transaction): a 알림톡 each (a text when 알림톡 is not
 * configured), its template filled in as the body. An event queued before, a member who turned these
 * messages off, and a message missing a variable are skipped. How many are new.
 */
export async function queueMessages(trx: Kysely<Database>, messages: readonly MessageToQueue[], now = new Date()): Promise<number> {
  const channel = isAlimtalkOn() ? ("alimtalk" as const) : ("sms" as const);
  const off = await optedOut(
    trx,
    messages.flatMap((message) => (message.userId ? [message.userId] : [])),
  );
  const rows = messages.flatMap((message) => {
    if (message.userId && off.has(message.userId)) return [];
    const template = ALIMTALK_TEMPLATES[message.moment];
    const params: Record<string, string> = Object.fromEntries(
      Object.entries(message.params as Record<string, string>).map(([name, value]) => [name, variableValue(String(value))]),
    );
    const body = fillTemplate(template, params);
    const recipient = message.recipient.replace(/\D/g, "");
    if (body === null || !recipient) return [];
    return [
      {
        id: randomUUID(),
        dedupe_key: message.dedupeKey,
        channel,
        user_id: message.userId,
        recipient,
        body,
        template_code: channel === "alimtalk" ? template.code : null,
        template_params: channel === "alimtalk" ? toJson(params) : null,
        status: "queued" as const,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        provider_ref: null,
        error: null,
        created_at: now.toISOString(),
        sent_at: null,
      },
    ];
  });
  let queued = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const result = await trx
      .insertInto("outbox_messages")
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(["dedupe_key", "channel"]).doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

/**
 * Queues a message to a member about their own order (`고객명` is filled from the member's name), to
 * the member's phone, else `fallbackPhone` (a photobook's recipient). False when nothing was queued:
 * no number, the member turned these messages off, or the event was told before.
 */
export async function queueFamilyMessage<M extends Exclude<AlimtalkMoment, "region_opened">>(
  trx: Kysely<Database>,
  input: {
    userId: string;
    moment: M;
    dedupeKey: string;
    params: Omit<AlimtalkParams<M>, "고객명">;
    fallbackPhone?: string | null;
  },
  now = new Date(),
): Promise<boolean> {
  const member = await trx.selectFrom("users").select(["name", "nickname", "phone"]).where("id", "=", input.userId).executeTakeFirst();
  if (!member) return false;
  const recipient = (member.phone || input.fallbackPhone || "").replace(/\D/g, "");
  if (!recipient) return false;
  const name = member.name?.trim() || member.nickname?.trim() || "고객";
  const message = {
    moment: input.moment,
    dedupeKey: input.dedupeKey,
    recipient,
    userId: input.userId,
    params: { ...input.params, 고객명: name },
  };
  // The template's variables are the caller's and 고객명: exactly what the moment needs.
  return (await queueMessages(trx, [message as unknown as MessageToQueue], now)) > 0;
}

export type OutboxStatus = Database["outbox_messages"]["status"];
export type OutboxChannel = Database["outbox_messages"]["channel"];

export interface OutboxMessage {
  id: string;
  dedupeKey: string;
  channel: OutboxChannel;
  templateCode: string | null;
  /** The template's name in the console, for a 알림톡. */
  templateName: string | null;
  recipient: string;
  body: string;
  status: OutboxStatus;
  attempts: number;
  /** When a queued message is tried again (after a failure), or an accepted 알림톡's report is asked for. */
  nextAttemptAt: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest messages first (the development outbox page): a text that replaced a 알림톡 shows above it. */
export async function listRecentMessages(limit = 100): Promise<OutboxMessage[]> {
  const rows = await db()
    .selectFrom("outbox_messages")
    .select([
      "id",
      "dedupe_key",
      "channel",
      "template_code",
      "recipient",
      "body",
      "status",
      "attempts",
      "next_attempt_at",
      "error",
      "created_at",
      "sent_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("dedupe_key")
    .orderBy("channel")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    dedupeKey: row.dedupe_key,
    channel: row.channel,
    templateCode: row.template_code,
    templateName: row.template_code ? (templateByCode(row.template_code)?.name ?? null) : null,
    recipient: row.recipient,
    body: row.body,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    error: row.error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

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
