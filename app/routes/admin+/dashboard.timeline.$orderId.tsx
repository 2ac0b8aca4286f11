// One order's family timeline for staff, newest first: payment and refund, every status change with
// who made it (and why), the survey, consultations and planner notes, the plan's mission completions and
// booking payments and refunds with a link to the plan; and a status form that takes an optional reason
// (docs/decisions/0023-orders-in-the-back-office.md, 0050-missions-and-products-in-the-editor.md). The
// loader and action: dashboard.timeline.$orderId.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { StaffTextarea } from "~/components/admin/StaffFields";
import { TabLoadError } from "~/components/admin/TabLoadError";
import { TimelineEntry } from "~/components/admin/TimelineEntry";
import { ErrorList } from "~/components/form/ErrorList";
import { formReply } from "~/components/form/reply";
import { SelectField } from "~/components/form/SelectField";
import { Summary } from "~/components/Summary";
import { STAFF_STATUS_LABELS } from "~/messages/admin";
import { TIMELINE_PLAN_MESSAGES as P } from "~/messages/missions";
import { REPLAY_MESSAGES } from "~/messages/replays";
import type { PageHandle } from "~/page-rules";
import { TRAVEL_FLOW_STATUSES } from "~/vocabulary/statuses";
import type { action, loader } from "./dashboard.timeline.$orderId.server";

export { action, loader } from "./dashboard.timeline.$orderId.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction<typeof loader> = ({ params }) => [
  { title: `주문 ${params.orderId ?? ""} 타임라인 - 관리자 콘솔 - 패밀리트립` },
];

const ORDERS_TAB = "/admin/dashboard/orders";

export default function OrderTimelinePage() {
  const { order, events, movable, planId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "status";
  const form = formReply(actionData?.result, { id: "order-status", defaultValue: { status: order.status, reason: "" } });

  return (
    <section className="order-timeline" aria-labelledby="timeline-title">
      <p>
        <Link to={ORDERS_TAB} className="button button--ghost button--small">
          ← 주문 관리
        </Link>
      </p>
      <div className="tab-title">
        <h1 id="timeline-title">주문 타임라인</h1>
        {/* StatusBadge's markup: OrderDialogParts.tsx would bring the dialogs' formatters into this page's script. */}
        <span className={`status-badge status-badge--${order.status}`}>{STAFF_STATUS_LABELS[order.status]}</span>
      </div>

      <Summary
        className="order-facts"
        rows={[
          { label: "주문번호", value: order.id },
          {
            label: "고객",
            value: (
              <>
                <Link to={`/admin/dashboard/members/${order.userId}`}>{order.customerName || "이름 없음"}</Link>
                {order.customerPhone ? <span className="hint"> {order.customerPhone}</span> : null}
              </>
            ),
          },
          {
            label: "세션 녹화",
            value: <Link to={`/admin/dashboard/replays?userId=${encodeURIComponent(order.userId)}`}>{REPLAY_MESSAGES.memberReplays}</Link>,
          },
          { label: "상품", value: order.productName },
          { label: "금액", value: order.amountText },
          { label: "주문일", value: order.createdAtText },
          ...(planId ? [{ label: "여행 계획", value: <Link to={`/admin/plan/${planId}`}>{P.plan}</Link> }] : []),
        ]}
      />

      {movable ? (
        <Form method="post" className="form status-change" noValidate aria-labelledby="status-change-title">
          <h2 id="status-change-title" className="section-title">
            상태 변경
          </h2>
          <input type="hidden" name="intent" value="status" />
          <SelectField
            field={form.field("status")}
            label="바꿀 상태"
            options={TRAVEL_FLOW_STATUSES.map((status) => ({ value: status, label: STAFF_STATUS_LABELS[status] }))}
          />
          <StaffTextarea
            field={form.field("reason")}
            label="사유 (선택)"
            hint="타임라인에 함께 남아요. 200자까지 적을 수 있어요."
            rows={2}
            maxLength={200}
          />
          <ErrorList id="order-status-error" errors={form.errors("")} live />
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? "저장 중..." : "상태 변경"}
          </button>
        </Form>
      ) : null}

      <h2 className="section-title">기록</h2>
      {events.length === 0 ? (
        <p className="empty-state">아직 남은 기록이 없어요.</p>
      ) : (
        <ol className="timeline">
          {events.map((event) => (
            <li key={`${event.kind}-${event.id}`} className={`timeline__item timeline__item--${event.kind}`}>
              <time dateTime={event.at} className="timeline__time">
                {event.atText}
              </time>
              <TimelineEntry event={event} orderId={order.id} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="empty-state" aria-labelledby="timeline-missing">
        <h1 id="timeline-missing">주문을 찾을 수 없어요</h1>
        <p>주문번호를 확인하거나 주문 관리에서 다시 찾아주세요.</p>
        <Link to={ORDERS_TAB} className="button button--outline">
          주문 관리로 가기
        </Link>
      </section>
    );
  }
  return <TabLoadError title="주문 기록" />;
}
