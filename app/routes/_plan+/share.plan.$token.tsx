// A travel plan shared with a read-only link (for grandparents and the road): the storyboard only,
// no prices, no booking numbers, no personal data beyond a first name. Open without an account.
import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { Storyboard } from "~/components/plan/Storyboard";
import { TripAlbum } from "~/components/plan/TripAlbum";
import type { PageHandle } from "~/page-rules";
import activityStyles from "~/styles/activity.css";
import planStyles from "~/styles/plan.css";
import pageStyles from "~/styles/plan-page.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./share.plan.$token.server";

export { loader } from "./share.plan.$token.server";

// Nothing on it needs a script: served without the client runtime (decision 3), light for any phone.
export const handle: PageHandle = { page: { member: false, hydrate: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: activityStyles },
  { rel: "stylesheet", href: planStyles },
  { rel: "stylesheet", href: pageStyles },
];

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Link previews (KakaoTalk and others read Open Graph): the card the share button sends, nothing the
// page does not show, no one's name; kept out of search (decision 74).
export const meta = metaFromLoader;

export default function SharedPlan() {
  const { token, title, firstName, day, days, album, card, button, shareScript, nonce } = useLoaderData<typeof loader>();
  const here = `/share/plan/${encodeURIComponent(token)}`;
  return (
    <section className="page plan-page plan-page--shared" aria-labelledby="shared-title">
      <p className="pill no-print">{firstName ? `${firstName}님 가족이 공유한 여행 계획` : "공유된 여행 계획"}</p>
      <h1 id="shared-title" className="page__title">
        {title}
      </h1>
      <p className="hint no-print">읽기 전용으로 공유된 일정이에요.</p>
      <Storyboard days={days} day={day} dayHref={(n) => `${here}?day=${n}`} />
      <TripAlbum photos={album} title="여행 앨범" />
      <a href={`${here}/calendar.ics`} className="button button--outline button--block no-print" download>
        캘린더에 추가 (.ics)
      </a>
      <div className="share-link share-link--page no-print">
        <label htmlFor="shared-address" className="share-link__label">
          {button.linkLabel}
        </label>
        <input id="shared-address" className="share-link__url" readOnly value={card.url} />
      </div>
      {/* The share button (decision 74): hidden without script, where the address above does the job. */}
      <form id="share-trip" className="share-kakao no-print" hidden {...button.data}>
        <button type="submit" className="button button--kakao button--block">
          {button.label}
        </button>
        <p role="status" className="share-kakao__status" data-share-status="" />
      </form>
      {shareScript ? (
        // The page loads no app script: these lines show the button and fetch its code when pressed.
        <script
          type="module"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own lines; the address is JSON-escaped.
          dangerouslySetInnerHTML={{ __html: shareButtonScript("share-trip", shareScript) }}
        />
      ) : null}
    </section>
  );
}

/** Shows the hidden button and, when pressed, imports the share code and hands it the form. */
function shareButtonScript(formId: string, src: string): string {
  const json = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `const f=document.getElementById(${json(formId)});f.hidden=false;f.addEventListener("submit",(e)=>{e.preventDefault();import(${json(src)}).then((m)=>m.shareFromForm(f))});`;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page plan-page" aria-labelledby="shared-error-title">
      <h1 id="shared-error-title" className="page__title">
        {missing ? "여행 계획을 찾을 수 없습니다." : "여행 계획"}
      </h1>
      <div className="alert" role="alert">
        <p>
          {missing ? "공유가 끝났거나 없는 링크예요. 링크를 보낸 가족에게 새 링크를 부탁해주세요." : "여행 계획을 불러오는데 실패했습니다."}
        </p>
      </div>
      <Link to="/" className="button button--outline button--block">
        홈으로 가기
      </Link>
    </section>
  );
}
