import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
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
import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useState } from "react";
import { firstPageHydrated, isFirstPage, Kept } from "~/components/kept/Kept";
import { Toast } from "~/components/Toast";
import { type PageRule, pageRuleOf } from "~/page-rules";
import { ErrorScreenOnServer, earlyInputsOnServer, loadShell, NotFoundOnServer, SHELL_ON_SERVER } from "~/root.server";
import styles from "~/styles/app.css";
import { useNonce } from "~/utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Every page describes itself (decision 65); the root's head is only the error screens' (and a page
// whose loader threw), so it is a title: a description here would be script on every page for none.
export const meta: MetaFunction = () => [{ title: "패밀리트립 - 아이와 함께하는 맞춤 가족 여행" }];

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
  const { pathname } = useLocation();
  return (
    <html lang="ko" data-recording={hydrate ? recording : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        {/* The recording sample's draw and the visitor's first inputs; its text is the server's alone (the browser keeps it as it is). */}
        {hydrate && recording ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own (app/utils/recorder/early.ts), no visitor's text
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: earlyInputsOnServer?.(pathname) ?? "" }} />
        ) : null}
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
    firstPageHydrated();
    document.documentElement.dataset.hydrated = "true";
    // The header's stronger shadow once the page has scrolled (an enhancement; kept or live header alike).
    const onScroll = () => document.querySelector(".site-header")?.classList.toggle("is-scrolled", scrollY > 10);
    onScroll();
    addEventListener("scroll", onScroll, { passive: true });
    return () => removeEventListener("scroll", onScroll);
  }, []);
  // The menu closes after a navigation.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which location.key marks
  useEffect(() => {
    document.querySelector<HTMLDetailsElement>(".site-header details")?.removeAttribute("open");
  }, [key]);

  return (
    <>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <Kept
        id="header"
        server={SHELL_ON_SERVER?.Header}
        load={loadHeader}
        props={{ user: root?.user ?? null, showMenu: page.menu !== false }}
        wake="use"
      />
      <main id="main" className="site-main">
        {children}
      </main>
      {root && page.footer !== false ? (
        <Kept id="footer" server={SHELL_ON_SERVER?.Footer} load={loadFooter} props={{ site: root.site }} />
      ) : null}
      <Toast toast={root?.toast ?? null} />
    </>
  );
}

/**
 * A screen the browser fetches only when it shows it (the not-found and the error screens, one module:
 * app/components/NotFound.tsx). The server renders it at once (its own import, in root.server.ts,
 * which the browser build replaces with an empty module), so the pages that never show one load up to
 * 0.9 KiB less (docs/decisions/0043-survey-fields-on-demand.md).
 * - A 404 opened directly hydrates before the code is here: a Suspense boundary keeps the server's
 *   markup until then, and `memo` keeps that boundary still meanwhile (a re-render reaching it
 *   before would make React draw the screen anew).
 * - Shown later in the app, it has no boundary of its own: the navigation keeps the previous page
 *   until the code is here, instead of showing an empty space.
 */
function onDemandScreen<P extends object>(onServer: ComponentType<P> | undefined, name: "NotFound" | "ErrorScreen") {
  const Code = onServer ?? (lazy(() => import("~/components/NotFound").then((module) => ({ default: module[name] }))) as never);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, at module level, below.
  return memo(function Screen(props: P) {
    const [hydrating] = useState(isFirstPage);
    const screen = <Code {...props} />;
    return hydrating ? <Suspense fallback={null}>{screen}</Suspense> : screen;
  });
}

const NotFound = onDemandScreen<{ backHref?: string }>(NotFoundOnServer, "NotFound");
const ErrorScreen = onDemandScreen<{ status: number; message?: string }>(ErrorScreenOnServer, "ErrorScreen");

const loadHeader = () => import("~/components/Header").then((module) => module.Header);
const loadFooter = () => import("~/components/Footer").then((module) => module.Footer);

/**
 * What the shell hands its pages: the catch-all page ($.tsx) and the post page take the not-found
 * screen from here instead of importing it, which would put it back in their scripts (decision 28).
 */
export type ShellContext = { NotFound: typeof NotFound; Kept: typeof Kept };
const SHELL_CONTEXT: ShellContext = { NotFound, Kept };

export default function App() {
  return (
    <Shell>
      <Outlet context={SHELL_CONTEXT} />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 4xx carries its own Korean message (a refused request says why); anything else stays general.
  const message = isRouteErrorResponse(error) && status < 500 ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <Shell>
      {status === 404 ? <NotFound /> : <ErrorScreen status={status} message={typeof message === "string" ? message : undefined} />}
    </Shell>
  );
}
