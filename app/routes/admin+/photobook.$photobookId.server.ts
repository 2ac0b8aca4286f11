// One photobook's staff page: loader and action (photobook.$photobookId.tsx takes its server code from
// here only: decision 28; docs/decisions/0055-photobook-proof-and-printer-zip.md). The loader sends the
// book with its dates, money, phone numbers and sizes as text; the action takes the proof's pages
// (a plain multi-file post without JavaScript), sends the proof to the family, or removes a page.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { STAFF_PROOF_INTENTS as INTENTS, staffPhotobookPath } from "~/components/admin/photobook/intents";
import type { ShownStaffPhotobook } from "~/components/admin/photobook/types";
import { removePageSchema } from "~/forms/photobook-pages.server";
import { parseFixedForm } from "~/forms/submission.server";
import { storePhotoForm } from "~/http/photo-form.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatKrw, formatPhone } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { PROOF_WORDS } from "~/messages/photobook-proof";
import { STAFF_PROOF_MESSAGES as M } from "~/messages/photobook-proof-staff";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import type { User } from "~/models/accounts/users.server";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { removeProofPage, sendProof } from "~/models/photobook/proof.server";
import { photobookForStaff, type StaffPhotobook } from "~/models/photobook/proof-pages.server";
import { UPLOAD_CATEGORY_RULES } from "~/vocabulary/upload-categories";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const book = await photobookOrNotFound(params.photobookId);
  return { book: shownPhotobook(book) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const book = await photobookOrNotFound(params.photobookId);
  const back = `${staffPhotobookPath(book.id)}#proof`;
  if ((request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return uploadProofPages(request, staff, book.orderId, back);
  }
  const formData = await readForm(request);
  const intent = formText(formData, "intent");
  if (intent === INTENTS.send) {
    const sent = await sendProof({ photobookId: book.id, staffId: staff.id, words: PROOF_WORDS });
    if (!sent.ok) return redirectWithToast(back, "error", sent.reason === "noPages" ? M.noPages : M.notPreparing);
    deliverSoon();
    return redirectWithToast(back, "success", M.sent(sent.round));
  }
  if (intent === INTENTS.remove) {
    const { uploadId } = parseFixedForm(formData, removePageSchema);
    const removed = await removeProofPage({ photobookId: book.id, uploadId });
    return redirectWithToast(back, removed ? "success" : "error", removed ? M.removed : M.removeFailed);
  }
  throw requestError(400);
}

function notFound(): never {
  throw data({ message: M.notFound }, { status: 404 });
}

async function photobookOrNotFound(photobookId: string | undefined): Promise<StaffPhotobook> {
  if (!photobookId || photobookId.length > 100) notFound();
  return (await photobookForStaff(photobookId)) ?? notFound();
}

/**
 * Without JavaScript: the chosen pages, each stored as it streams in under the proof's rule, then back
 * to the proof, or the problems beside the uploader (200 when some pages were kept).
 */
async function uploadProofPages(request: Request, staff: User, orderId: string | null, back: string) {
  const { formData, added, dropped, problems } = await storePhotoForm(request, {
    intent: INTENTS.upload,
    uploader: staff,
    category: "photobook-proof",
    target: { entityId: orderId },
    whenGone: M.notPreparingPages,
  });
  if (formData.get("intent") !== INTENTS.upload) throw requestError(400);
  if (dropped) problems.push(UPLOAD_MESSAGES.droppedOf(dropped, UPLOAD_CATEGORY_RULES["photobook-proof"].max));
  if (!added && !problems.length) problems.push(UPLOAD_MESSAGES.noPhotos);
  if (problems.length) return data({ uploadErrors: [...new Set(problems)] }, { status: added ? 200 : 400 });
  return redirectWithToast(back, "success", M.uploaded(added));
}

function bytesText(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/** The book as the page reads it: dates, money and phone numbers as text (the formatters stay out of the page's script). */
function shownPhotobook(book: StaffPhotobook): ShownStaffPhotobook {
  const at = (iso: string | null) => (iso ? formatDateTime(iso) : null);
  return {
    ...book,
    customer: { ...book.customer, phone: book.customer.phone ? formatPhone(book.customer.phone) : null },
    shipping: { ...book.shipping, recipientPhone: book.shipping.recipientPhone ? formatPhone(book.shipping.recipientPhone) : null },
    amountText: book.amount === null ? null : formatKrw(book.amount),
    createdAtText: formatDateTime(book.createdAt),
    submittedAtText: at(book.submittedAt),
    photos: book.photos.map(({ masterKey, ...photo }) => ({
      ...photo,
      hasMaster: Boolean(masterKey),
      sizeText: bytesText(photo.byteSize),
    })),
    history: book.history.map((entry) => ({ ...entry, atText: formatDateTime(entry.createdAt) })),
    proof: {
      ...book.proof,
      sentAtText: at(book.proof.sentAt),
      dueAtText: at(book.proof.dueAt),
      approvedAtText: at(book.proof.approvedAt),
    },
  };
}
