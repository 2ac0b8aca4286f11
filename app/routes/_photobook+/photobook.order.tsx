// The photobook's upload page (/photobook/order?orderId=; docs/decisions/0054-photobook-photos.md):
// the family fills its paid photobook with 20–45 photos, a cover and a cover text, then follows the
// book's steps. The page renders by the photobook's status (PhotobookByStatus below): a draft takes
// photos; after submission the photos are shown read-only with the sequence. No footer.
import type { LinksFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { BackLink } from "~/components/BackLink";
import { DraftView, photobookPageHydrated, SubmittedView } from "~/components/photobook/views";
import { PHOTOBOOK_UPLOAD_MESSAGES as M } from "~/messages/photobook-upload";
import type { PageHandle } from "~/page-rules";
import styles from "~/styles/photobook-order.css";
import proofStyles from "~/styles/photobook-proof.css";
import uploaderStyles from "~/styles/uploader.css";
import { useHydrated } from "~/utils/hydration";
import { metaFromLoader } from "~/utils/meta";
import { PHOTOBOOK_INTENTS } from "~/vocabulary/photobook-pages";
import type { action, loader } from "./photobook.order.server";

export { action, loader } from "./photobook.order.server";

export const handle: PageHandle = { page: { member: "photobook", footer: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: uploaderStyles },
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: proofStyles },
];

export const meta = metaFromLoader;

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Replied = ReturnType<typeof useActionData<typeof action>>;

const pageAddress = (orderId: string) => `/photobook/order?orderId=${encodeURIComponent(orderId)}`;

/** What the page shows for the photobook's status: the draft takes photos, later ones follow the book. */
function PhotobookByStatus({
  loaded,
  reply,
  hydrated,
  submitting,
}: {
  loaded: Loaded;
  reply: Replied;
  hydrated: boolean;
  submitting: boolean;
}) {
  const { book, missionOffer } = loaded;
  switch (book.status) {
    case "draft":
      return (
        <DraftView
          orderId={book.orderId}
          action={pageAddress(book.orderId)}
          pages={book.pages}
          missionOffer={missionOffer}
          hydrated={hydrated}
          submitting={submitting}
          uploadErrors={reply && "uploadErrors" in reply ? reply.uploadErrors : null}
          submitError={reply && "submitError" in reply ? reply.submitError : null}
          reply={reply}
        />
      );
    case "cancelled":
      return <p className="notice">{M.cancelled}</p>;
    default:
      return (
        <SubmittedView
          status={book.status}
          proof={loaded.proof}
          pages={book.pages}
          coverUploadId={book.coverUploadId}
          coverText={book.coverText}
          submittedAtShown={book.submittedAtShown}
        />
      );
  }
}

export default function PhotobookOrder() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === PHOTOBOOK_INTENTS.submit;
  useEffect(photobookPageHydrated, []);
  return (
    <section className="page pb-order" aria-labelledby="pb-order-title">
      <BackLink href="/dashboard" label={M.back} />
      <h1 id="pb-order-title" className="page__title">
        {M.title}
      </h1>
      {loaded.book.tripName ? <p className="pb-trip">{M.tripOf(loaded.book.tripName)}</p> : null}
      <PhotobookByStatus loaded={loaded} reply={reply} hydrated={hydrated} submitting={submitting} />
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  return (
    <section className="page pb-order" aria-labelledby="pb-order-error-title">
      <BackLink href="/dashboard" label={M.back} />
      <h1 id="pb-order-error-title" className="page__title">
        {missing ? M.notFound : M.title}
      </h1>
      <div className="alert" role="alert">
        <p>{message ?? M.saveFailed}</p>
      </div>
    </section>
  );
}
