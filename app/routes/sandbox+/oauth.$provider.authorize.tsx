import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { SandboxPage } from "~/components/SandboxPage";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./oauth.$provider.authorize.server";

export { action, loader } from "./oauth.$provider.authorize.server";

export const handle: PageHandle = { page: { member: false, hydrate: false } };

export const meta: MetaFunction = () => [{ title: "로그인 샌드박스 - 패밀리트립" }];

export default function SandboxAuthorize() {
  const { name, scope, member, failures } = useLoaderData<typeof loader>();
  return (
    <SandboxPage titleId="sandbox-title" title={<>{name} 로그인 (샌드박스)</>}>
      <p className="page__lead">실제 {name} 대신 이 화면이 로그인을 흉내 냅니다. 로그인할 사람이나 일어날 오류를 고르세요.</p>
      <p className="fine-print">요청한 권한: {scope || "(없음)"}</p>
      <Form method="post" className="sandbox__choices">
        <fieldset>
          <legend>테스트 사용자</legend>
          <button type="submit" name="choice" value="new" className="button button--primary button--block">
            새 회원 (연락처 없음)
          </button>
          <button type="submit" name="choice" value="member" className="button button--outline button--block">
            기존 회원 ({member})
          </button>
        </fieldset>
      </Form>
      {/* The same number is the same account every time (a withdrawn member signing in again). */}
      <Form method="post" className="sandbox__choices">
        <fieldset>
          <legend>번호로 정한 테스트 회원</legend>
          <label htmlFor="sandbox-person-number">테스트 회원 번호 (숫자)</label>
          <input id="sandbox-person-number" name="personNumber" inputMode="numeric" pattern="[0-9]{1,12}" required />
          <button type="submit" name="choice" value="numbered" className="button button--outline button--block">
            이 번호의 회원으로 로그인
          </button>
        </fieldset>
      </Form>
      <Form method="post" className="sandbox__choices">
        <fieldset>
          <legend>오류 흉내 내기</legend>
          {Object.entries(failures).map(([value, label]) => (
            <button key={value} type="submit" name="choice" value={value} className="button button--ghost button--block">
              {label}
            </button>
          ))}
        </fieldset>
      </Form>
    </SandboxPage>
  );
}
