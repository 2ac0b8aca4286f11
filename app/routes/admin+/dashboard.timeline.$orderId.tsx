// One order's family timeline for staff, newest first: payment and refund, every status change with
// who made it (and why), the survey, consultations and planner notes, the plan's mission completions and
// booking payments and refunds with a link to the plan; and a status form that takes an optional reason
// (docs/decisions/0023-orders-in-the-back-office.md, 0050-missions-and-products-in-the-editor.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { StaffTextarea } from "~/components/admin/StaffFields";
import { TabLoadError } from "~/components/admin/TabLoadError";
import { ErrorList } from "~/components/form/ErrorList";
import { formReply } from "~/components/form/reply";
import { SelectField } from "~/components/form/SelectField";
import { Summary } from "~/components/Summary";
import { timelineStatusSchema } from "~/forms/staff-orders.server";
import { replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { formatDateTime, formatKrw, formatPhone } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { CONSULTATION_TAG_LABELS, ORDER_MESSAGES as M, STAFF_STATUS_LABELS, STATUS_ACTOR_LABELS } from "~/messages/admin";
import { TIMELINE_PLAN_MESSAGES as P } from "~/messages/missions";
import { FAMILY_WORDS } from "~/messages/notifications";
import { REPLAY_MESSAGES } from "~/messages/replays";
import { setOrderStatus } from "~/models/back-office/staff-orders.server";
import { orderTimeline, type TimelineEvent } from "~/models/orders/order-timeline.server";
import { TRAVEL_PRODUCT_TYPES } from "~/models/orders/orders.server";
import type { PageHandle } from "~/page-rules";
import { lookup } from "~/utils/lookup";
import { type OrderStatus, TRAVEL_FLOW_STATUSES } from "~/vocabulary/statuses";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction<typeof loader> = ({ params }) => [
  { title: `주문 ${params.orderId ?? ""} 타임라인 - 관리자 콘솔 - 패밀리트립` },
];

const ORDERS_TAB = "/admin/dashboard/orders";

/** An event with its time (and its amount, for payment and refund) as shown. */
type ShownEvent = TimelineEvent & { atText: string; amountText: string };

function notFound(): never {
  throw data({ message: "주문을 찾을 수 없어요." }, { status: 404 });
}

async function timelineOf(orderId: string | undefined) {
  if (!orderId || orderId.length > 100) notFound();
  return (await orderTimeline(orderId)) ?? notFound();
}

/** Whether staff may set this order's status here: a paid travel order, not refunded. */
function movable(order: { productType: string; status: OrderStatus }): boolean {
  return (
    (TRAVEL_PRODUCT_TYPES as readonly string[]).includes(order.productType) &&
    (TRAVEL_FLOW_STATUSES as readonly string[]).includes(order.status)
  );
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { order, events, planId } = await timelineOf(params.orderId);
  // Money, dates and the phone number go out as text, formatted here (the formatters stay out of the page's script).
  return {
    order: {
      ...order,
      customerPhone: order.customerPhone ? formatPhone(order.customerPhone) : null,
      amountText: formatKrw(order.amount),
      createdAtText: formatDateTime(order.createdAt),
    },
    events: events.map(
      (event): ShownEvent => ({
        ...event,
        atText: formatDateTime(event.at),
        amountText: "amount" in event ? formatKrw(event.amount) : "",
      }),
    ),
    movable: movable(order),
    planId,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const { order } = await timelineOf(params.orderId);
  const submission = parseWithZod(await readForm(request), { schema: timelineStatusSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const result = await setOrderStatus({
    orderId: order.id,
    status: submission.value.status,
    staffId: staff.id,
    reason: submission.value.reason,
    words: FAMILY_WORDS,
  });
  const here = `/admin/dashboard/timeline/${encodeURIComponent(order.id)}`;
  if (result === "changed") return redirectWithToast(here, "success", M.statusUpdated);
  if (result === "same") return redirectWithToast(here, "info", M.statusUnchanged);
  return redirectWithToast(here, "error", M.statusUpdateFailed);
}

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

function who(event: { actor: keyof typeof STATUS_ACTOR_LABELS; staffName: string | null }): string {
  if (event.actor !== "staff") return STATUS_ACTOR_LABELS[event.actor];
  return event.staffName ? `${event.staffName} (${STATUS_ACTOR_LABELS.staff})` : `${STATUS_ACTOR_LABELS.staff} (계정 삭제됨)`;
}

function TimelineEntry({ event, orderId }: { event: ShownEvent; orderId: string }) {
  switch (event.kind) {
    case "payment":
      return (
        <p className="timeline__title">
          결제 {event.amountText}
          {event.method ? ` · ${event.method}` : ""}
        </p>
      );
    case "refund":
      return <p className="timeline__title">환불 {event.amountText}</p>;
    case "status":
      return (
        <>
          <p className="timeline__title">
            {event.from ? `${STAFF_STATUS_LABELS[event.from]} → ` : ""}
            {STAFF_STATUS_LABELS[event.to]}
          </p>
          <p className="timeline__meta">처리: {who(event)}</p>
          {event.reason ? <p className="timeline__body">사유: {event.reason}</p> : null}
        </>
      );
    case "survey":
      return (
        <p className="timeline__title">
          여행 설문 제출 · <Link to={`/admin/dashboard/surveys/${orderId}`}>설문 보기</Link>
        </p>
      );
    case "consultation":
      return (
        <>
          <p className="timeline__title">상담 기록</p>
          <p className="timeline__meta">작성: {event.staffName ?? `${STATUS_ACTOR_LABELS.staff} (계정 삭제됨)`}</p>
          <dl className="timeline__tags" aria-label="상담 태그">
            {(
              [
                ["채널", "channel", event.channel],
                ["유형", "type_tag", event.typeTag],
                ["주제", "topic_tag", event.topicTag],
                ["비용", "cost_tag", event.costTag],
                ["결과", "outcome_tag", event.outcomeTag],
              ] as const
            ).map(([label, field, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                {/* Stored as the tag's value; read in Korean, or as stored for a value no longer offered. */}
                <dd>{lookup<string>(CONSULTATION_TAG_LABELS[field], value) ?? value}</dd>
              </div>
            ))}
          </dl>
          <p className="timeline__body">{event.summary}</p>
        </>
      );
    case "mission":
      return (
        <>
          <p className="timeline__title">{P.missionCompleted(event.title, event.points)}</p>
          <p className="timeline__meta">{P.by(event.memberName)}</p>
        </>
      );
    case "mission-undone":
      return (
        <>
          <p className="timeline__title">{P.missionUndone}</p>
          <p className="timeline__body">
            {P.toldFamily} {event.told}
          </p>
        </>
      );
    case "booking-payment":
    case "booking-refund":
      return (
        <>
          <p className="timeline__title">
            {event.kind === "booking-payment" ? P.bookingPaid : P.bookingRefunded} {event.amountText}
          </p>
          <p className="timeline__meta">
            {event.orderName} · <Link to={`/admin/dashboard/timeline/${event.id}`}>{event.id}</Link>
          </p>
        </>
      );
    case "note":
      return (
        <>
          <p className="timeline__title">플래너 노트</p>
          <p className="timeline__meta">보낸 사람: {event.staffName ?? `${STATUS_ACTOR_LABELS.staff} (계정 삭제됨)`}</p>
          <p className="timeline__body">{event.message}</p>
        </>
      );
  }
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
