// Planner notes: a short message staff send a family about its order, started from the template of
// the order's status ({name} filled in) and edited before sending. Kept per order (a survey_complete
// order has no plan yet), shown on the trip's card, and announced by a notification written in the
// same transaction (docs/decisions/0025-consultations-and-planner-notes.md).
import { randomUUID } from "node:crypto";
import type { Expression, Kysely } from "kysely";
import { db } from "~/db.server";
import type { OrderStatus } from "~/vocabulary/statuses";
import type { Database } from "../../../db/schema";
import {
  fillNoteTemplate,
  isPlannerNoteStatus,
  NOTE_MESSAGE_MAX,
  PLANNER_NOTE_STATUSES,
  type PlannerNoteStatus,
} from "../../vocabulary/planner-note-rules";
import { type FamilyWords, notifyPlannerNote } from "../messaging/notifications.server";
import { queueFamilyMessage } from "../messaging/outbox.server";
import { findTravelOrder } from "../orders/orders.server";
import { PLANNER_NOTE_DEFAULTS } from "./planner-note-defaults";
import { type StaffEntry, toStaffEntry } from "./staff-orders.server";

export interface NoteTemplate {
  status: PlannerNoteStatus;
  template: string;
  /** Staff changed it (false: the built-in default). */
  edited: boolean;
  updatedAt: string | null;
}

/** Trimmed, not blank, not too long. */
function usableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= NOTE_MESSAGE_MAX ? trimmed : null;
}

/** Every status's template: the one staff saved, else the built-in default. */
export async function listNoteTemplates(): Promise<NoteTemplate[]> {
  const rows = await db().selectFrom("planner_note_templates").select(["status", "template", "updated_at"]).execute();
  const saved = new Map(rows.map((row) => [row.status as string, row]));
  return PLANNER_NOTE_STATUSES.map((status) => {
    const row = saved.get(status);
    return row
      ? { status, template: row.template, edited: true, updatedAt: row.updated_at }
      : { status, template: PLANNER_NOTE_DEFAULTS[status], edited: false, updatedAt: null };
  });
}

/** The template of an order status, or null for a status that has none. */
export async function noteTemplateFor(status: OrderStatus): Promise<string | null> {
  if (!isPlannerNoteStatus(status)) return null;
  const row = await db().selectFrom("planner_note_templates").select("template").where("status", "=", status).executeTakeFirst();
  return row?.template ?? PLANNER_NOTE_DEFAULTS[status];
}

/** The note a dialog starts from: the status's template with the customer's name, or "" without one. */
export async function noteDraftFor(order: { status: OrderStatus; customerName: string }): Promise<string> {
  const template = await noteTemplateFor(order.status);
  return template === null ? "" : fillNoteTemplate(template, order.customerName);
}

/** Saves a status's template (trimmed); false for an unknown status or a blank or too long text. */
export async function saveNoteTemplate(input: { status: string; template: string; staffId: string }, now = new Date()): Promise<boolean> {
  const template = usableText(input.template);
  if (!isPlannerNoteStatus(input.status) || template === null) return false;
  const values = { template, updated_by: input.staffId, updated_at: now.toISOString() };
  await db()
    .insertInto("planner_note_templates")
    .values({ status: input.status, ...values })
    .onConflict((conflict) => conflict.column("status").doUpdateSet(values))
    .execute();
  return true;
}

/** Goes back to the built-in default of a status. */
export async function resetNoteTemplate(status: PlannerNoteStatus): Promise<void> {
  await db().deleteFrom("planner_note_templates").where("status", "=", status).execute();
}

export type SendNoteResult = { ok: true; id: string } | { ok: false; reason: "invalid" | "missing" };

/**
 * Stores the note on its order with its author and time, notifies the family and queues its 알림톡
 * (sent after the commit: deliverSoon), together or not at all.
 */
export async function sendPlannerNote(
  input: { orderId: string; staffId: string; message: string },
  words: FamilyWords,
  now = new Date(),
): Promise<SendNoteResult> {
  const message = usableText(input.message);
  if (message === null) return { ok: false, reason: "invalid" };
  return db()
    .transaction()
    .execute(async (trx): Promise<SendNoteResult> => {
      const order = await findTravelOrder(trx, input.orderId);
      if (!order) return { ok: false, reason: "missing" };
      const id = randomUUID();
      await trx
        .insertInto("planner_notes")
        .values({ id, order_id: order.id, staff_id: input.staffId, message, created_at: now.toISOString() })
        .execute();
      await notifyPlannerNote(trx, { id: order.id, userId: order.user_id, orderName: order.order_name }, words, now);
      await queueFamilyMessage(
        trx,
        { userId: order.user_id, moment: "planner_note", dedupeKey: `planner-note:${id}`, params: { 여행명: order.order_name } },
        now,
      );
      return { ok: true, id };
    });
}

export interface PlannerNote extends StaffEntry {
  message: string;
}

/** The notes sent on an order, newest first. */
export async function listPlannerNotes(orderId: string): Promise<PlannerNote[]> {
  const rows = await db()
    .selectFrom("planner_notes")
    .leftJoin("users", "users.id", "planner_notes.staff_id")
    .select(["planner_notes.id", "planner_notes.message", "planner_notes.created_at", "users.name", "users.nickname"])
    .where("planner_notes.order_id", "=", orderId)
    .orderBy("planner_notes.created_at", "desc")
    .orderBy("planner_notes.id", "desc")
    .execute();
  return rows.map((row) => ({ ...toStaffEntry(row), message: row.message }));
}

/** The planner-note dialog's reading of an order: the note to start from (its status's template) and the notes sent so far. */
export async function plannerNoteDialog(order: { id: string; status: OrderStatus; customerName: string }) {
  const [draft, notes] = await Promise.all([noteDraftFor(order), listPlannerNotes(order.id)]);
  return { draft, notes };
}

/** The id of an order's latest note (the trip card shows it), as a subquery to nest: newest by time, then id. */
export function latestNoteIdOf(executor: Kysely<Database>, orderId: Expression<string>) {
  return executor
    .selectFrom("planner_notes")
    .select("planner_notes.id")
    .where("planner_notes.order_id", "=", orderId)
    .orderBy("planner_notes.created_at", "desc")
    .orderBy("planner_notes.id", "desc")
    .limit(1);
}
