// The Field family's select, in a file of its own: no customer page has a select yet, so the staff
// forms use this one without splitting Field.tsx from the file that sign-up and the survey share
// (docs/decisions/0028-page-script-budget.md). A customer page that takes it later gets one small file.
import type { SelectHTMLAttributes } from "react";
import type { FieldOption } from "./CheckboxGroup";
import { FieldFrame, type FrameProps, hintId } from "./ErrorList";
import type { Wired } from "./Field";
import { controlProps, fieldValue } from "./reply";

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
