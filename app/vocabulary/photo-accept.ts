// What a photo file input offers: only what the server reads (iOS Safari then hands over JPEG, not
// HEIC). Its own file so a page with a plain file input does not carry the upload categories' rules.
// upload-categories.ts does not import it, nor vocabulary/missions.ts (it writes their values again,
// held equal by tests/unit/upload-categories.test.ts): a module that the uploader and the mission tab
// both import is a file of its own on every page with the uploader (+0.1 KiB gzip; decision 61).
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
