import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config.server";
import { userInfo } from "~/services/oauth-sandbox.server";
import { providerFromSlug } from "~/vocabulary/login";

// The sandbox's user-info endpoint: Kakao's /v2/user/me shape, or OpenID Connect's for Google.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = providerFromSlug(params.provider);
  if (!config.oauthSandbox || !provider) {
    return new Response("Not Found", { status: 404 });
  }
  const body = userInfo(provider, request.headers.get("Authorization"));
  if (!body) return Response.json({ msg: "this access token does not exist", code: -401 }, { status: 401 });
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
