// The family's answer to a photobook's proof: which order, approve or ask for the revision, and the
// changes (one per input, or lines of one box). The rules on the changes (1–5, 200 characters each,
// within 7 days, once) are the model's, so the page and the model say the same
// (app/models/photobook/proof.server.ts); only a forged post fails this schema.
import { z } from "zod";
import { PROOF_INTENTS } from "~/vocabulary/photobook-proof";

export { PROOF_INTENTS };

export const proofAnswerSchema = z.object({
  orderId: z.string().trim().min(1).max(100),
  intent: z.enum([PROOF_INTENTS.approve, PROOF_INTENTS.revision]),
});
