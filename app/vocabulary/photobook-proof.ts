// The photobook's proof, as the terms (제21조) and the FAQ promise it: a proof is answered within 7 days
// (silence approves it), one revision of at most 5 changes may be asked of the first proof, and the
// revised proof can only be approved. Pure rules the model, the forms and the family's screen share
// (docs/decisions/0055-photobook-proof-and-printer-zip.md).

/** The family's two answers (the proof section's buttons, the proof route's intents). */
export const PROOF_INTENTS = { approve: "proof-approve", revision: "proof-revision" } as const;

/** Days a family has to answer a proof; then it is approved by itself. */
export const PROOF_ANSWER_DAYS = 7;
export const PROOF_ANSWER_MS = PROOF_ANSWER_DAYS * 24 * 60 * 60 * 1000;
/** The changes one revision may ask for. */
export const REVISION_ITEMS_MIN = 1;
export const REVISION_ITEMS_MAX = 5;
/** Characters in one change. */
export const REVISION_ITEM_MAX_LENGTH = 200;
/** The first proof may be revised once; the revised one (round 2) is the last. */
export const LAST_PROOF_ROUND = 2;
/** A photo whose short side is below this many pixels may print soft: staff and the family see a warning. */
export const PRINT_MIN_SHORT_SIDE = 1200;

export function isLowResolution(width: number | null, height: number | null): boolean {
  if (!width || !height) return false;
  return Math.min(width, height) < PRINT_MIN_SHORT_SIDE;
}

/** Whole days left until `dueAt` (rounded up; 0 once it has passed). */
export function daysLeft(dueAt: string | null, now: Date): number {
  if (!dueAt) return 0;
  const ms = new Date(dueAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / (24 * 60 * 60 * 1000));
}

/** The changes as typed: one per input (or per line of one box), trimmed, blanks dropped. */
export function revisionItemsOf(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(/\r?\n/))
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Why a list of changes cannot be sent, or null. */
export function revisionItemsProblem(items: readonly string[]): "none" | "tooMany" | "tooLong" | null {
  if (items.length < REVISION_ITEMS_MIN) return "none";
  if (items.length > REVISION_ITEMS_MAX) return "tooMany";
  if (items.some((item) => [...item].length > REVISION_ITEM_MAX_LENGTH)) return "tooLong";
  return null;
}

/** The order a proof's pages are read in: their file names as a person reads them (page-2 before page-10). */
const PAGE_NAMES = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export function comparePageNames(a: { fileName: string; slot?: number | null }, b: { fileName: string; slot?: number | null }): number {
  return PAGE_NAMES.compare(a.fileName, b.fileName) || (a.slot ?? 0) - (b.slot ?? 0);
}
