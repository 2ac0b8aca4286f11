// The region requests tab's loader and action (dashboard.regions.tsx takes its server code from here
// only: decision 28). Opening a region sends each visitor who asked the promised text, once
// (docs/decisions/0027-notifier.md): the model decides "once", so a double click, a resent form or two
// staff at the same time send nothing more.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { openRegionSchema } from "~/forms/region-opening.server";
import { parseFixedForm } from "~/forms/submission.server";
import { listQueryOf } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { pathOf, requireAdmin } from "~/http/session.server";
import { formatDateTime } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { REGION_MESSAGES as M } from "~/messages/admin";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { listRequestedRegions, openRegion } from "~/models/regions/region-openings.server";
import { isOutboxPageOn } from "~/services/notifier.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = listQueryOf(request);
  const page = await listRequestedRegions(query);
  // Times go out as text, formatted here (the formatters stay out of the page's script).
  const rows = page.rows.map((region) => ({
    ...region,
    shownNewestRequestAt: formatDateTime(region.newestRequestAt),
    shownOpenedAt: region.openedAt ? formatDateTime(region.openedAt) : null,
  }));
  return { query, page: { ...page, rows }, outbox: isOutboxPageOn() };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const { name } = parseFixedForm(await readForm(request), openRegionSchema);
  const result = await openRegion(staff.id, name);
  // Back to the list as it was (search and page).
  const back = pathOf(request);
  if (result.status === "opened") {
    // The texts were queued in the opening's transaction; they go out now, after its commit.
    deliverSoon();
    return redirectWithToast(back, "success", M.opened(name, result.queued));
  }
  return result.status === "already_open"
    ? redirectWithToast(back, "info", M.alreadyOpen)
    : redirectWithToast(back, "error", M.unknownRegion);
}
