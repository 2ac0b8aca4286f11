// What the console's order dialogs share (the consultation record and the planner note, opened from
// the consultation tab and from the orders tab): the order's (and a survey's) status badge, the order in brief, and
// the screen shown when the dialog's order does not exist.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { Summary } from "~/components/Summary";
import { STAFF_STATUS_LABELS, SURVEY_STATUS_LABELS } from "~/messages/admin";
import type { SurveyListStatus } from "~/models/back-office/staff-surveys.server";
import { formatDateTime, formatKrw } from "~/utils/format";
import type { OrderStatus } from "~/vocabulary/statuses";
import { dialogCloseTo } from "./console-tabs";
import { StaffDialog } from "./StaffDialog";

/** An order status as staff read it, coloured by status (admin.css). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{STAFF_STATUS_LABELS[status]}</span>;
}

/** A survey's state (being written, submitted), likewise. */
export function SurveyStatusBadge({ status }: { status: SurveyListStatus }) {
  return <span className={`status-badge status-badge--survey-${status}`}>{SURVEY_STATUS_LABELS[status]}</span>;
}

/** The order a dialog is about, as loaders send it. */
export interface DialogOrder {
  id: string;
  customerName: string;
  productName: string;
  amount: number;
  status: OrderStatus;
  createdAt: string;
}

export function OrderBrief({ order }: { order: DialogOrder }) {
  return (
    <Summary
      className="order-brief"
      rows={[
        {
          label: "고객",
          value: (
            <>
              {order.customerName} <StatusBadge status={order.status} />
            </>
          ),
        },
        { label: "상품", value: order.productName },
        { label: "결제 금액", value: formatKrw(order.amount) },
        { label: "주문번호", value: order.id },
        { label: "주문일", value: formatDateTime(order.createdAt) },
      ]}
    />
  );
}

/**
 * A dialog route's error boundary: the order is gone (404, with the loader's message) or the dialog
 * could not be shown; either way a way back to the tab, whose list keeps its place.
 */
export function OrderDialogError({ title }: { title: string }) {
  const error = useRouteError();
  const closeTo = dialogCloseTo(useLocation());
  const message =
    isRouteErrorResponse(error) && error.status < 500 && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : "일시적인 오류로 창을 열 수 없어요. 잠시 후 다시 시도해 주세요.";
  return (
    <StaffDialog title={title} closeTo={closeTo}>
      <p className="load-error" role="alert">
        {message}
      </p>
      <Link to={closeTo} className="button button--outline button--small">
        목록으로 돌아가기
      </Link>
    </StaffDialog>
  );
}
