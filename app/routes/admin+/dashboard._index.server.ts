// The new-orders tab's loader and action (dashboard._index.tsx takes its server code from here only:
// decision 28): today's figures, 30 days of sales and the orders waiting, and accepting one.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { acceptOrderSchema } from "~/forms/staff-orders.server";
import { parseFixedForm } from "~/forms/submission.server";
import { listQueryOf } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { formatDate, formatDateTime, formatKrw } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { ORDER_MESSAGES as M } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { acceptNewOrder, newOrdersTab } from "~/models/back-office/staff-orders.server";

const TAB = "/admin/dashboard";

/** The tab's address with its page kept (an index route's form posts to `?index`). */
function tabHref(page: number): string {
  return page > 1 ? `${TAB}?page=${page}` : TAB;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { orders, figures, sales } = await newOrdersTab(listQueryOf(request));
  // Money and times go out as text, formatted here (the formatters stay out of the page's script).
  return {
    orders: {
      ...orders,
      rows: orders.rows.map((order) => ({
        ...order,
        shownAmount: formatKrw(order.amount),
        shownApprovedAt: order.approvedAt ? formatDateTime(order.approvedAt) : "-",
      })),
    },
    figures: { ...figures, shownDay: formatDate(figures.day), shownSales: formatKrw(figures.sales) },
    sales,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const { orderId } = parseFixedForm(await readForm(request), acceptOrderSchema);
  const back = tabHref(listQueryOf(request).page);
  return (await acceptNewOrder(orderId, staff.id, FAMILY_WORDS))
    ? redirectWithToast(back, "success", M.accepted)
    : redirectWithToast(back, "error", M.acceptFailed);
}
