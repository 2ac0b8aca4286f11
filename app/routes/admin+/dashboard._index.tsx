// The console's first tab, new orders: today's figures, 30 days of sales, and the paid travel orders
// waiting to be accepted, each with a one-click accept (docs/decisions/0023-orders-in-the-back-office.md).
// The loader and action: dashboard._index.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ListTab, Pager, StaffTable } from "~/components/admin/ListControls";
import { SalesChart } from "~/components/admin/SalesChart";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { STAFF_STATUS_LABELS } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import { STAFF_LISTED_STATUSES } from "~/vocabulary/statuses";
import type { loader } from "./dashboard._index.server";

export { action, loader } from "./dashboard._index.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "신규 주문 - 관리자 콘솔 - 패밀리트립" }];

const TAB = "/admin/dashboard";

export default function NewOrders() {
  const { orders, figures, sales } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const accepting = navigation.state !== "idle" ? navigation.formData?.get("orderId") : null;
  const formAction = `${TAB}?index${orders.number > 1 ? `&page=${orders.number}` : ""}`;

  return (
    <ListTab id="new-orders-title" title="신규 주문">
      <section className="today" aria-labelledby="today-title">
        <h2 id="today-title" className="section-title">
          오늘의 현황 <span className="hint">{figures.shownDay} · 여행 상품 기준</span>
        </h2>
        <Summary
          className="figures"
          rows={[
            { label: "오늘 결제된 주문", value: `${figures.paidOrders}건` },
            { label: "오늘 매출 (환불 제외)", value: figures.shownSales },
            { label: "접수 대기", value: `${figures.byStatus.payment_complete}건` },
          ]}
        />
        <ul className="status-counts" aria-label="상태별 주문 수">
          {STAFF_LISTED_STATUSES.map((status) => (
            <li key={status}>
              <Link to={`/admin/dashboard/orders?status=${status}`}>
                {STAFF_STATUS_LABELS[status]} <strong>{figures.byStatus[status]}</strong>건
              </Link>
            </li>
          ))}
        </ul>
        <SalesChart days={sales} title="최근 30일 매출" />
      </section>

      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="section-title">
          접수를 기다리는 주문 <span className="hint">먼저 결제한 주문부터</span>
        </h2>
        {orders.rows.length === 0 ? (
          <p className="empty-state">
            {orders.number > 1
              ? "이 쪽에는 접수를 기다리는 주문이 없어요."
              : "접수를 기다리는 주문이 없어요. 새 결제가 들어오면 여기에 보여요."}
          </p>
        ) : (
          <StaffTable columns={["주문번호", "고객명", "상품명", { label: "금액", num: true }, "결제 시각", "접수"]}>
            {orders.rows.map((order) => (
              <tr key={order.id} id={`order-${order.id}`}>
                <td>
                  <Link to={`/admin/dashboard/timeline/${order.id}`}>{order.id}</Link>
                </td>
                <td>{order.customerName || "이름 없음"}</td>
                <td className="wrap">{order.productName}</td>
                <td className="num">{order.shownAmount}</td>
                <td>{order.shownApprovedAt}</td>
                <td>
                  <Form method="post" action={formAction}>
                    <input type="hidden" name="intent" value="accept" />
                    <input type="hidden" name="orderId" value={order.id} />
                    <button type="submit" className="button button--primary button--small" disabled={accepting === order.id}>
                      {accepting === order.id ? "접수 중..." : "접수하기"}
                      <span className="visually-hidden"> ({order.id})</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
        <Pager page={orders} />
      </section>
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary("신규 주문");
