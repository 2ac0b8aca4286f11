// The landing page's region request form: its fields, named as the stored request (docs/product.md#areas) (name is the region
// text, phone, province, city), checked with a Korean message each.
import { z } from "zod";
import { REGION_REQUEST_MESSAGES as M } from "~/messages/region-requests";
import type { RegionRequestInput } from "~/models/regions/region-requests.server";
import { phoneField } from "./fields.server";

export const regionRequestSchema = z.object({
  name: z.string({ error: M.required }).trim().min(1, M.required).max(100, M.nameTooLong),
  phone: phoneField({ required: M.required, invalid: M.invalidPhone }),
  province: z.string().trim().max(40).optional(),
  city: z.string().trim().max(40).optional(),
}) satisfies z.ZodType<RegionRequestInput>;
