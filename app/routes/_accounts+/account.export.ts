// 내 정보 내려받기 (/account/export): the signed-in member's own data as a JSON file (decision 81).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/http/session.server";
import { dataCopyResponse, memberDataCopy } from "~/models/accounts/data-copy.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireMember(request, { reason: "account" });
  const copy = await memberDataCopy(user.id);
  if (!copy) throw new Response("Not Found", { status: 404 });
  return dataCopyResponse(copy);
}
