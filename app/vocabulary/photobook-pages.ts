// The photobook's photos, as the family, the server and the browser count them (
// docs/decisions/0054-photobook-photos.md): 20 to 45 photos, an optional cover among them, an
// optional cover text of at most 30 characters, and the print-quality line.
import { UPLOAD_CATEGORY_RULES } from "./upload-categories";

/** The upload page's form intents (the server's forms and the page's buttons). */
export const PHOTOBOOK_INTENTS = {
  upload: "photobook-upload",
  submit: "photobook-submit",
  remove: "photobook-remove",
  importMissions: "photobook-import-missions",
} as const;

/** The fewest photos a photobook is submitted with. */
export const PHOTOBOOK_PHOTO_MIN = 20;
/** The most (the photobook-page category's slots). */
export const PHOTOBOOK_PHOTO_MAX = UPLOAD_CATEGORY_RULES["photobook-page"].max;
/** The cover text's length (the spec gives none: one line on a 20 cm cover). */
export const COVER_TEXT_MAX = 30;
/** Photos a no-JS post carries at once (the large-body limit is ten photos of 10 MB). */
export const NOJS_PHOTO_BATCH = 10;
/**
 * Below this many pixels on its short side a photo prints soft on a full page (about 150 dpi over
 * 20 cm): the page warns before the photos are submitted.
 */
export const PRINT_SHORT_SIDE_MIN = 1200;

/** Whether a photo of this size prints soft (unknown sizes are not flagged). */
export function isLowResolution(width: number | null, height: number | null): boolean {
  if (!width || !height) return false;
  return Math.min(width, height) < PRINT_SHORT_SIDE_MIN;
}

/** Whether this many stored photos may be submitted. */
export function maySubmitCount(count: number): boolean {
  return count >= PHOTOBOOK_PHOTO_MIN && count <= PHOTOBOOK_PHOTO_MAX;
}

/** The family's steps after submitting, in order (the terms' 제21조). */
export const PHOTOBOOK_STEPS = ["submitted", "proof", "revision", "approval", "printing", "delivery"] as const;
export type PhotobookStep = (typeof PHOTOBOOK_STEPS)[number];

/**
 * The step a photobook is at: the steps before it are done, this one is under way (designing: the
 * expert lays out the proof; ordered and printing: printing). A delivered book has done them all
 * (PHOTOBOOK_STEPS.length); a draft or a cancelled book shows no sequence (-1).
 */
export function photobookStepIndex(status: string): number {
  switch (status) {
    case "designing":
    case "proof":
      return 1;
    case "revising":
      return 2;
    case "ordered":
    case "printing":
      return 4;
    case "shipping":
      return 5;
    case "delivered":
      return PHOTOBOOK_STEPS.length;
    default:
      return -1;
  }
}
