// The guard every survey screen shares: a signed-in member, and an accepted order of theirs whose
// survey is still open. Anything else goes where it belongs (the intro explains missing and waiting).
import { redirect } from "@remix-run/node";
import type { QuestionValues } from "~/components/survey/QuestionField";
import { searchRegions } from "~/models/regions.server";
import type { SurveyQuestion } from "~/models/survey-questions.server";
import { surveyAccess, SURVEY_MESSAGES, type SelectedWithInput } from "~/models/surveys.server";
import { formText } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";

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

/** A stored answer as the form's fields. */
export function valuesFromAnswer(question: SurveyQuestion, answer: unknown): QuestionValues {
  const values: QuestionValues = { ...EMPTY_VALUES, departure: { ...EMPTY_VALUES.departure } };
  const withInput = answer !== null && typeof answer === "object" && !Array.isArray(answer) && "selected" in answer;
  const picked = withInput ? (answer as SelectedWithInput<unknown>).selected : answer;
  if (withInput) values.detail = (answer as SelectedWithInput<unknown>).inputs?.detail ?? "";
  switch (question.type) {
    case "select":
    case "text":
      values.answer = typeof picked === "string" ? [picked] : [];
      break;
    case "checkbox":
      values.answer = Array.isArray(picked) ? picked.map(String) : [];
      break;
    case "budget":
      values.budget = typeof answer === "number" ? String(answer) : "";
      break;
    case "ranking":
      values.ranks = Array.isArray(answer) ? answer.map(String) : [];
      break;
    case "energy":
      values.energy = Array.isArray(answer) ? answer.map(String) : [];
      break;
    case "dates": {
      const dates = answer as { travelDates: { start: string; end: string } | null; dateUndecided: boolean };
      values.start = dates.travelDates?.start ?? "";
      values.end = dates.travelDates?.end ?? "";
      values.undecided = Boolean(dates.dateUndecided);
      break;
    }
    case "district": {
      const text = typeof answer === "string" ? answer : "";
      const district = text ? searchRegions(text).find((suggestion) => suggestion.fullAddress === text) : undefined;
      values.departure = { text, province: district?.province ?? "", city: district?.city ?? "" };
      break;
    }
    case "family":
      break;
  }
  return values;
}

/** What was posted, as the form's fields, to show again beside its errors. */
export function valuesFromForm(formData: FormData): QuestionValues {
  const text = (name: string) => formText(formData, name);
  return {
    answer: formData.getAll("answer").filter((value): value is string => typeof value === "string"),
    detail: text("detail"),
    budget: text("budget"),
    ranks: [text("rank1"), text("rank2"), text("rank3")],
    energy: [text("morning"), text("afternoon"), text("evening")],
    start: text("start"),
    end: text("end"),
    undecided: text("undecided") === "on",
    departure: { text: text("regionQuery"), province: text("province"), city: text("city") },
  };
}

const EMPTY_VALUES: QuestionValues = {
  answer: [],
  detail: "",
  budget: "",
  ranks: [],
  energy: [],
  start: "",
  end: "",
  undecided: false,
  departure: { text: "", province: "", city: "" },
};
