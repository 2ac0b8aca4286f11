import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { type MouseEvent, useState } from "react";
import { RegionRequestForm } from "~/components/landing/RegionRequestForm";
import { Hero, LandingSection, PainPoints, PhotobookPromo, SamplePlan, Steps } from "~/components/landing/Sections";
import { productUrl, type TripChoice, TripSelection } from "~/components/landing/TripSelection";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/landing.css";
import { pageMeta } from "~/utils/meta";
import type { action, loader } from "./_index.server";

export { action, loader } from "./_index.server";

export const handle: PageHandle = { page: { member: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "패밀리트립 - 12시간의 여행 준비를 15분 상담으로",
    description:
      "3분 설문과 1:1 전문가 상담으로 우리 아이에게 꼭 맞는 가족 여행 플랜을 받아 보세요. 일정과 아이 미션, 숙소·체험 예약까지 한 권의 동화책처럼 담아 드려요.",
  });

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
      <LandingSection
        id="region-request"
        section="region-request"
        titleId="region-request-title"
        eyebrow="지역 오픈 알림"
        title="우리 동네에도 시그니처 여행이 열리면 알려드릴게요"
        tinted
      >
        <p className="card__text">가고 싶은 지역과 연락처를 남겨주시면 코스가 열릴 때 문자로 가장 먼저 알려드려요.</p>
        {/* A new location (after the success redirect) starts an empty form. */}
        <RegionRequestForm key={location.key} actionData={actionData} />
      </LandingSection>
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
