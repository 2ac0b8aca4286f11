// The orders tab: paid travel orders (and refunded ones, read-only), searched and filtered from the
// address, each with its status dropdown and the actions its status allows; its dialogs (consultation
// record, planner note) are child routes shown in the Outlet (docs/decisions/0023-orders-in-the-back-office.md).
// The loader and action: dashboard.orders.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { StatusSelectForm } from "~/components/admin/StatusSelectForm";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { STAFF_STATUS_LABELS } from "~/messages/admin";
import type { OrdersTabRow } from "~/models/back-office/orders-tab.server";
import type { StaffOrder } from "~/models/back-office/staff-orders.server";
import type { PageHandle } from "~/page-rules";
import {
  CONSULTING_STATUSES,
  type OrderStatus,
  PLAN_CREATION_STATUSES,
  STAFF_LISTED_STATUSES,
  TRAVEL_FLOW_STATUSES,
} from "~/vocabulary/statuses";
import type { loader } from "./dashboard.orders.server";

export { action, loader } from "./dashboard.orders.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "주문 관리 - 관리자 콘솔 - 패밀리트립" }];

const TAB = "/admin/dashboard/orders";

const FILTER = STAFF_LISTED_STATUSES.map((status) => [status, STAFF_STATUS_LABELS[status]] as const);

export default function Orders() {
  const { query, search, orders } = useLoaderData<typeof loader>();

  return (
    <ListTab id="orders-title" title="주문 관리" page={orders}>
      <ListControls query={query} statuses={FILTER} />
      {orders.rows.length === 0 ? (
        <EmptyList
          tabPath={TAB}
          page={orders}
          noMatch={query.q || query.status ? "조건에 맞는 주문이 없어요." : null}
          pastEnd="이 쪽에는 주문이 없어요."
          none="아직 결제된 주문이 없어요."
        />
      ) : (
        <StaffTable columns={["주문번호", "고객명", "상품명", { label: "금액", num: true }, "주문일", "상태", "여행 계획", "작업"]}>
          {orders.rows.map((order) => (
            <tr key={order.id} id={`order-${order.id}`}>
              <td>
                <Link to={`/admin/dashboard/timeline/${order.id}`} aria-label={`${order.id} 타임라인`}>
                  {order.id}
                </Link>
              </td>
              <td>{order.customerName || "이름 없음"}</td>
              <td className="wrap">{order.productName}</td>
              <td className="num">{order.shownAmount}</td>
              <td>
                <time dateTime={order.createdAt}>{order.shownDate}</time>
              </td>
              <td>
                <StatusCell order={order} action={TAB + search} />
              </td>
              <td>
                <PlanCell order={order} search={search} />
              </td>
              <td>
                <RowActions order={order} search={search} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

/** The status dropdown (StatusSelectForm); a refunded order is shown, never moved. */
function StatusCell({ order, action }: { order: StaffOrder; action: string }) {
  if (order.status === "refunded") {
    return <span className="status-badge status-badge--refunded">{STAFF_STATUS_LABELS.refunded}</span>;
  }
  return (
    <StatusSelectForm
      action={action}
      idField="orderId"
      id={order.id}
      rowName={order.id}
      noun="주문"
      status={order.status}
      options={TRAVEL_FLOW_STATUSES.map((status) => ({ value: status, label: STAFF_STATUS_LABELS[status] }))}
    />
  );
}

const PLANNING = new Set<OrderStatus>(PLAN_CREATION_STATUSES);

/**
 * The order's plan: edited in the editor once it exists, whatever the order's status now; created
 * here from consultation complete on (docs/decisions/0036-travel-plan-editor.md).
 */
function PlanCell({ order, search }: { order: OrdersTabRow; search: string }) {
  if (order.planId) {
    return (
      <Link to={`/admin/plan/${order.planId}`} className="button button--outline button--small">
        여행 계획 편집<span className="visually-hidden"> ({order.id})</span>
      </Link>
    );
  }
  if (PLANNING.has(order.status)) {
    return (
      <Link to={`${TAB}/${order.id}/plan${search}`} className="button button--outline button--small" preventScrollReset>
        여행 계획 만들기<span className="visually-hidden"> ({order.id})</span>
      </Link>
    );
  }
  return <span className="hint">없음</span>;
}

/** What each status allows besides its status and plan (docs/product.md#statuses): consultation record and planner note. */
function RowActions({ order, search }: { order: StaffOrder; search: string }) {
  if (!CONSULTING_STATUSES.has(order.status)) return null;
  return (
    <div className="row-actions">
      <Link to={`${TAB}/${order.id}/consultation${search}`} className="button button--outline button--small" preventScrollReset>
        상담 기록<span className="visually-hidden"> ({order.id})</span>
      </Link>
      <Link to={`${TAB}/${order.id}/note${search}`} className="button button--outline button--small" preventScrollReset>
        플래너 노트<span className="visually-hidden"> ({order.id})</span>
      </Link>
    </div>
  );
}

export const ErrorBoundary = tabErrorBoundary("주문 관리");
