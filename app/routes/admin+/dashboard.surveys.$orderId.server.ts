// The survey dialog's loader (dashboard.surveys.$orderId.tsx takes its server code from here only:
// decision 28), at the 설문 관리 tab's address and at the consultation tab's
// (dashboard.consultations.$orderId_.survey.tsx): the survey in words, its dates and phone as text.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatPhone } from "~/http/staff-display.server";
import { getStaffSurvey } from "~/models/back-office/staff-surveys.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const survey = await getStaffSurvey(params.orderId ?? "");
  if (!survey) throw new Response("Not Found", { status: 404 });
  // Shown as text, formatted here (the formatters stay out of the page's script).
  return {
    survey: {
      ...survey,
      customerPhone: survey.customerPhone ? formatPhone(survey.customerPhone) : null,
      shownAt: formatDateTime(survey.submittedAt ?? survey.updatedAt),
    },
  };
}
