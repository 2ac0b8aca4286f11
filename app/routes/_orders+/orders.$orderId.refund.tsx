import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { returnPathField } from "~/forms/fields.server";
import { parseFixedForm } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PAYMENT_MESSAGES, refundRefusalMessage } from "~/messages/payments";
import { refundOrder } from "~/models/orders/payments.server";

export function loader() {
  return redirect("/dashboard");
}

// Refund within 24 hours of payment; the dashboard's refund button posts here.
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { reason: "dashboard" });
  // The button's form holds only where to go back to (the dashboard when it is not ours).
  const { redirectTo: back } = parseFixedForm(await readForm(request), z.object({ redirectTo: returnPathField("/dashboard") }));
  const result = await refundOrder(user.id, params.orderId ?? "");
  return result.ok
    ? redirectWithToast(back, "success", PAYMENT_MESSAGES.refunded)
    : redirectWithToast(back, "error", refundRefusalMessage(result.reason));
}
