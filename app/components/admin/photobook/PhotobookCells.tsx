// Two cells of a row of the photobook tab (docs/decisions/0056-photobook-tab.md): the production
// status, and the tracking with the dialog that enters it.
import { Form, Link, useNavigation } from "@remix-run/react";
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
