// The Field family's text-like fields: a label, a control wired to its FieldMeta (id, name, value kept
// after a failed submit, aria-invalid, aria-describedby) and its error text, in a FieldFrame
// (ErrorList.tsx). Plain elements, so every form works without JavaScript. PhoneField.tsx has the phone
// number, CheckboxGroup.tsx the choices. To start a new form, copy app/routes/signup.complete.tsx and
// its .server.ts (fields, a zod schema in app/forms, replyInvalid) and keep what you need.
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FieldOption } from "./CheckboxGroup";
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

type SelectFieldProps = FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Wired | "className" | "multiple"> & {
    options: readonly FieldOption[];
    /** A first, empty option ('선택해주세요'), chosen while nothing is. */
    placeholder?: string;
  };

export function SelectField({ field, label, hint, showError, className, options, placeholder, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} showError={showError} className={className}>
      <select {...rest} {...controlProps(field, hintId(field, hint))} defaultValue={fieldValue(field)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
