// The printer's zip of one photobook (staff only): the family's print masters, full size, in the
// book's order with the cover first (01-cover.jpg, 02.jpg…) and a manifest, streamed as it is made
// (app/models/photobook/printer-zip.server.ts; docs/decisions/0055-photobook-proof-and-printer-zip.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { STAFF_PROOF_MESSAGES as M, MANIFEST_WORDS } from "~/messages/photobook-proof-staff";
import { printerZip } from "~/models/photobook/printer-zip.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const photobookId = params.photobookId ?? "";
  const zip = photobookId && photobookId.length <= 100 ? await printerZip(photobookId, MANIFEST_WORDS) : null;
  if (!zip)
    return new Response(M.zipEmpty, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(createReadableStreamFromReadable(zip.stream), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${zip.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
