// The search box and status filter above a staff list, and the pager below it: plain GET forms and
// links, so the list's state lives in its address (?q=&status=&page=) and survives reload.
import { Form, Link, useLocation } from "@remix-run/react";
import type { ListPage } from "~/models/staff-lists.server";

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
