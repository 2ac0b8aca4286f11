// The back office login's loader and action (login.tsx takes its server code from here only: decision
// 28): staff already signed in go to the console; a sign-in is checked on the server, limited per
// address and per id (docs/decisions/0021-staff-accounts.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { consoleUrl } from "~/components/admin/console-tabs";
import { config } from "~/config.server";
import { staffLoginSchema } from "~/forms/staff.server";
import { replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { getOptionalUser, signIn } from "~/http/session.server";
import { STAFF_LOGIN_MESSAGES as L, staffLoginTooMany } from "~/messages/staff-accounts";
import { attemptStaffSignIn, STAFF_PROVIDER } from "~/models/accounts/staff.server";

/** The password is never sent back to the page, whatever went wrong. */
const HIDE_PASSWORD = { hideFields: ["password"] };

export async function loader({ request }: LoaderFunctionArgs) {
  // Staff already signed in go straight to the console.
  if ((await getOptionalUser(request))?.role === "admin") throw redirect(consoleUrl(""));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: staffLoginSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply(HIDE_PASSWORD));
  let attempt: Awaited<ReturnType<typeof attemptStaffSignIn>>;
  try {
    attempt = await attemptStaffSignIn(submission.value, { clientIp: context.clientIp, limits: config.staffSignInLimits });
  } catch (error) {
    console.error("staff sign-in failed", error);
    return replyInvalid(submission.reply({ formErrors: [L.failure], ...HIDE_PASSWORD }), {}, 500);
  }
  if (attempt.status === "limited") {
    return replyInvalid(
      submission.reply({ formErrors: [staffLoginTooMany(attempt.retryAfterSeconds)], ...HIDE_PASSWORD }),
      {},
      { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
    );
  }
  if (attempt.status === "mismatch") return replyInvalid(submission.reply({ formErrors: [L.mismatch], ...HIDE_PASSWORD }));
  return signIn(request, attempt.user, { provider: STAFF_PROVIDER, clientIp: context.clientIp, redirectTo: consoleUrl("") });
}
