import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

export interface CheckoutInfo {
  clientKey: string;
  widgetSrc: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  customerEmail: string | null;
  customerMobilePhone: string | null;
}

type Widget = {
  renderPaymentMethods: (selector: string, amount: { value: number }, options?: { variantKey?: string }) => unknown;
  renderAgreement: (selector: string, options?: { variantKey?: string }) => unknown;
  requestPayment: (request: Record<string, string | undefined>) => Promise<unknown>;
};

const WIDGET_WAIT_MS = 100;

/**
 * The Toss payment widget, a client island: nothing on the server and while React takes over the
 * page ("idle"; the page's <noscript> explains), then it loads once (guarded against a second run),
 * renders the payment methods (DEFAULT) and the agreement (AGREEMENT), and the pay button requests
 * payment.
 */
export function PaymentWidget({ checkout }: { checkout: CheckoutInfo }) {
  const navigate = useNavigate();
  const widget = useRef<Widget | null>(null);
  const started = useRef(false);
  const [state, setState] = useState<"idle" | "loading" | "ready" | "error">("idle");
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setState("loading");
    const timer = setTimeout(async () => {
      try {
        const { loadPaymentWidget } = await import("@tosspayments/payment-widget-sdk");
        const instance = (await loadPaymentWidget(checkout.clientKey, checkout.customerKey, undefined, {
          src: checkout.widgetSrc,
        })) as unknown as Widget;
        instance.renderPaymentMethods("#payment-methods", { value: checkout.amount }, { variantKey: "DEFAULT" });
        instance.renderAgreement("#agreement", { variantKey: "AGREEMENT" });
        widget.current = instance;
        setState("ready");
      } catch (cause) {
        setError(cause instanceof Error && cause.message ? cause.message : "결제 위젯을 불러오는데 실패했습니다.");
        setState("error");
      }
    }, WIDGET_WAIT_MS);
    return () => clearTimeout(timer);
  }, [checkout]);

  async function pay() {
    if (!widget.current) return;
    setPaying(true);
    try {
      await widget.current.requestPayment({
        orderId: checkout.orderId,
        orderName: checkout.orderName,
        successUrl: `${window.location.origin}/payment/success`,
        failUrl: `${window.location.origin}/payment/fail`,
        customerName: checkout.customerName,
        customerEmail: checkout.customerEmail ?? undefined,
        customerMobilePhone: checkout.customerMobilePhone ?? undefined,
      });
    } catch (cause) {
      // The product's sentence (app/messages), never the provider's own words; closing the window is no error.
      const code = cause && typeof cause === "object" && "code" in cause ? cause.code : null;
      if (code !== "USER_CANCEL") window.alert("결제 요청 중 오류가 발생했습니다. 다시 시도해주세요.");
      setPaying(false);
    }
  }

  if (state === "idle") return null;
  if (state === "error") {
    return (
      <div className="alert" role="alert">
        <p>{error}</p>
        <button type="button" className="button button--outline" onClick={() => navigate(-1)}>
          돌아가기
        </button>
      </div>
    );
  }
  return (
    <>
      {state === "loading" ? <p role="status">결제 수단을 불러오는 중...</p> : null}
      <div id="payment-methods" className="checkout__methods" />
      <div id="agreement" className="checkout__agreement" />
      <button
        type="button"
        className="button button--primary button--block button--large"
        onClick={pay}
        disabled={state !== "ready" || paying}
      >
        {paying ? "결제창을 여는 중..." : "결제하기"}
      </button>
    </>
  );
}
