import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { forgetReturnTo, readReturnTo } from "~/http/auth-return.server";
import { signIn } from "~/http/session.server";
import { recordAuthEvent } from "~/models/accounts/sessions.server";
import { type ProviderProfile, upsertProviderUser } from "~/models/accounts/users.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";
import { authenticatorFor, providerSettings, signInErrorCode, stateCookieNames } from "~/services/oauth.server";
import { PROVIDER_SLUGS, providerFromSlug } from "~/vocabulary/login";

// The provider sends the browser back here: finish sign-in on the server, then redirect. Every
// failure lands on /auth with a code the login screen turns into its Korean message (app/messages/login.ts).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const login = providerFromSlug(params.provider);
  if (!login) throw new Response("Not Found", { status: 404 });
  const redirectTo = await readReturnTo(request);

  // The state cookies and the return address are used up, whatever happens.
  const headers = new Headers();
  for (const name of stateCookieNames(login, request.headers.get("Cookie"))) {
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  headers.append("Set-Cookie", await forgetReturnTo());

  const fail = async (code: string) => {
    await recordAuthEvent({ kind: "sign_in_failed", provider: login, detail: code, clientIp: context.clientIp });
    return redirect(`/auth?${new URLSearchParams({ provider: PROVIDER_SLUGS[login], error: code, redirectTo })}`, { headers });
  };

  if (!providerSettings(login, request).enabled) return fail("unavailable");
  const limit = await consumeRateLimit("sign-in", context.clientIp, config.signInLimit);
  if (!limit.allowed) return fail("too_many");

  let profile: ProviderProfile;
  try {
    profile = await authenticatorFor(login, request).authenticate(login, request);
  } catch (error) {
    const code = signInErrorCode(error);
    if (code === "unknown") console.error("sign-in callback failed", error);
    return fail(code);
  }
  const user = await upsertProviderUser(profile);
  return signIn(request, user, { provider: login, clientIp: context.clientIp, redirectTo, headers });
}
