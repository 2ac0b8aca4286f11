import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { PaymentWidget } from "~/components/PaymentWidget";
import { Summary } from "~/components/Summary";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/payment.css";
import type { OrderKindName } from "~/vocabulary/order-kinds";
import type { loader } from "./payment.checkout.server";

export { loader } from "./payment.checkout.server";

export const handle: PageHandle = { page: { member: "purchase" } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "결제하기 - 패밀리트립" }];

// Where the back link leads, by the order's kind (its againPath): a trip's product, the photobook, the cart.
const BACK_LABEL: Record<OrderKindName, string> = {
  travel: "상품 화면으로 돌아가기",
  photobook: "포토북 화면으로 돌아가기",
  booking: "장바구니로 돌아가기",
};

export default function Checkout() {
  const { error, checkout, productHref, kind } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <section className="page checkout" aria-labelledby="checkout-title">
      <a
        href={productHref}
        className="back-link"
        onClick={(event) => {
          event.preventDefault();
          // The product screen with the order's choices, in place of this one (the page before it
          // may have lost the picked district).
          if (window.confirm("결제를 취소하시겠습니까?")) navigate(productHref, { replace: true });
        }}
      >
        <span aria-hidden="true">←</span> 뒤로 가기
      </a>
      <h1 id="checkout-title" className="page__title">
        결제하기
      </h1>
      {error || !checkout ? (
        <div className="alert" role="alert">
          <p>{error}</p>
          <Link to={productHref} className="button button--outline">
            {BACK_LABEL[kind]}
          </Link>
        </div>
      ) : (
        <>
          <Summary
            rows={[
              { label: "주문 상품", value: checkout.orderName },
              { label: "결제 금액", value: <strong>{checkout.amountText}</strong> },
            ]}
          />
          <noscript>
            <div className="notice">
              <strong>카드 결제에는 자바스크립트가 필요해요</strong>
              <p>
                토스페이먼츠 결제창은 브라우저의 자바스크립트로 열립니다. 설정에서 자바스크립트를 켠 뒤 이 페이지를 새로 고쳐 주세요. 주문은
                저장되어 있어 다시 고를 필요가 없어요.
              </p>
              <a className="button button--outline" href={productHref}>
                {BACK_LABEL[kind]}
              </a>
            </div>
          </noscript>
          {/* The widget is script only: it shows once React runs, explained by <noscript> otherwise. */}
          <PaymentWidget checkout={checkout} />
        </>
      )}
    </section>
  );
}
