import type { LinksFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/sign-in.css";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./auth._index.server";

export { loader } from "./auth._index.server";

// Every control here is a plain form post: the login screen ships no JavaScript.
export const handle: PageHandle = { page: { member: false, footer: false, menu: false, hydrate: false } };

// This area's own styles (app.css holds the shared ones).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta = metaFromLoader;

/** One way in: a plain form post to `action` that carries where to go after signing in. */
function SignInButton(props: { action: string; redirectTo: string; className: string; children: ReactNode }) {
  return (
    <Form method="post" action={props.action}>
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <button type="submit" className={props.className}>
        {props.children}
      </button>
    </Form>
  );
}

export default function Login() {
  const { redirectTo, notice, error, googleEnabled, demoLogin, backHref } = useLoaderData<typeof loader>();
  return (
    <section className="page auth" aria-labelledby="auth-title">
      <BackLink href={backHref} />
      {notice ? (
        <div className="notice" role="status">
          <strong>로그인이 필요해요</strong>
          <p>{notice}</p>
        </div>
      ) : null}
      {error ? (
        <div className="alert" role="alert">
          <strong>로그인 실패</strong>
          <p>{error}</p>
        </div>
      ) : null}
      <h1 id="auth-title" className="page__title">
        반가워요!
        <br />
        우리 가족 여행을 시작해 볼까요?
      </h1>
      <p className="page__lead">카카오 계정으로 3초 만에 시작할 수 있어요.</p>
      <div className="auth__buttons">
        <SignInButton action="/auth/social_a" redirectTo={redirectTo} className="button button--kakao button--block button--large">
          카카오로 시작하기
        </SignInButton>
        {googleEnabled ? (
          <SignInButton action="/auth/social_b" redirectTo={redirectTo} className="button button--google button--block button--large">
            Google로 시작하기
          </SignInButton>
        ) : (
          <button type="button" className="button button--google button--block button--large" disabled aria-describedby="google-soon">
            Google로 시작하기 <span id="google-soon">(준비 중)</span>
          </button>
        )}
        {demoLogin ? (
          <SignInButton action="/auth/demo" redirectTo={redirectTo} className="button button--ghost button--block">
            리뷰 테스트 계정으로 바로 로그인
          </SignInButton>
        ) : null}
      </div>
      <p className="fine-print auth__consent">
        계속 진행하면 <Link to="/terms">이용약관</Link>과 <Link to="/privacy">개인정보처리방침</Link>에 동의하는 것으로 간주됩니다.
      </p>
    </section>
  );
}
