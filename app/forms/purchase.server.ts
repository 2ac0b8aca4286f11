// The product screen's purchase form. The district is checked by the catalogue (travelProduct), which
// keeps a province and city only when they name a real district.
import { z } from "zod";
import { PURCHASE_MESSAGES as M } from "~/messages/purchase";

export const purchaseSchema = z.object({
  // A forged type is the signature trip, as in the address (parseProductChoice).
  productType: z.enum(["signature", "custom"]).catch("signature"),
  tripDuration: z.enum(["day", "overnight"], { error: M.durationRequired }),
  province: z.string().max(40).optional(),
  city: z.string().max(40).optional(),
});
