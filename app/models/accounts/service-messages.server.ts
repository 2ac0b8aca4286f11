// The member's choice of service messages (docs/decisions/0073-service-message-choice.md): the 알림톡
// (or texts in their place) about their own trips and photobooks. On until the member turns them
// off on the dashboard; the outbox reads the choice when it queues a message and again when it sends
// one (app/models/messaging/outbox.server.ts). Marketing messages are never sent, so there is no
// choice to store for them.
import { db } from "~/db.server";

export interface ServiceMessageChoice {
  on: boolean;
  /** When the member last chose; null while the default stands. */
  chosenAt: string | null;
}

export async function serviceMessageChoice(userId: string): Promise<ServiceMessageChoice> {
  const row = await db()
    .selectFrom("users")
    .select(["service_messages", "service_messages_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? toServiceMessageChoice(row) : { on: false, chosenAt: null };
}

/** The choice as the member's row stores it (the session lookup reads these columns with the member). */
export function toServiceMessageChoice(row: { service_messages: unknown; service_messages_at: string | null }): ServiceMessageChoice {
  return { on: Number(row.service_messages) === 1, chosenAt: row.service_messages_at };
}

/**
 * Turns the member's service messages on or off. A conditional update: true when it changed, false
 * when it already was so (a second click, or a second tab), which keeps the first choice's date.
 */
export async function setServiceMessages(userId: string, on: boolean, now = new Date()): Promise<boolean> {
  const value = on ? 1 : 0;
  const result = await db()
    .updateTable("users")
    .set({ service_messages: value, service_messages_at: now.toISOString() })
    .where("id", "=", userId)
    .where("service_messages", "<>", value)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
