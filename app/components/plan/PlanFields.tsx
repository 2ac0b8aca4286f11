// The back office's plan forms' fields (the creation dialog, the chapter dialog): an input or text
// area in the toolkit's frame (label, control, message), from a name, the value to show and its
// message. The forms are drafts of texts the server sends back on every round trip. Not the toolkit's
// InputField and TextareaField: those lack type="time", and importing Field.tsx here would split its
// shared chunk and add script bytes to the plan pages.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldFrame, hintId } from "~/components/form/ErrorList";
import { controlProps, type FieldMeta, fieldValue } from "~/components/form/reply";

/** A field's meta from its name (ids are made of it), the value to show and its message. */
export function planFieldMeta(name: string, value: string, error: string | undefined, idPrefix = "plan"): FieldMeta {
  const id = `${idPrefix}-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return { id, name, errorId: `${id}-error`, errors: error ? [error] : undefined, initialValue: value };
}

type Own = "id" | "name" | "value" | "defaultValue" | "aria-invalid" | "aria-describedby";

export function PlanInput({
  field,
  label,
  hint,
  className,
  type = "text",
  ...rest
}: { field: FieldMeta; label: string; hint?: string; className?: string; type?: "text" | "date" | "time" | "number" } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  Own | "type" | "className"
>) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input {...rest} {...controlProps(field, hintId(field, hint))} type={type} defaultValue={fieldValue(field)} />
    </FieldFrame>
  );
}

export function PlanTextarea({
  field,
  label,
  hint,
  className,
  ...rest
}: { field: FieldMeta; label: string; hint?: string; className?: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  Own | "className"
>) {
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <textarea {...rest} {...controlProps(field, hintId(field, hint))} defaultValue={fieldValue(field)} />
    </FieldFrame>
  );
}
