// The photobook's landing and its shipping dialog (photobook.default.tsx takes its server code from
// here only: decision 28). The one product is `default`, a route of its own (any
// other id is the catch-all's not-found; /photobook/order is the upload screen's). The order is
// priced by the server and saved with the address and the trip before the payment widget opens; the
// browser's amount, name or trip are never believed.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { photobookShippingSchema, photobookTripField } from "~/forms/photobook-shipping.server";
import { replyInvalid } from "~/forms/submission.server";
import { redirectToCheckout } from "~/http/checkout.server";
import { readForm } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { PRICES } from "~/models/orders/catalogue.server";
import { orderPhotobook, photobookTripFor } from "~/models/photobook/photobook-orders.server";
import { formatKrw } from "~/utils/format";

// The landing's copy, sent as data: the page's script stays within the product page's (decision 28).
const FEATURES = [
  { title: "📸 사진 20~45장", text: "여행에서 찍은 사진을 올리면 표지 사진과 문구도 직접 고를 수 있어요." },
  { title: "🎨 전문가 레이아웃", text: "전문 디자이너가 사진을 골라 배치하고, 시안을 보여드려요. 한 번 수정할 수 있어요." },
  { title: "📖 프리미엄 인쇄", text: "두꺼운 하드커버와 선명한 인쇄로 오래 두고 펼쳐보는 우리 가족 앨범이에요." },
  { title: "🚚 영업일 기준 7-10일 배송", text: "시안을 승인하시면 인쇄와 제본을 거쳐 집 앞까지 보내드려요." },
];

const STEPS = ["주문과 배송지 입력", "사진 업로드와 표지 선택", "전문가 시안 확인 (1회 수정)", "인쇄와 배송"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { reason: "photobook" });
  const asked = new URL(request.url).searchParams.get("travelOrderId");
  const trip = await photobookTripFor(user.id, asked);
  return {
    // As shown ('67,900원'): the page's script carries no number formatting.
    price: formatKrw(PRICES.photobook),
    copy: { features: FEATURES, steps: STEPS },
    trip,
    // The dialog starts with the member's own name and phone (the recipient is usually them).
    recipient: { recipientName: user.name ?? "", recipientPhone: user.phone ?? "" },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const user = await requireUser(request, { reason: "photobook", redirectTo: `${url.pathname}${url.search}` });
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: photobookShippingSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  // A hint only: photobookTripFor keeps it when it is the member's own trip.
  const trip = photobookTripField.safeParse({ travelOrderId: formData.get("travelOrderId") ?? undefined });
  const order = await orderPhotobook(user.id, {
    travelOrderId: trip.success ? (trip.data.travelOrderId ?? null) : null,
    shipping: submission.value,
  });
  // To the checkout as the product page and the booking cart go there: the stored order decides.
  return redirectToCheckout(order, user);
}
