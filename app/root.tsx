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
import { lazy, memo, type ReactNode, Suspense, useEffect, useState } from "react";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { Toast } from "~/components/Toast";
import { type PageRule, pageRuleOf } from "~/page-rules";
import { loadShell, NotFoundOnServer } from "~/root.server";
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
  // The share of sessions the recorder's loader records (app/utils/recorder/loader.ts): the same for everyone.
  const recording = useRouteLoaderData<typeof loader>("root")?.site.recordingSampleRate;
  return (
    <html lang="ko" data-recording={hydrate ? recording : undefined}>
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

  // The first page has hydrated: screens shown from now on mount in the app (see NotFound below).
  // The attribute lets end-to-end tests (and nothing else) know that React has taken over the page.
  useEffect(() => {
    firstRender = false;
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

/** True on the server, and in the browser until the first page has hydrated (the shell's effect). */
let firstRender = true;

const NotFoundCode = NotFoundOnServer ?? lazy(() => import("~/components/NotFound").then((module) => ({ default: module.NotFound })));

/**
 * The not-found screen. The server renders it at once (its own import, in root.server.ts, which the
 * browser build replaces with an empty module); the browser fetches its code only when it shows it,
 * so the pages that never do load up to 0.6 KiB less (docs/decisions/0043-survey-fields-on-demand.md).
 * - A 404 opened directly hydrates before the code is here: a Suspense boundary keeps the server's
 *   markup until then, and `memo` keeps that boundary still meanwhile (a re-render reaching it
 *   before would make React draw the screen anew).
 * - Shown later in the app, it has no boundary of its own: the navigation keeps the previous page
 *   until the code is here, instead of showing an empty space.
 */
const NotFound = memo(function NotFound(props: { backHref?: string }) {
  const [hydrating] = useState(firstRender);
  const screen = <NotFoundCode {...props} />;
  return hydrating ? <Suspense fallback={null}>{screen}</Suspense> : screen;
});

/**
 * What the shell hands its pages: the catch-all page ($.tsx) and the post page take the not-found
 * screen from here instead of importing it, which would put it back in their scripts (decision 28).
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
