// The back office's text fields and checkbox: the form toolkit's frame and wiring (FieldFrame, controlProps,
// inputProps from ErrorList.tsx and reply.ts, files every customer form page loads already) around the
// staff forms' controls. Not Field.tsx or CheckboxGroup.tsx: a staff screen importing those would split
// them from the family builder's file that sign-up and the survey share, and add files to those pages'
// scripts (docs/decisions/0028-page-script-budget.md). Only the elements are written here; the rules stay
// in the toolkit. Staff selects are the toolkit's own SelectField, which no customer page loads.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { ErrorList, FieldFrame, type FrameProps, hintId } from "~/components/form/ErrorList";
import type { Wired } from "~/components/form/Field";
import { controlProps, type FieldMeta, fieldValue, inputProps } from "~/components/form/reply";

export function StaffInput({
  field,
  label,
  hint,
  showError,
  className,
  type = "text",
  ...rest
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, Wired | "className"> & { type?: "text" | "password" }) {
  return (
    <FieldFrame field={field} label={label} hint={hint} showError={showError} className={className}>
      <input {...rest} {...inputProps(field, { type, describedBy: hintId(field, hint) })} />
    </FieldFrame>
  );
}

export function StaffTextarea({
  field,
  label,
  hint,
  showError,
  className,
  ...rest
}: FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired | "className">) {
  return (
    <FieldFrame field={field} label={label} hint={hint} showError={showError} className={className}>
      <textarea {...rest} {...controlProps(field, hintId(field, hint))} defaultValue={fieldValue(field)} />
    </FieldFrame>
  );
}

/** One checkbox whose label follows it, its messages below (as the toolkit's Checkbox). */
export function StaffCheckbox(props: { field: FieldMeta; label: ReactNode }) {
  return (
    <>
      <label className="check">
        <input {...inputProps(props.field, { type: "checkbox" })} /> {props.label}
      </label>
      <ErrorList id={props.field.errorId} errors={props.field.errors} />
    </>
  );
}
