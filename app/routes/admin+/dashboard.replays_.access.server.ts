// The replays' access log's loader (dashboard.replays_.access.tsx takes its server code from here
// only: decision 28): a page of the log, newest first, its times as text.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime } from "~/http/staff-display.server";
import { listReplayAccess } from "~/models/analytics/replay-access.server";
import { readReplayQuery } from "~/models/analytics/replays.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { page } = readReplayQuery(new URL(request.url));
  const log = await listReplayAccess(page);
  return { log: { ...log, rows: log.rows.map((line) => ({ ...line, atText: formatDateTime(line.createdAt) })) } };
}
