import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/NotFound";
import { backHref } from "~/http/request.server";

export const meta: MetaFunction = () => [{ title: "페이지를 찾을 수 없어요 - 패밀리트립" }];

// Every path no other route claims: the not-found screen with status 404.
export async function loader({ request }: LoaderFunctionArgs) {
  return data({ backHref: backHref(request) }, { status: 404 });
}

export default function CatchAll() {
  const { backHref } = useLoaderData<typeof loader>();
  return <NotFound backHref={backHref} />;
}
