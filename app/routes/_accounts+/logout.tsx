import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm } from "~/http/request.server";
import { signOut } from "~/http/session.server";

// Only a post signs out (a link or an image on another site cannot).
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The header's logout form sends nothing else; a body that is not a form is refused like anywhere.
  await readForm(request);
  return signOut(request, context.clientIp);
}
