// The 회원 관리 tab's loader (dashboard.members.tsx takes its server code from here only: decision 28):
// a page of members as the address asks, their phone numbers and dates as text.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listQueryOf } from "~/http/console.server";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatPhone } from "~/http/staff-display.server";
import { listStaffMembers } from "~/models/back-office/staff-members.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = listQueryOf(request);
  const page = await listStaffMembers(query);
  // Shown as text, formatted here (the formatters stay out of the page's script).
  const rows = page.rows.map((member) => ({
    ...member,
    phone: member.phone ? formatPhone(member.phone) : null,
    createdAt: formatDateTime(member.createdAt),
  }));
  return { query, page: { ...page, rows } };
}
