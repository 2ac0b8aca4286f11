// What a photobook's staff page shows of it beside the proof: the order and shipping, the family's
// photos in the book's order (the cover first) with their size, a warning under 1,200 px and the
// printer's zip, and the status history.
import { Link } from "@remix-run/react";
import { Summary } from "~/components/Summary";
import { STATUS_ACTOR_LABELS } from "~/messages/admin";
import { PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import { PRINT_MIN_SHORT_SIDE } from "~/vocabulary/photobook-proof";
import { staffPhotobookPath } from "./intents";
import { PageImage } from "./PageImage";
import type { ShownStaffPhotobook } from "./types";

/** The order (customer, trip, amount, dates, cover text) and where it ships. */
export function PhotobookFacts({ book }: { book: ShownStaffPhotobook }) {
  const { shipping } = book;
  const address = [shipping.postalCode ? `(${shipping.postalCode})` : "", shipping.address, shipping.detailAddress]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <Summary
        className="order-facts"
        label="주문 정보"
        rows={[
          { label: "주문번호", value: book.orderId ?? "" },
          {
            label: "고객",
            value: (
              <>
                <Link to={`/admin/dashboard/members/${encodeURIComponent(book.customer.id)}`}>{book.customer.name ?? "이름 없음"}</Link>
                {book.customer.phone ? <span className="hint"> {book.customer.phone}</span> : null}
              </>
            ),
          },
          { label: "여행", value: book.trip ?? "" },
          { label: "금액", value: book.amountText ?? "" },
          { label: "주문일", value: book.createdAtText },
          { label: "사진 제출", value: book.submittedAtText ?? "아직 안 함" },
          { label: "사진 수", value: `${book.photos.length}장` },
          { label: "표지 문구", value: book.coverText || "없음" },
        ]}
      />
      <h2>배송</h2>
      <Summary
        className="order-facts"
        label="배송 정보"
        rows={[
          { label: "받는 분", value: shipping.recipientName ?? "" },
          { label: "연락처", value: shipping.recipientPhone ?? "" },
          { label: "주소", value: address },
          { label: "배송 메모", value: shipping.memo ?? "" },
          { label: "택배", value: book.tracking.company ? `${book.tracking.company} ${book.tracking.number ?? ""}` : "아직 없음" },
        ]}
      />
    </>
  );
}

/** The family's photos, the cover first, and the printer's zip of their print masters. */
export function BookPhotos({ book }: { book: ShownStaffPhotobook }) {
  const lowResolution = book.photos.filter((photo) => photo.lowResolution).length;
  return (
    <section className="photobook-staff__section" aria-labelledby="photos-title">
      <h2 id="photos-title">고객 사진 ({book.photos.length}장)</h2>
      {book.photos.length ? (
        <>
          <p>
            <a href={`${staffPhotobookPath(book.id)}/photos.zip`} className="button button--outline" download>
              인쇄용 원본 내려받기 (zip)
            </a>
          </p>
          <p className="hint">
            표지부터 순서대로 01-cover.jpg, 02.jpg …로 묶여요. 인쇄용 원본(원래 크기)이에요.
            {lowResolution ? ` 짧은 변이 ${PRINT_MIN_SHORT_SIDE.toLocaleString("ko-KR")}px보다 작은 사진이 ${lowResolution}장 있어요.` : ""}
          </p>
          <ol className="photo-grid photobook-staff__photos" aria-label="고객 사진 (표지부터 순서대로)">
            {book.photos.map((photo, index) => (
              <li key={photo.id} data-low-resolution={photo.lowResolution || undefined}>
                <PageImage page={photo} alt={`${index + 1}번째 사진 ${photo.fileName}`} />
                <span className="photobook-staff__caption">
                  {photo.isCover ? <strong>표지 · </strong> : null}
                  {photo.width ?? "?"}×{photo.height ?? "?"} · {photo.sizeText}
                </span>
                {photo.lowResolution ? <span className="photobook-staff__warning">해상도 낮음</span> : null}
                {photo.hasMaster ? null : <span className="photobook-staff__warning">인쇄용 원본 없음</span>}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="hint">아직 올린 사진이 없어요.</p>
      )}
    </section>
  );
}

/** Every move of the photobook's status, the latest first, with who made it. */
export function StatusHistory({ history }: { history: ShownStaffPhotobook["history"] }) {
  return (
    <section className="photobook-staff__section" aria-labelledby="history-title">
      <h2 id="history-title">상태 기록</h2>
      {history.length ? (
        <ol className="photobook-staff__history">
          {history.map((entry) => (
            <li key={entry.id}>
              <time>{entry.atText}</time> · {entry.from ? `${PHOTOBOOK_STAFF_STATUS_LABELS[entry.from]} → ` : ""}
              {PHOTOBOOK_STAFF_STATUS_LABELS[entry.to]} · {STATUS_ACTOR_LABELS[entry.actor]}
              {entry.staffName ? ` (${entry.staffName})` : ""}
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">아직 기록이 없어요.</p>
      )}
    </section>
  );
}
