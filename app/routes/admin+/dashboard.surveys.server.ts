// The 설문 관리 tab's loader (dashboard.surveys.tsx takes its server code from here only: decision 28):
// a page of surveys as the address asks, their phone numbers and dates as text.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listQueryOf } from "~/http/console.server";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatPhone } from "~/http/staff-display.server";
import { listStaffSurveys, SURVEY_LIST_STATUSES } from "~/models/back-office/staff-surveys.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = listQueryOf(request, SURVEY_LIST_STATUSES);
  const page = await listStaffSurveys(query);
  // Shown as text, formatted here (the formatters stay out of the page's script).
  const rows = page.rows.map((survey) => ({
    ...survey,
    customerPhone: survey.customerPhone ? formatPhone(survey.customerPhone) : null,
    shownAt: survey.submittedAt ? formatDateTime(survey.submittedAt) : `— (마지막 저장 ${formatDateTime(survey.updatedAt)})`,
  }));
  return { query, page: { ...page, rows } };
}
