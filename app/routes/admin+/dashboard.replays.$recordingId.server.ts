// The replay dialog's loader (dashboard.replays.$recordingId.tsx takes its server code from here only:
// decision 28): the recording's header; its events come from /admin/replays/{id}/events, which writes
// the access log line.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime } from "~/http/staff-display.server";
import { REPLAY_MESSAGES as M } from "~/messages/replays";
import { getRecording } from "~/models/analytics/replays.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const recording = await getRecording(params.recordingId ?? "");
  if (!recording) throw data({ message: M.notFound }, { status: 404 });
  return { recording: { ...recording, startText: formatDateTime(recording.startTime) } };
}
