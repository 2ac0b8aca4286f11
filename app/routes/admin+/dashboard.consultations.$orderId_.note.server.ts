// The planner-note dialog's loader and action (dashboard.consultations.$orderId_.note.tsx takes its
// server code from here only: decision 28), at the consultation tab's address and at the orders tab's
// (dashboard.orders.$orderId.note.tsx). Closing or sending goes back to the tab the dialog's address
// is under, with the list's own query (dialogCloseTo in console-tabs.ts).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dialogCloseTo } from "~/components/admin/console-tabs";
import { plannerNoteSchema } from "~/forms/planner-note.server";
import { replyInvalid } from "~/forms/submission.server";
import { dialogOrder, orderMissing } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { plannerNoteDialog, sendPlannerNote } from "~/models/back-office/planner-notes.server";
import { deliverSoon } from "~/models/messaging/delivery.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = await dialogOrder(params.orderId);
  return { order, ...(await plannerNoteDialog(order)), closeTo: dialogCloseTo(new URL(request.url)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: plannerNoteSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const result = await sendPlannerNote(
    { orderId: params.orderId ?? "", staffId: staff.id, message: submission.value.message },
    FAMILY_WORDS,
  ).catch((error) => {
    console.error("planner note failed", error);
    return null;
  });
  if (result === null) return replyInvalid(submission.reply({ formErrors: [M.sendFailed] }), {}, 500);
  if (!result.ok && result.reason === "missing") orderMissing();
  if (!result.ok) return replyInvalid(submission.reply({ formErrors: [M.sendFailed] }));
  // The note's 알림톡 was queued in its transaction; it goes out now, after the commit.
  deliverSoon();
  return redirectWithToast(dialogCloseTo(new URL(request.url)), "success", M.sent);
}
