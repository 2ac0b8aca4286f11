// The buttons of the review form (/post/create) and what each sends as `intent`, shared by the page,
// its photo uploader and the action (post.create.server.ts). Every button is a plain submit, so the
// form works without JavaScript; a `…Prefix` intent carries what it acts on after the prefix.
export const REVIEW_INTENTS = {
  /** Opens a new draft (the uploader, before its first photo). */
  start: "start",
  /** Stores the photos of a no-script upload (the field comes before the files: only this post stores them). */
  upload: "upload",
  removePhotoPrefix: "remove:",
  deleteDraftPrefix: "deleteDraft:",
  next: "next",
  back: "back",
  save: "save",
  later: "later",
  publish: "publish",
  /** A popular tag, added as it is. */
  suggestPrefix: "suggest:",
  addLocationTag: "addLocationTag",
  removeLocationTagPrefix: "removeLocationTag:",
  addTag: "addTag",
  removeTagPrefix: "removeTag:",
} as const;
