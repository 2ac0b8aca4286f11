// The member's choices on 내 정보 (docs/decisions/0082-member-choices.md), each changeable there at
// any time, each with when it was last chosen: service messages (on until turned off: decision 73,
// whose model this calls), marketing messages (off until the member opts in; none are sent today),
// and session recording (recorded in the sample unless the member opts out; opting out also deletes
// the recordings already made, objects and rows).
import { db } from "~/db.server";
import { deleteRecordingsOfMember } from "../analytics/recordings.server";
import { setServiceMessages } from "./service-messages.server";

export const CONSENT_KINDS = ["service", "marketing", "recording"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface MemberConsents {
  /** Service messages (알림톡, or a text in its place) about the member's own trips and photobooks. */
  service: { on: boolean; chosenAt: string | null };
  marketing: { on: boolean; chosenAt: string | null };
  /** Whether the member's visits may be recorded (false once they opted out). */
  recording: { on: boolean; chosenAt: string | null };
}

export async function memberConsents(userId: string): Promise<MemberConsents | null> {
  const row = await db()
    .selectFrom("users")
    .select([
      "service_messages",
      "service_messages_at",
      "marketing_messages",
      "marketing_messages_at",
      "recording_opt_out",
      "recording_opt_out_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    service: { on: Number(row.service_messages) === 1, chosenAt: row.service_messages_at },
    marketing: { on: Number(row.marketing_messages) === 1, chosenAt: row.marketing_messages_at },
    recording: { on: Number(row.recording_opt_out) === 0, chosenAt: row.recording_opt_out_at },
  };
}

/**
 * Sets one of the member's choices. A conditional update: true when it changed, false when it already
 * was so (a second click, a second tab), which keeps the first choice's date.
 */
export async function setConsent(userId: string, kind: ConsentKind, on: boolean, now = new Date()): Promise<boolean> {
  if (kind === "service") return setServiceMessages(userId, on, now);
  const at = now.toISOString();
  if (kind === "marketing") {
    const value = on ? 1 : 0;
    const result = await db()
      .updateTable("users")
      .set({ marketing_messages: value, marketing_messages_at: at, updated_at: at })
      .where("id", "=", userId)
      .where("marketing_messages", "<>", value)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const optOut = on ? 0 : 1;
  const result = await db()
    .updateTable("users")
    .set({ recording_opt_out: optOut, recording_opt_out_at: at, updated_at: at })
    .where("id", "=", userId)
    .where("recording_opt_out", "<>", optOut)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows) > 0;
  // Stopping the processing stops it for what was already recorded too.
  if (!on) await deleteRecordingsOfMember(userId, null, now);
  return changed;
}

/** Whether a member asked not to be recorded (the recording endpoint asks before it stores a chunk). */
export async function optedOutOfRecording(userId: string): Promise<boolean> {
  const row = await db().selectFrom("users").select("recording_opt_out").where("id", "=", userId).executeTakeFirst();
  return Number(row?.recording_opt_out ?? 0) === 1;
}
