// What the back office's screens share between their loaders and actions (their `<route>.server.ts`
// halves): where a change made from a list goes back to, the order a dialog is opened on, and the toast
// a staff status change earns. Route glue only: the rules are the models'.
import { data } from "@remix-run/node";
import { CONSULTATION_MESSAGES, ORDER_MESSAGES } from "~/messages/admin";
import { type ListQuery, readListQuery } from "~/models/back-office/staff-lists.server";
import { findOrderForStaff, type SetStatusResult } from "~/models/back-office/staff-orders.server";
import { listSearch } from "~/utils/list-search";
import { redirectWithToast } from "./toast.server";

/** The list a request is made from: its search, filter and page, as its address says (unknown statuses dropped). */
export function listQueryOf(request: Request, statuses: readonly string[] = []): ListQuery {
  return readListQuery(new URL(request.url), statuses);
}

/** A tab's address with the list's own query, so that staff come back to the list as it was. */
export function listReturn(request: Request, tab: string, statuses: readonly string[] = []): string {
  return tab + listSearch(listQueryOf(request, statuses));
}

/** An order dialog's 404, said inside the console (OrderDialogError). */
export function orderMissing(): never {
  throw data({ message: CONSULTATION_MESSAGES.orderMissing }, { status: 404 });
}

/** The travel order a dialog is opened on (consultation record, planner note), or its 404. */
export async function dialogOrder(orderId: string | undefined) {
  return (await findOrderForStaff(orderId ?? "")) ?? orderMissing();
}

/** Back to `to` with what a staff member's status change did (setOrderStatus), from a list or the timeline. */
export function statusChangeReply(to: string, result: SetStatusResult): Promise<Response> {
  if (result === "changed") return redirectWithToast(to, "success", ORDER_MESSAGES.statusUpdated);
  if (result === "same") return redirectWithToast(to, "info", ORDER_MESSAGES.statusUnchanged);
  return redirectWithToast(to, "error", ORDER_MESSAGES.statusUpdateFailed);
}
