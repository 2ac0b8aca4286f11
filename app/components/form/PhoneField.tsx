// The Field family's phone number (Field.tsx has the text-like fields). A file of its own because only
// the landing page and sign-up ask for one: the survey's script does not carry it (decision 28).
import type { InputHTMLAttributes } from "react";
import { formatPhone } from "~/utils/phone";
import { FieldFrame, type FrameProps, hintId } from "./ErrorList";
import type { Wired } from "./Field";
import { controlProps, fieldValue } from "./reply";

type PhoneFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, Wired | "className" | "onInput">;

/**
 * A Korean phone number: shown 3-4-4 as it is typed (with JavaScript), at most 13 characters. The
 * server keeps digits only, whatever arrives.
 */
export function PhoneField({ field, label, hint, showError, className, ...rest }: PhoneFieldProps) {
  return (
    <FieldFrame field={field} label={label} hint={hint} showError={showError} className={className}>
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
    </FieldFrame>
  );
}
