// The photobook waiting for its photos (status draft; docs/decisions/0054-photobook-photos.md): the
// trip's mission photos offered as a start, the shared uploader (with JavaScript each photo goes up as
// it is picked, a photo over 10 MB reduced first; without it plain posts of ten), the photos with the
// cover choice, the print-quality warnings and a remove button each, the cover text, and the bottom
// bar with the count and the submit button (enabled at 20–45 with JavaScript; without it always, the
// server answering). Every form posts to the page itself.
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PhotoUploader } from "~/components/upload/PhotoUploader";
import { PHOTOBOOK_UPLOAD_MESSAGES as M } from "~/messages/photobook-upload";
import { COVER_TEXT_MAX, PHOTOBOOK_INTENTS as INTENTS, maySubmitCount } from "~/vocabulary/photobook-pages";
import { PageThumb } from "./PageThumb";

const BANNER_MS = 5000;

export interface DraftPage {
  id: string;
  fileName: string;
  sources: Parameters<typeof PageThumb>[0]["sources"];
  lowResolution: boolean;
}

export function PhotobookDraft({
  orderId,
  action,
  pages,
  missionOffer,
  hydrated,
  submitting,
  uploadErrors,
  submitError,
  reply,
  coverText,
}: {
  orderId: string;
  /** The page's own address (its forms post there). */
  action: string;
  pages: DraftPage[];
  missionOffer: number;
  hydrated: boolean;
  /** The page's submit is on its way (from the page's navigation: loaded on demand, this module takes no router hook). */
  submitting: boolean;
  uploadErrors?: string[] | null;
  /** The server's refusal of a submit (fewer than 20, a cover not ours, a save failure). */
  submitError?: string | null;
  /** The action's answer it came with (a second refusal with the same words shows the banner again). */
  reply?: unknown;
  coverText?: string;
}) {
  const [banner, setBanner] = useState<string | null>(submitError ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer of the action shows its refusal again
  useEffect(() => setBanner(submitError ?? null), [submitError, reply]);
  useEffect(() => {
    if (!banner || !hydrated) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner, hydrated]);

  const count = pages.length;
  const lowCount = pages.filter((page) => page.lowResolution).length;
  // With JavaScript the button waits for 20–45 photos; without it the server answers.
  const disabled = submitting || (hydrated && !maySubmitCount(count));

  return (
    <div className="pb-draft">
      <p className="page__lead">{M.intro}</p>
      {hydrated ? <p className="hint">{M.reduceNote}</p> : <p className="hint">{M.noScriptBatch}</p>}

      {missionOffer > 0 ? (
        <section className="pb-missions" aria-labelledby="pb-missions-title">
          <h2 id="pb-missions-title" className="pb-section-title">
            {M.missionTitle}
          </h2>
          <p className="hint">{M.missionHint}</p>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value={INTENTS.importMissions} />
            <button type="submit" className="button button--outline button--block">
              {M.missionImport(missionOffer)}
            </button>
          </Form>
        </section>
      ) : null}

      <PhotoUploader
        category="photobook-page"
        entityId={orderId}
        storedIds={pages.map((page) => page.id)}
        hydrated={hydrated}
        errors={uploadErrors ?? undefined}
        formFields={{ intent: INTENTS.upload }}
        action={action}
        reduceLarge
      />

      {/* The remove buttons below belong to this form (form="pb-remove"), not to the submit form. */}
      <Form method="post" action={action} id="pb-remove" className="visually-hidden" aria-hidden="true">
        <input type="hidden" name="intent" value={INTENTS.remove} />
      </Form>

      <Form method="post" action={action} className="pb-submit" aria-labelledby="pb-photos-title">
        <input type="hidden" name="intent" value={INTENTS.submit} />
        <h2 id="pb-photos-title" className="pb-section-title">
          {M.photosTitle}
        </h2>
        {lowCount > 0 ? (
          <p className="notice pb-lowres" role="note">
            <span aria-hidden="true">⚠️ </span>
            {M.lowResolutionSummary(lowCount)}
          </p>
        ) : null}
        <fieldset className="pb-cover">
          <legend className="pb-section-title">{M.coverTitle}</legend>
          <p className="hint">{M.coverHint}</p>
          <label className="pb-cover__expert">
            <input type="radio" name="cover" value="" defaultChecked />
            {M.coverExpert}
          </label>
          {pages.length ? (
            <ul className="pb-pages" aria-label={M.photosTitle}>
              {pages.map((page, index) => (
                <li key={page.id} className="pb-page" data-low={page.lowResolution ? "true" : undefined}>
                  <PageThumb sources={page.sources} alt={`${index + 1}. ${page.fileName}`} />
                  <label className="pb-page__cover">
                    <input type="radio" name="cover" value={page.id} aria-label={M.coverPick(page.fileName)} />
                    <span aria-hidden="true">{M.coverMark}</span>
                  </label>
                  {page.lowResolution ? (
                    <p className="pb-page__warning">
                      <span aria-hidden="true">⚠️ </span>
                      {M.lowResolution}
                    </p>
                  ) : null}
                  <button
                    type="submit"
                    form="pb-remove"
                    name="uploadId"
                    value={page.id}
                    className="button button--small button--ghost pb-page__remove"
                    aria-label={M.remove(page.fileName)}
                  >
                    빼기
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="hint">{M.noPhotos}</p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor="pb-cover-text">{M.coverTextLabel}</label>
          <input
            id="pb-cover-text"
            name="coverText"
            type="text"
            maxLength={COVER_TEXT_MAX}
            defaultValue={coverText}
            aria-describedby="pb-cover-text-hint"
            autoComplete="off"
          />
          <p id="pb-cover-text-hint" className="hint">
            {M.coverTextHint}
          </p>
        </div>
        {banner ? (
          <p className="alert pb-banner" role="alert">
            {banner}
          </p>
        ) : null}
        <div className="pb-bar">
          <p className="pb-bar__count" aria-live="polite">
            <strong>{M.count(count)}</strong>
            <span>{M.countHint(count)}</span>
          </p>
          <button type="submit" className="button button--primary" disabled={disabled} aria-disabled={disabled}>
            {submitting ? M.submitting : M.submit}
          </button>
        </div>
      </Form>
    </div>
  );
}
