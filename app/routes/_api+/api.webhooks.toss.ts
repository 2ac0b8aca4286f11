import type { ActionFunctionArgs } from "@remix-run/node";
import { readJson } from "~/http/request.server";
import { applyPaymentWebhook } from "~/models/orders/payments.server";

// Toss's PAYMENT_STATUS_CHANGED webhook. Toss posts from its own servers (the same-origin rule
// exempts /api/webhooks/); each event is verified by the model before it changes anything. Always a
// quick 200, so Toss does not retry an event we chose to ignore.
export async function action({ request }: ActionFunctionArgs) {
  const event = (await readJson(request)) as { eventType?: unknown; data?: Record<string, unknown> } | null;
  if (event?.eventType === "PAYMENT_STATUS_CHANGED" && event.data && typeof event.data === "object") {
    const outcome = await applyPaymentWebhook(event.data);
    return Response.json({ outcome });
  }
  return Response.json({ outcome: "ignored" });
}
