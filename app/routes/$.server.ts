// The not-found page's loader ($.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { backHref } from "~/http/request.server";

// Every path no other route claims: the not-found screen with status 404.
export async function loader({ request }: LoaderFunctionArgs) {
  return data({ backHref: backHref(request) }, { status: 404 });
}
