// The console layout's loader (dashboard.tsx takes its server code from here only: decision 28): the
// staff member's name for the header. Each tab guards itself as well (requireAdmin in its own loader
// and action): the layout's check does not run for a child's action.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  return { staffName: staff.name || staff.nickname || "관리자" };
}
