// The not-found page's loader ($.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { scriptLinks } from "~/http/page-meta.server";
import { backHref } from "~/http/request.server";

// Every path no other route claims: the not-found screen with status 404. The browser fetches that
// screen's code only when it shows it (root.tsx), so this page names its files for preloading.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(
    {
      backHref: backHref(request),
      meta: [{ title: "페이지를 찾을 수 없어요 - 패밀리트립" }, ...scriptLinks(context.onDemandScripts("app/components/NotFound.tsx"))],
    },
    { status: 404 },
  );
}
