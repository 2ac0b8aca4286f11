// The photobook tab's loader and action (dashboard.photobooks.tsx takes its server code from here only:
// decision 28; docs/decisions/0056-photobook-tab.md): the list as searched and filtered in the address
// with the sales figures, and the production status a row's dropdown sends, back to the list as it was.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PHOTOBOOK_TAB } from "~/components/admin/photobook/intents";
import { photobookStatusSchema } from "~/forms/photobook-production.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PHOTOBOOK_TAB_MESSAGES as M, SHIPPED_WORDS } from "~/messages/photobook-production";
import { readListQuery } from "~/models/back-office/staff-lists.server";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { listStaffPhotobooks, photobookSales, setPhotobookStatus } from "~/models/photobook/production.server";
import { listSearch } from "~/utils/list-search";
import { PHOTOBOOK_STATUSES } from "~/vocabulary/statuses";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = readListQuery(new URL(request.url), PHOTOBOOK_STATUSES);
  const [photobooks, sales] = await Promise.all([listStaffPhotobooks(query), photobookSales()]);
  return { query, photobooks, sales };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const back = PHOTOBOOK_TAB + listSearch(readListQuery(new URL(request.url), PHOTOBOOK_STATUSES));
  const submission = parseWithZod(await readForm(request), { schema: photobookStatusSchema });
  // A status outside the four fails like any refused move: the list, and the tab's toast.
  if (submission.status !== "success") return redirectWithToast(back, "error", M.statusUpdateFailed);
  const result = await setPhotobookStatus({
    photobookId: submission.value.photobookId,
    status: submission.value.status,
    staffId: staff.id,
    words: SHIPPED_WORDS,
  });
  if (result.status === "changed") {
    if (result.told) deliverSoon();
    return redirectWithToast(back, "success", M.statusUpdated);
  }
  if (result.status === "same") return redirectWithToast(back, "info", M.statusUnchanged);
  return redirectWithToast(back, "error", M.statusUpdateFailed);
}
