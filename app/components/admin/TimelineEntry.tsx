// One event of an order's timeline for staff (admin+/dashboard.timeline.$orderId.tsx): payment and
// refund, a status change with who made it (and why), the survey, a consultation with its tags, a
// planner note, and the plan's mission completions and booking payments and refunds.
import { Link } from "@remix-run/react";
import { CONSULTATION_TAG_LABELS, STAFF_STATUS_LABELS, STATUS_ACTOR_LABELS } from "~/messages/admin";
import { TIMELINE_PLAN_MESSAGES as P } from "~/messages/missions";
import type { TimelineEvent } from "~/models/orders/order-timeline.server";
import { lookup } from "~/utils/lookup";

/** An event with its time (and its amount, for payment and refund) as shown: formatted by the loader. */
export type ShownEvent = TimelineEvent & { atText: string; amountText: string };

function who(event: { actor: keyof typeof STATUS_ACTOR_LABELS; staffName: string | null }): string {
  if (event.actor !== "staff") return STATUS_ACTOR_LABELS[event.actor];
  return event.staffName ? `${event.staffName} (${STATUS_ACTOR_LABELS.staff})` : `${STATUS_ACTOR_LABELS.staff} (계정 삭제됨)`;
}

export function TimelineEntry({ event, orderId }: { event: ShownEvent; orderId: string }) {
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
