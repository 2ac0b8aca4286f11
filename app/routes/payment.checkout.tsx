import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { PaymentWidget } from "~/components/PaymentWidget";
import { Summary } from "~/components/Summary";
import { config } from "~/config.server";
import { requireUser } from "~/http/session.server";
import { PAYMENT_MESSAGES } from "~/messages/payments";
import { productPathForOrder } from "~/models/catalogue.server";
import { settlePendingOrder } from "~/models/payments.server";
import { PAID_STATUSES } from "~/models/statuses";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/payment.css";
import { formatKrw } from "~/utils/format";
import { useHydrated } from "~/utils/hydration";
import { phoneDigits } from "~/utils/phone";

export const handle: PageHandle = { page: { member: "purchase" } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "결제하기 - 패밀리트립" }];

const BARE_PRODUCT = "/product/default";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "purchase" });
  const query = new URL(request.url).searchParams;
  const orderId = query.get("orderId");
  const orderName = query.get("orderName");
  const amount = Number.parseInt(query.get("amount") ?? "", 10);
  const customerKey = query.get("customerKey");
  const invalid = (productHref = BARE_PRODUCT) => data({ error: PAYMENT_MESSAGES.invalid, checkout: null, productHref }, { status: 400 });
  if (!orderId || !orderName || !Number.isFinite(amount) || !customerKey) return invalid();

  // The stored order decides: it must be this member's, pending, and say what the address says.
  // One paid at Toss whose confirm never reached us (a closed tab) is settled first.
  const order = await settlePendingOrder(orderId, user.id);
  // Going back reopens the product screen with this order's choices (a new order is made there).
  const productHref = (order ? productPathForOrder(order) : null) ?? BARE_PRODUCT;
  if (order && PAID_STATUSES.has(order.status) && order.paymentKey) {
    throw redirect(
      `/payment/success?${new URLSearchParams({ paymentKey: order.paymentKey, orderId: order.id, amount: String(order.amount) })}`,
    );
  }
  if (order?.status !== "pending" || order.amount !== amount || order.orderName !== orderName || customerKey !== user.id) {
    return invalid(productHref);
  }
  const mobile = phoneDigits(query.get("customerMobilePhone") ?? "");
  return {
    error: null,
    productHref,
    checkout: {
      clientKey: config.toss.clientKey,
      widgetSrc: config.toss.widgetSrc,
      customerKey,
      orderId: order.id,
      orderName: order.orderName,
      amount: order.amount,
      customerName: query.get("customerName") || "고객님",
      customerEmail: query.get("customerEmail"),
      customerMobilePhone: mobile || null,
    },
  };
}

export default function Checkout() {
  const { error, checkout, productHref } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
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
            상품 화면으로 돌아가기
          </Link>
        </div>
      ) : (
        <>
          <Summary
            rows={[
              { label: "주문 상품", value: checkout.orderName },
              { label: "결제 금액", value: <strong>{formatKrw(checkout.amount)}</strong> },
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
                상품 화면으로 돌아가기
              </a>
            </div>
          </noscript>
          {/* The widget is script only: rendered once React runs, explained by <noscript> otherwise. */}
          {hydrated ? <PaymentWidget checkout={checkout} /> : null}
        </>
      )}
    </section>
  );
}
