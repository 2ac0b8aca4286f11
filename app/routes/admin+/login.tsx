// The back office's login: a dialog-styled card over a dim backdrop, as a plain page section (no
// script needed; Enter submits the plain form). Staff accounts are checked on the server; 'find admin
// info' explains how to get access and never shows an id or a password (docs/product.md, deliberate
// deviations; docs/decisions/0021-staff-accounts.md). The loader and action: login.server.ts.
import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { StaffInput } from "~/components/admin/StaffFields";
import { ErrorList } from "~/components/form/ErrorList";
import { formReply } from "~/components/form/reply";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/admin.css";
import type { action } from "./login.server";

export { action, loader } from "./login.server";

export const handle: PageHandle = { page: { member: false, footer: false, menu: false } };

// The back office's stylesheet: customers' pages never link it.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "관리자 로그인 - 패밀리트립" }];

// Remix keeps an action's headers off the page unless the route passes them on: a refusal for too
// many attempts says when to come back.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function AdminLogin() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = formReply(actionData?.result, { id: "admin-login" });
  const signingIn = navigation.state === "submitting";

  // With JavaScript the page is not rendered again after a refusal: empty the password as the server would.
  useEffect(() => {
    const password = formRef.current?.elements.namedItem("password");
    if (actionData && password instanceof HTMLInputElement) password.value = "";
  }, [actionData]);

  return (
    <div className="admin-page admin-login">
      <section className="admin-login__dialog" aria-labelledby="admin-login-title">
        <header className="admin-login__header">
          <h1 id="admin-login-title">관리자 로그인</h1>
          <Link to="/" className="admin-login__close" aria-label="닫고 홈으로 가기">
            ×
          </Link>
        </header>
        <Form ref={formRef} method="post" className="form admin-login__form" noValidate>
          <StaffInput
            field={form.field("loginId")}
            label="아이디"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
          />
          <StaffInput field={form.field("password")} label="비밀번호" type="password" autoComplete="current-password" />
          <ErrorList id="admin-login-error" errors={form.errors("")} live />
          <button type="submit" className="button button--primary button--block" disabled={signingIn}>
            {signingIn ? "로그인 중..." : "로그인"}
          </button>
        </Form>
        <details className="admin-login__help">
          <summary>관리자 정보 찾기</summary>
          <p>보안을 위해 관리자 아이디와 비밀번호는 이 화면 어디에도 보여드리지 않아요.</p>
          <ul>
            <li>
              비밀번호를 잊었다면 서버를 맡은 다른 관리자에게 <code>npm run admin:password</code>로 새 비밀번호를 정해 달라고 요청해 주세요.
            </li>
            <li>
              계정이 없다면 <code>npm run admin:create</code>로 내 계정을 만들어 달라고 요청해 주세요.
            </li>
          </ul>
        </details>
      </section>
    </div>
  );
}
