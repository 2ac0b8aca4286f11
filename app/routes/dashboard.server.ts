// My activity's loader (dashboard.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/session.server";
import { loadActivity } from "~/models/activity.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "dashboard" });
  const activity = await loadActivity(user.id);
  return {
    name: user.name?.trim() || "나",
    ...activity,
    // 'View plan' on a trip whose plan staff have not made yet: the card says so (no script needed).
    planPending: new URL(request.url).searchParams.get("planPending"),
  };
}
