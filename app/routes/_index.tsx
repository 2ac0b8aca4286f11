import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { type MouseEvent, useState } from "react";
import { RegionRequestForm } from "~/components/landing/RegionRequestForm";
import { Hero, PainPoints, PhotobookPromo, SamplePlan, Steps } from "~/components/landing/Sections";
import { productUrl, type TripChoice, type TripPrices, TripSelection } from "~/components/landing/TripSelection";
import { config } from "~/config.server";
import { regionFormStep } from "~/forms/region.server";
import { regionRequestSchema } from "~/forms/region-request.server";
import { replyInvalid, replyValues } from "~/forms/submission.server";
import { formText, readForm } from "~/http/request.server";
import { redirectWithToast } from "~/http/toast.server";
import { REGION_REQUEST_MESSAGES } from "~/messages/region-requests";
import { shownTripPrices } from "~/models/catalogue.server";
import { consumeRateLimit } from "~/models/rate-limits.server";
import { createRegionRequest } from "~/models/region-requests.server";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/landing.css";

export const handle: PageHandle = { page: { member: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [
  { title: "패밀리트립 - 12시간의 여행 준비를 15분 상담으로" },
  { name: "description", content: "3분 설문과 1:1 전문가 상담으로 받는 아이와 함께하는 맞춤 가족 여행 플랜." },
];

const REGION_SECTION = "/#region-request";

// The trip choices show the catalogue's prices (the only place a price comes from), formatted on the
// server so the page's script carries no number formatting of its own.
export function loader() {
  return { prices: shownTripPrices() satisfies TripPrices };
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

export default function Landing() {
  const { prices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [choice, setChoice] = useState<TripChoice | null>(null);
  const startHref = choice ? productUrl(choice) : "#trip-selection";

  return (
    <div className="landing">
      <Hero startHref={startHref} onStart={startWithoutChoice} />
      <PainPoints />
      <Steps />
      <SamplePlan startHref={startHref} onStart={startWithoutChoice} />
      <TripSelection choice={choice} onChoose={setChoice} prices={prices} />
      <section id="region-request" className="section section--tinted" aria-labelledby="region-request-title">
        <p className="eyebrow">지역 오픈 알림</p>
        <h2 id="region-request-title" className="section__title">
          우리 동네에도 시그니처 여행이 열리면 알려드릴게요
        </h2>
        <p className="card__text">가고 싶은 지역과 연락처를 남겨주시면 코스가 열릴 때 문자로 가장 먼저 알려드려요.</p>
        {/* A new location (after the success redirect) starts an empty form. */}
        <RegionRequestForm key={location.key} actionData={actionData} />
      </section>
      <PhotobookPromo />
    </div>
  );

  // Without a choice the start buttons scroll to the selection smoothly instead of jumping.
  function startWithoutChoice(event: MouseEvent<HTMLAnchorElement>) {
    if (choice) return;
    event.preventDefault();
    document.getElementById("trip-selection")?.scrollIntoView({ behavior: "smooth" });
  }
}
