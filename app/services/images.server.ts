// What an uploaded photo becomes (docs/decisions/0031-images.md): its type read from its first bytes
// (never from its name), then the sizes pages need, made by sharp on libuv's thread pool from a file
// to files, so the event loop is never held. Outputs carry no metadata at all: EXIF (GPS among it)
// is dropped, and the orientation it recorded is applied to the pixels first.
import { open } from "node:fs/promises";
import type Sharp from "sharp";

let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * sharp, imported by the first picture rather than at start: libvips and its libraries cost a process
 * about 15 MB that most never use (decision 66). Only this adapter imports it.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
}

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/heic";

/** Widths made for pages: the thumbnail (grids, scrapbook) and the feed width. */
export const VARIANT_WIDTHS = [360, 1080] as const;
/** No side of any stored picture is longer than this (decision 0031). */
export const MAX_IMAGE_SIDE = 1920;
export const WEBP_QUALITY = 80;
export const JPEG_QUALITY = 80;

/** The image type the bytes say, or null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (b.length >= 12 && ascii(4, 8) === "ftyp" && ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(ascii(8, 12)))
    return "image/heic";
  return null;
}

/** The first bytes of a file, for sniffing. */
export async function readHead(path: string, length = 32): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface MadeVariant {
  width: number;
  height: number;
  webpPath: string;
  jpegPath: string;
}

export interface ImageInfo {
  /** Upright (orientation applied) size of the original. */
  width: number;
  height: number;
}

/** The upright size of the picture in `path`; throws when sharp cannot decode it. */
export async function imageInfo(path: string): Promise<ImageInfo> {
  const sharp = await loadSharp();
  const meta = await sharp(path).metadata();
  if (!meta.width || !meta.height) throw new Error("not an image");
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Writes each size as WebP and JPEG into `outDir` (`{width}.webp`, `{width}.jpg`). Sizes wider than
 * the picture are made at its own width once; no output keeps any metadata.
 */
export async function makeVariants(
  path: string,
  outDir: string,
  info: ImageInfo,
  wanted: readonly number[] = VARIANT_WIDTHS,
): Promise<MadeVariant[]> {
  const sharp = await loadSharp();
  const widths = [...new Set(wanted.map((w) => Math.min(w, info.width, MAX_IMAGE_SIDE)))];
  const made: MadeVariant[] = [];
  for (const width of widths) {
    const height = Math.max(1, Math.round((info.height * width) / info.width));
    // Tall pictures are also held to the longest-side limit.
    const scale = Math.min(1, MAX_IMAGE_SIDE / height);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const base = sharp(path, { failOn: "error" }).rotate().resize({ width: w, height: h, fit: "fill" });
    const webpPath = `${outDir}/${w}.webp`;
    const jpegPath = `${outDir}/${w}.jpg`;
    await base.clone().webp({ quality: WEBP_QUALITY }).toFile(webpPath);
    await base.clone().flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(jpegPath);
    made.push({ width: w, height: h, webpPath, jpegPath });
  }
  return made;
}

/** Quality of a print master: the printer gets what the phone took, less only its metadata. */
export const PRINT_MASTER_QUALITY = 92;

/** A photobook page's print master: full size, the EXIF orientation applied, no metadata kept. */
export async function makePrintMaster(path: string, outDir: string): Promise<string> {
  const masterPath = `${outDir}/master.jpg`;
  const sharp = await loadSharp();
  await sharp(path, { failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: PRINT_MASTER_QUALITY, mozjpeg: true })
    .toFile(masterPath);
  return masterPath;
}

/** A drawing (SVG) as a JPEG, as a phone would upload it: the demo's photos (app/models/demo). */
export async function svgToJpeg(svg: Buffer, quality: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(svg).jpeg({ quality }).toBuffer();
}
