// A photo over the upload limit made smaller in the browser before it goes up (the photobook's pages;
// docs/decisions/0054-photobook-photos.md): drawn upright on a canvas and saved as JPEG, first at its
// own size and then smaller until it fits. Loaded on demand by PhotoUploader (`reduceLarge`), so pages
// that never reduce a photo never fetch it.

/** The most pixels a canvas holds everywhere (iOS Safari's limit is 16,777,216). */
const MAX_PIXELS = 16_000_000;
const QUALITY = 0.9;

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

/** The photo as a JPEG of at most `maxBytes`, or null when the browser cannot read it. */
export async function reducePhoto(file: File, maxBytes: number): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    let scale = Math.min(1, Math.sqrt(MAX_PIXELS / (bitmap.width * bitmap.height)));
    const name = `${file.name.replace(/\.[^.]+$/, "") || "photo"}.jpg`;
    for (let attempt = 0; attempt < 8; attempt++) {
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) return null;
      context.fillStyle = "#fff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await toBlob(canvas, QUALITY);
      canvas.width = 0;
      canvas.height = 0;
      if (!blob) return null;
      if (blob.size <= maxBytes) return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
      // Smaller by the share of bytes still too many (area falls with the square of the side).
      scale *= Math.max(0.5, Math.min(0.9, Math.sqrt(maxBytes / blob.size) * 0.95));
    }
    return null;
  } finally {
    bitmap.close();
  }
}
