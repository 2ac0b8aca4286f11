// A member's data as a JSON file, produced by staff from the member dialog for a request made by phone
// (decision 81): the same copy the member downloads from 내 정보.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { dataCopyResponse, memberDataCopy } from "~/models/accounts/data-copy.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const copy = await memberDataCopy(params.userId ?? "");
  if (!copy) throw new Response("Not Found", { status: 404 });
  return dataCopyResponse(copy);
}
