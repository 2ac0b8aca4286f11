// A recording's events for the player (staff only; decision 60): JSON read from the recording's
// chunks in storage, decompressed and written out chunk by chunk. Every request writes a 'view' line
// to the access log before a byte goes out: the player asks for the events each time it opens, and a
// copy the browser already holds (cached per recording) is only revalidated (ETag; 304 without
// reading the chunks), so an opening from the cache is logged like any other.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { REPLAY_MESSAGES as M } from "~/messages/replays";
import { openRecording } from "~/models/analytics/replay-access.server";
import { recordingJsonStream } from "~/models/analytics/replays.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request);
  const recording = await openRecording(params.recordingId ?? "", staff.id);
  if (!recording) {
    return Response.json({ message: M.notFound }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  // A recording changes only while chunks arrive: its last write and chunk count name its content.
  const etag = `"${recording.chunkCount}-${Date.parse(recording.updatedAt) || 0}"`;
  const headers = {
    // Kept by this browser only, and asked about again on every opening (which writes the log line).
    "Cache-Control": "private, no-cache",
    ETag: etag,
    Vary: "Cookie",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(recordingJsonStream(recording.id), {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
