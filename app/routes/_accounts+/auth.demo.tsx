import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/config.server";
import { returnPathField } from "~/forms/fields.server";
import { parseFixedForm } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { signIn } from "~/http/session.server";
import { getUserByProvider } from "~/models/accounts/users.server";
import { DEMO_MEMBER } from "~/models/demo/demo.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";

export function loader() {
  return redirect("/auth");
}

// The review-test instant login: a real session for the seeded demo member, when configured on.
export async function action({ request, context }: ActionFunctionArgs) {
  if (!config.demoLogin) throw new Response("Not Found", { status: 404 });
  const { redirectTo } = parseFixedForm(await readForm(request), z.object({ redirectTo: returnPathField() }));
  const back = (error: string) => redirect(`/auth?${new URLSearchParams({ error, redirectTo })}`);
  const limit = await consumeRateLimit("sign-in", context.clientIp, config.signInLimit);
  if (!limit.allowed) return back("too_many");
  const user = await getUserByProvider(DEMO_MEMBER.provider, DEMO_MEMBER.providerId);
  if (!user) return back("unknown");
  return signIn(request, user, { provider: "demo", clientIp: context.clientIp, redirectTo });
}
