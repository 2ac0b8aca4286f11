// The withdrawal's forms: the member's own (one box to tick, after reading what goes and what stays)
// and staff's in the member dialog (a fixed intent and the same box). Decision 81.
import { z } from "zod";
import { STAFF_WITHDRAW_WORDS, WITHDRAW_WORDS } from "~/messages/account";

export const withdrawSchema = z.object({
  confirm: z.literal("yes", { error: WITHDRAW_WORDS.confirmRequired }),
});

export const staffWithdrawSchema = z.object({
  intent: z.literal("withdraw"),
  confirm: z.literal("yes", { error: STAFF_WITHDRAW_WORDS.confirmLabel }),
});

/** 내 정보's choice buttons (decision 82): a fixed intent, nothing typed (a forged one is a 400). */
export const consentSchema = z.object({
  intent: z.enum(["service-on", "service-off", "marketing-on", "marketing-off", "recording-on", "recording-off"]),
});
