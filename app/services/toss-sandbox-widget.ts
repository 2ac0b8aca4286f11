// The payment widget stand-in that runs in the browser, loaded through the SDK's `src` option in the
// demo. It sets window.PaymentWidget, checks the client key, customer key and order id as Toss does,
// renders a payment-method list and an agreement, and sends requestPayment to the sandbox's approval
// page. Type-checked here; served as the text of this one function (`sandboxWidgetScript`), so it
// must use nothing from outside its own body.

interface WidgetPatterns {
  customerKey: string;
  orderId: string;
}

interface PaymentRequest {
  orderId?: string;
  orderName?: string;
  successUrl?: string;
  failUrl?: string;
}

type Amount = number | { value: number };

export function installSandboxWidget(patterns: WidgetPatterns): void {
  const customerKeyPattern = new RegExp(patterns.customerKey);
  const orderIdPattern = new RegExp(patterns.orderId);
  const failure = (code: string, message: string) => Object.assign(new Error(message), { code });
  const amountOf = (value: Amount) => (typeof value === "number" ? value : value.value);

  (window as unknown as { PaymentWidget: unknown }).PaymentWidget = (clientKey: unknown, customerKey: unknown) => {
    if (typeof clientKey !== "string" || !clientKey.startsWith("test_"))
      throw failure("INVALID_CLIENT_KEY", "샌드박스는 테스트 클라이언트 키만 받습니다.");
    if (typeof customerKey !== "string" || !customerKeyPattern.test(customerKey))
      throw failure("INVALID_CUSTOMER_KEY", "customerKey 형식이 올바르지 않습니다.");
    let amount: number | null = null;
    const area = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw failure("NOT_FOUND_ELEMENT", `${selector} 영역을 찾을 수 없습니다.`);
      return element;
    };
    return {
      renderPaymentMethods(selector: string, value: Amount, options?: { variantKey?: string }) {
        const element = area(selector);
        amount = amountOf(value);
        element.innerHTML =
          `<fieldset class="sandbox-widget"><legend>결제 수단 (${options?.variantKey ?? "DEFAULT"})</legend>` +
          '<label><input type="radio" name="sandbox-method" checked> 신용·체크카드</label></fieldset>';
        return {
          updateAmount(next: Amount) {
            amount = amountOf(next);
          },
          on() {},
        };
      },
      renderAgreement(selector: string, options?: { variantKey?: string }) {
        area(selector).innerHTML =
          `<p class="sandbox-widget">[${options?.variantKey ?? "AGREEMENT"}] 결제 내용을 확인했으며 결제 진행에 동의합니다.</p>`;
        return { on() {} };
      },
      requestPayment(request: PaymentRequest | undefined) {
        if (!request || !orderIdPattern.test(request.orderId ?? ""))
          return Promise.reject(failure("INVALID_ORDER_ID", "orderId 형식이 올바르지 않습니다."));
        if (!request.orderName || !request.successUrl || !request.failUrl)
          return Promise.reject(failure("INVALID_REQUEST", "결제 요청 정보가 부족합니다."));
        const params = new URLSearchParams({
          clientKey,
          customerKey,
          orderId: request.orderId ?? "",
          orderName: request.orderName,
          amount: String(amount),
          successUrl: request.successUrl,
          failUrl: request.failUrl,
        });
        window.location.assign(`/sandbox/toss/pay?${params}`);
        return new Promise<never>(() => {});
      },
    };
  };
}

/** The script served at /sandbox/toss/widget.js: the function above, called with the patterns. */
export function sandboxWidgetScript(patterns: WidgetPatterns): string {
  return `(${installSandboxWidget.toString()})(${JSON.stringify(patterns)});`;
}
