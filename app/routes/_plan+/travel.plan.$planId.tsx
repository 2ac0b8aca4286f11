// The family's travel plan: breadcrumb, planner note, the three tabs as ?tab= links,
// the storyboard with ?day=, the photobook offer or tracker, the after-trip feedback, share links and
// the calendar. Owner only; staff see it in edit mode (docs/decisions/0037-family-plan-page.md).

import type { LinksFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { useEffect } from "react";
import { Breadcrumb } from "~/components/activity/Breadcrumb";
import { CardFacts } from "~/components/activity/CardFacts";
import { TRACKING_LABEL, trackingText } from "~/components/activity/PhotobookTracking";
import { CheckboxGroup } from "~/components/form/CheckboxGroup";
import { ErrorList } from "~/components/form/ErrorList";
import { TextareaField } from "~/components/form/Field";
import { type FormActionData, formReply } from "~/components/form/reply";
import { OfflineStatus } from "~/components/plan/OfflineStatus";
import { PlanShareButton } from "~/components/plan/ShareToKakao";
import { Storyboard } from "~/components/plan/Storyboard";
import { BookingTab, loadBookingTab, MissionTab, planPageHydrated } from "~/components/plan/tabs";
import type { SectionName } from "~/messages/analytics";
import { PLAN_PAGE_MESSAGES as M } from "~/messages/plan";
import type { PageHandle } from "~/page-rules";
import activityStyles from "~/styles/activity.css";
import planStyles from "~/styles/plan.css";
import pageStyles from "~/styles/plan-page.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./travel.plan.$planId.server";

export { action, loader } from "./travel.plan.$planId.server";

export const handle: PageHandle = { page: { member: "plan", staffToo: true } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: activityStyles },
  { rel: "stylesheet", href: planStyles },
  { rel: "stylesheet", href: pageStyles },
];

export const meta = metaFromLoader;

/** Reached in the app, the booking tab opens whole: its code arrives with the data. */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const bookings = new URL(request.url).searchParams.get("tab") === "bookings";
  // Should the code fail to come, the tab's own boundary asks again as it renders.
  const [data] = await Promise.all([serverLoader<typeof loader>(), bookings ? loadBookingTab().catch(() => undefined) : null]);
  return data;
}

const TABS = [
  { id: "storyboard", label: "스토리보드" },
  { id: "missions", label: "미션 일지" },
  { id: "bookings", label: "예약 관리" },
] as const;

const TRACKER = [
  { status: "preparing", label: "제작 준비", text: "사진과 표지를 확인하며 제작을 준비하고 있어요." },
  { status: "printing", label: "인쇄 중", text: "포토북을 정성껏 인쇄하고 제본하고 있어요." },
  { status: "shipping", label: "배송 중", text: "포토북이 출발했어요. 곧 만나요!" },
  { status: "delivered", label: "도착", text: "포토북이 도착했어요. 소중한 추억을 펼쳐보세요." },
] as const;

const RATINGS = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: `${"★".repeat(value)} ${value}점` }));

const BREADCRUMB = (
  <Breadcrumb
    above={[
      { label: "홈", to: "/dashboard" },
      { label: "내 활동", to: "/dashboard" },
    ]}
    current="여행 계획"
    className="no-print"
  />
);

export default function TravelPlan() {
  const { plan, tab, day, days, missions, note, photobook, feedback, share, bookings, offline } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormActionData>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === `/travel/plan/${plan.id}`;
  const here = `/travel/plan/${encodeURIComponent(plan.id)}`;
  const reply = formReply(actionData?.result, { id: "feedback" });
  const tracker = TRACKER.findIndex((step) => step.status === photobook.tracker);
  useEffect(planPageHydrated, []);

  return (
    <section className="page plan-page" aria-labelledby="plan-title">
      {BREADCRUMB}
      <header className="plan-page__header">
        {plan.editMode ? (
          <p className="plan-page__edit no-print">
            <span className="pill pill--edit">{M.editMode}</span>
            <a href={`/admin/plan/${encodeURIComponent(plan.id)}`} className="button button--outline">
              편집하기
            </a>
          </p>
        ) : null}
        <h1 id="plan-title" className="page__title">
          {plan.title}
        </h1>
      </header>

      <p role="status" className="plan-page__loading no-print">
        {loading ? (
          <>
            <span className="spinner" aria-hidden="true" /> {M.loading}
          </>
        ) : null}
      </p>
      <OfflineStatus planId={plan.id} offline={offline} />

      {note ? (
        <section className="planner-note" aria-labelledby="plan-note-title" data-section={"planner-note" satisfies SectionName}>
          <h2 id="plan-note-title" className="planner-note__title">
            플래너 노트
          </h2>
          <p className="planner-note__message">{note.message}</p>
          <p className="planner-note__time">
            <time dateTime={note.createdAt}>{note.shownAt}</time>
          </p>
        </section>
      ) : null}

      <nav aria-label="여행 계획 보기" className="plan-tabs no-print">
        <ul>
          {TABS.map((entry) => (
            <li key={entry.id}>
              <Link
                to={`${here}?tab=${entry.id}`}
                className={entry.id === tab ? "plan-tab is-current" : "plan-tab"}
                aria-current={entry.id === tab ? "page" : undefined}
                preventScrollReset
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === "storyboard" ? (
        <div className="plan-panel" id="storyboard" data-section={"storyboard" satisfies SectionName}>
          <Storyboard
            days={days}
            day={day}
            dayHref={(n) => `${here}?tab=storyboard&day=${n}`}
            targets={{
              mission: (id) => `${here}?tab=missions#mission-${encodeURIComponent(id)}`,
              product: (id) => `${here}?tab=bookings#product-${encodeURIComponent(id)}`,
            }}
          />
        </div>
      ) : null}

      {tab === "missions" ? (
        <div className="plan-panel" id="missions" data-section={"missions" satisfies SectionName}>
          <MissionTab planId={plan.id} log={missions} owner={plan.owner} />
        </div>
      ) : null}

      {tab === "bookings" && bookings ? (
        <div className="plan-panel" id="bookings" data-section={"bookings" satisfies SectionName}>
          <BookingTab
            bookings={bookings}
            planId={plan.id}
            paying={navigation.state !== "idle" && navigation.formData?.get("intent") === "cart-pay"}
          />
        </div>
      ) : null}

      {photobook.promotion ? (
        <section
          className="promo no-print"
          id="photobook"
          aria-labelledby="photobook-title"
          data-section={"photobook-promo" satisfies SectionName}
        >
          <h2 id="photobook-title" className="promo__title">
            여행의 추억을 프리미엄 포토북으로
          </h2>
          <p>사진 20~45장으로 만드는 우리 가족만의 여행 앨범이에요.</p>
          <Link to={photobook.href} className="button button--primary button--block">
            포토북 만들기
          </Link>
        </section>
      ) : null}
      {photobook.tracker && tracker >= 0 ? (
        <section
          className="plan-tracker no-print"
          id="photobook"
          aria-labelledby="tracker-title"
          data-section={"photobook-progress" satisfies SectionName}
        >
          <h2 id="tracker-title" className="plan-panel__title">
            포토북 제작 현황
          </h2>
          <ol className="progress-steps progress-steps--four" aria-label="제작 단계">
            {TRACKER.map((step, index) => (
              <li
                key={step.status}
                className={
                  index < tracker || (index === tracker && step.status === "delivered")
                    ? "is-done"
                    : index === tracker
                      ? "is-current"
                      : undefined
                }
                aria-current={index === tracker ? "step" : undefined}
              >
                {step.label}
              </li>
            ))}
          </ol>
          <p>{TRACKER[tracker]!.text}</p>
          {/* The carrier and number once the book ships, as the dashboard's card shows them. */}
          {trackingText(photobook) ? <CardFacts facts={[[TRACKING_LABEL, trackingText(photobook)]]} /> : null}
        </section>
      ) : null}

      {feedback.done ? (
        <section
          className="plan-feedback no-print"
          id="feedback"
          aria-labelledby="feedback-title"
          data-section={"feedback" satisfies SectionName}
        >
          <h2 id="feedback-title" className="plan-panel__title">
            우리 가족의 여행 후기
          </h2>
          <p>
            <span aria-hidden="true">{"★".repeat(feedback.done.rating)}</span> 별점 {feedback.done.rating}점
          </p>
          <p className="plan-feedback__comment">{feedback.done.comment}</p>
          <p className="hint">
            <time>{feedback.done.shownAt}</time>
          </p>
        </section>
      ) : feedback.open ? (
        <section
          className="plan-feedback no-print"
          id="feedback"
          aria-labelledby="feedback-title"
          data-section={"feedback" satisfies SectionName}
        >
          <h2 id="feedback-title" className="plan-panel__title">
            여행을 마치셨나요?
          </h2>
          <p className="hint">여행 완료를 알려주시고 후기를 남겨주세요. 후기를 남기면 포토북을 만들 수 있어요.</p>
          <Form method="post" action={`${here}#feedback`} noValidate>
            <input type="hidden" name="intent" value="feedback" />
            <ErrorList id="feedback-form-error" errors={reply.errors("")} />
            <CheckboxGroup field={reply.field("rating")} legend="여행은 어떠셨나요?" type="radio" options={RATINGS} className="rating" />
            <TextareaField field={reply.field("comment")} label="여행 후기" rows={4} maxLength={1000} />
            <button type="submit" className="button button--primary button--block">
              여행 완료하고 후기 남기기
            </button>
          </Form>
        </section>
      ) : feedback.waiting ? (
        <p className="hint no-print" id="feedback">
          {M.feedbackNotOpen}
        </p>
      ) : null}

      <section className="plan-share no-print" id="share" aria-labelledby="share-title" data-section={"share" satisfies SectionName}>
        <h2 id="share-title" className="plan-panel__title">
          함께 보기
        </h2>
        <p className="hint">로그인 없이 볼 수 있는 읽기 전용 링크예요. 일정만 보이고 금액과 연락처는 보이지 않아요.</p>
        <PlanShareButton action={`${here}#share`} intent="share-kakao" data={share.button} />
        {share.links.length > 0 ? (
          <ul className="share-links">
            {share.links.map((link) => (
              <li key={link.id} className="share-link">
                <label htmlFor={`share-${link.id}`} className="share-link__label">
                  공유 링크 ({link.shownAt}
                  {link.byStaff ? " · 플래너가 만듦" : ""})
                </label>
                <input id={`share-${link.id}`} className="share-link__url" readOnly value={link.url} />
                <Form method="post" action={here}>
                  <input type="hidden" name="intent" value="share-revoke" />
                  <input type="hidden" name="linkId" value={link.id} />
                  <button type="submit" className="button button--ghost">
                    링크 해제
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        {plan.owner ? (
          <Form method="post" action={here} className="share-photos">
            <input type="hidden" name="intent" value="share-photos" />
            <input type="hidden" name="allowed" value={share.photos ? "0" : "1"} />
            <button type="submit" className="button button--outline button--block">
              {M.sharePhotosButton(share.photos)}
            </button>
          </Form>
        ) : null}
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="share-create" />
          <button type="submit" className="button button--outline button--block">
            공유 링크 만들기
          </button>
        </Form>
        <a href={`${here}/calendar.ics`} className="button button--outline button--block" download>
          캘린더에 추가 (.ics)
        </a>
        <p className="hint">인쇄하면 하루 일정이 한 장씩 나와요.</p>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Trying again is loading the same address.
  const { pathname, search } = useLocation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  return (
    <section className="page plan-page" aria-labelledby="plan-error-title">
      {BREADCRUMB}
      <h1 id="plan-error-title" className="page__title">
        {missing ? M.notFound : "여행 계획"}
      </h1>
      <div className="alert" role="alert">
        <p>{missing ? "주소가 바뀌었거나 볼 수 없는 여행 계획이에요." : (message ?? M.loadFailed)}</p>
      </div>
      {missing ? null : (
        <a href={pathname + search} className="button button--primary button--block">
          다시 시도
        </a>
      )}
      <Link to="/dashboard" className="button button--outline button--block">
        {M.backToList}
      </Link>
    </section>
  );
}
