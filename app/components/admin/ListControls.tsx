// A staff list tab's scaffolding: its titled section, the search box and status filter above the
// list, the list's table, what the list says when it has no rows, and the pager below it: plain GET
// forms and links, so the list's state lives in its address (?q=&status=&page=) and survives reload.
import { Form, Link, Outlet, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ListPage } from "~/models/back-office/staff-lists.server";

/**
 * The tab's section, named by its title (the same for the list and its error boundary); `actions`
 * stand beside the title (a reload, a link to another screen). Below the list: the pager of `page`,
 * when the list is paged, then the tab's dialog (its child route, over the list) when one is open.
 */
export function ListTab(props: { id: string; title: string; actions?: ReactNode; page?: ListPage<unknown>; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <div className="tab-title">
        <h1 id={props.id}>{props.title}</h1>
        {props.actions}
      </div>
      {props.children}
      {props.page ? <Pager page={props.page} /> : null}
      <Outlet />
    </section>
  );
}

/**
 * A list without rows: nothing matched the search or filter (a way to clear it), a page past the
 * last (a way to the first), or nothing at all yet.
 */
export function EmptyList(props: {
  tabPath: string;
  page: ListPage<unknown>;
  /** The search or filter matched nothing: said so; null when none is set. */
  noMatch: string | null;
  pastEnd: string;
  none: string;
  /** What brings rows here, under `none`. */
  noneHint?: string;
}) {
  return (
    <div className="empty-state">
      {props.noMatch !== null ? (
        <>
          <p>{props.noMatch}</p>
          <Link to={props.tabPath} className="staff-link">
            검색 지우기
          </Link>
        </>
      ) : props.page.number > 1 ? (
        <>
          <p>{props.pastEnd}</p>
          <Link to={props.tabPath} className="staff-link">
            첫 쪽으로
          </Link>
        </>
      ) : (
        <>
          <p>{props.none}</p>
          {props.noneHint ? <p>{props.noneHint}</p> : null}
        </>
      )}
    </div>
  );
}

/** A column's heading; `num` sets amounts and counts flush right, as their cells (admin.css). */
export type StaffColumn = string | { label: string; num: true };

/**
 * The console's table (the tabs' lists, the member dialog's family and orders): a frame that scrolls
 * sideways on a narrow screen, the column headings, and the rows the screen draws.
 */
export function StaffTable(props: {
  columns: readonly StaffColumn[];
  caption?: string;
  labelledBy?: string;
  /** The frame takes the keyboard's focus (a table with no link in it must still scroll without a mouse). */
  focusable?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className="staff-table" aria-labelledby={props.labelledBy}>
      {props.caption ? <caption className="visually-hidden">{props.caption}</caption> : null}
      <thead>
        <tr>
          {props.columns.map((column) =>
            typeof column === "string" ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.label} scope="col" className="num">
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
  return props.focusable ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways, so it takes focus
    <section className="staff-table-wrap" tabIndex={0} aria-labelledby={props.labelledBy}>
      {table}
    </section>
  ) : (
    <div className="staff-table-wrap">{table}</div>
  );
}

export function ListControls(props: {
  query: { q: string; status: string };
  /** The filter's choices (value, label); none hides the filter. */
  statuses?: readonly (readonly [string, string])[];
  placeholder?: string;
}) {
  return (
    <Form method="get" className="list-controls" role="search">
      <label className="visually-hidden" htmlFor="list-q">
        검색어
      </label>
      <input
        id="list-q"
        type="search"
        name="q"
        defaultValue={props.query.q}
        placeholder={props.placeholder ?? "이름, 초성, 전화번호, 주문번호"}
        maxLength={50}
      />
      {props.statuses ? (
        <>
          <label className="visually-hidden" htmlFor="list-status">
            상태
          </label>
          <select id="list-status" name="status" defaultValue={props.query.status}>
            <option value="">전체 상태</option>
            {props.statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="submit" className="button button--outline button--small">
        검색
      </button>
    </Form>
  );
}

export function Pager(props: { page: ListPage<unknown> }) {
  const location = useLocation();
  const hrefOf = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const search = params.toString();
    return search ? `${location.pathname}?${search}` : location.pathname;
  };
  const { number, hasNext } = props.page;
  if (number === 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label="페이지">
      {number > 1 ? (
        <Link to={hrefOf(number - 1)} rel="prev">
          이전
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>{number}쪽</span>
      {hasNext ? (
        <Link to={hrefOf(number + 1)} rel="next">
          다음
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
