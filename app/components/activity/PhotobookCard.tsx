import { Form, Link } from "@remix-run/react";
import { refundPromise } from "~/messages/refunds";
import type { PhotobookDisplayStatus } from "~/models/accounts/activity.server";
import { CardFacts, type ShownPhotobookCard } from "./CardFacts";
import { TRACKING_LABEL, trackingText } from "./PhotobookTracking";

const STEPS: { status: PhotobookDisplayStatus; label: string; text: string }[] = [
  { status: "preparing", label: "제작 준비", text: "사진과 표지를 확인하며 제작을 준비하고 있어요." },
  { status: "printing", label: "인쇄 중", text: "포토북을 정성껏 인쇄하고 제본하고 있어요." },
  { status: "shipping", label: "배송 중", text: "포토북이 출발했어요. 곧 만나요!" },
  { status: "delivered", label: "배송 완료", text: "포토북이 도착했어요. 소중한 추억을 펼쳐보세요." },
];

export function PhotobookCard({ card }: { card: ShownPhotobookCard }) {
  const current = STEPS.findIndex((step) => step.status === card.status);
  const headingId = `photobook-${card.id}`;
  const cancelled = card.stage === "cancelled";
  // The order's screen: its photos while it waits for them, its proof while one waits (decision 0053).
  const orderHref = card.orderId ? `/photobook/order?orderId=${encodeURIComponent(card.orderId)}` : null;
  return (
    <article className="card activity-card" aria-labelledby={headingId}>
      <header className="activity-card__header">
        <span className="pill">포토북</span>
        {cancelled ? (
          <span className="status status--refunded">주문 취소</span>
        ) : (
          <span className={`status status--${card.status}`}>{STEPS[current]!.label}</span>
        )}
      </header>
      <h2 id={headingId} className="activity-card__title">
        프리미엄 가족 포토북
      </h2>
      <CardFacts
        facts={[
          ["주문일", card.shown.orderedAt],
          ["결제 금액", card.shown.amount],
          ["함께한 여행", card.travelTitle],
        ]}
      />
      {/* A cancelled book has no steps left: it stays on the list as a record, as a refunded trip does. */}
      {cancelled ? (
        <p className="activity-card__text">주문이 취소되어 결제 금액이 전액 환불되었어요.</p>
      ) : (
        <>
          <ol className="progress-steps progress-steps--four" aria-label="제작 단계">
            {STEPS.map((step, index) => (
              <li
                key={step.status}
                className={
                  index < current || (index === current && step.status === "delivered")
                    ? "is-done"
                    : index === current
                      ? "is-current"
                      : undefined
                }
                aria-current={index === current ? "step" : undefined}
              >
                {step.label}
              </li>
            ))}
          </ol>
          <p className="activity-card__text">{STEPS[current]!.text}</p>
        </>
      )}
      {card.stage === "photos" && orderHref ? (
        <>
          <p className="notice">결제가 완료되었어요. 여행 사진 20~45장을 올려주시면 전문가가 레이아웃을 시작해요.</p>
          <Link to={orderHref} className="button button--primary button--block">
            사진 올리기
          </Link>
        </>
      ) : null}
      {card.stage === "proof" && orderHref ? (
        <>
          <p className="notice">포토북 시안이 도착했어요. 확인하고 승인하거나 수정을 요청해주세요.</p>
          <Link to={orderHref} className="button button--primary button--block">
            시안 확인하기
          </Link>
        </>
      ) : null}
      <details className="shipping">
        <summary>배송 정보</summary>
        <CardFacts
          facts={[
            ["배송지", card.address ?? "아직 입력되지 않았어요"],
            [TRACKING_LABEL, trackingText(card) ?? "발송 후 알려드릴게요"],
          ]}
        />
      </details>
      {card.cancellable && card.orderId ? (
        // A <details> asks 'are you sure?' without JavaScript, so one stray tap cannot cancel.
        <details className="refund">
          <summary>주문 취소 · 환불</summary>
          <p className="hint">{refundPromise("photobook").spoken}</p>
          <Form method="post" action={`/orders/${encodeURIComponent(card.orderId)}/refund`}>
            <input type="hidden" name="redirectTo" value="/dashboard" />
            <button type="submit" className="button button--ghost button--block">
              포토북 주문 취소하기
            </button>
          </Form>
        </details>
      ) : null}
    </article>
  );
}
