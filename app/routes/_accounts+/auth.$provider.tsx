import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { rememberReturnTo } from "~/http/auth-return.server";
import { formText, readForm, safeRedirectPath } from "~/http/request.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";
import { authenticatorFor, providerSettings } from "~/services/oauth.server";
import { PROVIDER_SLUGS, providerFromSlug } from "~/vocabulary/login";

export function loader() {
  return redirect("/auth");
}

// Starts a sign-in: remembers where to come back to, then sends the browser to the provider.
export async function action({ request, params, context }: ActionFunctionArgs) {
  const login = providerFromSlug(params.provider);
  if (!login) throw new Response("Not Found", { status: 404 });
  const redirectTo = safeRedirectPath(formText(await readForm(request), "redirectTo"));
  const back = (error: string) => redirect(`/auth?${new URLSearchParams({ provider: PROVIDER_SLUGS[login], error, redirectTo })}`);

  if (!providerSettings(login, request).enabled) return back("unavailable");
  const limit = await consumeRateLimit("sign-in", context.clientIp, config.signInLimit);
  if (!limit.allowed) return back("too_many");

  try {
    // The form body has been read; the strategy needs only the address and the cookies.
    await authenticatorFor(login, request).authenticate(login, new Request(request.url, { headers: request.headers }));
  } catch (thrown) {
    // The strategy answers with a redirect to the provider that sets its state cookie.
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await rememberReturnTo(redirectTo));
      return new Response(null, { status: thrown.status, headers });
    }
    console.error("sign-in start failed", thrown);
    return back("unknown");
  }
  return back("unknown");
}
