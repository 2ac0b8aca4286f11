// What a photo file input offers: only what the server reads (iOS Safari then hands over JPEG, not
// HEIC). Its own file so a page with a plain file input does not carry the upload categories' rules.
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
