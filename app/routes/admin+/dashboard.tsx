// The back office's console: the header (back home, logout), the sidebar of tabs and the open tab.
// Each tab is a child route with its own loader, so a tab reads only its own list; each dialog is a
// child of its tab. Every child guards itself with requireAdmin as well: the layout's check does not
// run for a child's action. The loader: dashboard.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { CONSOLE_TABS, consoleUrl } from "~/components/admin/console-tabs";
import type { PageHandle } from "~/page-rules";
import type { loader } from "~/routes/admin+/dashboard.server";
import styles from "~/styles/admin.css";

// Named in full: the browser build stands in for a server module with one empty module per specifier,
// and the member's dashboard's "./dashboard.server" (_accounts+/) would share this page's.
export { loader } from "~/routes/admin+/dashboard.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "관리자 콘솔 - 패밀리트립" }];

export default function Console() {
  const { staffName } = useLoaderData<typeof loader>();
  return (
    <div className="console" data-page="admin-dashboard">
      <header className="console__header">
        <Link to="/" className="button button--ghost button--small">
          ← 홈으로
        </Link>
        <p className="console__title">관리자 콘솔</p>
        <span className="console__staff">{staffName}</span>
        <Form method="post" action="/admin/logout">
          <button type="submit" className="button button--outline button--small">
            로그아웃
          </button>
        </Form>
      </header>
      <nav className="console__sidebar" aria-label="관리 메뉴">
        <ol>
          {CONSOLE_TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink to={consoleUrl(tab.path)} end={tab.path === ""} prefetch="intent">
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="console__tab" id="console-tab">
        <Outlet />
      </div>
    </div>
  );
}
