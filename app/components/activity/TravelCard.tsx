import { Form, Link } from "@remix-run/react";
import { refundPromise } from "~/messages/refunds";
import type { TravelDisplayStatus } from "~/models/accounts/activity.server";
import { CardFacts, type ShownTravelCard } from "./CardFacts";

const STATUS_LABELS: Record<TravelDisplayStatus, string> = {
  payment_complete: "결제 완료",
  survey_waiting: "설문 대기",
  survey_completed: "설문 완료",
  plan_ready: "플랜 완성",
  completed: "여행 완료",
  refunded: "환불 완료",
};

const PROGRESS = ["설문", "상담", "완성"] as const;

/** How far along the three steps (survey, consulting, complete) a trip is: the current step's index. */
function progressIndex(status: TravelDisplayStatus): number {
  if (status === "survey_completed") return 1;
  if (status === "plan_ready" || status === "completed") return 2;
  return 0;
}

const PLAN_PENDING_MESSAGE = "여행 계획이 아직 준비되지 않았습니다. 전문가가 상담을 진행하고 있어요.";

export function TravelCard({ card, planPending }: { card: ShownTravelCard; planPending: boolean }) {
  const current = progressIndex(card.status);
  const done = card.status === "plan_ready" || card.status === "completed";
  const refunded = card.status === "refunded";
  const headingId = `trip-${card.orderId}`;
  return (
    <article className="card activity-card" aria-labelledby={headingId} id={card.orderId}>
      <header className="activity-card__header">
        <span className="pill">{card.productType === "signature" ? "시그니처" : "맞춤"} 여행</span>
        <span className={`status status--${card.status}`}>{STATUS_LABELS[card.status]}</span>
      </header>
      <h2 id={headingId} className="activity-card__title">
        {card.title}
      </h2>
      <CardFacts
        facts={[
          ["주문일", card.shown.orderedAt],
          ["결제 금액", card.shown.amount],
          ["환불일", card.shown.refundedAt],
          ["여행 종료일", refunded ? null : card.shown.travelEnd],
        ]}
      />

      {/* A refunded trip has no steps left: it stays on the list as a record. */}
      {refunded ? (
        <p className="activity-card__text">결제가 취소되어 설문과 상담은 진행되지 않아요.</p>
      ) : (
        <ol className="progress-steps" aria-label="진행 단계">
          {PROGRESS.map((step, index) => (
            <li
              key={step}
              className={index < current || (done && index === current) ? "is-done" : index === current ? "is-current" : undefined}
              aria-current={index === current && !done ? "step" : undefined}
            >
              {step}
            </li>
          ))}
        </ol>
      )}

      {card.status === "payment_complete" ? <p className="notice">주문을 확인하고 있습니다. 곧 설문 링크를 보내드릴게요!</p> : null}
      {card.status === "survey_waiting" ? (
        <>
          <p className="activity-card__text">설문으로 우리 가족 여행의 60%를 함께 설계해요. 답변은 한 문항마다 저장돼요.</p>
          <Link to={`/survey?orderId=${encodeURIComponent(card.orderId)}`} className="button button--primary button--block">
            설문 시작하기
          </Link>
        </>
      ) : null}
      {card.status === "survey_completed" ? (
        <p className="notice">설문이 완료되었어요. 24시간 이내에 전문가가 카카오톡으로 상담 연락을 드릴게요.</p>
      ) : null}
      {done ? (
        <>
          <p className="activity-card__success">
            {card.status === "completed"
              ? "즐거운 여행이 되셨나요? 여행 플랜을 언제든 다시 볼 수 있어요."
              : "우리 가족 맞춤 여행 플랜이 완성되었어요!"}
          </p>
          {planPending ? (
            <p className="alert" role="alert">
              {PLAN_PENDING_MESSAGE}
            </p>
          ) : null}
          <Link
            to={
              card.planMade
                ? `/travel/plan/${encodeURIComponent(card.id)}`
                : `/dashboard?planPending=${encodeURIComponent(card.orderId)}#${card.orderId}`
            }
            className="button button--outline button--block"
            preventScrollReset
          >
            여행 플랜 보기
          </Link>
        </>
      ) : null}

      {card.plannerNote ? (
        <section className="planner-note" aria-labelledby={`${headingId}-note`}>
          <h3 id={`${headingId}-note`} className="planner-note__title">
            플래너 노트
          </h3>
          <p className="planner-note__message">{card.plannerNote.message}</p>
          <p className="planner-note__time">
            <time dateTime={card.plannerNote.createdAt}>{card.shown.noteAt}</time>
          </p>
        </section>
      ) : null}

      {card.photobookPromotion ? (
        <div className="promo">
          <p className="promo__title">여행의 추억을 프리미엄 포토북으로</p>
          <p className="activity-card__text">사진 20~45장으로 만드는 우리 가족만의 여행 앨범이에요.</p>
          <Link
            to={`/photobook/default?travelOrderId=${encodeURIComponent(card.orderId)}`}
            className="button button--primary button--block"
          >
            포토북 만들기
          </Link>
        </div>
      ) : null}

      {card.refundable ? (
        // A <details> asks 'are you sure?' without JavaScript, so one stray tap cannot refund.
        <details className="refund">
          <summary>결제 취소 · 환불</summary>
          <p className="hint">{refundPromise("travel").spoken} 환불하면 설문과 상담이 취소됩니다.</p>
          <Form method="post" action={`/orders/${encodeURIComponent(card.orderId)}/refund`}>
            <input type="hidden" name="redirectTo" value="/dashboard" />
            <button type="submit" className="button button--ghost button--block">
              환불 요청하기
            </button>
          </Form>
        </details>
      ) : null}
    </article>
  );
}
