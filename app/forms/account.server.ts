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
