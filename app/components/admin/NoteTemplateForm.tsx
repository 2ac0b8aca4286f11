// One planner-note template in the notes tab: its text to edit, saved or set back to the built-in
// default. Every template is a form of its own; the action's reply names the status it answers.
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { StaffTextarea } from "~/components/admin/StaffFields";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormResult, formReply } from "~/components/form/reply";
import { PLANNER_NOTE_MESSAGES as M, STAFF_STATUS_LABELS } from "~/messages/admin";
import { formatDateTime } from "~/utils/format";
import { NOTE_MESSAGE_MAX, type PlannerNoteStatus } from "~/vocabulary/planner-note-rules";
import { StatusBadge } from "./OrderDialogParts";

/** The form's two buttons (app/forms/planner-note.server.ts reads them). */
export const NOTE_TEMPLATE_INTENTS = { save: "save", reset: "reset" } as const;

export function NoteTemplateForm(props: {
  template: { status: PlannerNoteStatus; template: string; edited: boolean; updatedAt: string | null };
  /** The last reply, when it was about this template. */
  result: FormResult | undefined;
}) {
  const { status } = props.template;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("status") === status;
  const form = formReply(props.result, { id: `note-template-${status}`, defaultValue: { template: props.template.template } });
  const headingId = `note-template-${status}-title`;
  return (
    <article className="note-template" aria-labelledby={headingId}>
      <header className="note-template__header">
        <h2 id={headingId}>
          <StatusBadge status={status} /> {M.templateFor}
        </h2>
        <span className="hint">
          {props.template.edited && props.template.updatedAt
            ? `${M.templateEdited} · ${formatDateTime(props.template.updatedAt)}`
            : M.templateDefault}
        </span>
      </header>
      <Form method="post" className="form staff-form" noValidate aria-busy={busy || undefined}>
        <input type="hidden" name="status" value={status} />
        <StaffTextarea
          field={form.field("template")}
          label={`${STAFF_STATUS_LABELS[status]} ${M.templateLabel}`}
          rows={5}
          maxLength={NOTE_MESSAGE_MAX}
        />
        <ErrorList id={`note-template-${status}-error`} errors={form.errors("")} live />
        <div className="staff-form__buttons">
          <IntentButton intent="save" look="button--primary" busy={busy}>
            {M.templateSave}
          </IntentButton>
          {props.template.edited ? (
            <IntentButton intent="reset" look="button--ghost" busy={busy}>
              {M.templateReset}
            </IntentButton>
          ) : null}
        </div>
      </Form>
    </article>
  );
}

/** One of the form's two buttons, sent as its intent; both wait while the form is on its way. */
function IntentButton(props: {
  intent: keyof typeof NOTE_TEMPLATE_INTENTS;
  look: "button--primary" | "button--ghost";
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={NOTE_TEMPLATE_INTENTS[props.intent]}
      className={`button ${props.look} button--small`}
      disabled={props.busy}
    >
      {props.children}
    </button>
  );
}
