// The survey's intro: its loader (survey._index.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { onDemandFieldScripts } from "~/components/survey/deferred-fields.server";
import { scriptLinks } from "~/http/page-meta.server";
import { requireUser } from "~/http/session.server";
import { surveyOrderId, surveyPath } from "~/http/survey-access.server";
import { redirectWithToast } from "~/http/toast.server";
import { SURVEY_MESSAGES, surveyAccessMessage } from "~/messages/survey";
import { surveyAccess } from "~/models/survey/surveys.server";
import { SURVEY_PARTS, SURVEY_TOTAL, surveyQuestion } from "~/survey/questions.server";

const TITLE = { title: "여행 설문 - 패밀리트립" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "survey" });
  const orderId = surveyOrderId(request);
  const access = await surveyAccess(orderId, user.id);
  if (access.state === "submitted") throw await redirectWithToast("/dashboard", "info", SURVEY_MESSAGES.alreadySubmitted);
  if (access.state === "missing")
    return data({ state: "missing" as const, message: surveyAccessMessage(access.state), meta: [TITLE] }, { status: orderId ? 404 : 400 });
  if (access.state === "waiting") return { state: "waiting" as const, message: surveyAccessMessage(access.state), meta: [TITLE] };
  const resumeStep = access.survey?.resumeStep ?? 1;
  return {
    state: "open" as const,
    // The next screen's field, when it loads on demand (decision 43), fetched while the intro is read.
    meta: [TITLE, ...scriptLinks([], onDemandFieldScripts(context.onDemandScripts, surveyQuestion(resumeStep)))],
    orderName: access.order.orderName,
    total: SURVEY_TOTAL,
    parts: Object.entries(SURVEY_PARTS).map(([part, title]) => ({ part, title })),
    start: surveyPath(access.order.id, 1),
    resume:
      resumeStep > 1 ? { href: surveyPath(access.order.id, resumeStep > SURVEY_TOTAL ? "done" : resumeStep), step: resumeStep } : null,
  };
}
