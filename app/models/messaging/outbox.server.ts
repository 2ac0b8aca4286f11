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
import { db } from "~/db.server";
import { isAlimtalkOn } from "~/services/alimtalk.server";
import {
  ALIMTALK_TEMPLATES,
  type AlimtalkMoment,
  type AlimtalkParams,
  fillTemplate,
  templateByCode,
  variableValue,
} from "~/vocabulary/alimtalk-templates";
import type { Database } from "../../../db/schema";
import { toJson } from "../platform/json.server";

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
