// The OAuth sandbox's authorize page: its loader and action (sandbox.oauth.$provider.authorize.tsx takes
// its server code from here only: decision 28).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/config.server";
import { parseFixedForm } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import {
  issueCode,
  newSandboxPerson,
  numberedSandboxPerson,
  SANDBOX_FAILURES,
  SANDBOX_MEMBER,
  type SandboxFailure,
  sandboxClientId,
} from "~/services/oauth-sandbox.server";
import { type LoginProvider, PROVIDER_SLUGS, providerFromSlug } from "~/vocabulary/login";

const NAMES: Record<LoginProvider, string> = { kakao: "카카오", google: "Google" };

/** The authorize request, checked as a provider would: our client, our own callback, a code flow. */
function authorizeRequest(request: Request, providerParam: string | undefined) {
  const provider = providerFromSlug(providerParam);
  if (!config.oauthSandbox || !provider) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const redirectUri = url.searchParams.get("redirect_uri") ?? "";
  let callback: URL | null = null;
  try {
    callback = new URL(redirectUri);
  } catch {
    callback = null;
  }
  const valid =
    url.searchParams.get("response_type") === "code" &&
    url.searchParams.get("client_id") === sandboxClientId(provider) &&
    callback !== null &&
    callback.host === url.host &&
    callback.pathname === `/auth/callback/${PROVIDER_SLUGS[provider]}`;
  if (!valid) throw new Response("잘못된 인가 요청입니다.", { status: 400 });
  return { provider, redirectUri, state: url.searchParams.get("state") ?? "", scope: url.searchParams.get("scope") ?? "" };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { provider, scope } = authorizeRequest(request, params.provider);
  return { provider, name: NAMES[provider], scope, member: SANDBOX_MEMBER[provider].nickname, failures: SANDBOX_FAILURES };
}

const UNKNOWN_CHOICE = "알 수 없는 선택입니다.";

export async function action({ request, params }: ActionFunctionArgs) {
  const { provider, redirectUri, state } = authorizeRequest(request, params.provider);
  // The page's buttons: a test person or a failure to simulate, nothing else.
  const choices = ["new", "member", "numbered", ...(Object.keys(SANDBOX_FAILURES) as SandboxFailure[])] as const;
  const { choice, personNumber } = parseFixedForm(
    await readForm(request),
    z.object({
      choice: z.enum(choices),
      personNumber: z
        .string()
        .regex(/^[0-9]{1,12}$/)
        .optional(),
    }),
    UNKNOWN_CHOICE,
  );
  const back = new URL(redirectUri);
  const reply = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) back.searchParams.set(name, value);
    return redirect(back.toString());
  };
  if (choice === "new") return reply({ code: issueCode(provider, newSandboxPerson(provider), redirectUri), state });
  if (choice === "numbered") {
    if (!personNumber) throw new Response("테스트 회원 번호를 숫자로 입력해주세요.", { status: 400 });
    return reply({ code: issueCode(provider, numberedSandboxPerson(provider, personNumber), redirectUri), state });
  }
  if (choice === "member") return reply({ code: issueCode(provider, SANDBOX_MEMBER[provider], redirectUri), state });
  switch (choice) {
    case "access_denied":
      return reply({ error: "access_denied", error_description: "User denied access", state });
    case "server_error":
      return reply({ error: "server_error", error_description: "Internal server error", state });
    case "invalid_grant":
      return reply({ code: issueCode(provider, SANDBOX_MEMBER[provider], redirectUri, true), state });
    case "state_mismatch":
      return reply({ code: issueCode(provider, SANDBOX_MEMBER[provider], redirectUri), state: `${state}-tampered` });
    case "missing_code":
      return reply({ state });
    default:
      throw new Response(UNKNOWN_CHOICE, { status: 400 });
  }
}
