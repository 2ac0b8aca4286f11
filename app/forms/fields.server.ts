// zod fields shared by several forms (server only: zod stays out of client bundles).
import { z } from "zod";
import { safeRedirectPath } from "~/http/request.server";
import { MIN_PHONE_DIGITS, phoneDigits } from "~/utils/phone";

/** A Korean phone number typed with or without dashes, kept as 10 or 11 digits; one message at a time. */
export function phoneField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .transform((value) => phoneDigits(value, 20))
    .pipe(z.string().min(1, { error: messages.required, abort: true }).min(MIN_PHONE_DIGITS, messages.invalid).max(11, messages.invalid));
}

/** A return address from a hidden field, through the one redirect rule (anything else is `fallback`). */
export function returnPathField(fallback = "/") {
  return z
    .string()
    .optional()
    .transform((value) => safeRedirectPath(value, fallback));
}
