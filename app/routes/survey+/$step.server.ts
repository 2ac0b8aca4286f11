// A survey question's loader and action ($step.tsx takes its server code from here only:
// decision 28).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { FAMILY_INTENTS } from "~/components/FamilyBuilder";
import type { FormResult } from "~/components/form/reply";
import { onDemandFieldScripts } from "~/components/survey/deferred-fields.server";
import { familyFormStep, hasPendingFamilyMember } from "~/forms/family.server";
import { regionFormStep } from "~/forms/region.server";
import { parseSurveyAnswer, postedFormValues } from "~/forms/survey.server";
import { scriptLinks } from "~/http/page-meta.server";
import { formText, readForm } from "~/http/request.server";
import { requireOpenSurvey, surveyPath } from "~/http/survey-access.server";
import type { RegionSuggestion } from "~/models/regions/regions.server";
import { changeSurveyFamily, draftFamily, type SurveyAnswers, saveSurveyDraft } from "~/models/survey/surveys.server";
import { formValuesFromAnswers } from "~/survey/answers.server";
import { SURVEY_PARTS, SURVEY_TOTAL, type SurveyQuestion, surveyQuestion } from "~/survey/questions.server";
import type { SurveyFormValues } from "~/survey/types/index.server";
import { listFamilyMembers } from "~/utils/family";
import { koreanToday } from "~/utils/format";

function questionAt(params: { step?: string }): { step: number; question: SurveyQuestion } {
  const step = Number(params.step);
  const question = surveyQuestion(step);
  if (!question) throw new Response("Not Found", { status: 404 });
  return { step, question };
}

async function surveyContext(request: Request, params: { step?: string }) {
  const { user, order, survey } = await requireOpenSurvey(request);
  const { step, question } = questionAt(params);
  const answers: SurveyAnswers = survey?.answers ?? {};
  // The member as the session lookup read them, family included: no second read.
  const profileFamily = user.familyMembers;
  // The draft as read, for the action's write to change without reading it again (none yet: it makes one).
  const read = survey?.answers;
  return { user, order, step, question, answers, read, family: draftFamily(answers, profileFamily), profileFamily };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order, step, question, answers, family } = await surveyContext(request, params);
  // Fields the browser loads on demand (fields.tsx): this screen's now, its neighbours' when idle.
  const preload = onDemandFieldScripts(context.onDemandScripts, question);
  const nextDoor = onDemandFieldScripts(context.onDemandScripts, surveyQuestion(step - 1), surveyQuestion(step + 1));
  return {
    meta: [
      { title: `여행 설문 ${step}/${SURVEY_TOTAL} - 패밀리트립` },
      ...scriptLinks(
        preload,
        nextDoor.filter((href) => !preload.includes(href)),
      ),
    ],
    orderId: order.id,
    step,
    total: SURVEY_TOTAL,
    part: `Part ${question.part}. ${SURVEY_PARTS[question.part]}`,
    question,
    values: formValuesFromAnswers(question, answers),
    members: listFamilyMembers(family),
    today: koreanToday(),
  };
}

export type ActionData = {
  values: SurveyFormValues;
  errors?: { answer: string | undefined; detail: string | undefined };
  /** The family adder's failed add (its fields and messages). */
  member?: FormResult;
  suggestions?: RegionSuggestion[];
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, order, step, question, read, family, profileFamily } = await surveyContext(request, params);
  const formData = await readForm(request);
  const intent = formText(formData, "intent") || "next";
  const values = postedFormValues(question, formData);
  const here = surveyPath(order.id, step);

  // The departure search without JavaScript: search, then pick a result.
  const region = question.type === "district" ? regionFormStep(intent, formText(formData, "regionQuery")) : null;
  if (region && "suggestions" in region) return { values, suggestions: region.suggestions } satisfies ActionData;
  if (region) {
    const picked = region.picked;
    return { values: picked ? { text: picked.name, province: picked.province, city: picked.city } : values } satisfies ActionData;
  }

  // The family builder's add and remove buttons change the draft and come back here. A member left
  // in the adder when '다음' is pressed is added first (or its problem shown), never dropped.
  const pendingMember = question.type === "family" && intent === "next" && hasPendingFamilyMember(formData);
  const familyStep = question.type === "family" ? familyFormStep(pendingMember ? FAMILY_INTENTS.add : intent, formData, family) : null;
  if (familyStep && !familyStep.ok) return data({ values, member: familyStep.reply } satisfies ActionData, { status: 400 });
  if (familyStep) {
    await changeSurveyFamily({ orderId: order.id, userId: user.id, profileFamily, change: familyStep.change, resumeStep: step, read });
    if (!pendingMember) return redirect(`${here}#family`);
  }

  const parsed = parseSurveyAnswer(question, formData, {
    today: koreanToday(),
    family: familyStep?.ok ? familyStep.change(family) : family,
  });
  // The family question's answer is the draft's own list (kept by the builder), not the one this page read.
  // A member just added from the adder changed the draft: it is read anew rather than compared in vain.
  const drafted = familyStep ? undefined : read;
  const save = (answers: SurveyAnswers, resumeStep: number) =>
    question.type === "family"
      ? changeSurveyFamily({ orderId: order.id, userId: user.id, profileFamily, change: (latest) => latest, resumeStep, read: drafted })
      : saveSurveyDraft({ orderId: order.id, userId: user.id, answers, resumeStep, read: drafted });
  if (intent === "prev") {
    // Going back keeps a valid answer and never blocks on an invalid one.
    if (parsed.ok) await save(parsed.answers, step);
    return redirect(step > 1 ? surveyPath(order.id, step - 1) : surveyPath(order.id));
  }
  if (!parsed.ok) return data({ values, errors: parsed.errors } satisfies ActionData, { status: 400 });
  await save(parsed.answers, step + 1);
  return redirect(step < SURVEY_TOTAL ? surveyPath(order.id, step + 1) : surveyPath(order.id, "done"));
}
