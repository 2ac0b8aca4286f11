// The Field family: a label, a control wired to its FieldMeta (id, name, value kept after a failed
// submit, aria-invalid, aria-describedby) and its error text. Plain elements, so every form works
// without JavaScript. To start a new form, copy app/routes/signup.complete.tsx (fields, a zod schema
// in app/forms, replyInvalid) and keep what you need.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { formatPhone } from "~/utils/phone";
import type { FieldOption } from "./CheckboxGroup";
import { ErrorList } from "./ErrorList";
import { controlProps, type FieldMeta, fieldValue, inputProps } from "./reply";

/** What the field sets itself; everything else passes through to the control. */
type Wired = "id" | "name" | "type" | "value" | "defaultValue" | "defaultChecked" | "aria-invalid" | "aria-describedby";

interface FrameProps {
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

function hintId(field: FieldMeta, hint: ReactNode): string | undefined {
  return hint ? `${field.id}-hint` : undefined;
}

function Frame(props: FrameProps & { children: ReactNode }) {
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

type InputFieldProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, Wired | "className"> & {
    type?: "text" | "number" | "date" | "email" | "search" | "url" | "password";
  };

/** A text-like input. */
export function InputField({ field, label, hint, showError, className, type = "text", ...rest }: InputFieldProps) {
  return (
    <Frame field={field} label={label} hint={hint} showError={showError} className={className}>
      <input {...rest} {...inputProps(field, { type, describedBy: hintId(field, hint) })} />
    </Frame>
  );
}

type PhoneFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, Wired | "className" | "onInput">;

/**
 * A Korean phone number: shown 3-4-4 as it is typed (with JavaScript), at most 13 characters. The
 * server keeps digits only, whatever arrives.
 */
export function PhoneField({ field, label, hint, showError, className, ...rest }: PhoneFieldProps) {
  return (
    <Frame field={field} label={label} hint={hint} showError={showError} className={className}>
      <input
        inputMode="numeric"
        autoComplete="tel"
        placeholder="010-1234-5678"
        maxLength={13}
        {...rest}
        {...controlProps(field, hintId(field, hint))}
        type="tel"
        defaultValue={formatPhone(fieldValue(field))}
        onInput={(event) => {
          event.currentTarget.value = formatPhone(event.currentTarget.value);
        }}
      />
    </Frame>
  );
}

type TextareaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired | "className">;

export function TextareaField({ field, label, hint, showError, className, ...rest }: TextareaFieldProps) {
  return (
    <Frame field={field} label={label} hint={hint} showError={showError} className={className}>
      <textarea {...rest} {...controlProps(field, hintId(field, hint))} defaultValue={fieldValue(field)} />
    </Frame>
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
    <Frame field={field} label={label} hint={hint} showError={showError} className={className}>
      <select {...rest} {...controlProps(field, hintId(field, hint))} defaultValue={fieldValue(field)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
