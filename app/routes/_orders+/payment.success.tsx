import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PaymentResult } from "~/components/PaymentResult";
import { Summary } from "~/components/Summary";
import { refundPromise } from "~/messages/refunds";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/payment.css";
import { formatDateTime, formatKrw } from "~/utils/format";
import type { OrderKindName } from "~/vocabulary/order-kinds";
import type { loader } from "./payment.success.server";

export { loader } from "./payment.success.server";

// The confirm happens in the loader, on the server: the page needs no script.
export const handle: PageHandle = { page: { member: "purchase", footer: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "결제 완료 - 패밀리트립" }];

// What comes next, by the order's kind (a kind sold later brings its own steps and button).
const NEXT_STEPS: Partial<Record<OrderKindName, string[]>> = {
  travel: ["스마트 설문 (약 3분)", "전문가 1:1 상담 (설문 후 24시간 이내 카카오톡)", "우리 가족 맞춤 플랜 완성"],
  photobook: ["사진 업로드와 표지 디자인", "전문가 레이아웃과 제작", "영업일 기준 7-10일 이내 배송"],
  booking: [
    "예약 관리 탭에서 예약 완료된 상품 확인",
    "여행 당일 현장에서 가족 이름으로 이용",
    `예약 관리 탭에서 취소 (${refundPromise("booking").short})`,
  ],
};
// The reminders under the steps, each kind's refund sentence first (app/messages/refunds.ts, from the
// rule its refund button obeys).
const CHECKLIST: Partial<Record<OrderKindName, string[]>> & { travel: string[] } = {
  travel: [
    refundPromise("travel").sentence,
    "포토북 주문은 제작이 시작되기 전까지 취소할 수 있습니다.",
    "여행 플랜은 설문을 마치면 자동으로 만들어지기 시작합니다.",
  ],
  photobook: [
    `${refundPromise("photobook").sentence} 취소는 내 활동의 포토북 카드에서 할 수 있어요.`,
    "사진은 내 활동의 포토북 카드에서도 이어서 올릴 수 있어요.",
    "시안을 승인하시면 영업일 기준 7-10일 이내에 받아보실 수 있어요.",
  ],
  booking: [refundPromise("booking").sentence, "예약한 상품은 여행 계획의 예약 관리 탭에 모여 있어요."],
};
const NEXT_BUTTON: Partial<Record<OrderKindName, string>> = { photobook: "사진 올리러 가기", booking: "예약 확인하러 가기" };

export default function PaymentSuccess() {
  const result = useLoaderData<typeof loader>();
  if (!result.ok) {
    return (
      <PaymentResult id="success-fail-title" mark="!" title="결제 승인에 실패했어요">
        <p className="page__lead" role="alert">
          {result.message}
        </p>
        <div className="not-found__actions">
          {result.retryHref ? (
            <Link to={result.retryHref} className="button button--primary button--block">
              다시 시도하기
            </Link>
          ) : null}
          <Link to="/" className={`button button--block ${result.retryHref ? "button--outline" : "button--primary"}`}>
            홈으로
          </Link>
        </div>
      </PaymentResult>
    );
  }
  const { order } = result;
  const steps = NEXT_STEPS[order.kind];
  if (order.refundedAt) {
    return (
      <PaymentResult id="refunded-title" mark="↺" title="환불된 주문이에요">
        <p className="page__lead">이 결제는 취소되어 환불되었습니다. 카드사 사정에 따라 3-7 영업일 안에 처리됩니다.</p>
        <Summary
          rows={[
            { label: "주문번호", value: order.id },
            { label: "주문 상품", value: order.name },
            { label: "환불 금액", value: <strong>{formatKrw(order.amount)}</strong> },
            { label: "환불 일시", value: formatDateTime(order.refundedAt) },
          ]}
        />
        <Link to="/dashboard" className="button button--primary button--block button--large">
          내 활동에서 확인하기
        </Link>
      </PaymentResult>
    );
  }
  return (
    <PaymentResult id="success-title" mark="✓" ok title="결제가 완료되었어요">
      <Summary
        rows={[
          { label: "주문번호", value: order.id },
          { label: "주문 상품", value: order.name },
          { label: "결제 금액", value: <strong>{formatKrw(order.amount)}</strong> },
          { label: "결제 수단", value: `토스페이먼츠 (${order.method})` },
          ...(order.approvedAt ? [{ label: "승인 일시", value: formatDateTime(order.approvedAt) }] : []),
        ]}
      />
      {steps ? (
        <>
          <h2 className="card__title">다음 단계</h2>
          <ol className="steps steps--compact">
            {steps.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <ul className="checklist">
        {(CHECKLIST[order.kind] ?? CHECKLIST.travel).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to={order.nextHref} className="button button--primary button--block button--large">
        {NEXT_BUTTON[order.kind] ?? "내 활동에서 확인하기"}
      </Link>
    </PaymentResult>
  );
}
