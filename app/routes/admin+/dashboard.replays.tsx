// The session replays tab (decision 60): the stat cards, a filter by member id (apply and
// reset), a refresh, the recordings 20 a page with previous/next and 'x / y 페이지' above one page,
// the empty state. Everything is in the address (?userId=&page=), so it works and reloads without
// script; a recording opens its player as a dialog, a child route, over the list.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { REPLAY_MESSAGES as M } from "~/messages/replays";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/replays.css";
import type { loader } from "./dashboard.replays.server";

export { loader } from "./dashboard.replays.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: `${M.title} - 관리자 콘솔 - 패밀리트립` }];

const TAB = consoleUrl("replays");

/** The tab's address for a page, keeping the filter. */
function pageHref(userId: string, page: number): string {
  const params = new URLSearchParams();
  if (userId) params.set("userId", userId);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${TAB}?${search}` : TAB;
}

export default function ReplaysTab() {
  const { query, list } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const here = pageHref(query.userId, query.page);
  return (
    <ListTab
      id="replays-title"
      title={M.title}
      actions={
        <div className="replays-actions">
          <Link to={`${TAB}/access`} className="button button--outline button--small">
            {M.accessLog}
          </Link>
          {/* A link to the same address: with script the loader reads the list again, without it the page reloads. */}
          <Link to={here} preventScrollReset className="button button--outline button--small">
            {M.refresh}
          </Link>
        </div>
      }
    >
      <p className="tab-lead">{M.lead}</p>
      <Summary
        className="figures"
        label="세션 통계"
        rows={[
          { label: M.total, value: `${list.total.toLocaleString("ko-KR")}건` },
          { label: M.incompleteOnPage, value: `${list.incompleteOnPage}건` },
          {
            label: M.averageEvents,
            value: (
              <>
                {list.averageEvents.toLocaleString("ko-KR")}개 <span className="figures__hint">{M.averageHint}</span>
              </>
            ),
          },
        ]}
      />
      <Form method="get" action={TAB} className="list-controls" role="search" aria-label="세션 필터">
        <label className="visually-hidden" htmlFor="replays-user">
          {M.filterLabel}
        </label>
        {/* Keyed by the filter: a reset (a link) clears what was typed, with script as without. */}
        <input
          key={query.userId}
          id="replays-user"
          type="search"
          name="userId"
          defaultValue={query.userId}
          placeholder={M.filterPlaceholder}
          maxLength={100}
        />
        <button type="submit" className="button button--primary button--small">
          {M.apply}
        </button>
        <Link to={TAB} className="button button--outline button--small">
          {M.reset}
        </Link>
      </Form>
      {list.rows.length === 0 ? (
        <div className="empty-state">
          {query.page > 1 && list.total > 0 ? (
            <>
              <p>{M.pastEnd}</p>
              <Link to={pageHref(query.userId, 1)} className="staff-link">
                {M.firstPage}
              </Link>
            </>
          ) : (
            <p>{query.userId ? M.emptyForMember : M.empty}</p>
          )}
        </div>
      ) : (
        <StaffTable columns={M.columns} caption={`세션 목록 (${query.page}페이지)`}>
          {list.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link
                  to={`${TAB}/${encodeURIComponent(row.id)}${search}`}
                  preventScrollReset
                  className="staff-table__open replays-session"
                  aria-label={M.open(row.sessionId)}
                >
                  {row.sessionId.slice(0, 8)}
                </Link>
              </th>
              <td>{row.userId ? (row.userName ?? row.userId) : M.anonymous}</td>
              <td>
                <time dateTime={row.startTime}>{row.startText}</time>
              </td>
              <td className="num">{row.durationText}</td>
              <td>
                {row.viewportWidth}×{row.viewportHeight}
              </td>
              <td className="num">{row.totalEvents.toLocaleString("ko-KR")}</td>
              <td className="replays-url" title={row.url}>
                {row.url}
              </td>
              <td>
                <span className={row.isComplete ? "status-badge status-badge--opened" : "status-badge"}>
                  {row.isComplete ? M.complete : M.incomplete}
                </span>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {list.pages > 1 ? (
        <nav className="pager" aria-label="페이지">
          {query.page > 1 ? (
            <Link to={pageHref(query.userId, query.page - 1)} rel="prev">
              {M.previous}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span>{M.pageOf(query.page, list.pages)}</span>
          {query.page < list.pages ? (
            <Link to={pageHref(query.userId, query.page + 1)} rel="next">
              {M.next}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      ) : null}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.title);
