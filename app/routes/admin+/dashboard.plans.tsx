// The plans tab: travel orders past payment, each with its plan's edit button; an order
// without a plan says so instead of linking nowhere, and offers the creation dialog when its status
// allows one (docs/decisions/0036-travel-plan-editor.md).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { StatusBadge } from "~/components/admin/OrderDialogParts";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { STAFF_STATUS_LABELS } from "~/messages/admin";
import { PLANS_TAB_MESSAGES as M } from "~/messages/plans";
import type { PageHandle } from "~/page-rules";
import { formatDateTime } from "~/utils/format";
import { PLAN_CREATION_STATUSES, PLANS_TAB_STATUSES } from "~/vocabulary/statuses";
import type { loader } from "./dashboard.plans.server";

export { loader } from "./dashboard.plans.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "여행 계획 - 관리자 콘솔 - 패밀리트립" }];

const FILTER = PLANS_TAB_STATUSES.map((status) => [status, STAFF_STATUS_LABELS[status]] as const);
const CREATABLE = new Set<string>(PLAN_CREATION_STATUSES);

export default function Plans() {
  const { query, orders } = useLoaderData<typeof loader>();
  return (
    <ListTab id="plans-title" title={M.title} page={orders}>
      <p className="tab-lead">{M.lead}</p>
      <ListControls query={query} statuses={FILTER} />
      {orders.rows.length === 0 ? (
        <EmptyList
          tabPath={consoleUrl("plans")}
          page={orders}
          noMatch={query.q || query.status ? "조건에 맞는 주문이 없어요." : null}
          pastEnd="이 쪽에는 주문이 없어요."
          none={M.empty}
        />
      ) : (
        <StaffTable columns={["고객명", "상품명", "주문 상태", "여행 계획", "작업"]}>
          {orders.rows.map((row) => (
            <tr key={row.orderId} id={`plan-order-${row.orderId}`}>
              <td>{row.customerName || "이름 없음"}</td>
              <td className="wrap">{row.orderName}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td className="wrap">
                {row.plan ? (
                  <>
                    {row.plan.title}
                    <br />
                    <span className="hint">
                      {M.planStatus[row.plan.status] ?? row.plan.status} · {formatDateTime(row.plan.updatedAt)}
                      {row.plan.dirty ? " · 저장 안 한 변경 있음" : ""}
                    </span>
                  </>
                ) : (
                  <span className="hint">—</span>
                )}
              </td>
              <td>
                {row.plan ? (
                  <Link to={`/admin/plan/${row.plan.id}`} className="button button--outline button--small">
                    {M.edit}
                    <span className="visually-hidden">
                      {" "}
                      ({row.customerName} {row.orderName})
                    </span>
                  </Link>
                ) : (
                  <div className="row-actions">
                    {/* No plan yet: a control that explains, not a link to nowhere. */}
                    <button
                      type="button"
                      className="button button--outline button--small"
                      disabled
                      aria-describedby={`no-plan-${row.orderId}`}
                    >
                      {M.edit}
                    </button>
                    <span className="plan-missing" id={`no-plan-${row.orderId}`}>
                      {M.noPlan}
                    </span>
                    {CREATABLE.has(row.status) ? (
                      <Link to={`/admin/dashboard/orders/${row.orderId}/plan`} className="button button--outline button--small">
                        {M.create}
                        <span className="visually-hidden"> ({row.customerName})</span>
                      </Link>
                    ) : null}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.title);
