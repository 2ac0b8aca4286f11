import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { PageHandle } from "~/page-rules";
import type { loader } from "~/routes/survey+/_index.server";
import styles from "~/styles/survey.css";
import { metaFromLoader } from "~/utils/meta";

// Named in full: the browser build stands in for a server module with one empty module per specifier,
// and the home page's "./_index.server" would share this page's (one more script on both pages).
export { loader } from "~/routes/survey+/_index.server";

export const handle: PageHandle = { page: { member: "survey", footer: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

export default function SurveyIntro() {
  const result = useLoaderData<typeof loader>();
  useOrderIdFromNavigationState(result.state === "missing");

  if (result.state !== "open") {
    return (
      <section className="page survey" aria-labelledby="survey-title">
        <h1 id="survey-title" className="page__title">
          여행 설문
        </h1>
        <p className={result.state === "missing" ? "alert" : "notice"} role="alert">
          {result.message}
        </p>
        <Link to="/dashboard" className="button button--primary button--block">
          내 활동으로 가기
        </Link>
      </section>
    );
  }

  return (
    <section className="page survey" aria-labelledby="survey-title">
      <p className="eyebrow">The 60% Blueprint</p>
      <h1 id="survey-title" className="page__title">
        우리 가족 여행의 60%를
        <br />
        함께 설계해요
      </h1>
      <p className="page__lead">
        {result.orderName} · 질문 {result.total}개, 약 15분이면 끝나요. 답변은 한 문항마다 저장되니 언제든 이어서 할 수 있어요.
      </p>
      <ol className="survey-parts">
        {result.parts.map(({ part, title }) => (
          <li key={part}>
            <span className="survey-parts__number">Part {part}</span> {title}
          </li>
        ))}
      </ol>
      {result.resume ? (
        <>
          <Link to={result.resume.href} className="button button--primary button--block button--large">
            이어서 답하기 ({result.resume.step > result.total ? "제출만 남았어요" : `${result.resume.step}번 질문부터`})
          </Link>
          <Link to={result.start} className="button button--ghost button--block">
            처음 질문부터 보기
          </Link>
        </>
      ) : (
        <Link to={result.start} className="button button--primary button--block button--large">
          설문 시작하기
        </Link>
      )}
    </section>
  );
}

/** The spec passes the order id in navigation state; with script, such a visit moves it to the query. */
function useOrderIdFromNavigationState(missing: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = (location.state as { orderId?: unknown } | null)?.orderId;
  useEffect(() => {
    if (missing && typeof fromState === "string" && fromState)
      navigate(`/survey?orderId=${encodeURIComponent(fromState)}`, { replace: true });
  }, [missing, fromState, navigate]);
}
