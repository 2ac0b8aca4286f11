// The travel-plan creation dialog's loader and action (opened from the orders tab's 'create plan'
// row action): the draft comes back on every add or remove, Save checks it and creates the plan.
import { data, redirect } from "@remix-run/node";
import { dialogCloseTo } from "~/components/admin/console-tabs";
import { applyDraftIntent, checkPlanDraft, type DraftErrors, emptyDraft, type PlanDraft, readPlanDraft } from "~/forms/travel-plan.server";
import { formText, readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PLAN_FORM_MESSAGES as M } from "~/messages/plans";
import { findOrderForStaff } from "~/models/back-office/staff-orders.server";
import { createTravelPlan } from "~/models/plans/creation.server";
import { planIdForOrder } from "~/models/plans/queries.server";
import { PLAN_CREATION_STATUSES } from "~/vocabulary/statuses";

export interface PlanFormData {
  draft: PlanDraft;
  errors: DraftErrors;
  /** Changes on every answer, so the form is drawn afresh from the draft (indexes move on removal). */
  round: string;
}

async function requireOrder(orderId: string | undefined) {
  const order = await findOrderForStaff(orderId ?? "");
  if (!order) throw data({ message: M.orderMissing }, { status: 404 });
  return order;
}

export async function planCreateLoader(request: Request, orderId: string | undefined) {
  await requireAdmin(request);
  const order = await requireOrder(orderId);
  // An order with a plan is edited, not planned again (docs/decisions/0036-travel-plan-editor.md).
  const planId = await planIdForOrder(order.id);
  if (planId) throw redirect(`/admin/plan/${encodeURIComponent(planId)}`);
  // Another status gets no plan: the dialog says so instead of a form.
  const blocked = (PLAN_CREATION_STATUSES as readonly string[]).includes(order.status) ? null : M.notAllowed;
  return { order, draft: emptyDraft(`${order.customerName}님 가족 여행`), closeTo: dialogCloseTo(new URL(request.url)), blocked };
}

export async function planCreateAction(request: Request, orderId: string | undefined) {
  const staff = await requireAdmin(request);
  const form = await readForm(request);
  const order = await requireOrder(orderId);
  const draft = readPlanDraft(form);
  const intent = formText(form, "intent") || "save";
  const reply = (draft: PlanDraft, errors: DraftErrors, status = 200) =>
    data({ draft, errors, round: crypto.randomUUID() } satisfies PlanFormData, { status });
  if (intent !== "save") {
    const changed = applyDraftIntent(draft, intent);
    return changed ? reply(changed, {}) : reply(draft, { "": M.check }, 400);
  }
  const checked = checkPlanDraft(draft);
  if (!checked.ok) return reply(draft, checked.errors, 400);
  const result = await createTravelPlan({ ...checked.plan, orderId: order.id, staffId: staff.id }).catch((error) => {
    console.error("travel plan save failed", error);
    return null;
  });
  if (result === null) return reply(draft, { "": M.saveFailed }, 500);
  if (!result.ok) {
    if (result.reason === "missing") throw data({ message: M.orderMissing }, { status: 404 });
    const message = result.reason === "exists" ? M.exists : result.reason === "not-allowed" ? M.notAllowed : M.saveFailed;
    return reply(draft, { "": message }, 409);
  }
  return redirectWithToast(dialogCloseTo(new URL(request.url)), "success", M.saved);
}
