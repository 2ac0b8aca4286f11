// The photobook tab (console tab 6, docs/decisions/0056-photobook-tab.md): every photobook with its
// customer, trip, order, photos, cover text, status and tracking, searched and filtered from the
// address; the production status dropdown of books in production; the tracking dialog (a child route
// in the Outlet); the photobook sales figures decision 23 left to this tab. Each row links to the
// photobook's own staff page (its photos, proof and the printer's zip).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { PHOTOBOOK_TAB, staffPhotobookPath } from "~/components/admin/photobook/intents";
import { StatusCell, TrackingCell } from "~/components/admin/photobook/PhotobookCells";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { PHOTOBOOK_TAB_MESSAGES as M, PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import type { SalesFigure } from "~/models/photobook/production.server";
import type { PageHandle } from "~/page-rules";
import { formatDate, formatKrw, koreanToday } from "~/utils/format";
import { listSearch } from "~/utils/list-search";
import { PHOTOBOOK_STATUSES } from "~/vocabulary/statuses";
import type { loader } from "./dashboard.photobooks.server";

export { action, loader } from "./dashboard.photobooks.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "포토북 관리 - 관리자 콘솔 - 패밀리트립" }];

const FILTER = PHOTOBOOK_STATUSES.map((status) => [status, PHOTOBOOK_STAFF_STATUS_LABELS[status]] as const);

export default function Photobooks() {
  const { query, photobooks, sales } = useLoaderData<typeof loader>();
  const search = listSearch(query);

  return (
    <ListTab id="photobooks-title" title={M.title} page={photobooks}>
      <section aria-labelledby="photobook-sales-title">
        <h2 id="photobook-sales-title" className="section-title">
          포토북 매출 <span className="hint">결제 기준 · 환불 제외</span>
        </h2>
        <Summary
          className="figures"
          rows={[
            { label: `이번 달 (${Number(sales.month.slice(5))}월)`, value: figureText(sales.thisMonth) },
            { label: "지난 달", value: figureText(sales.lastMonth) },
            { label: "누적", value: figureText(sales.total) },
          ]}
        />
      </section>
      <ListControls query={query} statuses={FILTER} />
      {photobooks.rows.length === 0 ? (
        <EmptyList
          tabPath={PHOTOBOOK_TAB}
          page={photobooks}
          noMatch={query.q || query.status ? "조건에 맞는 포토북이 없어요." : null}
          pastEnd="이 쪽에는 포토북이 없어요."
          none="아직 주문된 포토북이 없어요."
          noneHint="가족이 포토북을 결제하면 여기에 보여요."
        />
      ) : (
        <StaffTable
          columns={[
            "주문번호",
            "고객명",
            "여행",
            "주문일",
            { label: "금액", num: true },
            { label: "사진", num: true },
            "표지 문구",
            "상태",
            "택배",
            "상세",
          ]}
        >
          {photobooks.rows.map((book) => (
            <tr key={book.id} id={`photobook-${book.id}`}>
              <td>{book.orderId ?? book.id}</td>
              <td>{book.customerName || "이름 없음"}</td>
              <td className="wrap">{book.travelTitle ?? "—"}</td>
              <td>
                <time dateTime={book.orderedAt}>{formatDate(koreanToday(new Date(book.orderedAt)))}</time>
              </td>
              <td className="num">{book.amount === null ? "—" : formatKrw(book.amount)}</td>
              <td className="num">{book.photoCount}장</td>
              <td className="wrap">{book.coverText || <span className="hint">없음</span>}</td>
              <td>
                <StatusCell book={book} action={PHOTOBOOK_TAB + search} />
              </td>
              <td>
                <TrackingCell book={book} search={search} />
              </td>
              <td>
                <Link to={staffPhotobookPath(book.id)} className="button button--outline button--small">
                  상세 보기<span className="visually-hidden"> ({book.orderId ?? book.id})</span>
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

function figureText(figure: SalesFigure): string {
  return `${figure.orders}건 · ${formatKrw(figure.revenue)}`;
}

export const ErrorBoundary = tabErrorBoundary(M.title);
