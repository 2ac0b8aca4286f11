import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BusyLabel } from "~/components/form/BusyLabel";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/survey.css";
import type { action, loader } from "./done.server";

export { action, loader } from "./done.server";

export const handle: PageHandle = { page: { member: "survey", footer: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "설문 제출 - 패밀리트립" }];

export default function SurveyDone() {
  const { total, orderName, missing, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The submit button sends no fields: a refusal is the form's own message, one sentence. A form of
  // one button needs none of the form toolkit's field wiring, and this page's script does not carry
  // it (decision 28).
  const refusal = actionData?.result.error?.[""]?.[0];
  const submitting = useNavigation().state !== "idle";
  return (
    <section className="page survey" aria-labelledby="done-title">
      <div className="progress" role="progressbar" aria-label="설문 진행률" aria-valuemin={0} aria-valuemax={total} aria-valuenow={total}>
        <span style={{ width: "100%" }} />
      </div>
      <p className={`payment-result__icon${missing ? "" : " payment-result__icon--ok"}`} aria-hidden="true">
        {missing ? "!" : "✓"}
      </p>
      <h1 id="done-title" className="page__title">
        {missing ? "아직 답하지 않은 질문이 있어요" : "모든 질문에 답했어요!"}
      </h1>
      <p className="page__lead">
        {orderName}의 설문을 제출하면 전문가가 답변을 바탕으로 상담을 준비하고, 24시간 이내에 카카오톡으로 연락드려요.
      </p>
      {missing ? (
        <p className="alert" role="alert">
          답하지 않은 필수 질문이 있어요. <Link to={missing.href}>{missing.step}번 질문으로 가기</Link>
        </p>
      ) : null}
      {refusal ? (
        <p id="survey-submit-error" className="alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <Form method="post">
        <button
          type="submit"
          className="button button--primary button--block button--large"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          <BusyLabel busy={submitting} busyText="제출 중...">
            {refusal ? "다시 시도" : "설문 제출하기"}
          </BusyLabel>
        </button>
      </Form>
      <Link to={back} className="button button--ghost button--block">
        답변 다시 보기
      </Link>
    </section>
  );
}
