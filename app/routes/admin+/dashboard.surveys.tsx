// The console's 설문 관리 tab: every order's survey, the latest first, 50 a page, filtered by its state
// (submitted or still being written) and searched by name, initials, phone digits, e-mail or order
// number (all in the address). A survey opens as a dialog, a child route: /admin/dashboard/surveys/
// {orderId} is the survey's one address, which the other tabs link to as well.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { SurveyStatusBadge } from "~/components/admin/OrderDialogParts";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { SURVEY_STATUS_LABELS } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.surveys.server";

export { loader } from "./dashboard.surveys.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "설문 관리 - 관리자 콘솔 - 패밀리트립" }];

const SURVEYS_PATH = consoleUrl("surveys");
// From the labels, not the model's list: a .server module is empty in the browser.
const STATUS_CHOICES = Object.entries(SURVEY_STATUS_LABELS);

export default function Surveys() {
  const { query, page } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <ListTab id="surveys-title" title="설문 관리" page={page}>
      <ListControls query={query} statuses={STATUS_CHOICES} placeholder="이름, 초성, 전화번호, 주문번호" />
      {page.rows.length === 0 ? (
        <EmptyList
          tabPath={SURVEYS_PATH}
          page={page}
          noMatch={query.q ? `‘${query.q}’에 맞는 설문이 없습니다.` : query.status ? "이 상태의 설문이 없습니다." : null}
          pastEnd="이 쪽에는 설문이 없습니다."
          none="아직 작성된 설문이 없습니다."
        />
      ) : (
        <StaffTable columns={["고객명", "연락처", "주문번호", "상품", "상태", "제출일"]} caption={`설문 목록 (${page.number}쪽)`}>
          {page.rows.map((survey) => (
            <tr key={survey.orderId}>
              <th scope="row">
                <Link
                  to={`${SURVEYS_PATH}/${encodeURIComponent(survey.orderId)}${search}`}
                  preventScrollReset
                  className="staff-table__open"
                  aria-label={`${survey.customerName || "이름 없음"} 설문 보기 (${survey.orderId})`}
                >
                  {survey.customerName || "(이름 없음)"}
                </Link>
              </th>
              <td>{survey.customerPhone ?? "미입력"}</td>
              <td className="staff-table__code">{survey.orderId}</td>
              <td>{survey.orderName}</td>
              <td>
                <SurveyStatusBadge status={survey.status} />
              </td>
              <td>{survey.shownAt}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary("설문 관리");
