// How a confirmed upload's stored sizes become image addresses. Pure, so a page's loader and the
// browser agree; the storage service (app/services/storage.server.ts) serves `/media/{key}`.
import type { UploadVariant } from "../../../db/schema";

export interface ImageSources {
  /** `srcset` of the WebP sizes. */
  webpSrcSet: string;
  /** `srcset` of the JPEG sizes, for browsers without WebP. */
  jpegSrcSet: string;
  /** The smallest JPEG, for `src`. */
  fallback: string;
  width: number;
  height: number;
}

export function mediaUrl(storageKey: string): string {
  return `/media/${storageKey.split("/").map(encodeURIComponent).join("/")}`;
}

export function imageSources(variants: UploadVariant[], width: number, height: number): ImageSources | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const smallest = sorted[0];
  if (!smallest) return null;
  const srcSet = (format: "webp" | "jpeg") => sorted.map((v) => `${mediaUrl(v[format])} ${v.width}w`).join(", ");
  return { webpSrcSet: srcSet("webp"), jpegSrcSet: srcSet("jpeg"), fallback: mediaUrl(smallest.jpeg), width, height };
}
