// The landing page's loader and action (_index.tsx takes its server code from here only: decision 28).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { TripPrices } from "~/components/landing/TripSelection";
import { config } from "~/config.server";
import { regionFormStep } from "~/forms/region.server";
import { regionRequestSchema } from "~/forms/region-request.server";
import { replyInvalid, replyValues } from "~/forms/submission.server";
import { describePage } from "~/http/page-meta.server";
import { formText, readForm } from "~/http/request.server";
import { redirectWithToast } from "~/http/toast.server";
import { REGION_REQUEST_MESSAGES } from "~/messages/region-requests";
import { shownTripPrices } from "~/models/orders/catalogue.server";
import { consumeRateLimit } from "~/models/platform/rate-limits.server";
import { createRegionRequest } from "~/models/regions/region-requests.server";

const REGION_SECTION = "/#region-request";

// The trip choices show the catalogue's prices (the only place a price comes from), formatted on the
// server so the page's script carries no number formatting of its own.
export function loader({ request }: LoaderFunctionArgs) {
  return {
    prices: shownTripPrices() satisfies TripPrices,
    meta: describePage(request, {
      title: "패밀리트립 - 12시간의 여행 준비를 15분 상담으로",
      description:
        "3분 설문과 1:1 전문가 상담으로 우리 아이에게 꼭 맞는 가족 여행 플랜을 받아 보세요. 일정과 아이 미션, 숙소·체험 예약까지 한 권의 동화책처럼 담아 드려요.",
    }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const intent = formText(formData, "intent") || "submit";

  // Without JavaScript, searching and picking a district are round trips that write nothing.
  const step = regionFormStep(intent, formText(formData, "name"));
  if (step) {
    const typed = { name: formText(formData, "name"), phone: formText(formData, "phone") };
    if ("suggestions" in step) return replyValues(typed, { suggestions: step.suggestions });
    return replyValues({ ...typed, ...step.picked });
  }

  // A bot filled the hidden field: answer as if it worked, store nothing.
  if (formText(formData, "website")) return redirectWithToast(REGION_SECTION, "success", REGION_REQUEST_MESSAGES.success);

  const submission = parseWithZod(formData, { schema: regionRequestSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply());
  // Only requests that would be stored count: a visitor fixing a typo is not throttled.
  const limit = await consumeRateLimit("region-request", context.clientIp, config.regionRequestLimit);
  if (!limit.allowed) {
    return replyInvalid(
      submission.reply({ formErrors: [REGION_REQUEST_MESSAGES.tooMany] }),
      {},
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }
  try {
    await createRegionRequest(submission.value, { clientIp: context.clientIp });
  } catch (error) {
    console.error("region request failed", error);
    return replyInvalid(submission.reply({ formErrors: [REGION_REQUEST_MESSAGES.failure] }), {}, 500);
  }
  return redirectWithToast(REGION_SECTION, "success", REGION_REQUEST_MESSAGES.success);
}

// The page's server-rendered parts (decision 70), taken through this module: a page names one server module (decision 28).
export { LANDING_ON_SERVER } from "~/components/landing/landing.server";
