// The printer's zip (docs/decisions/0055-photobook-proof-and-printer-zip.md): a photobook's print
// masters (full size, upright, no metadata; never the 1080 px page size), in the book's order with the
// cover first, named 01-cover.jpg, 02.jpg…, and a manifest (cover text, shipping). Streamed with yazl:
// each master is opened from storage only when the zip reaches it (one at a time) and stored as is
// (JPEG does not shrink), so memory stays bounded whatever the book's size.
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { db } from "~/db.server";
import { storage } from "~/services/storage.server";
import { type BookPhoto, bookPhotos, tripOf } from "./proof-pages.server";

export interface PrinterZip {
  /** The download's name. */
  fileName: string;
  stream: Readable;
  /** The photos in it. */
  count: number;
}

/** The entry names of a book's photos in order: 01-cover.jpg for a chosen cover, then 02.jpg… */
export function printerEntryNames(photos: Pick<BookPhoto, "isCover">[]): string[] {
  const width = Math.max(2, String(photos.length).length);
  return photos.map((photo, index) => `${String(index + 1).padStart(width, "0")}${photo.isCover ? "-cover" : ""}.jpg`);
}

/** The manifest's labels (Korean for the printer's staff; the route hands them in). */
export interface ManifestWords {
  title: string;
  order: string;
  trip: string;
  coverText: string;
  noCover: string;
  recipient: string;
  phone: string;
  address: string;
  memo: string;
  photos: string;
  missing: string;
}

function manifestOf(
  book: {
    order_id: string | null;
    cover_text: string | null;
    recipient_name: string | null;
    recipient_phone: string | null;
    postal_code: string | null;
    address: string | null;
    detail_address: string | null;
    memo: string | null;
    trip: string | null;
  },
  entries: { name: string; photo: BookPhoto }[],
  words: ManifestWords,
): string {
  const line = (label: string, value: string | null | undefined) => `${label}: ${value ?? ""}`;
  const lines = [
    words.title,
    line(words.order, book.order_id),
    line(words.trip, book.trip),
    line(words.coverText, book.cover_text),
    ...(entries.some((entry) => entry.photo.isCover) ? [] : [words.noCover]),
    line(words.recipient, book.recipient_name),
    line(words.phone, book.recipient_phone),
    line(words.address, [book.postal_code ? `(${book.postal_code})` : "", book.address, book.detail_address].filter(Boolean).join(" ")),
    line(words.memo, book.memo),
    "",
    `${words.photos} (${entries.filter((entry) => entry.photo.masterKey).length})`,
    ...entries.map(
      ({ name, photo }) =>
        `${name}\t${photo.width ?? "?"}×${photo.height ?? "?"}\t${photo.fileName}${photo.masterKey ? "" : `\t${words.missing}`}`,
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The printer's zip of a photobook (only its manifest while no photo is in), or null when there is no such photobook. */
export async function printerZip(photobookId: string, words: ManifestWords): Promise<PrinterZip | null> {
  const book = await db()
    .selectFrom("photobooks as p")
    .leftJoin("orders as paid", "paid.id", "p.order_id")
    .leftJoin("orders as trip", "trip.id", "p.travel_order_id")
    .select([
      "p.order_id",
      "p.cover_upload_id",
      "p.cover_text",
      "p.recipient_name",
      "p.recipient_phone",
      "p.postal_code",
      "p.address",
      "p.detail_address",
      "p.memo",
      "p.submitted_at",
      "p.created_at",
      "trip.order_name as trip_title",
      "paid.metadata as order_metadata",
    ])
    .where("p.id", "=", photobookId)
    .executeTakeFirst();
  if (!book?.order_id) return null;
  const photos = await bookPhotos(book.order_id, book.cover_upload_id);
  const names = printerEntryNames(photos);
  const entries = photos.map((photo, index) => ({ name: names[index]!, photo }));
  const mtime = new Date(book.submitted_at ?? book.created_at);

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  for (const { name, photo } of entries) {
    const key = photo.masterKey;
    if (!key) continue;
    // Opened when the zip gets to it, not before: one master's stream at a time.
    zip.addReadStreamLazy(name, { mtime, compress: false }, (done) => {
      storage()
        .read(key)
        .then((stream) => (stream ? done(null, stream) : done(new Error(`print master missing: ${key}`), undefined as never)))
        .catch((error: unknown) => done(error, undefined as never));
    });
  }
  zip.addBuffer(Buffer.from(manifestOf({ ...book, trip: tripOf(book) }, entries, words), "utf8"), "manifest.txt", { mtime });
  zip.end();
  return { fileName: `photobook-${book.order_id}.zip`, stream: output, count: entries.filter((entry) => entry.photo.masterKey).length };
}
