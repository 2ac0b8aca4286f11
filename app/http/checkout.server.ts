// The way to the checkout, one for every order kind (the product page, the photobook's shipping, the
// plan's booking cart): the order as stored decides its id, name and amount, never the browser; the
// payer's details are the member's, for Toss's widget (payment.checkout.tsx checks them again).
import { redirect } from "@remix-run/node";
import { PAYMENT_MESSAGES } from "~/messages/payments";

export interface CheckoutOrder {
  id: string;
  orderName: string;
  amount: number;
}

export interface Payer {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The checkout's address for a created order and the member who pays it. */
function checkoutPath(order: CheckoutOrder, payer: Payer): string {
  const checkout = new URLSearchParams({
    orderId: order.id,
    orderName: order.orderName,
    amount: String(order.amount),
    customerKey: payer.id,
    customerName: payer.name || PAYMENT_MESSAGES.payerWithoutName,
    ...(payer.email ? { customerEmail: payer.email } : {}),
    ...(payer.phone ? { customerMobilePhone: payer.phone } : {}),
  });
  return `/payment/checkout?${checkout}`;
}

/** To the checkout with a created order. */
export function redirectToCheckout(order: CheckoutOrder, payer: Payer): Response {
  return redirect(checkoutPath(order, payer));
}
