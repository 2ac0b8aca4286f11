// The photobook tab (console tab 6, docs/decisions/0056-photobook-tab.md): every photobook with its
// customer, trip, order, photos, cover text, status and tracking, searched and filtered from the
// address; the production status dropdown of books in production; the tracking dialog (a child route
// in the Outlet); the photobook sales figures decision 23 left to this tab. Each row links to the
// photobook's own staff page (its photos, proof and the printer's zip).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { Summary } from "~/components/Summary";
import { photobookStatusSchema } from "~/forms/photobook-production.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PHOTOBOOK_TAB_MESSAGES as M, PHOTOBOOK_STAFF_STATUS_LABELS, SHIPPED_WORDS } from "~/messages/photobook-production";
import { listSearch, readListQuery } from "~/models/back-office/staff-lists.server";
import { deliverSoon } from "~/models/messaging/delivery.server";
import {
  listStaffPhotobooks,
  photobookSales,
  type SalesFigure,
  type StaffPhotobook,
  setPhotobookStatus,
} from "~/models/photobook/production.server";
import type { PageHandle } from "~/page-rules";
import { formatDate, formatKrw, koreanToday } from "~/utils/format";
import { isInProduction, PHOTOBOOK_PRODUCTION_STATUSES } from "~/vocabulary/photobook-production";
import { PHOTOBOOK_STATUSES } from "~/vocabulary/statuses";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "포토북 관리 - 관리자 콘솔 - 패밀리트립" }];

const TAB = "/admin/dashboard/photobooks";

const FILTER = PHOTOBOOK_STATUSES.map((status) => [status, PHOTOBOOK_STAFF_STATUS_LABELS[status]] as const);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = readListQuery(new URL(request.url), PHOTOBOOK_STATUSES);
  const [photobooks, sales] = await Promise.all([listStaffPhotobooks(query), photobookSales()]);
  return { query, photobooks, sales };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const back = TAB + listSearch(readListQuery(new URL(request.url), PHOTOBOOK_STATUSES));
  const submission = parseWithZod(await readForm(request), { schema: photobookStatusSchema });
  // A status outside the four fails like any refused move: the list, and the tab's toast.
  if (submission.status !== "success") return redirectWithToast(back, "error", M.statusUpdateFailed);
  const result = await setPhotobookStatus({
    photobookId: submission.value.photobookId,
    status: submission.value.status,
    staffId: staff.id,
    words: SHIPPED_WORDS,
  });
  if (result.status === "changed") {
    if (result.told) deliverSoon();
    return redirectWithToast(back, "success", M.statusUpdated);
  }
  if (result.status === "same") return redirectWithToast(back, "info", M.statusUnchanged);
  return redirectWithToast(back, "error", M.statusUpdateFailed);
}

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
          tabPath={TAB}
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
                <StatusCell book={book} action={TAB + search} />
              </td>
              <td>
                <TrackingCell book={book} search={search} />
              </td>
              <td>
                <Link to={`/admin/photobook/${encodeURIComponent(book.id)}`} className="button button--outline button--small">
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

/**
 * The production status: a select and its '변경' button for a book in production, with and without
 * JavaScript (choosing alone sends nothing, as on the orders tab: an arrow key would move the book and
 * write its history once per press); before approval, or cancelled, the status read-only.
 */
function StatusCell({ book, action }: { book: StaffPhotobook; action: string }) {
  const navigation = useNavigation();
  const label = PHOTOBOOK_STAFF_STATUS_LABELS[book.status];
  if (!isInProduction(book.status)) {
    return <span className={`status-badge status-badge--photobook-${book.status}`}>{label}</span>;
  }
  const sending = navigation.state !== "idle" && navigation.formData?.get("photobookId") === book.id;
  const name = book.orderId ?? book.id;
  const selectId = `photobook-status-${book.id}`;
  return (
    <Form method="post" action={action} className="status-form" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="photobookId" value={book.id} />
      <label className="visually-hidden" htmlFor={selectId}>
        {name} 포토북 상태
      </label>
      {/* Uncontrolled, keyed by the saved status: it shows the choice while it is sent, the server's after. */}
      <select key={book.status} id={selectId} name="status" defaultValue={book.status} disabled={sending}>
        {PHOTOBOOK_PRODUCTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PHOTOBOOK_STAFF_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline button--small" disabled={sending}>
        변경<span className="visually-hidden"> ({name})</span>
      </button>
    </Form>
  );
}

/** The carrier and number, and the dialog that enters or corrects them (books in production only). */
function TrackingCell({ book, search }: { book: StaffPhotobook; search: string }) {
  const tracking = book.trackingCompany && book.trackingNumber ? `${book.trackingCompany} ${book.trackingNumber}` : null;
  return (
    <div className="row-actions">
      {tracking ? <span>{tracking}</span> : <span className="hint">없음</span>}
      {isInProduction(book.status) ? (
        <Link
          to={`${TAB}/${encodeURIComponent(book.id)}/tracking${search}`}
          className="button button--outline button--small"
          preventScrollReset
        >
          {tracking ? "택배 정보 수정" : "택배 정보 입력"}
          <span className="visually-hidden"> ({book.orderId ?? book.id})</span>
        </Link>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.title);
