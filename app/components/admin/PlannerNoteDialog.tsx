// The planner-note dialog, one component for both places it opens (the consultation tab and the
// orders tab): the message starts from the template of the order's status with the customer's name
// filled in, staff may change it before sending, and the notes already sent are listed below.
import { Form, useNavigation } from "@remix-run/react";
import { StaffTextarea } from "~/components/admin/StaffFields";
import { BusyLabel } from "~/components/form/BusyLabel";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormResult, formReply } from "~/components/form/reply";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { NOTE_MESSAGE_MAX } from "~/vocabulary/planner-note-rules";
import { DialogHistory } from "./DialogHistory";
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
          <BusyLabel busy={sending} busyText={M.sending}>
            {M.send}
          </BusyLabel>
        </button>
      </Form>

      <DialogHistory id="planner-note-history" title={M.history} emptyText={M.historyEmpty} entries={props.notes}>
        {(note) => <p className="dialog-history__text">{note.message}</p>}
      </DialogHistory>
    </StaffDialog>
  );
}
