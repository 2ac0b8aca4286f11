// A field's messages and its frame: ErrorList (under a field or a form) and FieldFrame (label, control,
// hint and messages: every field of Field.tsx, PhoneField.tsx and SelectField.tsx stands in one). They
// sit beside the reply's helpers because every page with a form loads those three together: a page's
// script gets one shared file per set of pages that import it, so the toolkit's files follow who uses
// them (docs/decisions/0028-page-script-budget.md).
import type { ReactNode } from "react";
import type { FieldMeta } from "./reply";

/**
 * Error messages under a field or a form, found by `id` (a control's `aria-describedby`). One message
 * is a paragraph, several a list. A form's own errors are an `alert`, announced when they appear;
 * `live` also keeps the element on the page while empty, so a message that appears after a submit
 * with JavaScript lands in a live region that was already there.
 */
export function ErrorList(props: {
  id: string;
  errors: readonly string[] | undefined;
  alert?: boolean;
  live?: boolean;
  className?: string;
}) {
  const errors = props.errors ?? [];
  const alert = props.alert === true || props.live === true;
  const className = props.className ?? (alert ? "form-error" : "field-error");
  const role = alert ? "alert" : undefined;
  if (errors.length > 1) {
    return (
      <ul id={props.id} className={`${className} error-list`} role={role}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    );
  }
  if (errors.length === 0 && !props.live) return null;
  return (
    <p id={props.id} className={className} role={role}>
      {errors[0] ?? ""}
    </p>
  );
}

export interface FrameProps {
  field: FieldMeta;
  label: ReactNode;
  /** A line under the control, read out after the error. */
  hint?: ReactNode;
  /**
   * False when the form shows this field's error itself, in an ErrorList whose id is the field's
   * `errorId` (a form with one message line, like the landing page's).
   */
  showError?: boolean;
  className?: string;
}

export function hintId(field: FieldMeta, hint: ReactNode): string | undefined {
  return hint ? `${field.id}-hint` : undefined;
}

/** Where every field stands: its label, the control (children), a hint and its messages. */
export function FieldFrame(props: FrameProps & { children: ReactNode }) {
  const id = hintId(props.field, props.hint);
  return (
    <div className={props.className ? `field ${props.className}` : "field"}>
      <label htmlFor={props.field.id}>{props.label}</label>
      {props.children}
      {props.hint ? (
        <p id={id} className="hint">
          {props.hint}
        </p>
      ) : null}
      {props.showError === false ? null : <ErrorList id={props.field.errorId} errors={props.field.errors} />}
    </div>
  );
}
