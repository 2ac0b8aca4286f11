// The member's name and contact, as sign-up completion asks for them.
import { z } from "zod";
import { PROFILE_MESSAGES as M } from "~/messages/profile";
import { phoneField } from "./fields.server";

export const profileSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(30, M.nameTooLong),
  phone: phoneField({ required: M.phoneRequired, invalid: M.phoneInvalid }),
});
