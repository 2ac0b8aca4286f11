import type { ActionFunctionArgs } from "@remix-run/node";
import { config } from "~/config.server";
import { readForm } from "~/http/request.server";
import { exchangeCode } from "~/services/oauth-sandbox.server";
import { providerFromSlug } from "~/vocabulary/login";

// The sandbox's token endpoint (server to server).
export async function action({ request, params }: ActionFunctionArgs) {
  const provider = providerFromSlug(params.provider);
  if (!config.oauthSandbox || !provider) {
    return new Response("Not Found", { status: 404 });
  }
  const form = new URLSearchParams();
  for (const [name, value] of await readForm(request)) form.append(name, String(value));
  const result = exchangeCode(provider, form, request.headers.get("Authorization"));
  return Response.json(result.body, { status: result.ok ? 200 : result.status, headers: { "Cache-Control": "no-store" } });
}
