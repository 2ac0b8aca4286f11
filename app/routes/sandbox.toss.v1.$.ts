import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleTossSandboxApi, isTossSandboxOn } from "~/services/toss-sandbox.server";
import type { PageHandle } from "~/page-rules";

export const handle: PageHandle = { page: { member: false } };

// The sandbox's payment API, as Toss's /v1/payments… (server to server).
async function answer(request: Request, splat: string | undefined) {
  if (!isTossSandboxOn()) return new Response("Not Found", { status: 404 });
  return handleTossSandboxApi(request, `/v1/${splat ?? ""}`);
}

export const loader = ({ request, params }: LoaderFunctionArgs) => answer(request, params["*"]);
export const action = ({ request, params }: ActionFunctionArgs) => answer(request, params["*"]);
