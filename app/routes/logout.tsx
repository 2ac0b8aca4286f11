import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/utils/session.server";

// Only a post signs out (a link or an image on another site cannot).
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signOut(request, context.clientIp);
}
