// The product page's loader and action (product.$productId.tsx takes its server code from here only:
// decision 28).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { purchaseSchema } from "~/forms/purchase.server";
import { regionFormStep } from "~/forms/region.server";
import { replyInvalid, replyValues } from "~/forms/submission.server";
import { redirectToCheckout } from "~/http/checkout.server";
import { describePage } from "~/http/page-meta.server";
import { backHref, formText, readForm } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { PURCHASE_MESSAGES } from "~/messages/purchase";
import { refundPromise } from "~/messages/refunds";
import {
  DEFAULT_SIGNATURE_REGION,
  DURATION_LABELS,
  parseProductChoice,
  productPath,
  shownTripPrices,
  travelProduct,
} from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import type { RegionSuggestion } from "~/models/regions/regions.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.productId !== "default") throw new Response("Not Found", { status: 404 });
  const query = new URL(request.url).searchParams;
  // The choice comes back in the address after the sign-in detour and from the payment pages.
  const { productType, tripDuration, region } = parseProductChoice((name) => query.get(name));
  const prices = shownTripPrices();
  return {
    productType,
    tripDuration,
    region,
    // A list rather than an object keyed by duration: keys equal to earlier values confuse the
    // single-fetch stream's deduplication on hydration. Prices come formatted ('9,900원'), so the
    // page's script carries no number formatting (as on the landing page).
    offers: (["day", "overnight"] as const).map((value) => ({ value, label: DURATION_LABELS[value], price: prices[value] })),
    dayListPrice: prices.dayList,
    signatureRegion: DEFAULT_SIGNATURE_REGION.name,
    backHref: backHref(request),
    meta: describePage(request, {
      title: "여행 플랜 구매 - 패밀리트립",
      description: `지역과 여행 기간만 고르면 바로 시작해요. 3분 설문과 15분 전문가 상담으로 일정, 아이 미션, 예약 정보를 담은 우리 가족 여행 플랜을 만들어 드려요. ${refundPromise("travel").spoken}`,
    }),
  };
}

/** Beside the reply: the district picked (only a real one), and a search's results without JavaScript. */
type PurchaseExtras = { region: RegionSuggestion | null; suggestions?: RegionSuggestion[] };

export async function action({ request, params }: ActionFunctionArgs) {
  if (params.productId !== "default") throw new Response("Not Found", { status: 404 });
  const formData = await readForm(request);
  const intent = formText(formData, "intent") || "start";
  const regionQuery = formText(formData, "regionQuery");
  const tripDuration = formText(formData, "tripDuration");

  // Without JavaScript, searching and picking a district are round trips that write nothing; the
  // district picked (only a real one) travels beside the reply.
  const step = regionFormStep(intent, regionQuery);
  if (step && "suggestions" in step)
    return replyValues<PurchaseExtras>({ regionQuery, tripDuration }, { region: null, suggestions: step.suggestions });
  if (step) {
    const region: RegionSuggestion | null = step.picked && {
      province: step.picked.province,
      city: step.picked.city,
      fullAddress: step.picked.name,
    };
    return replyValues<PurchaseExtras>({ regionQuery: region?.fullAddress ?? regionQuery, tripDuration }, { region });
  }

  const choice = parseProductChoice((name) => formText(formData, name) || null);
  // Signing in (or finishing sign-up) comes back to this screen with the same choice.
  const user = await requireUser(request, { reason: "purchase", redirectTo: productPath(choice) });
  const { region } = choice;
  const submission = parseWithZod(formData, { schema: purchaseSchema });
  if (submission.status !== "success") return replyInvalid<PurchaseExtras>(submission.reply(), { region });
  // The browser says what was chosen; the catalogue says what it is and what it costs.
  const product = travelProduct(submission.value);
  if (!product)
    return replyInvalid<PurchaseExtras>(submission.reply({ fieldErrors: { regionQuery: [PURCHASE_MESSAGES.regionRequired] } }), {
      region,
    });

  let order: Awaited<ReturnType<typeof createTravelOrder>>;
  try {
    order = await createTravelOrder(user.id, product);
  } catch (error) {
    // The screen again with the member's choice and a sentence to retry, not the error page.
    console.error("travel order not created", error);
    return replyInvalid<PurchaseExtras>(submission.reply({ formErrors: [PURCHASE_MESSAGES.orderFailed] }), { region }, 500);
  }
  return redirectToCheckout(order, user);
}

// The page's server-rendered screen (decision 70), taken through this module: a page names one server module (decision 28).
export { PRODUCT_ON_SERVER } from "~/components/purchase/purchase.server";
