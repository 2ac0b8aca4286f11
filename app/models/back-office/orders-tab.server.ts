// The orders tab's rows (docs/decisions/0023-orders-in-the-back-office.md): the staff list of travel
// orders, each with its plan when it has one, which the row opens in the editor (decision 36).
import { planIdsForOrders } from "../plans/queries.server";
import type { ListPage, ListQuery } from "./staff-lists.server";
import { listStaffOrders, type StaffOrder } from "./staff-orders.server";

export interface OrdersTabRow extends StaffOrder {
  /** The order's plan; null before one is made. */
  planId: string | null;
}

/** One page of the orders tab (listStaffOrders), with each order's plan. */
export async function listOrdersTab(query: ListQuery): Promise<ListPage<OrdersTabRow>> {
  const page = await listStaffOrders(query);
  const plans = await planIdsForOrders(page.rows.map((order) => order.id));
  return { ...page, rows: page.rows.map((order) => ({ ...order, planId: plans.get(order.id) ?? null })) };
}
