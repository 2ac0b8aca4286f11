// Korean phone numbers: stored as digits, shown 3-4-4 with dashes.

export function phoneDigits(value: string, maxDigits = 11): string {
  return value.replace(/\D/g, "").slice(0, maxDigits);
}

/** 01012345678 → 010-1234-5678; partial input formats as far as it goes (at most 13 characters). */
export function formatPhone(value: string, maxDigits = 11): string {
  const digits = phoneDigits(value, maxDigits);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export const MIN_PHONE_DIGITS = 10;

/** 01012345678 → 010-****-5678: enough for staff to tell numbers apart, not to dial them. */
export function maskPhone(value: string): string {
  if (value.includes("*")) return value;
  const digits = value.replace(/\D/g, "");
  if (digits.length < 8) return "*".repeat(digits.length);
  return `${digits.slice(0, 3)}-${"*".repeat(digits.length - 7)}-${digits.slice(-4)}`;
}
