// The analytics tab's loader (dashboard.analytics.tsx takes its server code from here only: decision
// 28): the report over the range the address asks for (docs/decisions/0058-analytics-tab.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { formatDate } from "~/http/staff-display.server";
import { sectionLabel } from "~/messages/analytics";
import { analyticsReport, readRange } from "~/models/analytics/report.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const report = await analyticsReport(readRange(new URL(request.url).searchParams.get("range")));
  // The period and the sections by their Korean names go out as text (the formatters and words stay out of the page's script).
  return {
    ...report,
    period: `${formatDate(report.from)} ~ ${formatDate(report.to)}`,
    interestAreas: report.interestAreas.map((row) => ({ ...row, label: sectionLabel(row.section) })),
  };
}
