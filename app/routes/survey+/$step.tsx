import type { LinksFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { ANSWER_ERROR_ID } from "~/components/survey/field";
import { loadQuestionField, QuestionField } from "~/components/survey/fields";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/survey.css";
import { metaFromLoader } from "~/utils/meta";
import type { ActionData, action, loader } from "./$step.server";

export { action, loader } from "./$step.server";

export const handle: PageHandle = { page: { member: "survey", footer: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** A screen reached in the app shows once its field's code is here, never an empty space first. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  // Should the code fail to come, the field's own boundary asks again as it renders.
  await loadQuestionField(data.question.type).catch(() => undefined);
  return data;
}

export const meta = metaFromLoader;

export default function SurveyStep() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const { question, step, total } = loaderData;
  const busy = navigation.state !== "idle";
  const error = actionData?.errors?.answer;
  const detailError = actionData?.errors?.detail;
  // After a failed post the form shows what was sent; otherwise the draft (or the defaults).
  const values = actionData && !actionData.member ? actionData.values : loaderData.values;
  // Same object until the data changes: the district and family fields load on demand and must not
  // be re-rendered while they hydrate (OnDemandField in fields.tsx).
  const family = useMemo(() => ({ members: loaderData.members, result: actionData?.member }), [loaderData.members, actionData?.member]);

  return (
    <section className="page survey" aria-labelledby="question-title">
      <div className="survey__top">
        <Link to="/dashboard" className="back-link">
          나중에 이어서 하기
        </Link>
        <p className="survey__count">
          질문 {step} / {total}
        </p>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="설문 진행률"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`${total}개 중 ${step}번째 질문`}
      >
        <span style={{ width: `${Math.round((step / total) * 100)}%` }} />
      </div>
      <p className="eyebrow">{loaderData.part}</p>
      <h1 id="question-title" className="question__title">
        {question.title} {question.required ? null : <span className="pill">선택</span>}
      </h1>
      {question.help ? <p className="hint">{question.help}</p> : null}

      {/* Keyed by step so each question starts from its own saved answer. */}
      <Form method="post" className="form question" noValidate key={step} preventScrollReset={question.type === "family"}>
        {/* Enter in a text field means 'next', not the first button on the page. */}
        <button type="submit" name="intent" value="next" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          다음
        </button>
        <QuestionField
          question={question}
          values={values}
          error={error}
          detailError={detailError}
          today={loaderData.today}
          family={family}
          regionSuggestions={actionData?.suggestions}
        />
        {error ? (
          <p id={ANSWER_ERROR_ID} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="survey__nav">
          <button type="submit" name="intent" value="prev" formNoValidate className="button button--outline" disabled={busy}>
            이전
          </button>
          <button type="submit" name="intent" value="next" className="button button--primary" disabled={busy}>
            {busy && navigation.formData?.get("intent") === "next" ? "저장 중..." : step === total ? "마지막 확인" : "다음"}
          </button>
        </div>
      </Form>
    </section>
  );
}
