// The payment-failed page's loader (payment.fail.tsx takes its server code from here only: decision 28).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describePage } from "~/http/page-meta.server";
import { getOptionalUser } from "~/http/session.server";
import { paymentErrorCode, paymentFailMessage } from "~/messages/payments";
import { orderLinks } from "~/models/orders/kinds.server";
import { getOrderForUser } from "~/models/orders/orders.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  // The address is a link anyone can write: only a code's shape and our own sentence for it are shown.
  const code = paymentErrorCode(query.get("code"));
  const queried = query.get("orderId");
  const orderId = queried && /^[A-Z]+_\d+_[0-9a-f]+$/.test(queried) ? queried : null;
  // The page is open to anyone: only the signed-in owner's order says what to try again.
  const user = orderId ? await getOptionalUser(request) : null;
  const order = user && orderId ? await getOrderForUser(orderId, user.id) : null;
  const retryHref = order ? orderLinks(order).againPath : "/product/default";
  return {
    code,
    orderId,
    sentence: paymentFailMessage(code),
    retryHref,
    meta: describePage(request, {
      title: "결제 실패 - 패밀리트립",
      description: "결제가 완료되지 않았어요. 카드 정보와 한도, 인터넷 연결을 확인한 뒤 다시 시도해 주세요.",
    }),
  };
}
