// The session replays tab's loader (dashboard.replays.tsx takes its server code from here only:
// decision 28): a page of recordings, filtered by member, their dates and durations as text.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime } from "~/http/staff-display.server";
import { formatReplayTime } from "~/messages/replays";
import { listRecordings, readReplayQuery } from "~/models/analytics/replays.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = readReplayQuery(new URL(request.url));
  const list = await listRecordings(query);
  // Dates and durations go out as text, formatted here (the formatters stay out of the page's script).
  return {
    query,
    list: {
      ...list,
      rows: list.rows.map((row) => ({ ...row, startText: formatDateTime(row.startTime), durationText: formatReplayTime(row.durationMs) })),
    },
  };
}
