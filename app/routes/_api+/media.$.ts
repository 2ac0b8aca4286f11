import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { getOptionalUser } from "~/http/session.server";
import { mediaAccess } from "~/models/uploads/media.server";
import { isValidKey, storage } from "~/services/storage.server";

// Stored picture sizes, streamed from local disk or the bucket. Public sizes
// (`/media/v/{uploadId}/{width}.webp|jpg`: community photos, staff images) are for anyone and never
// change, so browsers and a CDN keep them for a year. Private ones (`/media/p/…`: mission proofs,
// photobook pages) only for their family and staff (and a share link's visitors, `?share={token}`,
// when the family allowed it), cached by the browser alone; anyone else gets 404. Originals and print
// masters never leave storage.
const TYPES = new Map([
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
]);

const NOT_FOUND = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const type = TYPES.get(key.split(".").pop() ?? "");
  if (!(key.startsWith("v/") || key.startsWith("p/")) || !type || !isValidKey(key)) return NOT_FOUND();
  const isPrivate = key.startsWith("p/");
  const viewer = isPrivate ? await getOptionalUser(request) : null;
  const access = await mediaAccess(key, viewer, new URL(request.url).searchParams.get("share"));
  if (!access) return NOT_FOUND();
  const stream = await storage().read(key);
  if (!stream) return NOT_FOUND();
  return new Response(createReadableStreamFromReadable(stream), {
    headers: {
      "Content-Type": type,
      "Cache-Control": access === "public" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
      ...(access === "private" ? { Vary: "Cookie" } : {}),
    },
  });
}
