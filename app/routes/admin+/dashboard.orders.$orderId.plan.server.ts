// The travel-plan creation dialog's loader and action (opened from the orders tab's 'create plan' row
// action; dashboard.orders.$orderId.plan.tsx takes its server code from here only: decision 28). The
// draft comes back on every add or remove (app/forms/travel-plan.server.ts), Save checks it and
// creates the plan (docs/decisions/0036-travel-plan-editor.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { dialogCloseTo } from "~/components/admin/console-tabs";
import {
  applyDraftIntent,
  checkPlanDraft,
  type DraftErrors,
  emptyDraft,
  type PlanDraft,
  type PlanFormData,
  readPlanDraft,
} from "~/forms/travel-plan.server";
import { formText, readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PLAN_FORM_MESSAGES as M } from "~/messages/plans";
import { findOrderForStaff } from "~/models/back-office/staff-orders.server";
import { createTravelPlan } from "~/models/plans/creation.server";
import { planIdForOrder } from "~/models/plans/queries.server";
import { PLAN_CREATION_STATUSES } from "~/vocabulary/statuses";

async function orderOrNotFound(orderId: string | undefined) {
  const order = await findOrderForStaff(orderId ?? "");
  if (!order) throw data({ message: M.orderMissing }, { status: 404 });
  return order;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = await orderOrNotFound(params.orderId);
  // An order with a plan is edited, not planned again.
  const planId = await planIdForOrder(order.id);
  if (planId) throw redirect(`/admin/plan/${encodeURIComponent(planId)}`);
  // Another status gets no plan: the dialog says so instead of a form.
  const blocked = (PLAN_CREATION_STATUSES as readonly string[]).includes(order.status) ? null : M.notAllowed;
  return { order, draft: emptyDraft(`${order.customerName}님 가족 여행`), closeTo: dialogCloseTo(new URL(request.url)), blocked };
}

/** The form again with the draft and its messages. */
function draftAgain(draft: PlanDraft, errors: DraftErrors, status = 200) {
  return data({ draft, errors, round: crypto.randomUUID() } satisfies PlanFormData, { status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = await readForm(request);
  const order = await orderOrNotFound(params.orderId);
  const draft = readPlanDraft(form);
  const intent = formText(form, "intent") || "save";
  // Adding and removing rows changes the draft alone; only Save reaches the model.
  if (intent !== "save") {
    const changed = applyDraftIntent(draft, intent);
    return changed ? draftAgain(changed, {}) : draftAgain(draft, { "": M.check }, 400);
  }
  const checked = checkPlanDraft(draft);
  if (!checked.ok) return draftAgain(draft, checked.errors, 400);
  const result = await createTravelPlan({ ...checked.plan, orderId: order.id, staffId: staff.id }).catch((error) => {
    console.error("travel plan save failed", error);
    return null;
  });
  if (result === null) return draftAgain(draft, { "": M.saveFailed }, 500);
  if (!result.ok) {
    if (result.reason === "missing") throw data({ message: M.orderMissing }, { status: 404 });
    const message = result.reason === "exists" ? M.exists : result.reason === "not-allowed" ? M.notAllowed : M.saveFailed;
    return draftAgain(draft, { "": message }, 409);
  }
  return redirectWithToast(dialogCloseTo(new URL(request.url)), "success", M.saved);
}
