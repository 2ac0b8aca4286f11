// The booking tab's forms: putting a product into the plan's cart or out of it, and paying for the
// cart. Fixed values only (a forged post is a 400): the amount never comes from the page.
import { z } from "zod";

export const BOOKING_INTENTS = { add: "cart-add", remove: "cart-remove", pay: "cart-pay" } as const;

export const cartToggleSchema = z.object({
  productId: z.string().trim().min(1).max(100),
  /** Set by the script's form: answer with data instead of a redirect (the tab stays as it is). */
  reply: z.enum(["data"]).optional(),
});
