// The form toolkit's data (docs/decisions/0019-form-toolkit.md): every action answers a form with
// conform's reply, and the fields read it here. No conform runtime and no zod reach the browser: only
// types are imported, and the props below follow conform's getInputProps rules (a unit test holds them
// to it), so a page that can afford `useForm` later passes conform's own metadata instead.
import type { SubmissionResult } from "@conform-to/react";

/** What `submission.reply()` says: the errors by field name ("" for the form) and the values sent. */
export type FormResult = SubmissionResult<string[]>;

/** The one action-data shape of every form: the reply, plus what a form shows beside its fields. */
export type FormActionData<Extras extends object = Record<never, never>> = { result: FormResult } & Extras;

/**
 * One field, named as conform's FieldMetadata names it (the part its helpers read): the control's id,
 * its name, the id of its error text, its errors (undefined when none) and the value to show.
 */
export interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  initialValue: string | string[] | undefined;
}

type Values = Record<string, string | string[] | null | undefined>;

/**
 * A form's fields as the last reply left them. After a reply every field shows what was sent (an
 * emptied field stays empty); before one, `defaultValue` (the saved draft, the address's choice).
 * Ids are `{form id}-{name}` unless a field says otherwise.
 */
export function formReply(result: FormResult | undefined, options: { id: string; defaultValue?: Values }) {
  const errorsOf = (name: string): string[] | undefined => {
    const errors = result?.error?.[name];
    return errors && errors.length > 0 ? errors : undefined;
  };
  return {
    field(name: string, ids: { id?: string; errorId?: string } = {}): FieldMeta {
      const id = ids.id ?? `${options.id}-${name}`;
      return {
        id,
        name,
        errorId: ids.errorId ?? `${id}-error`,
        errors: errorsOf(name),
        // A reply holds what a form field can send: text, or a list of texts for a repeated name.
        initialValue: (result ? result.initialValue?.[name] : options.defaultValue?.[name]) as string | string[] | undefined,
      };
    },
    /** The distinct messages of these fields, in order ("" is the form's own). */
    errors(...names: string[]): string[] {
      return [...new Set(names.flatMap((name) => errorsOf(name) ?? []))];
    },
  };
}

export type FormReply = ReturnType<typeof formReply>;

/** The value to show in a text control. */
export function fieldValue(field: FieldMeta): string {
  return typeof field.initialValue === "string" ? field.initialValue : (field.initialValue?.[0] ?? "");
}

/** Every value of a field sent more than once (a checkbox group). */
export function fieldValues(field: FieldMeta): string[] {
  return typeof field.initialValue === "string" ? [field.initialValue] : (field.initialValue ?? []);
}

/**
 * id, name and the aria pair, as conform's getFormControlProps: `aria-invalid` only with errors, and
 * `aria-describedby` naming the error first, then `describedBy` (a hint).
 */
export function controlProps(field: FieldMeta, describedBy?: string) {
  const invalid = field.errors !== undefined;
  const props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string } = { id: field.id, name: field.name };
  if (invalid) props["aria-invalid"] = true;
  const described = invalid ? `${field.errorId} ${describedBy ?? ""}`.trim() : describedBy;
  if (described) props["aria-describedby"] = described;
  return props;
}

type InputType = "text" | "tel" | "number" | "date" | "email" | "search" | "url" | "password" | "checkbox" | "radio";

/**
 * An input's props, as conform's getInputProps: a checkbox or radio is checked when the value sent
 * was its own; any other input starts from the value sent (or the default).
 */
export function inputProps(field: FieldMeta, options: { type: InputType; value?: string; describedBy?: string }) {
  const props: ReturnType<typeof controlProps> & { type: InputType; value?: string; defaultChecked?: boolean; defaultValue?: string } = {
    ...controlProps(field, options.describedBy),
    type: options.type,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    props.value = options.value ?? "on";
    props.defaultChecked = fieldValues(field).includes(props.value);
  } else if (typeof field.initialValue === "string") {
    props.defaultValue = field.initialValue;
  }
  return props;
}
