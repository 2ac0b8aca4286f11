import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isValidKey, storage } from "~/services/storage.server";

// Stored picture sizes (`/media/v/{uploadId}/{width}.webp|jpg`), streamed from local disk or the
// bucket. Only sizes are served: originals (which may carry GPS tags) never leave storage. A size's
// bytes never change, so browsers and a CDN keep it for a year.
const TYPES = new Map([
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
]);

export async function loader({ params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const type = TYPES.get(key.split(".").pop() ?? "");
  if (!key.startsWith("v/") || !type || !isValidKey(key)) return new Response("Not Found", { status: 404 });
  const stream = await storage().read(key);
  if (!stream) return new Response("Not Found", { status: 404 });
  return new Response(createReadableStreamFromReadable(stream), {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
