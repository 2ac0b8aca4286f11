import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { PAYMENT_MESSAGES, refundRefusalMessage } from "~/messages/payments";
import { refundOrder } from "~/models/payments.server";
import { formText, readForm, safeRedirectPath } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import type { PageHandle } from "~/page-rules";

export const handle: PageHandle = { page: { member: false } };

export function loader() {
  return redirect("/dashboard");
}

// Refund within 24 hours of payment; the dashboard's refund button posts here.
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { reason: "dashboard" });
  const back = safeRedirectPath(formText(await readForm(request), "redirectTo"), "/dashboard");
  const result = await refundOrder(user.id, params.orderId ?? "");
  return result.ok
    ? redirectWithToast(back, "success", PAYMENT_MESSAGES.refunded)
    : redirectWithToast(back, "error", refundRefusalMessage(result.reason));
}
