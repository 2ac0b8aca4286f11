// The Field family's choices: a group of checkboxes or radio buttons, and a single checkbox (Field.tsx
// has the text-like fields; apart, so a page with one phone field does not load these).
import type { ReactNode } from "react";
import { ErrorList } from "./ErrorList";
import { type FieldMeta, inputProps } from "./reply";

export interface FieldOption {
  value: string;
  label: ReactNode;
}

/**
 * Checkboxes (several answers) or radio buttons (one) under a legend: each option is a label around
 * its input and text, every input carries the group's aria pair (as conform's getCollectionProps).
 */
export function CheckboxGroup(props: {
  field: FieldMeta;
  legend: ReactNode;
  type: "checkbox" | "radio";
  options: readonly FieldOption[];
  /** The fieldset's class ('chips') and each option label's ('chip-option'). */
  className?: string;
  optionClassName?: string;
  showError?: boolean;
}) {
  return (
    <fieldset className={props.className} id={props.field.id}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => {
        const { id: _id, ...input } = inputProps(props.field, { type: props.type, value: option.value });
        return (
          <label key={option.value} className={props.optionClassName}>
            <input {...input} />
            <span>{option.label}</span>
          </label>
        );
      })}
      {props.showError === false ? null : <ErrorList id={props.field.errorId} errors={props.field.errors} />}
    </fieldset>
  );
}

/** One checkbox whose label follows it ('이 사람이 나예요'). */
export function Checkbox(props: { field: FieldMeta; label: ReactNode; value?: string; className?: string }) {
  return (
    <>
      <label className={props.className ?? "check"}>
        <input {...inputProps(props.field, { type: "checkbox", value: props.value })} /> {props.label}
      </label>
      <ErrorList id={props.field.errorId} errors={props.field.errors} />
    </>
  );
}
