import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
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
import { useEffect, type ReactNode } from "react";
import { Footer } from "~/components/Footer";
import { Header, type HeaderUser } from "~/components/Header";
import { NotFound } from "~/components/NotFound";
import { Toast } from "~/components/Toast";
import { publicConfig } from "~/config.server";
import { hasPaidTravelOrder } from "~/models/orders.server";
import styles from "~/styles/app.css";
import { isFooterHidden, isMenuHidden } from "~/utils/footer";
import type { AppHandle } from "~/utils/hydration";
import { useNonce } from "~/utils/nonce";
import { isAdminPath, loginRequirement } from "~/utils/guards";
import { getCurrentUser, loginUrl, pathOf } from "~/utils/session.server";
import { readToast } from "~/utils/toast.server";

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

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, current] = await Promise.all([readToast(request), getCurrentUser(request)]);
  // A cookie whose session has expired or been deleted is cleared quietly.
  if (current.clearCookie) headers.append("Set-Cookie", current.clearCookie);

  const { pathname } = new URL(request.url);
  const reason = loginRequirement(pathname);
  if (reason && !current.user) throw redirect(loginUrl(pathOf(request), reason), { headers });
  if (isAdminPath(pathname) && current.user?.role !== "admin") throw redirect("/", { headers });

  const user: HeaderUser | null = current.user && {
    name: current.user.name || current.user.nickname || "회원",
    avatarUrl: current.user.avatarUrl,
    // Notifications and the scrapbook arrive with their own issues; until then there are none.
    hasNewNotification: false,
    scrapbookCount: 0,
    hasTrips: await hasPaidTravelOrder(current.user.id),
  };
  return data({ site: publicConfig(), toast, user }, { headers });
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/** Pages whose route handle says `hydrate: false` are served without the client runtime. */
function useHydratePage(): boolean {
  return !useMatches().some((match) => (match.handle as AppHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydratePage();
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
  const { pathname } = useLocation();

  // Lets end-to-end tests (and nothing else) know that React has taken over the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <Header user={root?.user ?? null} showMenu={!isMenuHidden(pathname)} />
      <main id="main" className="site-main">
        {children}
      </main>
      {root && !isFooterHidden(pathname) ? <Footer site={root.site} /> : null}
      <Toast toast={root?.toast ?? null} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
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
        <h1 id="error-title">잠시 문제가 생겼어요</h1>
        <p>
          {isRouteErrorResponse(error) && error.status < 500
            ? "요청을 처리할 수 없어요. 주소를 확인하고 다시 시도해 주세요."
            : "일시적인 오류로 페이지를 보여드릴 수 없어요. 잠시 후 다시 시도해 주세요."}
        </p>
        <div className="not-found__actions">
          <Link to="/" className="button button--primary button--block" reloadDocument>
            홈으로 가기
          </Link>
        </div>
      </section>
    </Shell>
  );
}
