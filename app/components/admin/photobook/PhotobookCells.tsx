// Two cells of a row of the photobook tab (docs/decisions/0056-photobook-tab.md): the production
// status, and the tracking with the dialog that enters it.
import { Link } from "@remix-run/react";
import { StatusSelectForm } from "~/components/admin/StatusSelectForm";
import { PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import type { StaffPhotobook } from "~/models/photobook/production.server";
import { isInProduction, PHOTOBOOK_PRODUCTION_STATUSES } from "~/vocabulary/photobook-production";
import { PHOTOBOOK_TAB } from "./intents";

/**
 * The production status: a select and its '변경' button for a book in production, with and without
 * JavaScript (choosing alone sends nothing, as on the orders tab: an arrow key would move the book and
 * write its history once per press); before approval, or cancelled, the status read-only.
 */
export function StatusCell({ book, action }: { book: StaffPhotobook; action: string }) {
  const label = PHOTOBOOK_STAFF_STATUS_LABELS[book.status];
  if (!isInProduction(book.status)) {
    return <span className={`status-badge status-badge--photobook-${book.status}`}>{label}</span>;
  }
  return (
    <StatusSelectForm
      action={action}
      idField="photobookId"
      id={book.id}
      rowName={book.orderId ?? book.id}
      noun="포토북"
      status={book.status}
      options={PHOTOBOOK_PRODUCTION_STATUSES.map((status) => ({ value: status, label: PHOTOBOOK_STAFF_STATUS_LABELS[status] }))}
    />
  );
}

/** The carrier and number, and the dialog that enters or corrects them (books in production only). */
export function TrackingCell({ book, search }: { book: StaffPhotobook; search: string }) {
  const tracking = book.trackingCompany && book.trackingNumber ? `${book.trackingCompany} ${book.trackingNumber}` : null;
  return (
    <div className="row-actions">
      {tracking ? <span>{tracking}</span> : <span className="hint">없음</span>}
      {isInProduction(book.status) ? (
        <Link
          to={`${PHOTOBOOK_TAB}/${encodeURIComponent(book.id)}/tracking${search}`}
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
