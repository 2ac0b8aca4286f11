// The planner-note dialog, one component for both places it opens (the consultation tab and the
// orders tab): the message starts from the template of the order's status with the customer's name
// filled in, staff may change it before sending, and the notes already sent are listed below.
import { Form, useNavigation } from "@remix-run/react";
import { StaffTextarea } from "~/components/admin/StaffFields";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormResult, formReply } from "~/components/form/reply";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { NOTE_MESSAGE_MAX } from "~/models/planner-note-rules";
import { formatDateTime } from "~/utils/format";
import { type DialogOrder, OrderBrief } from "./OrderDialogParts";
import { StaffDialog } from "./StaffDialog";

/** One note already sent, as loaders send it. */
export interface DialogPlannerNote {
  id: string;
  message: string;
  staffName: string | null;
  createdAt: string;
}

export function PlannerNoteDialog(props: {
  order: DialogOrder;
  /** The status's template with the name filled in; "" when the status has none. */
  draft: string;
  notes: readonly DialogPlannerNote[];
  closeTo: string;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.has("message") === true;
  const form = formReply(props.result, { id: "planner-note", defaultValue: { message: props.draft } });
  return (
    <StaffDialog title={`${M.dialogTitle} · ${props.order.customerName}`} closeTo={props.closeTo}>
      <OrderBrief order={props.order} />
      <Form method="post" className="form staff-form" noValidate aria-busy={sending || undefined}>
        <StaffTextarea
          field={form.field("message")}
          label={M.messageLabel}
          hint={props.draft ? undefined : M.noTemplate}
          rows={7}
          maxLength={NOTE_MESSAGE_MAX}
        />
        <ErrorList id="planner-note-error" errors={form.errors("")} live />
        <button type="submit" className="button button--primary button--block" disabled={sending}>
          {sending ? (
            <>
              <span className="spinner" aria-hidden="true" /> {M.sending}
            </>
          ) : (
            M.send
          )}
        </button>
      </Form>

      <section className="dialog-history" aria-labelledby="planner-note-history">
        <h3 id="planner-note-history">
          {M.history} <span className="hint">{props.notes.length}건</span>
        </h3>
        {props.notes.length === 0 ? (
          <p className="hint">{M.historyEmpty}</p>
        ) : (
          <ol>
            {props.notes.map((note) => (
              <li key={note.id}>
                <p className="dialog-history__meta">
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                  {note.staffName ? ` · ${note.staffName}` : null}
                </p>
                <p className="dialog-history__text">{note.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </StaffDialog>
  );
}
