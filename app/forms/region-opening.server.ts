// The regions tab's "오픈 알림 보내기" button: a hidden region name, nothing typed (parseFixedForm).
import { z } from "zod";

export const openRegionSchema = z.object({ name: z.string().trim().min(1).max(100) });
