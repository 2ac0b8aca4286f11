// One order's survey, a dialog over the 설문 관리 list (a member's detail links here) and over the
// consultation tab's (dashboard.consultations.$orderId_.survey.tsx): who answered, for which
// order, and the five parts as questions and answers in words. The stored answers are kept below,
// folded, for a closer look.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { consoleUrl, dialogCloseTo } from "~/components/admin/console-tabs";
import { StatusBadge, SurveyStatusBadge } from "~/components/admin/OrderDialogParts";
import { StaffDialog, StaffDialogError } from "~/components/admin/StaffDialog";
import { SURVEY_NOT_FOUND } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.surveys.$orderId.server";

export { loader } from "./dashboard.surveys.$orderId.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.survey.customerName || "고객"}님의 설문 - 관리자 콘솔 - 패밀리트립` },
];

/** Back to the list it was opened from (설문 관리, or the consultation tab), as it was. */
function useCloseTo(): string {
  return dialogCloseTo(useLocation());
}

export default function SurveyDetail() {
  const { survey } = useLoaderData<typeof loader>();
  const closeTo = useCloseTo();
  const finished = survey.lastStep > survey.totalSteps;
  return (
    <StaffDialog title={`${survey.customerName || "(이름 없음)"}님의 설문`} closeTo={closeTo} wide>
      <dl className="staff-facts">
        <div>
          <dt>고객</dt>
          <dd>
            <Link to={consoleUrl(`members/${encodeURIComponent(survey.userId)}`)} className="staff-link">
              {survey.customerName || "(이름 없음)"}
            </Link>
          </dd>
        </div>
        <div>
          <dt>연락처</dt>
          <dd>{survey.customerPhone ?? "미입력"}</dd>
        </div>
        <div>
          <dt>이메일</dt>
          <dd>{survey.customerEmail ?? "—"}</dd>
        </div>
        <div>
          <dt>주문번호</dt>
          <dd className="staff-facts__code">
            <Link to={consoleUrl(`timeline/${encodeURIComponent(survey.orderId)}`)} className="staff-link">
              {survey.orderId}
            </Link>
          </dd>
        </div>
        <div>
          <dt>상품</dt>
          <dd>{survey.orderName}</dd>
        </div>
        <div>
          <dt>주문 상태</dt>
          <dd>
            <StatusBadge status={survey.orderStatus} />
          </dd>
        </div>
        <div>
          <dt>설문 상태</dt>
          <dd>
            <SurveyStatusBadge status={survey.status} />
          </dd>
        </div>
        <div>
          <dt>{survey.submittedAt ? "제출일" : "마지막 저장"}</dt>
          <dd>{survey.shownAt}</dd>
        </div>
      </dl>
      {survey.status === "draft" ? (
        <p className="survey-detail__note">
          {finished
            ? "모든 질문에 답했지만 아직 제출하지 않은 설문입니다."
            : `아직 작성 중인 설문입니다. 가족이 ${survey.totalSteps}개 질문 중 ${survey.lastStep}번째 질문까지 진행했어요.`}
        </p>
      ) : null}

      {survey.sections.map((section, index) => (
        <section key={section.section} className="survey-detail__section" aria-labelledby={`survey-part-${index + 1}`}>
          <h3 className="staff-dialog__subtitle" id={`survey-part-${index + 1}`}>
            {section.section}
          </h3>
          <dl className="survey-detail__answers">
            {section.questions.map((item) => (
              <div key={item.question}>
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      <details className="survey-detail__raw">
        <summary>저장된 원본 데이터 (JSON)</summary>
        <pre>{JSON.stringify(survey.answers, null, 2)}</pre>
      </details>
    </StaffDialog>
  );
}

// An order without a survey answers 404 inside the console, the list still under it.
export function ErrorBoundary() {
  return <StaffDialogError title="설문 상세" closeTo={useCloseTo()} notFound={SURVEY_NOT_FOUND} back="목록으로 돌아가기" />;
}
