// The Toss sandbox's payment page: its loader and action (sandbox.toss.pay.tsx takes its server code
// from here only: decision 28).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { parseFixedForm } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import {
  CUSTOMER_KEY,
  createSandboxPayment,
  isTossSandboxOn,
  ORDER_ID,
  SANDBOX_DECLINES,
  SANDBOX_SCENARIOS,
  type SandboxScenario,
} from "~/services/toss-sandbox.server";
import { lookup } from "~/utils/lookup";

/** The widget's payment request, checked: our own return addresses, Toss-shaped ids, a real amount. */
function paymentRequest(request: Request) {
  if (!isTossSandboxOn()) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const q = (name: string) => url.searchParams.get(name) ?? "";
  const sameSite = (value: string) => {
    try {
      return new URL(value).host === url.host;
    } catch {
      return false;
    }
  };
  const amount = Number(q("amount"));
  const valid =
    q("clientKey").startsWith("test_") &&
    CUSTOMER_KEY.test(q("customerKey")) &&
    ORDER_ID.test(q("orderId")) &&
    q("orderName") !== "" &&
    Number.isSafeInteger(amount) &&
    amount > 0 &&
    sameSite(q("successUrl")) &&
    sameSite(q("failUrl"));
  if (!valid) throw new Response("잘못된 결제 요청입니다.", { status: 400 });
  return {
    orderId: q("orderId"),
    orderName: q("orderName"),
    amount,
    customerKey: q("customerKey"),
    successUrl: q("successUrl"),
    failUrl: q("failUrl"),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { orderName, amount } = paymentRequest(request);
  return { orderName, amount, scenarios: SANDBOX_SCENARIOS, declines: SANDBOX_DECLINES };
}

const UNKNOWN_CHOICE = "알 수 없는 선택입니다.";

export async function action({ request }: ActionFunctionArgs) {
  const payment = paymentRequest(request);
  // The page's buttons: an approval scenario or a decline code, nothing else.
  const choices = [...Object.keys(SANDBOX_SCENARIOS), ...Object.keys(SANDBOX_DECLINES)] as [string, ...string[]];
  const { choice } = parseFixedForm(await readForm(request), z.object({ choice: z.enum(choices) }), UNKNOWN_CHOICE);
  if (lookup(SANDBOX_SCENARIOS, choice)) {
    const paymentKey = await createSandboxPayment({ ...payment, scenario: choice as SandboxScenario });
    const success = new URL(payment.successUrl);
    success.searchParams.set("paymentKey", paymentKey);
    success.searchParams.set("orderId", payment.orderId);
    success.searchParams.set("amount", String(payment.amount));
    return redirect(success.toString());
  }
  const message = lookup(SANDBOX_DECLINES, choice);
  if (!message) throw new Response(UNKNOWN_CHOICE, { status: 400 });
  const fail = new URL(payment.failUrl);
  fail.searchParams.set("code", choice);
  fail.searchParams.set("message", message);
  fail.searchParams.set("orderId", payment.orderId);
  return redirect(fail.toString());
}
