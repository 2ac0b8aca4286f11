// The payment-done page's loader, which confirms the payment (payment.success.tsx takes its server code
// from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/session.server";
import { confirmFailureMessage, PAYMENT_MESSAGES } from "~/messages/payments";
import { productPathForOrder } from "~/models/orders/catalogue.server";
import { confirmOrderPayment } from "~/models/orders/payments.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "purchase" });
  const query = new URL(request.url).searchParams;
  const paymentKey = query.get("paymentKey");
  const orderId = query.get("orderId");
  const amount = query.get("amount");
  if (!paymentKey || !orderId || !amount) return { ok: false as const, message: PAYMENT_MESSAGES.invalid, retryHref: null };

  const result = await confirmOrderPayment({ userId: user.id, orderId, paymentKey, amount: Number(amount) });
  // A failed confirm is tried again from the product screen with the same choices: a new order,
  // never this order id again at Toss.
  if (!result.ok)
    return {
      ok: false as const,
      message: confirmFailureMessage(result.code),
      retryHref: result.order ? productPathForOrder(result.order) : null,
    };
  const { order } = result;
  return {
    ok: true as const,
    order: {
      id: order.id,
      name: order.orderName,
      amount: order.amount,
      method: order.paymentMethod ?? "카드",
      approvedAt: order.approvedAt,
      photobook: order.productType === "photobook",
      // Reloaded after a refund: the page says so instead of 'paid'.
      refundedAt: order.status === "refunded" ? (order.refundedAt ?? order.approvedAt) : null,
    },
  };
}
