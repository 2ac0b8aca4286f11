// The console's 회원 관리 tab: members, newest first, 50 a page, searched by name, initials, phone
// digits or e-mail (all in the address). A member's detail opens as a dialog, a child route, so the
// list stays under it and its address keeps the list's search and page.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.members.server";

export { loader } from "./dashboard.members.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "회원 관리 - 관리자 콘솔 - 패밀리트립" }];

const MEMBERS_PATH = consoleUrl("members");

export default function Members() {
  const { query, page } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <ListTab id="members-title" title="회원 관리" page={page}>
      <ListControls query={query} placeholder="이름, 초성, 전화번호, 이메일" />
      {page.rows.length === 0 ? (
        <EmptyList
          tabPath={MEMBERS_PATH}
          page={page}
          noMatch={query.q ? `‘${query.q}’에 맞는 회원이 없습니다.` : null}
          pastEnd="이 쪽에는 회원이 없습니다."
          none="아직 가입한 회원이 없습니다."
        />
      ) : (
        <StaffTable
          columns={["이름", "전화번호", "이메일", "가입일", { label: "주문 수", num: true }]}
          caption={`회원 목록 (${page.number}쪽)`}
        >
          {page.rows.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <Link to={`${MEMBERS_PATH}/${encodeURIComponent(member.id)}${search}`} preventScrollReset className="staff-table__open">
                  {member.name || "(이름 없음)"}
                </Link>
              </th>
              <td>{member.phone ?? "미입력"}</td>
              <td>{member.email ?? "—"}</td>
              <td>{member.createdAt}</td>
              <td className="num">{member.totalOrders}건</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary("회원 관리");
