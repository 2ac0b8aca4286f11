import type { PhotobookCard as PhotobookCardData, PhotobookDisplayStatus } from "~/models/accounts/activity.server";
import { CardFacts, type ShownFacts } from "./CardFacts";
import { TRACKING_LABEL, trackingText } from "./PhotobookTracking";

const STEPS: { status: PhotobookDisplayStatus; label: string; text: string }[] = [
  { status: "preparing", label: "제작 준비", text: "사진과 표지를 확인하며 제작을 준비하고 있어요." },
  { status: "printing", label: "인쇄 중", text: "포토북을 정성껏 인쇄하고 제본하고 있어요." },
  { status: "shipping", label: "배송 중", text: "포토북이 출발했어요. 곧 만나요!" },
  { status: "delivered", label: "배송 완료", text: "포토북이 도착했어요. 소중한 추억을 펼쳐보세요." },
];

export function PhotobookCard({ card }: { card: PhotobookCardData & { shown: ShownFacts } }) {
  const current = STEPS.findIndex((step) => step.status === card.status);
  const headingId = `photobook-${card.id}`;
  return (
    <article className="card activity-card" aria-labelledby={headingId}>
      <header className="activity-card__header">
        <span className="pill">포토북</span>
        <span className={`status status--${card.status}`}>{STEPS[current]!.label}</span>
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
      <details className="shipping">
        <summary>배송 정보</summary>
        <CardFacts
          facts={[
            ["배송지", card.address ?? "아직 입력되지 않았어요"],
            [TRACKING_LABEL, trackingText(card) ?? "발송 후 알려드릴게요"],
          ]}
        />
      </details>
    </article>
  );
}
