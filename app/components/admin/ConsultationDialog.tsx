// The consultation-record dialog, one component for both places it opens (the consultation tab and
// the orders tab): five tags with their defaults, the summary, the box that also completes the
// consultation (only while the order waits for it), and the order's earlier logs under the form.
// A plain post: without JavaScript the server answers with the message and the choices kept; with it,
// save is disabled while saving or while the summary is blank (docs/decisions/0025).
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { StaffCheckbox, StaffTextarea } from "~/components/admin/StaffFields";
import { BusyLabel } from "~/components/form/BusyLabel";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormResult, fieldValue, formReply } from "~/components/form/reply";
import { SelectField } from "~/components/form/SelectField";
import { CONSULTATION_FIELD_LABELS, CONSULTATION_TAG_LABELS, CONSULTATION_MESSAGES as M } from "~/messages/admin";
import { useHydrated } from "~/utils/hydration";
import {
  CONSULTATION_DEFAULTS,
  CONSULTATION_SUMMARY_MAX,
  CONSULTATION_TAG_FIELDS,
  type ConsultationTagField,
  type ConsultationTags,
} from "~/vocabulary/consultation-tags";
import { DialogHistory } from "./DialogHistory";
import { type DialogOrder, OrderBrief } from "./OrderDialogParts";
import { StaffDialog } from "./StaffDialog";

const TAG_FIELDS = Object.keys(CONSULTATION_TAG_FIELDS) as ConsultationTagField[];

function optionsOf(field: ConsultationTagField) {
  const labels: Record<string, string> = CONSULTATION_TAG_LABELS[field];
  return CONSULTATION_TAG_FIELDS[field].map((value) => ({ value, label: labels[value] ?? value }));
}

/** One logged consultation, as loaders send it. */
export interface DialogConsultationLog extends ConsultationTags {
  id: string;
  summary: string;
  staffName: string | null;
  createdAt: string;
}

export function ConsultationDialog(props: {
  order: DialogOrder;
  logs: readonly DialogConsultationLog[];
  closeTo: string;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.has("summary") === true;
  // Before any reply: the defaults, and the box ticked (a consultation usually completes it).
  const form = formReply(props.result, { id: "consultation", defaultValue: { ...CONSULTATION_DEFAULTS, summary: "", complete: "on" } });
  // Only once the script runs: the page as served keeps save enabled, and the server refuses a blank summary.
  const hydrated = useHydrated();
  const [blank, setBlank] = useState(() => fieldValue(form.field("summary")).trim() === "");
  return (
    <StaffDialog title={`${M.dialogTitle} · ${props.order.customerName}`} closeTo={props.closeTo}>
      <OrderBrief order={props.order} />
      <Form method="post" className="form staff-form" noValidate aria-busy={saving || undefined}>
        <div className="staff-form__grid">
          {TAG_FIELDS.map((name) => (
            <SelectField key={name} field={form.field(name)} label={CONSULTATION_FIELD_LABELS[name]} options={optionsOf(name)} />
          ))}
        </div>
        <StaffTextarea
          field={form.field("summary")}
          label={CONSULTATION_FIELD_LABELS.summary}
          rows={6}
          maxLength={CONSULTATION_SUMMARY_MAX}
          placeholder="가족과 나눈 이야기, 요청 사항, 다음에 할 일을 적어주세요."
          onChange={(event) => setBlank(event.currentTarget.value.trim() === "")}
        />
        {props.order.status === "survey_complete" ? (
          <div>
            <StaffCheckbox field={form.field("complete")} label={M.complete} />
            <p className="hint">{M.completeHint}</p>
          </div>
        ) : null}
        <ErrorList id="consultation-error" errors={form.errors("")} live />
        <button type="submit" className="button button--primary button--block" disabled={saving || (hydrated && blank)}>
          <BusyLabel busy={saving} busyText={M.saving}>
            {M.save}
          </BusyLabel>
        </button>
      </Form>

      <DialogHistory id="consultation-history" title={M.history} emptyText={M.historyEmpty} entries={props.logs}>
        {(log) => (
          <>
            <p className="dialog-history__tags">
              {TAG_FIELDS.map((field) => {
                const labels: Record<string, string> = CONSULTATION_TAG_LABELS[field];
                return (
                  <span key={field} className="tag">
                    {field === "cost_tag" ? `비용 ${labels[log[field]] ?? log[field]}` : (labels[log[field]] ?? log[field])}
                  </span>
                );
              })}
            </p>
            <p className="dialog-history__text">{log.summary}</p>
          </>
        )}
      </DialogHistory>
    </StaffDialog>
  );
}
