import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { NotFound } from "~/components/NotFound";
import { Toast } from "~/components/Toast";
import { type PageRule, pageRuleOf } from "~/page-rules";
import { loadShell } from "~/root.server";
import styles from "~/styles/app.css";
import { useNonce } from "~/utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "패밀리트립 - 아이와 함께하는 맞춤 가족 여행" },
  {
    name: "description",
    content: "12시간의 여행 준비를 15분 상담으로. 3분 설문과 1:1 전문가 상담으로 우리 가족만의 여행 플랜을 받아보세요.",
  },
];

// The shell's data (site contacts, the toast, the member, the guards) lives in one server module, so
// the page's script does not carry placeholders for each server import. The server matches the
// request to its route module and passes that route's page rule (the root cannot see child handles).
export const loader = ({ request, context }: LoaderFunctionArgs) => loadShell(request, context.pageRule(new URL(request.url).pathname));

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** The matched route's page rule (its `handle.page`). */
function usePageRule(): PageRule {
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageRuleOf(
    matches.map((match) => match.handle),
    pathname,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Pages whose rule says `hydrate: false` are served without the client runtime.
  const hydrate = usePageRule().hydrate !== false;
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const page = usePageRule();

  // Lets end-to-end tests (and nothing else) know that React has taken over the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <Header user={root?.user ?? null} showMenu={page.menu !== false} />
      <main id="main" className="site-main">
        {children}
      </main>
      {root && page.footer !== false ? <Footer site={root.site} /> : null}
      <Toast toast={root?.toast ?? null} />
    </>
  );
}

/**
 * What the shell hands its pages. The not-found screen ships in the root's script, since the error
 * page below shows it for any 404; the catch-all page ($.tsx) takes it from here instead of importing
 * it, which would split it into a file of its own that every page loads (decision 28).
 */
export type ShellContext = { NotFound: typeof NotFound };
const SHELL_CONTEXT: ShellContext = { NotFound };

export default function App() {
  return (
    <Shell>
      <Outlet context={SHELL_CONTEXT} />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  // Never show a stack trace; the server log has it.
  return (
    <Shell>
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{isRouteErrorResponse(error) && error.status < 500 ? "요청을 처리할 수 없어요" : "잠시 문제가 생겼어요"}</h1>
        <p>{errorMessage(error)}</p>
        <div className="not-found__actions">
          <Link to="/" className="button button--primary button--block" reloadDocument>
            홈으로 가기
          </Link>
        </div>
      </section>
    </Shell>
  );
}

/** A 4xx carries its own Korean message (a refused request says why); anything else stays general. */
function errorMessage(error: unknown): string {
  if (!isRouteErrorResponse(error) || error.status >= 500)
    return "일시적인 오류로 페이지를 보여드릴 수 없어요. 잠시 후 다시 시도해 주세요.";
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "요청을 처리할 수 없어요. 주소를 확인하고 다시 시도해 주세요.";
}
