// Text messages on their way out (docs/decisions/0027-notifier.md). A message is queued once per
// dedupe key, in the transaction that decided to send it; the sender claims each queued row with a
// conditional update before handing it to the notifier, so several processes (or a timer and a
// request) never send one twice, then marks it sent or failed.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db.server";
import { currentNotifier, type Notifier, NotifierError } from "~/services/notifier.server";
import { maskPhone } from "~/utils/phone";
import type { Database } from "../../../db/schema";

export interface TextToQueue {
  /** Makes the message go out once however often it is asked for, e.g. `region-open:{requestId}`. */
  dedupeKey: string;
  /** Digits only. */
  recipient: string;
  body: string;
}

/** Rows per insert: well under SQLite's limit of bound values per statement. */
const INSERT_CHUNK = 500;

/** Queues texts through `trx` (the caller's transaction); a key queued before is skipped. How many are new. */
export async function queueTexts(trx: Kysely<Database>, texts: readonly TextToQueue[], now = new Date()): Promise<number> {
  let queued = 0;
  for (let start = 0; start < texts.length; start += INSERT_CHUNK) {
    const rows = texts.slice(start, start + INSERT_CHUNK).map((text) => ({
      id: randomUUID(),
      dedupe_key: text.dedupeKey,
      channel: "sms" as const,
      recipient: text.recipient,
      body: text.body,
      status: "queued" as const,
      error: null,
      created_at: now.toISOString(),
      sent_at: null,
    }));
    const result = await trx
      .insertInto("outbox_messages")
      .values(rows)
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

export type OutboxStatus = Database["outbox_messages"]["status"];

export interface OutboxMessage {
  id: string;
  recipient: string;
  body: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest messages first (the development outbox page). */
export async function listRecentMessages(limit = 100): Promise<OutboxMessage[]> {
  return db()
    .selectFrom("outbox_messages")
    .select(["id", "recipient", "body", "status", "error", "created_at as createdAt", "sent_at as sentAt"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * A claim older than this was left by a process that stopped mid-send. The provider may or may not
 * have the message, so it is marked failed rather than sent again: a second text would break "once".
 */
const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;
const BATCH = 100;

export interface Delivery {
  sent: number;
  failed: number;
}

/**
 * Sends every queued message through `notifier`, oldest first, one claim at a time; a failure is
 * recorded on its row (never retried: see INTERRUPTED_AFTER_MS) and the others go on. Cheap when
 * nothing waits: one indexed query.
 */
export async function deliverQueuedMessages(
  notifier: Notifier = currentNotifier(),
  clock: () => Date = () => new Date(),
): Promise<Delivery> {
  const delivery: Delivery = { sent: 0, failed: 0 };
  await db()
    .updateTable("outbox_messages")
    .set({ status: "failed", error: "INTERRUPTED: the send stopped before the provider answered" })
    .where("status", "=", "sending")
    .where("sent_at", "<", new Date(clock().getTime() - INTERRUPTED_AFTER_MS).toISOString())
    .execute();
  for (;;) {
    const batch = await db()
      .selectFrom("outbox_messages")
      .select(["id", "recipient", "body"])
      .where("status", "=", "queued")
      .orderBy("created_at")
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return delivery;
    for (const message of batch) {
      const claim = await db()
        .updateTable("outbox_messages")
        .set({ status: "sending", sent_at: clock().toISOString() })
        .where("id", "=", message.id)
        .where("status", "=", "queued")
        .executeTakeFirst();
      // Another sender took it between the read and the claim.
      if (Number(claim.numUpdatedRows) === 0) continue;
      let failure: string | null = null;
      try {
        await notifier.sendText(message.recipient, message.body);
      } catch (error) {
        failure = describeFailure(error);
      }
      await db()
        .updateTable("outbox_messages")
        // Once sent (or given up), only the masked number is kept: the full one was needed for this send alone.
        .set({
          ...(failure ? { status: "failed", error: failure } : { status: "sent", sent_at: clock().toISOString(), error: null }),
          recipient: maskPhone(message.recipient),
        })
        .where("id", "=", message.id)
        .where("status", "=", "sending")
        .execute();
      if (failure) delivery.failed += 1;
      else delivery.sent += 1;
    }
  }
}

function describeFailure(error: unknown): string {
  const text = error instanceof NotifierError ? `${error.code}: ${error.message}` : `UNEXPECTED: ${String(error)}`;
  return text.slice(0, 300);
}

/**
 * Starts delivery without waiting for it (right after messages are queued, so a staff member's form
 * does not wait on the provider); the server's timer picks up whatever this leaves.
 */
export function deliverSoon(): void {
  deliverQueuedMessages()
    .then(({ failed }) => failed && console.error(`text messages failed: ${failed} (see outbox_messages.error)`))
    .catch((error) => console.error("text message delivery failed", error));
}
