// The photobook's upload page: loader and action (photobook.order.tsx takes its server code from here
// only: decision 28). Only the member who paid the PHOTOBOOK_ order (its photobook row made by the
// payment) sees it; anyone else gets not found, and no id goes to the dashboard
// (docs/decisions/0054-photobook-photos.md).

import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { photobookViewScripts } from "~/components/photobook/views.server";
import { PHOTOBOOK_INTENTS, removePageSchema, submitPagesSchema } from "~/forms/photobook-pages.server";
import { parseFixedForm } from "~/forms/submission.server";
import { scriptLinks } from "~/http/page-meta.server";
import { storePhotoForm } from "~/http/photo-form.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PHOTOBOOK_UPLOAD_MESSAGES as M } from "~/messages/photobook-upload";
import { UPLOAD_MESSAGES } from "~/messages/uploads";
import {
  importMissionPhotos,
  missionPhotoOffer,
  readPhotobookForPages,
  removePhotobookPage,
  submitPhotobookPages,
} from "~/models/photobook/pages.server";
import { proofForFamily } from "~/models/photobook/proof.server";
import { formatDateTime } from "~/utils/format";
import { PHOTOBOOK_PHOTO_MAX } from "~/vocabulary/photobook-pages";

function notFound(): Response {
  return Response.json({ message: M.notFound }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

function orderIdOf(request: Request): string | null {
  const orderId = new URL(request.url).searchParams.get("orderId")?.trim();
  return orderId ? orderId : null;
}

export const pageOf = (orderId: string) => `/photobook/order?orderId=${encodeURIComponent(orderId)}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireUser(request, { reason: "photobook" });
  const orderId = orderIdOf(request);
  if (!orderId) throw redirect("/dashboard");
  const book = await readPhotobookForPages(member.id, orderId);
  if (!book) throw notFound();
  const offer = await missionPhotoOffer(member.id, book).catch((error) => {
    console.error("photobook: mission photos failed", error);
    return 0;
  });
  return {
    book: { ...book, submittedAtShown: book.submittedAt ? formatDateTime(book.submittedAt) : null },
    // Offered only while there is room for them.
    missionOffer: Math.min(offer, Math.max(0, PHOTOBOOK_PHOTO_MAX - book.pages.length)),
    // The proof once one was sent (decision 55): answered in its section, above the photos.
    proof: book.status === "draft" ? null : await proofForFamily(member.id, orderId),
    // The view for the book's status loads on demand (components/photobook/views.tsx): beside the page's scripts.
    meta: [{ title: `${M.title} - 패밀리트립` }, ...scriptLinks(photobookViewScripts(context.onDemandScripts, book.status))],
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireUser(request, { reason: "photobook" });
  const orderId = orderIdOf(request);
  if (!orderId) throw redirect("/dashboard");
  const book = await readPhotobookForPages(member.id, orderId);
  if (!book) throw notFound();
  const page = pageOf(orderId);
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

  if (multipart) {
    // Without JavaScript: the photos of one batch, each stored as it streams in; beyond 45 dropped.
    const { formData, added, dropped, problems } = await storePhotoForm(request, {
      intent: PHOTOBOOK_INTENTS.upload,
      uploader: member,
      category: "photobook-page",
      target: { entityId: orderId },
    });
    if (formText(formData, "intent") !== PHOTOBOOK_INTENTS.upload) throw requestError(400);
    if (book.status !== "draft") return redirectWithToast(page, "info", M.alreadySubmitted);
    if (dropped) problems.push(UPLOAD_MESSAGES.droppedOf(dropped, PHOTOBOOK_PHOTO_MAX));
    if (!added && !problems.length) problems.push(UPLOAD_MESSAGES.noPhotos);
    if (problems.length) return data({ uploadErrors: problems, added, submitError: null }, { status: added ? 200 : 400 });
    return redirectWithToast(page, "success", M.uploaded(added));
  }

  const formData = await readForm(request);
  const intent = formText(formData, "intent");
  if (intent === PHOTOBOOK_INTENTS.remove) {
    const { uploadId } = parseFixedForm(formData, removePageSchema);
    const removed = await removePhotobookPage({ userId: member.id, orderId, uploadId });
    return redirectWithToast(page, removed ? "success" : "error", removed ? M.removed : M.removeFailed);
  }
  if (intent === PHOTOBOOK_INTENTS.importMissions) {
    const imported = await importMissionPhotos(member, orderId);
    if (!imported.ok) return redirectWithToast(page, "info", M.alreadySubmitted);
    if (!imported.copied) return redirectWithToast(page, "info", imported.full ? M.missionFull : M.missionNone);
    const told = imported.full ? `${M.missionImported(imported.copied)} ${M.missionFull}` : M.missionImported(imported.copied);
    return redirectWithToast(page, "success", told);
  }
  if (intent !== PHOTOBOOK_INTENTS.submit) throw requestError(400);

  const submission = parseWithZod(formData, { schema: submitPagesSchema });
  if (submission.status !== "success") {
    return data({ uploadErrors: null, added: 0, submitError: M.coverTextTooLong, result: submission.reply() }, { status: 400 });
  }
  const reply = (message: string, status = 400) => data({ uploadErrors: null, added: 0, submitError: message }, { status });
  try {
    const result = await submitPhotobookPages({
      userId: member.id,
      orderId,
      coverUploadId: submission.value.cover || null,
      coverText: submission.value.coverText || null,
    });
    if (result.ok) return redirectWithToast("/dashboard", "success", result.already ? M.alreadySubmitted : M.submitted);
    if (result.problem === "notFound") throw notFound();
    const message = { tooFew: M.tooFew, tooMany: M.tooMany, cover: M.coverNotOurs, coverText: M.coverTextTooLong }[result.problem];
    return reply(message);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("photobook: submit failed", error);
    return reply(M.saveFailed, 500);
  }
}
