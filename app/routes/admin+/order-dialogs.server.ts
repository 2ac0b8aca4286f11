// The loaders and actions of the console's order dialogs (consultation record, planner note), opened
// from the consultation tab and from the orders tab. Closing or saving goes back to the tab the
// dialog's address is under, with the list's own query (dialogCloseTo in console-tabs.ts).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { dialogCloseTo } from "~/components/admin/console-tabs";
import { consultationSchema } from "~/forms/consultation.server";
import { plannerNoteSchema } from "~/forms/planner-note.server";
import { replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { CONSULTATION_MESSAGES, PLANNER_NOTE_MESSAGES } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { listConsultationLogs, recordConsultation } from "~/models/back-office/consultations.server";
import { listPlannerNotes, noteDraftFor, sendPlannerNote } from "~/models/back-office/planner-notes.server";
import { findOrderForStaff } from "~/models/back-office/staff-orders.server";
import { deliverSoon } from "~/models/messaging/delivery.server";

function orderMissing(): never {
  throw data({ message: CONSULTATION_MESSAGES.orderMissing }, { status: 404 });
}

async function requireStaffOrder(orderId: string | undefined) {
  const order = await findOrderForStaff(orderId ?? "");
  return order ?? orderMissing();
}

export async function consultationDialogLoader(request: Request, orderId: string | undefined) {
  await requireAdmin(request);
  const order = await requireStaffOrder(orderId);
  return { order, logs: await listConsultationLogs(order.id), closeTo: dialogCloseTo(new URL(request.url)) };
}

export async function consultationDialogAction(request: Request, orderId: string | undefined) {
  const staff = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: consultationSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const { complete, ...log } = submission.value;
  const result = await recordConsultation(
    { ...log, orderId: orderId ?? "", staffId: staff.id, completeConsultation: complete },
    FAMILY_WORDS,
  ).catch((error) => {
    console.error("consultation save failed", error);
    return null;
  });
  if (result === null) return replyInvalid(submission.reply({ formErrors: [CONSULTATION_MESSAGES.saveFailed] }), {}, 500);
  if (!result.ok && result.reason === "missing") orderMissing();
  if (!result.ok) {
    const message = result.reason === "conflict" ? CONSULTATION_MESSAGES.conflict : CONSULTATION_MESSAGES.saveFailed;
    return replyInvalid(submission.reply({ formErrors: [message] }), {}, result.reason === "conflict" ? 409 : 400);
  }
  return redirectWithToast(
    dialogCloseTo(new URL(request.url)),
    "success",
    result.completed ? CONSULTATION_MESSAGES.savedAndCompleted : CONSULTATION_MESSAGES.saved,
  );
}

export async function noteDialogLoader(request: Request, orderId: string | undefined) {
  await requireAdmin(request);
  const order = await requireStaffOrder(orderId);
  const [draft, notes] = await Promise.all([noteDraftFor(order), listPlannerNotes(order.id)]);
  return { order, draft, notes, closeTo: dialogCloseTo(new URL(request.url)) };
}

export async function noteDialogAction(request: Request, orderId: string | undefined) {
  const staff = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: plannerNoteSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const result = await sendPlannerNote(
    { orderId: orderId ?? "", staffId: staff.id, message: submission.value.message },
    FAMILY_WORDS,
  ).catch((error) => {
    console.error("planner note failed", error);
    return null;
  });
  if (result === null) return replyInvalid(submission.reply({ formErrors: [PLANNER_NOTE_MESSAGES.sendFailed] }), {}, 500);
  if (!result.ok && result.reason === "missing") orderMissing();
  if (!result.ok) return replyInvalid(submission.reply({ formErrors: [PLANNER_NOTE_MESSAGES.sendFailed] }));
  deliverSoon();
  return redirectWithToast(dialogCloseTo(new URL(request.url)), "success", PLANNER_NOTE_MESSAGES.sent);
}
