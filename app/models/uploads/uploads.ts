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

/**
 * The same sources in few bytes, for pages that carry many photos in their loader data (the feed:
 * decision 79): the image service writes every size as `{dir}/{width}.webp` and `{width}.jpg`, so
 * the directory's address and the widths say it all; `expandSources` gives the three addresses back
 * on the server and in the browser alike. Sizes stored otherwise keep their full form.
 */
export type PhotoSources = ImageSources | { dir: string; widths: number[]; width: number; height: number };

export function photoSources(variants: UploadVariant[], width: number, height: number): PhotoSources | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const first = sorted[0];
  if (!first) return null;
  const dir = first.jpeg.slice(0, first.jpeg.lastIndexOf("/"));
  const laidOut = dir && sorted.every((v) => v.webp === `${dir}/${v.width}.webp` && v.jpeg === `${dir}/${v.width}.jpg`);
  if (!laidOut) return imageSources(sorted, width, height);
  return { dir: mediaUrl(dir), widths: sorted.map((v) => v.width), width, height };
}

export function expandSources(sources: PhotoSources): ImageSources {
  if (!("dir" in sources)) return sources;
  const { dir, widths, width, height } = sources;
  const srcSet = (extension: string) => widths.map((w) => `${dir}/${w}.${extension} ${w}w`).join(", ");
  return { webpSrcSet: srcSet("webp"), jpegSrcSet: srcSet("jpg"), fallback: `${dir}/${widths[0]}.jpg`, width, height };
}

export function imageSources(variants: UploadVariant[], width: number, height: number): ImageSources | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const smallest = sorted[0];
  if (!smallest) return null;
  const srcSet = (format: "webp" | "jpeg") => sorted.map((v) => `${mediaUrl(v[format])} ${v.width}w`).join(", ");
  return { webpSrcSet: srcSet("webp"), jpegSrcSet: srcSet("jpeg"), fallback: mediaUrl(smallest.jpeg), width, height };
}
