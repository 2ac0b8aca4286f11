// The Field family's text-like fields: a label, a control wired to its FieldMeta (id, name, value kept
// after a failed submit, aria-invalid, aria-describedby) and its error text, in a FieldFrame
// (ErrorList.tsx). Plain elements, so every form works without JavaScript. PhoneField.tsx has the phone
// number, CheckboxGroup.tsx the choices, SelectField.tsx the select. To start a new form, copy
// app/routes/_accounts+/signup.complete.tsx and its .server.ts (fields, a zod schema in app/forms, replyInvalid)
// and keep what you need.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldFrame, type FrameProps, hintId } from "./ErrorList";
import { controlProps, fieldValue, inputProps } from "./reply";

/** What the field sets itself; everything else passes through to the control. */
export type Wired = "id" | "name" | "type" | "value" | "defaultValue" | "defaultChecked" | "aria-invalid" | "aria-describedby";

type InputFieldProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Wired | "className"> & {
    type?: "text" | "number" | "date" | "email" | "search" | "url" | "password";
  };

/** A text-like input. */
export function InputField({ field, label, hint, showError, className, type = "text", ...rest }: InputFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} showError={showError} className={className}>
      <input {...rest} {...inputProps(field, { type, describedBy: hintId(field, hint) })} />
    </FieldFrame>
  );
}

type TextareaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired | "className">;

export function TextareaField({ field, label, hint, showError, className, ...rest }: TextareaFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} showError={showError} className={className}>
      <textarea {...rest} {...controlProps(field, hintId(field, hint))} defaultValue={fieldValue(field)} />
    </FieldFrame>
  );
}
