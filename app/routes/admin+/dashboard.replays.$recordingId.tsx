// One recording's player, a wide dialog over the replays list (decision 60): the
// header (member or 익명, date, viewport, events, URL) rendered by the server, and the player, loaded
// on demand once the page's script runs (without it the dialog says it needs JavaScript). The events
// come from /admin/replays/{id}/events, which writes the access log line. Playback reaching its end
// closes the dialog; so do × and Escape, back to the list as it was (filter and page kept).
import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useLocation, useNavigate, useRouteError } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { StaffDialog } from "~/components/admin/StaffDialog";
import { ReplayIsland } from "~/components/replays/ReplayIsland";
import { Summary } from "~/components/Summary";
import { REPLAY_MESSAGES as M } from "~/messages/replays";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.replays.$recordingId.server";

export { loader } from "./dashboard.replays.$recordingId.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: `${M.dialogTitle} - 관리자 콘솔 - 패밀리트립` }];

/** Back to the list, as it was when the dialog opened. */
function useCloseTo(): string {
  return consoleUrl("replays") + useLocation().search;
}

export default function ReplayDialog() {
  const { recording } = useLoaderData<typeof loader>();
  const closeTo = useCloseTo();
  const navigate = useNavigate();
  return (
    <StaffDialog title={M.dialogTitle} closeTo={closeTo} wide>
      <Summary
        className="replay-facts"
        label="세션 정보"
        rows={[
          { label: M.user, value: recording.userId ? (recording.userName ?? recording.userId) : M.anonymous },
          { label: M.date, value: <time dateTime={recording.startTime}>{recording.startText}</time> },
          { label: M.viewport, value: `${recording.viewportWidth}×${recording.viewportHeight}` },
          { label: M.events, value: `${recording.totalEvents.toLocaleString("ko-KR")}개` },
          { label: M.url, value: <span className="replay-facts__url">{recording.url}</span> },
        ]}
      />
      <ReplayIsland
        key={recording.id}
        recordingId={recording.id}
        sessionId={recording.sessionId}
        onFinish={() => navigate(closeTo, { preventScrollReset: true })}
      />
    </StaffDialog>
  );
}

// An unknown recording, or one that could not be read: said inside the console, the list under it,
// with a retry (a document request: the dialog read again) and the way back.
export function ErrorBoundary() {
  const error = useRouteError();
  const closeTo = useCloseTo();
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StaffDialog title={M.dialogTitle} closeTo={closeTo} wide>
      <div className="replay-error" role="alert">
        <p className="load-error">{notFound ? M.notFound : M.loadFailed}</p>
        <p className="replay-error__actions">
          <a href={`${pathname}${search}`} className="button button--primary button--small">
            {M.retry}
          </a>
          <Link to={closeTo} className="button button--outline button--small">
            {M.back}
          </Link>
        </p>
      </div>
    </StaffDialog>
  );
}
