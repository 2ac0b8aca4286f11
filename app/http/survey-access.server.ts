// The guard every survey screen shares: a signed-in member, and an accepted order of theirs whose
// survey is still open. Anything else goes where it belongs (the intro explains missing and waiting).
import { redirect } from "@remix-run/node";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { SURVEY_MESSAGES } from "~/messages/survey";
import { surveyAccess } from "~/models/survey/surveys.server";

export function surveyOrderId(request: Request): string {
  return new URL(request.url).searchParams.get("orderId") ?? "";
}

export function surveyPath(orderId: string, step?: number | "done"): string {
  return `/survey${step === undefined ? "" : `/${step}`}?orderId=${encodeURIComponent(orderId)}`;
}

export async function requireOpenSurvey(request: Request) {
  const user = await requireUser(request, { reason: "survey" });
  const orderId = surveyOrderId(request);
  const access = await surveyAccess(orderId, user.id);
  if (access.state === "submitted") throw await redirectWithToast("/dashboard", "info", SURVEY_MESSAGES.alreadySubmitted);
  if (access.state !== "open") throw redirect(orderId ? surveyPath(orderId) : "/survey");
  return { user, order: access.order, survey: access.survey };
}
