// One order's timeline for staff: its loader and action (dashboard.timeline.$orderId.tsx takes its
// server code from here only: decision 28). The status form takes an optional reason
// (docs/decisions/0023-orders-in-the-back-office.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { ShownEvent } from "~/components/admin/TimelineEntry";
import { timelineStatusSchema } from "~/forms/staff-orders.server";
import { replyInvalid } from "~/forms/submission.server";
import { statusChangeReply } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatKrw, formatPhone } from "~/http/staff-display.server";
import { FAMILY_WORDS } from "~/messages/notifications";
import { isMovableByStaff, setOrderStatus } from "~/models/back-office/staff-orders.server";
import { orderTimeline } from "~/models/orders/order-timeline.server";
import { findOrderRow } from "~/models/orders/orders.server";

function notFound(): never {
  throw data({ message: "주문을 찾을 수 없어요." }, { status: 404 });
}

/** The order's id from the address: anything longer than an order id names none. */
function orderIdOf(params: LoaderFunctionArgs["params"]): string {
  const { orderId } = params;
  return orderId && orderId.length <= 100 ? orderId : notFound();
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { order, events, planId } = (await orderTimeline(orderIdOf(params))) ?? notFound();
  // Money, dates and the phone number go out as text, formatted here (the formatters stay out of the page's script).
  return {
    order: {
      ...order,
      customerPhone: order.customerPhone ? formatPhone(order.customerPhone) : null,
      amountText: formatKrw(order.amount),
      createdAtText: formatDateTime(order.createdAt),
    },
    events: events.map(
      (event): ShownEvent => ({
        ...event,
        atText: formatDateTime(event.at),
        amountText: "amount" in event ? formatKrw(event.amount) : "",
      }),
    ),
    movable: isMovableByStaff(order),
    planId,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  // Any order's timeline answers (its form is shown for a movable one); no such order is a 404.
  const order = (await findOrderRow(orderIdOf(params))) ?? notFound();
  const submission = parseWithZod(await readForm(request), { schema: timelineStatusSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const { status, reason } = submission.value;
  const result = await setOrderStatus({ orderId: order.id, status, reason, staffId: staff.id, words: FAMILY_WORDS });
  return statusChangeReply(`/admin/dashboard/timeline/${encodeURIComponent(order.id)}`, result);
}
