// The family's side of the photobook's proof, on the order's page (docs/decisions/0055; the page
// shows the sequence above it, PhotobookSteps): the proof's pages, the deadline, and the answers: approve (confirmed first, by opening it), or ask once, within 7 days of the first proof,
// for 1–5 changes. Plain forms posting to /photobook/proof, so it all works without JavaScript and
// adds no script of its own.
import { PROOF_MESSAGES as M } from "~/messages/photobook-proof";
import type { FamilyProof } from "~/models/photobook/proof.server";
import { formatDateTime } from "~/utils/format";
import { PROOF_INTENTS, REVISION_ITEM_MAX_LENGTH, REVISION_ITEMS_MAX } from "~/vocabulary/photobook-proof";

/** The stylesheet the order page links when it shows the proof. */

export function ProofReview({ proof }: { proof: FamilyProof }) {
  const total = proof.pages.length;
  return (
    <section id="proof" className="proof-review" aria-labelledby="proof-title">
      <h2 id="proof-title">
        {M.title} · {M.round(proof.round)}
      </h2>

      {proof.status === "proof" ? (
        <>
          <p className="proof-deadline" role="status">
            {proof.daysLeft > 0 ? M.daysLeft(proof.daysLeft) : M.dueToday}
          </p>
          <p className="hint">{proof.round > 1 ? M.lastRound : M.intro}</p>
        </>
      ) : null}
      {proof.status === "revising" ? <p role="status">{M.revisionWaiting}</p> : null}
      {proof.approvedAt ? (
        <p role="status">
          {proof.approvedBy === "auto"
            ? M.approvedAuto(formatDateTime(proof.approvedAt))
            : M.approvedFamily(formatDateTime(proof.approvedAt))}
        </p>
      ) : null}
      {proof.revisionItems?.length ? (
        <div>
          <h3>{M.revisionAsked}</h3>
          <ol className="proof-revision-items">
            {proof.revisionItems.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the family's changes, a fixed list in order
              <li key={index}>{item}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {total ? (
        <ol className="proof-pages" aria-label={`${M.title} ${M.pages(total)}`}>
          {proof.pages.map((page, index) => (
            <li key={page.id}>
              <figure>
                {page.sources ? (
                  <picture>
                    <source type="image/webp" srcSet={page.sources.webpSrcSet} sizes="(max-width: 640px) 100vw, 600px" />
                    <img
                      src={page.sources.fallback}
                      srcSet={page.sources.jpegSrcSet}
                      sizes="(max-width: 640px) 100vw, 600px"
                      width={page.sources.width}
                      height={page.sources.height}
                      alt={M.pageAlt(index + 1, total)}
                      loading={index < 2 ? "eager" : "lazy"}
                    />
                  </picture>
                ) : null}
                <figcaption>
                  {index + 1} / {total}
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">{M.noPages}</p>
      )}

      {proof.mayApprove ? (
        <div className="proof-answer">
          <details>
            <summary>{M.approve}</summary>
            <form method="post" action="/photobook/proof">
              <input type="hidden" name="orderId" value={proof.orderId} />
              <p>{M.approveConfirm}</p>
              <button type="submit" name="intent" value={PROOF_INTENTS.approve} className="button button--primary button--block">
                {M.approveConfirmYes}
              </button>
            </form>
          </details>
          {proof.mayRequestRevision ? (
            <details>
              <summary>{M.revisionTitle}</summary>
              <form method="post" action="/photobook/proof">
                <input type="hidden" name="orderId" value={proof.orderId} />
                <p className="hint" id="proof-revision-hint">
                  {M.revisionHint}
                </p>
                {Array.from({ length: REVISION_ITEMS_MAX }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: five fixed inputs
                  <div className="field" key={index}>
                    <label htmlFor={`proof-item-${index + 1}`}>{M.revisionItemLabel(index + 1)}</label>
                    <input
                      id={`proof-item-${index + 1}`}
                      name="item"
                      type="text"
                      maxLength={REVISION_ITEM_MAX_LENGTH}
                      required={index === 0}
                      aria-describedby="proof-revision-hint"
                    />
                  </div>
                ))}
                <button type="submit" name="intent" value={PROOF_INTENTS.revision} className="button button--outline button--block">
                  {M.revisionSubmit}
                </button>
              </form>
            </details>
          ) : proof.round > 1 ? (
            <p className="hint">{M.revisionUsed}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
