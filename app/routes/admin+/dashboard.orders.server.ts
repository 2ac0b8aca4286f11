// The orders tab's loader and action (dashboard.orders.tsx takes its server code from here only:
// decision 28): the list as its address asks, and a row's status change, back to the same list.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orderStatusSchema } from "~/forms/staff-orders.server";
import { listQueryOf, listReturn, statusChangeReply } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { formatDate, formatKrw, koreanToday } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { ORDER_MESSAGES as M } from "~/messages/admin";
import { FAMILY_WORDS } from "~/messages/notifications";
import { listOrdersTab } from "~/models/back-office/orders-tab.server";
import { setOrderStatus } from "~/models/back-office/staff-orders.server";
import { listSearch } from "~/utils/list-search";
import { STAFF_LISTED_STATUSES } from "~/vocabulary/statuses";

const TAB = "/admin/dashboard/orders";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = listQueryOf(request, STAFF_LISTED_STATUSES);
  const orders = await listOrdersTab(query);
  // Money and dates go out as text, formatted here (the formatters stay out of the page's script).
  const rows = orders.rows.map((order) => ({
    ...order,
    shownAmount: formatKrw(order.amount),
    shownDate: formatDate(koreanToday(new Date(order.createdAt))),
  }));
  // Status changes and dialogs keep the list's search, filter and page, so staff come back to the same list.
  return { query, search: listSearch(query), orders: { ...orders, rows } };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const back = listReturn(request, TAB, STAFF_LISTED_STATUSES);
  const submission = parseWithZod(await readForm(request), { schema: orderStatusSchema });
  // A status the server refuses (outside the travel flow) fails like any refused move: the list, and the tab's toast.
  if (submission.status !== "success") return redirectWithToast(back, "error", M.statusUpdateFailed);
  const { orderId, status, reason } = submission.value;
  const result = await setOrderStatus({ orderId, status, reason, staffId: staff.id, words: FAMILY_WORDS });
  return statusChangeReply(back, result);
}
