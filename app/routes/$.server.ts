// The not-found page's loader ($.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { backHref } from "~/http/request.server";

// Every path no other route claims: the not-found screen with status 404. The browser fetches that
// screen's code only when it shows it (root.tsx), so this page names its files for preloading.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return data({ backHref: backHref(request), preload: context.onDemandScripts("app/components/NotFound.tsx") }, { status: 404 });
}
