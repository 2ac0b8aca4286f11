// The tracking dialog's loader and action (dashboard.photobooks.$photobookId.tracking.tsx takes its server
// code from here only: decision 28; docs/decisions/0056-photobook-tab.md): the book as the dialog shows
// it, and the carrier and number saved, which ships a book still being made and tells the family once.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { dialogCloseTo } from "~/components/admin/console-tabs";
import { trackingSchema } from "~/forms/photobook-production.server";
import { replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PHOTOBOOK_TAB_MESSAGES as M, SHIPPED_WORDS } from "~/messages/photobook-production";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { findPhotobookForStaff, savePhotobookTracking } from "~/models/photobook/production.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const book = (await findPhotobookForStaff(params.photobookId ?? "")) ?? photobookMissing();
  return {
    book: {
      id: book.id,
      name: book.orderId ?? book.id,
      customerName: book.customerName || "이름 없음",
      travelTitle: book.travelTitle,
      status: book.status,
      trackingCompany: book.trackingCompany,
      trackingNumber: book.trackingNumber,
    },
    closeTo: dialogCloseTo(new URL(request.url)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: trackingSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const result = await savePhotobookTracking({
    photobookId: params.photobookId ?? "",
    company: submission.value.company,
    number: submission.value.number,
    staffId: staff.id,
    words: SHIPPED_WORDS,
  }).catch((error) => {
    console.error("photobook tracking save failed", error);
    return null;
  });
  if (result === null) return replyInvalid(submission.reply({ formErrors: [M.trackingSaveFailed] }), {}, 500);
  if (!result.ok && result.reason === "missing") photobookMissing();
  if (!result.ok) {
    return replyInvalid(submission.reply({ formErrors: [M.trackingSaveFailed] }), {}, result.reason === "conflict" ? 409 : 400);
  }
  // The text goes out after the commit, without holding up the page (the server's timer catches up otherwise).
  if (result.told) deliverSoon();
  return redirectWithToast(dialogCloseTo(new URL(request.url)), "success", M.trackingSaved);
}

function photobookMissing(): never {
  throw data({ message: M.photobookMissing }, { status: 404 });
}
