// The photobook's shipping dialog (docs/decisions/0053-photobook-lifecycle.md): who receives it, their phone (kept as digits), the
// postal code and address (from the postcode search, or typed), the detail address and a memo. Each
// field trimmed; the three required ones share the spec's one sentence. The price and the trip are
// never read from the form (the server prices the order and checks the trip is the member's).
import { z } from "zod";
import { PHOTOBOOK_PURCHASE_MESSAGES as M } from "~/messages/photobook-purchase";
import type { ShippingInfo } from "~/models/orders/orders.server";
import { MIN_PHONE_DIGITS, phoneDigits } from "~/utils/phone";

const required = (max: number) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong);
const optional = (max: number) => z.string().trim().max(max, M.tooLong).optional().default("");

export const photobookShippingSchema = z.object({
  recipientName: required(50),
  // Typed with or without dashes, kept as 10 or 11 digits (as every phone here); empty says the spec's sentence.
  recipientPhone: z
    .string()
    .optional()
    .transform((value, context) => {
      const digits = phoneDigits(value ?? "", 20);
      const message = digits.length === 0 ? M.required : digits.length < MIN_PHONE_DIGITS || digits.length > 11 ? M.phoneInvalid : null;
      if (message) context.addIssue({ code: "custom", message });
      return digits;
    }),
  postalCode: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .regex(/^\d{5}$/, M.postalCodeInvalid),
  address: required(200),
  detailAddress: optional(100),
  memo: optional(200),
}) satisfies z.ZodType<ShippingInfo>;

/** The trip the landing was opened for: a hint the server checks against the member's own trips. */
export const photobookTripField = z.object({ travelOrderId: z.string().max(100).optional() });
