// The calendar file of a shared plan (/share/plan/{token}/calendar.ics): open to whoever holds a live
// link, the same chapters the shared storyboard shows.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildPlanCalendar, calendarFileName } from "~/models/plans/calendar";
import { readSharedPlan } from "~/models/plans/page.server";
import { planIdForShareToken } from "~/models/plans/sharing.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const planId = await planIdForShareToken(params.token ?? "");
  const plan = planId ? await readSharedPlan(planId) : null;
  if (!plan) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
  return new Response(buildPlanCalendar({ planId: plan.id, title: plan.title, days: plan.days, now: new Date() }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(plan.id)}"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
