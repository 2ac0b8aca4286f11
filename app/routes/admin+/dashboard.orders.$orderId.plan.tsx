// The travel-plan creation dialog, opened from a row of the orders tab (consultation complete, plan
// sent without a plan). Adding and removing days, activities and stays are submit buttons that show
// the form again with what was typed, so it works without JavaScript. Its loader and action are in
// dashboard.orders.$orderId.plan.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { OrderBrief, OrderDialogError } from "~/components/admin/OrderDialogParts";
import { StaffDialog } from "~/components/admin/StaffDialog";
import { BusyLabel } from "~/components/form/BusyLabel";
import { ErrorList } from "~/components/form/ErrorList";
import { PlanInput, PlanTextarea, planFieldMeta } from "~/components/plan/PlanFields";
import type { DraftErrors, PlanDraft } from "~/forms/travel-plan.server";
import { PLAN_FORM_MESSAGES as M } from "~/messages/plans";
import type { PageHandle } from "~/page-rules";
import type { action, loader } from "./dashboard.orders.$orderId.plan.server";

export { action, loader } from "./dashboard.orders.$orderId.plan.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "여행 계획 만들기 - 관리자 콘솔" }];

// The field names, as app/forms/travel-plan.server.ts reads them.
const dayName = (d: number) => `days[${d}].date`;
const activityName = (d: number, a: number, key: string) => `days[${d}].activities[${a}].${key}`;
const stayName = (s: number, key: string) => `stays[${s}].${key}`;
// Durations, costs and the budget: whole numbers from 0, typed on a number pad.
const WHOLE_NUMBER = { type: "number", min: 0, step: 1, inputMode: "numeric" } as const;

export default function CreatePlan() {
  const { order, draft: initial, closeTo, blocked } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const draft: PlanDraft = reply?.draft ?? initial;
  const errors: DraftErrors = reply?.errors ?? {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  // Save is disabled without a title once the script runs; without it the server says so.
  const [hasTitle, setHasTitle] = useState(true);
  useEffect(() => setHasTitle(draft.title.trim() !== ""), [draft.title]);
  const field = (name: string, value: string) => planFieldMeta(name, value, errors[name]);
  if (blocked) {
    return (
      <StaffDialog title={`${M.dialogTitle} · ${order.customerName}`} closeTo={closeTo}>
        <OrderBrief order={order} />
        <p className="load-error" role="alert">
          {blocked}
        </p>
      </StaffDialog>
    );
  }

  return (
    <StaffDialog title={`${M.dialogTitle} · ${order.customerName}`} closeTo={closeTo} wide>
      <OrderBrief order={order} />
      <Form method="post" className="form staff-form plan-form" noValidate aria-busy={saving || undefined} key={reply?.round ?? "first"}>
        {/* The first submit button is what Enter in a field presses: Save, not a remove button. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {M.save}
        </button>
        <PlanInput
          field={field("title", draft.title)}
          label={M.title}
          placeholder={M.titlePlaceholder}
          maxLength={100}
          onInput={(event) => setHasTitle(event.currentTarget.value.trim() !== "")}
        />

        <h3 className="plan-form__heading">{M.schedule}</h3>
        {draft.days.map((day, d) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here; the form is drawn afresh each round (its key)
          <fieldset key={`day-${d}`} className="plan-form__day">
            <legend>{M.day(d + 1)}</legend>
            <PlanInput field={field(dayName(d), day.date)} label={`${M.day(d + 1)} ${M.date}`} type="date" />
            {day.activities.map((activity, a) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here; the form is drawn afresh each round (its key)
              <fieldset key={`activity-${d}-${a}`} className="plan-form__activity">
                <legend>{M.activity(a + 1)}</legend>
                <div className="plan-form__grid">
                  <PlanInput field={field(activityName(d, a, "time"), activity.time)} label={M.time} type="time" />
                  <PlanInput field={field(activityName(d, a, "title"), activity.title)} label={M.activityTitle} maxLength={100} />
                  <PlanInput field={field(activityName(d, a, "location"), activity.location)} label={M.location} maxLength={200} />
                  <PlanInput field={field(activityName(d, a, "duration"), activity.duration)} label={M.duration} {...WHOLE_NUMBER} />
                  <PlanInput field={field(activityName(d, a, "cost"), activity.cost)} label={M.cost} {...WHOLE_NUMBER} />
                </div>
                <PlanTextarea field={field(activityName(d, a, "description"), activity.description)} label={M.description} rows={2} />
                {day.activities.length > 1 ? (
                  <button
                    type="submit"
                    name="intent"
                    value={`remove-activity/${d}/${a}`}
                    className="button button--ghost button--small"
                    formNoValidate
                  >
                    {M.removeActivity(d + 1, a + 1)}
                  </button>
                ) : null}
              </fieldset>
            ))}
            <div className="plan-form__buttons">
              <button type="submit" name="intent" value={`add-activity/${d}`} className="button button--outline button--small">
                {M.addActivity}
                <span className="visually-hidden"> ({M.day(d + 1)})</span>
              </button>
              {draft.days.length > 1 ? (
                <button type="submit" name="intent" value={`remove-day/${d}`} className="button button--ghost button--small">
                  {M.removeDay(d + 1)}
                </button>
              ) : null}
            </div>
          </fieldset>
        ))}
        <button type="submit" name="intent" value="add-day" className="button button--outline button--small">
          {M.addDay}
        </button>

        <h3 className="plan-form__heading">{M.stays}</h3>
        {draft.stays.length === 0 ? <p className="hint">{M.staysEmpty}</p> : null}
        {draft.stays.map((stay, s) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here; the form is drawn afresh each round (its key)
          <fieldset key={`stay-${s}`} className="plan-form__activity">
            <legend>{M.stay(s + 1)}</legend>
            <div className="plan-form__grid">
              <PlanInput field={field(stayName(s, "name"), stay.name)} label={M.stayName} maxLength={200} />
              <PlanInput field={field(stayName(s, "checkIn"), stay.checkIn)} label={M.checkIn} type="date" />
              <PlanInput field={field(stayName(s, "checkOut"), stay.checkOut)} label={M.checkOut} type="date" />
              <PlanInput field={field(stayName(s, "address"), stay.address)} label={M.address} maxLength={200} />
              <PlanInput field={field(stayName(s, "cost"), stay.cost)} label={M.cost} {...WHOLE_NUMBER} />
            </div>
            <button type="submit" name="intent" value={`remove-stay/${s}`} className="button button--ghost button--small">
              {M.removeStay(s + 1)}
            </button>
          </fieldset>
        ))}
        <button type="submit" name="intent" value="add-stay" className="button button--outline button--small">
          {M.addStay}
        </button>

        <PlanInput field={field("totalBudget", draft.totalBudget)} label={M.totalBudget} {...WHOLE_NUMBER} />
        <PlanTextarea field={field("notes", draft.notes)} label={M.notes} hint={M.notesHint} rows={3} />

        <ErrorList id="plan-form-error" errors={errors[""] ? [errors[""]] : undefined} live />
        <button type="submit" name="intent" value="save" className="button button--primary button--block" disabled={saving || !hasTitle}>
          <BusyLabel busy={saving} busyText={M.saving}>
            {M.save}
          </BusyLabel>
        </button>
      </Form>
    </StaffDialog>
  );
}

export function ErrorBoundary() {
  return <OrderDialogError title={M.dialogTitle} />;
}
