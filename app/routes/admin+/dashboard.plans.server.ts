// The plans tab's loader (dashboard.plans.tsx takes its server code from here only: decision 28):
// travel orders past payment with their plans, by the list's query.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { readListQuery } from "~/models/back-office/staff-lists.server";
import { listPlanOrders } from "~/models/plans/queries.server";
import { PLANS_TAB_STATUSES } from "~/vocabulary/statuses";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = readListQuery(new URL(request.url), PLANS_TAB_STATUSES);
  return { query, orders: await listPlanOrders(query) };
}
