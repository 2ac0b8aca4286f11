// Staff accounts: the back office's login form, and the values `npm run admin:create` and
// `npm run admin:password` accept (server/admin.ts).
import { z } from "zod";
import { STAFF_ACCOUNT_MESSAGES as A, STAFF_LOGIN_MESSAGES as L } from "~/messages/staff-accounts";
import { STAFF_ID_PATTERN, STAFF_PASSWORD_MIN_LENGTH } from "~/models/accounts/staff.server";

/**
 * The login form checks only that something was typed: an id that could never exist is simply
 * not found, with the same message as a wrong password. Ids are kept in lower case.
 */
export const staffLoginSchema = z.object({
  loginId: z.string({ error: L.idRequired }).trim().toLowerCase().min(1, L.idRequired),
  password: z.string({ error: L.passwordRequired }).min(1, L.passwordRequired),
});

export const staffLoginIdField = z.string({ error: A.idInvalid }).trim().toLowerCase().regex(STAFF_ID_PATTERN, A.idInvalid);

export const staffPasswordField = z
  .string({ error: A.passwordTooShort })
  .min(STAFF_PASSWORD_MIN_LENGTH, A.passwordTooShort)
  .max(200, A.passwordTooLong);

export const newStaffSchema = z.object({
  loginId: staffLoginIdField,
  name: z.string({ error: A.nameRequired }).trim().min(1, A.nameRequired).max(30, A.nameTooLong),
  password: staffPasswordField,
});
