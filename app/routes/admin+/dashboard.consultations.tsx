// The consultation tab: the orders to consult (survey complete) and those consulted (consultation
// complete, plan sent), as cards with the survey's date and the consultations logged so far; each
// card opens the survey, the consultation-record dialog and the planner-note dialog (child routes).
// The loader: dashboard.consultations.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { EmptyList, ListControls, ListTab } from "~/components/admin/ListControls";
import { StatusBadge } from "~/components/admin/OrderDialogParts";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { CONSULTATION_MESSAGES as M, PLANNER_NOTE_MESSAGES, STAFF_STATUS_LABELS } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import { CONSULTATION_STATUSES } from "~/vocabulary/consultation-tags";
import type { loader } from "./dashboard.consultations.server";

export { loader } from "./dashboard.consultations.server";

const TAB = "/admin/dashboard/consultations";

// The console's rule (admin+/dashboard.tsx), declared by every page of it.
export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "상담 관리 - 관리자 콘솔" }];

const STATUS_CHOICES = CONSULTATION_STATUSES.map((status) => [status, STAFF_STATUS_LABELS[status]] as const);

export default function ConsultationsTab() {
  const { query, page } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <ListTab
      id="consultations-title"
      title={M.tabTitle}
      page={page}
      actions={
        // A reload of the tab as it is (its query kept): the list is read again on the server.
        <Link to={`${TAB}${search}`} className="button button--outline button--small">
          {M.refresh}
        </Link>
      }
    >
      <ListControls query={query} statuses={STATUS_CHOICES} />
      {page.rows.length === 0 ? (
        <EmptyList
          tabPath={TAB}
          page={page}
          noMatch={query.q || query.status ? "조건에 맞는 주문이 없어요." : null}
          pastEnd="이 쪽에는 주문이 없어요."
          none={M.empty}
          noneHint={M.emptyHint}
        />
      ) : (
        <ul className="consult-cards">
          {page.rows.map((order) => (
            <li key={order.id} className="consult-card">
              <article aria-labelledby={`consult-${order.id}`}>
                <header className="consult-card__header">
                  <h2 id={`consult-${order.id}`}>{order.customerName}</h2>
                  <StatusBadge status={order.status} />
                </header>
                <p className="consult-card__product">{order.productName}</p>
                <Summary
                  className="consult-card__facts"
                  rows={[
                    { label: "결제 금액", value: order.shownAmount },
                    { label: "주문번호", value: order.id },
                    { label: "주문일", value: order.shownCreatedDay },
                    ...(order.shownSurveyDay ? [{ label: M.surveySubmitted, value: order.shownSurveyDay }] : []),
                    {
                      label: M.history,
                      value:
                        order.logCount > 0 && order.shownLastLoggedAt
                          ? `${order.logCount}건 · 최근 ${order.shownLastLoggedAt}`
                          : M.historyEmpty,
                    },
                  ]}
                />
                <div className="consult-card__actions">
                  {/* Only a submitted survey: an order moved here by hand may have none to show. */}
                  {order.surveySubmittedAt ? (
                    <Link
                      to={`${TAB}/${encodeURIComponent(order.id)}/survey${search}`}
                      preventScrollReset
                      className="button button--outline button--small"
                    >
                      {M.viewSurvey}
                    </Link>
                  ) : null}
                  <Link
                    to={`${TAB}/${encodeURIComponent(order.id)}${search}`}
                    preventScrollReset
                    className="button button--primary button--small"
                  >
                    {M.record}
                  </Link>
                  <Link
                    to={`${TAB}/${encodeURIComponent(order.id)}/note${search}`}
                    preventScrollReset
                    className="button button--outline button--small"
                  >
                    {PLANNER_NOTE_MESSAGES.button}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListTab>
  );
}

// The queue could not be read: said so, with a retry, instead of an empty list that looks like no work.
export const ErrorBoundary = tabErrorBoundary(M.tabTitle, TAB);
