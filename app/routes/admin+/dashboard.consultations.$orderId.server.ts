// The consultation-record dialog's loader and action (dashboard.consultations.$orderId.tsx takes its
// server code from here only: decision 28), at the consultation tab's address and at the orders tab's
// (dashboard.orders.$orderId.consultation.tsx). Closing or saving goes back to the tab the dialog's
// address is under, with the list's own query (dialogCloseTo in console-tabs.ts).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dialogCloseTo } from "~/components/admin/console-tabs";
import { consultationSchema } from "~/forms/consultation.server";
import { replyInvalid } from "~/forms/submission.server";
import { dialogOrder, orderMissing } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { CONSULTATION_MESSAGES as M } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { listConsultationLogs, recordConsultation } from "~/models/back-office/consultations.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = await dialogOrder(params.orderId);
  return { order, logs: await listConsultationLogs(order.id), closeTo: dialogCloseTo(new URL(request.url)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: consultationSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const { complete, ...log } = submission.value;
  const result = await recordConsultation(
    { ...log, orderId: params.orderId ?? "", staffId: staff.id, completeConsultation: complete },
    FAMILY_WORDS,
  ).catch((error) => {
    console.error("consultation save failed", error);
    return null;
  });
  if (result === null) return replyInvalid(submission.reply({ formErrors: [M.saveFailed] }), {}, 500);
  if (!result.ok && result.reason === "missing") orderMissing();
  if (!result.ok) {
    const conflict = result.reason === "conflict";
    return replyInvalid(submission.reply({ formErrors: [conflict ? M.conflict : M.saveFailed] }), {}, conflict ? 409 : 400);
  }
  return redirectWithToast(dialogCloseTo(new URL(request.url)), "success", result.completed ? M.savedAndCompleted : M.saved);
}
