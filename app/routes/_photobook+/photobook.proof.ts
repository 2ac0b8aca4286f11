// The family's answer to its photobook's proof (POST only; the order page's proof section posts here,
// app/components/photobook/ProofReview.tsx): approve it, or ask once for 1–5 changes. Back to the
// order's page with a toast, with or without JavaScript. Only the member who paid the order: anyone
// else is answered not-found and nothing changes (docs/decisions/0055-photobook-proof-and-printer-zip.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { PROOF_INTENTS, proofAnswerSchema } from "~/forms/photobook-proof.server";
import { parseFixedForm } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PROOF_MESSAGES as M, revisionRefusalMessage } from "~/messages/photobook-proof";
import { approveProof, requestRevision } from "~/models/photobook/proof.server";

export function loader() {
  return redirect("/dashboard");
}

function notFound(): Response {
  return Response.json({ message: M.notFound }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireUser(request, { reason: "photobook", redirectTo: "/dashboard" });
  const formData = await readForm(request);
  const { orderId, intent } = parseFixedForm(formData, proofAnswerSchema);
  const back = `/photobook/order?orderId=${encodeURIComponent(orderId)}#proof`;
  if (intent === PROOF_INTENTS.approve) {
    const approved = await approveProof({ userId: member.id, orderId });
    if (!approved.ok && approved.reason === "notFound") throw notFound();
    return approved.ok
      ? redirectWithToast(back, "success", M.approved)
      : redirectWithToast(back, "error", revisionRefusalMessage(approved.reason));
  }
  const items = formData.getAll("item").filter((value): value is string => typeof value === "string");
  const asked = await requestRevision({ userId: member.id, orderId, items });
  if (!asked.ok && asked.reason === "notFound") throw notFound();
  return asked.ok
    ? redirectWithToast(back, "success", M.revisionSent)
    : redirectWithToast(back, "error", revisionRefusalMessage(asked.reason));
}
