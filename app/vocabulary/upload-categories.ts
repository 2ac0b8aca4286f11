// The kinds of photo the one uploader takes, each declared once: who uploads it, how many one entity
// holds, which widths are made, whether it is public and whether a print master is kept. Pure data, so
// the uploader component, the models and the media route agree (the server's ownership checks live in
// app/models/uploads/categories.server.ts; docs/decisions/0046-one-uploader-and-private-photos.md).

export const UPLOAD_CATEGORIES = ["review", "mission-proof", "photobook-page", "photobook-proof", "staff-image"] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

export interface UploadCategoryRule {
  /** Members who finished sign-up, or staff. */
  uploader: "member" | "staff";
  /** The most photos one entity (a draft, a mission, a photobook, a plan) holds. */
  max: number;
  /** Widths made for pages (a picture narrower than one is made at its own width once). */
  widths: readonly number[];
  /** Public photos are served to anyone and cached for a year; private ones to their family and staff. */
  visibility: "public" | "private";
  /** A full-size, upright, metadata-free JPEG kept for printing, never served. */
  printMaster: boolean;
}

export const UPLOAD_CATEGORY_RULES: Record<UploadCategory, UploadCategoryRule> = {
  review: { uploader: "member", max: 10, widths: [360, 1080], visibility: "public", printMaster: false },
  /**
   * MISSION_PHOTO_MAX (vocabulary/missions.ts; a unit test holds them equal). A print master too: the
   * family may put these photos in the trip's photobook (decision 0054).
   */
  "mission-proof": { uploader: "member", max: 5, widths: [360, 1080], visibility: "private", printMaster: true },
  "photobook-page": { uploader: "member", max: 45, widths: [360, 1080], visibility: "private", printMaster: true },
  /** The layout staff send for approval, one image per page (decision 0053). */
  "photobook-proof": { uploader: "staff", max: 80, widths: [360, 1080], visibility: "private", printMaster: false },
  "staff-image": { uploader: "staff", max: 200, widths: [360, 1080], visibility: "public", printMaster: false },
};

export function isUploadCategory(value: string): value is UploadCategory {
  return (UPLOAD_CATEGORIES as readonly string[]).includes(value);
}

/** The category a caller names; `community` is the review category's name in the first client. */
export function uploadCategoryOf(value: string | undefined): UploadCategory | null {
  if (value === undefined || value === "community") return "review";
  return isUploadCategory(value) ? value : null;
}

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** What the uploader's file input offers (photo-accept.ts has the same for the mission tab's plain form). */
export const PHOTO_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

/** HEIC/HEIF by the type a browser names or, when it names none, by the file's extension. */
export function isHeicFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (type === "image/heic" || type === "image/heif" || type === "image/heic-sequence" || type === "image/heif-sequence") return true;
  return !type && /\.(heic|heif)$/i.test(file.name);
}
