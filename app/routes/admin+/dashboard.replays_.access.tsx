// The replays' access log (개인정보 보호법; decision 60): who opened or deleted whose session
// recording, and when, newest first, 50 a page. The log outlives the recordings it names.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { REPLAY_MESSAGES as M } from "~/messages/replays";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/replays.css";
import type { loader } from "./dashboard.replays_.access.server";

export { loader } from "./dashboard.replays_.access.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${M.accessTitle} - 관리자 콘솔 - 패밀리트립` }];

const TAB = consoleUrl("replays");

export default function ReplayAccessLog() {
  const { log } = useLoaderData<typeof loader>();
  return (
    <ListTab
      id="replay-access-title"
      title={M.accessTitle}
      page={log}
      actions={
        <Link to={TAB} className="button button--outline button--small">
          ← {M.title}
        </Link>
      }
    >
      <p className="tab-lead">{M.accessLead}</p>
      {log.rows.length === 0 ? (
        <div className="empty-state">
          <p>{M.accessEmpty}</p>
        </div>
      ) : (
        <StaffTable columns={M.accessColumns} caption={`${M.accessTitle} (${log.number}쪽)`}>
          {log.rows.map((line) => (
            <tr key={line.id}>
              <td>
                <time dateTime={line.createdAt}>{line.atText}</time>
              </td>
              <td>{line.staffId ? (line.staffName ?? line.staffId) : M.deletedStaff}</td>
              <td>
                <span className={line.action === "delete" ? "status-badge status-badge--outbox-failed" : "status-badge"}>
                  {M.accessActions[line.action]}
                </span>
              </td>
              <td>
                {line.recordingExists ? (
                  <Link to={`${TAB}/${encodeURIComponent(line.recordingId)}`} className="staff-link replays-session">
                    {(line.sessionId ?? line.recordingId).slice(0, 8)}
                  </Link>
                ) : (
                  <span className="replays-session">
                    {(line.sessionId ?? line.recordingId).slice(0, 8)} {M.deletedRecording}
                  </span>
                )}
              </td>
              <td>
                {line.subjectUserId ? (
                  <Link to={`${TAB}?userId=${encodeURIComponent(line.subjectUserId)}`} className="staff-link">
                    {line.subjectName ?? line.subjectUserId}
                  </Link>
                ) : (
                  M.anonymous
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.accessTitle);
