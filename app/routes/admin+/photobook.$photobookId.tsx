// One photobook for staff (docs/decisions/0055-photobook-proof-and-printer-zip.md): the customer, the
// trip, shipping, status and its history; the family's photos in the book's order (the cover first)
// with their size and a warning under 1,200 px, the cover text and the printer's zip; and the proof:
// staff upload the layout's page images through the one uploader (photobook-proof; a plain multi-file
// form without JavaScript), see them in order, remove one, and send the proof to the family. The
// sections are in app/components/admin/photobook/, the loader and action in photobook.$photobookId.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { PHOTOBOOK_TAB } from "~/components/admin/photobook/intents";
import { BookPhotos, PhotobookFacts, StatusHistory } from "~/components/admin/photobook/PhotobookDetails";
import { ProofSection } from "~/components/admin/photobook/ProofSection";
import { TabLoadError } from "~/components/admin/TabLoadError";
import { PHOTOBOOK_STAFF_STATUS_LABELS } from "~/messages/photobook-production";
import type { PageHandle } from "~/page-rules";
import adminStyles from "~/styles/admin.css";
import proofStyles from "~/styles/photobook-proof.css";
import uploaderStyles from "~/styles/uploader.css";
import type { action, loader } from "./photobook.$photobookId.server";

export { action, loader } from "./photobook.$photobookId.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: uploaderStyles },
  { rel: "stylesheet", href: proofStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `포토북 ${data.book.customer.name ?? ""} - 관리자 콘솔` : "포토북 - 관리자 콘솔" },
];

export default function StaffPhotobookPage() {
  const { book } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="admin-page photobook-staff" data-page="photobook-staff">
      <p>
        <Link to={PHOTOBOOK_TAB} className="button button--ghost button--small">
          ← 포토북 관리
        </Link>
      </p>
      <div className="tab-title">
        <h1>포토북 · {book.customer.name ?? "이름 없음"}</h1>
        <span className={`status-badge status-badge--${book.status}`}>{PHOTOBOOK_STAFF_STATUS_LABELS[book.status]}</span>
      </div>
      <PhotobookFacts book={book} />
      <BookPhotos book={book} />
      <ProofSection book={book} uploadErrors={reply && "uploadErrors" in reply ? reply.uploadErrors : undefined} />
      <StatusHistory history={book.history} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="empty-state" aria-labelledby="photobook-missing">
        <h1 id="photobook-missing">포토북을 찾을 수 없어요</h1>
        <p>주소를 확인하거나 포토북 관리에서 다시 찾아주세요.</p>
        <Link to={PHOTOBOOK_TAB} className="button button--outline">
          포토북 관리로 가기
        </Link>
      </section>
    );
  }
  return <TabLoadError title="포토북" />;
}
