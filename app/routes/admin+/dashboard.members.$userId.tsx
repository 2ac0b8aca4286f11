// One member's detail, a dialog over the 회원 관리 list: who they are, their family (relation, age,
// which one is the member) and their orders, each opening the order's timeline and, when there is
// one, its survey. Closing returns to the list as it was (search and page kept in the address). The
// loader and action: dashboard.members.$userId.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { StaffTable } from "~/components/admin/ListControls";
import { MemberWithdrawal } from "~/components/admin/MemberWithdrawal";
import { StatusBadge } from "~/components/admin/OrderDialogParts";
import { StaffDialog, StaffDialogError } from "~/components/admin/StaffDialog";
import { MEMBER_NOT_FOUND, SURVEY_STATUS_LABELS } from "~/messages/admin";
import { REPLAY_MESSAGES } from "~/messages/replays";
import type { PageHandle } from "~/page-rules";
import type { action, loader } from "./dashboard.members.$userId.server";

export { action, loader } from "./dashboard.members.$userId.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.member.name || "회원"} 회원 정보 - 관리자 콘솔 - 패밀리트립` },
];

/** Back to the list, as it was when the dialog opened. */
function useCloseTo(): string {
  return consoleUrl("members") + useLocation().search;
}

export default function MemberDetail() {
  const { member, family, recordings, withdrawn, blocks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const closeTo = useCloseTo();
  const pending = useNavigation().formData?.get("intent");
  const deleting = pending === "delete-recordings";
  return (
    <StaffDialog title={`${member.name || (withdrawn ? "탈퇴한 회원" : "(이름 없음)")} 회원 정보`} closeTo={closeTo} wide>
      <dl className="staff-facts">
        <div>
          <dt>회원 ID</dt>
          <dd className="staff-facts__code">{member.id}</dd>
        </div>
        <div>
          <dt>이름</dt>
          <dd>{member.name || "미입력"}</dd>
        </div>
        <div>
          <dt>전화번호</dt>
          <dd>{member.phone ?? "미입력"}</dd>
        </div>
        <div>
          <dt>이메일</dt>
          <dd>{member.email ?? "—"}</dd>
        </div>
        <div>
          <dt>가입일</dt>
          <dd>{member.createdAt}</dd>
        </div>
        <div>
          <dt>주문 수</dt>
          <dd>{member.totalOrders}건</dd>
        </div>
      </dl>

      <h3 className="staff-dialog__subtitle" id="member-recordings">
        세션 녹화 <span className="hint">{recordings}건</span>
      </h3>
      <div className="member-recordings">
        <Link to={`${consoleUrl("replays")}?userId=${encodeURIComponent(member.id)}`} className="button button--outline button--small">
          {REPLAY_MESSAGES.memberReplays}
        </Link>
        {recordings > 0 ? (
          // One more look before the recordings go, with or without script: the button opens the
          // question, and only its own button deletes.
          <details className="member-recordings__confirm">
            <summary className="button button--outline button--small member-recordings__delete">{REPLAY_MESSAGES.deleteRecordings}</summary>
            <Form method="post" preventScrollReset className="member-recordings__question">
              <p>{REPLAY_MESSAGES.deleteConfirm(member.name || "이 회원")}</p>
              <button
                type="submit"
                name="intent"
                value="delete-recordings"
                className="button button--small member-recordings__delete"
                disabled={deleting}
              >
                {REPLAY_MESSAGES.deleteNow}
              </button>
            </Form>
          </details>
        ) : null}
      </div>

      <MemberWithdrawal
        withdrawn={withdrawn}
        blocks={blocks}
        error={actionData && "error" in actionData ? actionData.error : null}
        pending={pending === "withdraw"}
        exportHref={`/admin/members/${encodeURIComponent(member.id)}/export`}
      />

      <h3 className="staff-dialog__subtitle" id="member-family">
        가족 구성원
      </h3>
      {family.length === 0 ? (
        <p className="staff-dialog__empty">등록된 가족 구성원이 없습니다.</p>
      ) : (
        <StaffTable columns={["관계", { label: "나이", num: true }, "본인"]} labelledBy="member-family">
          {family.map((person) => (
            <tr key={person.key}>
              <th scope="row">{person.relation}</th>
              <td className="num">{person.age}세</td>
              <td>{person.isMe ? <span className="status-badge status-badge--me">본인</span> : ""}</td>
            </tr>
          ))}
        </StaffTable>
      )}

      <h3 className="staff-dialog__subtitle" id="member-orders">
        주문 내역
      </h3>
      {member.orders.length === 0 ? (
        <p className="staff-dialog__empty">결제한 주문이 없습니다.</p>
      ) : (
        <StaffTable columns={["주문번호", "상품", { label: "금액", num: true }, "상태", "주문일", "설문"]} labelledBy="member-orders">
          {member.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={consoleUrl(`timeline/${encodeURIComponent(order.id)}`)} className="staff-link">
                  {order.id}
                </Link>
              </th>
              <td>{order.orderName}</td>
              <td className="num">{order.amount}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>{order.createdAt}</td>
              <td>
                {order.survey ? (
                  <Link to={consoleUrl(`surveys/${encodeURIComponent(order.id)}`)} className="staff-link">
                    설문 보기 ({SURVEY_STATUS_LABELS[order.survey]})
                  </Link>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </StaffDialog>
  );
}

// An unknown id (or a staff account's) answers 404 inside the console, the list still under it.
export function ErrorBoundary() {
  return <StaffDialogError title="회원 정보" closeTo={useCloseTo()} notFound={MEMBER_NOT_FOUND} back="회원 목록으로 돌아가기" />;
}
