// zod fields shared by several forms (server only: zod stays out of client bundles).
import { z } from "zod";
import { MIN_PHONE_DIGITS, phoneDigits } from "~/utils/phone";

/** A Korean phone number typed with or without dashes, kept as 10 or 11 digits. */
export function phoneField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .transform((value) => phoneDigits(value, 20))
    .pipe(z.string().min(1, messages.required).min(MIN_PHONE_DIGITS, messages.invalid).max(11, messages.invalid));
}
