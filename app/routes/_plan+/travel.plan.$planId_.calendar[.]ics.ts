// The plan as a calendar file (/travel/plan/{id}/calendar.ics): owner or staff, like the page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUserOrStaff } from "~/http/session.server";
import { buildPlanCalendar, calendarFileName } from "~/models/plans/calendar";
import { readPlanForPage } from "~/models/plans/page.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUserOrStaff(request, { reason: "plan" });
  const plan = await readPlanForPage(params.planId ?? "", { id: user.id, staff: user.role === "admin" });
  if (!plan) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(buildPlanCalendar({ planId: plan.id, title: plan.title, days: plan.days, now: new Date() }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(plan.id)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
