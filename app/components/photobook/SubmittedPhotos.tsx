// The photos as the family submitted them (designing and later): read only, in their order, the cover
// marked (or the expert's pick said), and the cover text.
import { PHOTOBOOK_UPLOAD_MESSAGES as M } from "~/messages/photobook-upload";
import { PageThumb } from "./PageThumb";
import type { DraftPage } from "./PhotobookDraft";

export function SubmittedPhotos({
  pages,
  coverUploadId,
  coverText,
  submittedAtShown,
}: {
  pages: DraftPage[];
  coverUploadId: string | null;
  coverText: string | null;
  submittedAtShown: string | null;
}) {
  return (
    <section className="pb-submitted" aria-labelledby="pb-submitted-title">
      <h2 id="pb-submitted-title" className="pb-section-title">
        {M.submittedTitle} <span className="pb-submitted__count">{M.count(pages.length)}</span>
      </h2>
      {submittedAtShown ? <p className="hint">{M.submittedAt(submittedAtShown)}</p> : null}
      {coverUploadId ? null : <p className="hint">{M.expertCover}</p>}
      {coverText ? <p>{M.coverTextShown(coverText)}</p> : null}
      <ul className="pb-pages" aria-label={M.submittedTitle}>
        {pages.map((page, index) => (
          <li key={page.id} className="pb-page" data-cover={page.id === coverUploadId ? "true" : undefined}>
            <PageThumb sources={page.sources} alt={`${index + 1}. ${page.fileName}`} />
            {page.id === coverUploadId ? <span className="badge pb-page__badge">{M.coverMark}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
