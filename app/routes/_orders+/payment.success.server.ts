// The payment-done page's loader, which confirms the payment (payment.success.tsx takes its server code
// from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/session.server";
import { confirmFailureMessage, PAYMENT_MESSAGES } from "~/messages/payments";
import { orderLinks } from "~/models/orders/kinds.server";
import { confirmOrderPayment } from "~/models/orders/payments.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "purchase" });
  const query = new URL(request.url).searchParams;
  const paymentKey = query.get("paymentKey");
  const orderId = query.get("orderId");
  const amount = query.get("amount");
  if (!paymentKey || !orderId || !amount) return { ok: false as const, message: PAYMENT_MESSAGES.invalid, retryHref: null };

  const result = await confirmOrderPayment({ userId: user.id, orderId, paymentKey, amount: Number(amount) });
  // A failed confirm is tried again where the order's kind makes a new one (a trip: the product
  // screen with the same choices), never with this order id again at Toss.
  if (!result.ok)
    return {
      ok: false as const,
      message: confirmFailureMessage(result.code),
      retryHref: result.order ? orderLinks(result.order).againPath : null,
    };
  const { order } = result;
  const { kind, nextPath } = orderLinks(order);
  return {
    ok: true as const,
    order: {
      id: order.id,
      name: order.orderName,
      amount: order.amount,
      method: order.paymentMethod ?? "카드",
      approvedAt: order.approvedAt,
      // The page words the next steps by the order's kind; the button leads where the kind says.
      kind,
      nextHref: nextPath,
      // Reloaded after a refund: the page says so instead of 'paid'.
      refundedAt: order.status === "refunded" ? (order.refundedAt ?? order.approvedAt) : null,
    },
  };
}
