// The survey's submit screen: its loader and action (survey.done.tsx takes its server code from here
// only: decision 28).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireOpenSurvey, surveyPath } from "~/http/survey-access.server";
import { redirectWithToast } from "~/http/toast.server";
import { SURVEY_MESSAGES, surveySubmitMessage } from "~/messages/survey";
import { firstUnanswered, submitSurvey } from "~/models/survey/surveys.server";
import { SURVEY_TOTAL } from "~/survey/questions.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { order, survey } = await requireOpenSurvey(request);
  const missing = firstUnanswered(survey?.answers ?? {});
  return {
    total: SURVEY_TOTAL,
    orderName: order.orderName,
    missing: missing === null ? null : { step: missing, href: surveyPath(order.id, missing) },
    back: surveyPath(order.id, SURVEY_TOTAL),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, order } = await requireOpenSurvey(request);
  // The submit button sends no fields; a body that is not a form is refused like anywhere.
  await readForm(request);
  try {
    const result = await submitSurvey(order.id, user.id);
    if (result.ok) return redirectWithToast("/dashboard", "success", SURVEY_MESSAGES.submitted);
    if (result.reason === "missing")
      return redirectWithToast(surveyPath(order.id, result.step), "error", surveySubmitMessage(result.reason));
    return replyInvalid({ error: { "": [surveySubmitMessage(result.reason)] } }, {}, 409);
  } catch (error) {
    console.error("survey submit failed", error);
    return replyInvalid({ error: { "": [SURVEY_MESSAGES.submitFailed] } }, {}, 500);
  }
}
