// The upload page once the photos are submitted (designing and later): the book's steps, the proof to
// answer while there is one, and the photos as sent. The page loads it on demand (views.tsx), so a
// draft's page never carries it.
// Reached on demand without Remix's runtime, this module would split React out of the runtime chunk
// every page loads (docs/decisions/0061-on-demand-and-the-shared-runtime.md): importing it keeps one.
import "@remix-run/react";
import type { FamilyProof } from "~/models/photobook/proof.server";
import type { DraftPage } from "./PhotobookDraft";
import { PhotobookSteps } from "./PhotobookSteps";
import { ProofReview } from "./ProofReview";
import { SubmittedPhotos } from "./SubmittedPhotos";

export function PhotobookSubmitted({
  status,
  proof,
  pages,
  coverUploadId,
  coverText,
  submittedAtShown,
}: {
  status: string;
  proof: FamilyProof | null;
  pages: DraftPage[];
  coverUploadId: string | null;
  coverText: string | null;
  submittedAtShown: string | null;
}) {
  return (
    <>
      <PhotobookSteps status={status} />
      {proof ? <ProofReview proof={proof} /> : null}
      <SubmittedPhotos pages={pages} coverUploadId={coverUploadId} coverText={coverText} submittedAtShown={submittedAtShown} />
    </>
  );
}
