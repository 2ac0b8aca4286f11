import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readJsonOrRefusal } from "~/http/request.server";
import { handleTossSandboxApi, isTossSandboxOn } from "~/services/toss-sandbox.server";

// The sandbox's payment API, as Toss's /v1/payments… (server to server).
async function handle(request: Request, splat: string | undefined) {
  if (!isTossSandboxOn()) return new Response("Not Found", { status: 404 });
  return handleTossSandboxApi(request, `/v1/${splat ?? ""}`, await readJsonOrRefusal(request));
}

export const loader = ({ request, params }: LoaderFunctionArgs) => handle(request, params["*"]);
export const action = ({ request, params }: ActionFunctionArgs) => handle(request, params["*"]);
