// The checkout's loader (payment.checkout.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { requireUser } from "~/http/session.server";
import { PAYMENT_MESSAGES } from "~/messages/payments";
import { orderLinks } from "~/models/orders/kinds.server";
import { settlePendingOrder } from "~/models/orders/payments.server";
import { formatKrw } from "~/utils/format";
import { phoneDigits } from "~/utils/phone";
import type { OrderKindName } from "~/vocabulary/order-kinds";
import { PAID_STATUSES } from "~/vocabulary/statuses";

const BARE_PRODUCT = "/product/default";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "purchase" });
  const query = new URL(request.url).searchParams;
  const orderId = query.get("orderId");
  const orderName = query.get("orderName");
  const amount = Number.parseInt(query.get("amount") ?? "", 10);
  const customerKey = query.get("customerKey");
  const invalid = (productHref = BARE_PRODUCT, kind: OrderKindName = "travel") =>
    data({ error: PAYMENT_MESSAGES.invalid, checkout: null, productHref, kind }, { status: 400 });
  if (!orderId || !orderName || !Number.isFinite(amount) || !customerKey) return invalid();

  // The stored order decides: it must be this member's, pending, and say what the address says.
  // One paid at Toss whose confirm never reached us (a closed tab) is settled first.
  const order = await settlePendingOrder(orderId, user.id);
  // Going back reopens where the order's kind makes a new one (a trip: the product screen with its choices).
  const links = order ? orderLinks(order) : null;
  const productHref = links?.againPath ?? BARE_PRODUCT;
  const kind = links?.kind ?? "travel";
  if (order && PAID_STATUSES.has(order.status) && order.paymentKey) {
    throw redirect(
      `/payment/success?${new URLSearchParams({ paymentKey: order.paymentKey, orderId: order.id, amount: String(order.amount) })}`,
    );
  }
  if (order?.status !== "pending" || order.amount !== amount || order.orderName !== orderName || customerKey !== user.id) {
    return invalid(productHref, kind);
  }
  const mobile = phoneDigits(query.get("customerMobilePhone") ?? "");
  return {
    error: null,
    productHref,
    kind,
    checkout: {
      clientKey: config.toss.clientKey,
      widgetSrc: config.toss.widgetSrc,
      customerKey,
      orderId: order.id,
      orderName: order.orderName,
      amount: order.amount,
      // As shown ('9,900원'): the page's script carries no number formatting.
      amountText: formatKrw(order.amount),
      customerName: query.get("customerName") || "고객님",
      customerEmail: query.get("customerEmail"),
      customerMobilePhone: mobile || null,
    },
  };
}
