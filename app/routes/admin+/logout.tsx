// The console header's logout: a post that deletes the staff session and goes home. Staff only, like
// every back-office route; a page request (a link, a typed address) goes home without signing out.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm } from "~/http/request.server";
import { requireAdmin, signOut } from "~/http/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request);
  // The header's form sends nothing else; a body that is not a form is refused like anywhere.
  await readForm(request);
  return signOut(request, context.clientIp);
}
