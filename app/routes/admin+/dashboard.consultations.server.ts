// The consultation tab's loader (dashboard.consultations.tsx takes its server code from here only:
// decision 28): the orders to consult and those consulted, with their dates and logs as text.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listQueryOf } from "~/http/console.server";
import { requireAdmin } from "~/http/session.server";
import { formatDate, formatDateTime, formatKrw, koreanToday } from "~/http/staff-display.server";
import { listConsultationQueue } from "~/models/back-office/consultations.server";
import { CONSULTATION_STATUSES } from "~/vocabulary/consultation-tags";

/** A day in Seoul ("2026년 11월 22일") of a stored time. */
function dayOf(iso: string): string {
  return formatDate(koreanToday(new Date(iso)));
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = listQueryOf(request, CONSULTATION_STATUSES);
  // A failure is not an empty queue: it reaches the error boundary, which says so and offers a retry.
  const page = await listConsultationQueue(query);
  // Money and dates go out as text, formatted here (the formatters stay out of the page's script).
  const rows = page.rows.map((order) => ({
    ...order,
    shownAmount: formatKrw(order.amount),
    shownCreatedDay: dayOf(order.createdAt),
    shownSurveyDay: order.surveySubmittedAt ? dayOf(order.surveySubmittedAt) : null,
    shownLastLoggedAt: order.lastLoggedAt ? formatDateTime(order.lastLoggedAt) : null,
  }));
  return { query, page: { ...page, rows } };
}
