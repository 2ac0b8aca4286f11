import { formatPhone } from "~/utils/phone";

/**
 * A phone field: digits shown 3-4-4 as they are typed (with JavaScript), at most 13 characters.
 * The server keeps digits only, whatever arrives.
 */
export function PhoneInput({ id, defaultValue, errorId }: { id: string; defaultValue: string; errorId?: string }) {
  return (
    <input
      id={id}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="010-1234-5678"
      maxLength={13}
      defaultValue={formatPhone(defaultValue)}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onInput={(event) => {
        event.currentTarget.value = formatPhone(event.currentTarget.value);
      }}
    />
  );
}
