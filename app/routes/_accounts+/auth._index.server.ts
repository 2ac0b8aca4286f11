// The login screen's loader (auth._index.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { describePage } from "~/http/page-meta.server";
import { backHref, safeRedirectPath } from "~/http/request.server";
import { getOptionalUser } from "~/http/session.server";
import { loginErrorMessage, loginReasonMessage } from "~/messages/login";
import { providerSettings } from "~/services/oauth.server";
import { providerFromSlug } from "~/vocabulary/login";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await getOptionalUser(request)) throw redirect(redirectTo);
  return {
    redirectTo,
    notice: loginReasonMessage(url.searchParams.get("reason")),
    error: loginErrorMessage(providerFromSlug(url.searchParams.get("provider")), url.searchParams.get("error")),
    googleEnabled: providerSettings("google", request).enabled,
    demoLogin: config.demoLogin,
    backHref: backHref(request),
    meta: describePage(request, {
      title: "로그인 - 패밀리트립",
      description: "카카오 계정으로 3초 만에 시작해요. 우리 가족 여행 플랜과 주문, 저장한 여행 후기를 한곳에서 확인할 수 있어요.",
    }),
  };
}
