// The photobook tab's forms: a row's production status (ordered, printing, shipping, delivered), and
// the tracking dialog's carrier and number, both required (one message for either missing, as the
// product's alert), the number trimmed and capped but not held to digits (the hint says digits, nothing
// enforces it).
import { z } from "zod";
import { PHOTOBOOK_TAB_MESSAGES as M } from "~/messages/photobook-production";
import { CARRIERS, type Carrier, PHOTOBOOK_PRODUCTION_STATUSES, TRACKING_NUMBER_MAX } from "~/vocabulary/photobook-production";

export const photobookStatusSchema = z.object({
  intent: z.literal("status"),
  photobookId: z.string().trim().min(1).max(100),
  status: z.enum(PHOTOBOOK_PRODUCTION_STATUSES),
});

const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

export const trackingSchema = z
  .object({
    company: z.string().trim().optional(),
    // Control characters are never part of a waybill: a pasted line break or tab is dropped.
    number: z
      .string()
      .optional()
      .transform((value) => (value ?? "").replace(/[\p{Cc}]/gu, "").trim()),
  })
  .superRefine((value, ctx) => {
    if (!value.company || !value.number) {
      ctx.addIssue({ code: "custom", message: M.trackingRequired, path: [] });
      return;
    }
    if (!isCarrier(value.company)) ctx.addIssue({ code: "custom", message: M.carrierInvalid, path: ["company"] });
    if (value.number.length > TRACKING_NUMBER_MAX) ctx.addIssue({ code: "custom", message: M.trackingTooLong, path: ["number"] });
  })
  .transform((value) => ({ company: value.company as Carrier, number: value.number }));
