// The printer's zip on both engines: the family's print masters (full size, never the 1080 px page
// size) in the book's order, the cover first (01-cover.jpg, 02.jpg…), each entry the master's bytes,
// a manifest with the cover text and shipping; read from storage one master at a time (bounded memory).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { MANIFEST_WORDS } from "~/messages/photobook-proof-staff";
import { printerEntryNames, printerZip } from "~/models/photobook/printer-zip.server";
import { mediaAccess } from "~/models/uploads/media.server";
import { storeFormPhoto } from "~/models/uploads/uploader.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { arrangeMember } from "../support/people";
import { arrangePaidPhotobook } from "../support/photobooks";

/**
 * A local store that counts how many stored objects are being read at once: from the read until its
 * stream has ended (every byte taken) or closed. Not until 'close' alone: a file's descriptor closes a
 * moment after its end, and on a busy machine the zip had already opened the next one by then.
 */
class CountingStorage extends LocalStorage {
  open = 0;
  most = 0;
  reads: string[] = [];
  override async read(key: string) {
    const stream = await super.read(key);
    if (stream) {
      this.reads.push(key);
      this.open += 1;
      this.most = Math.max(this.most, this.open);
      let over = false;
      const finish = () => {
        if (over) return;
        over = true;
        this.open -= 1;
      };
      stream.once("end", finish);
      stream.once("close", finish);
    }
    return stream;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const colours = ["#aa2222", "#22aa22", "#2222aa"];
const photo = (index: number) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: colours[index % colours.length]! } })
    .jpeg()
    .toBuffer();

let store: CountingStorage;
beforeEach(() => {
  store = new CountingStorage(mkdtempSync(join(tmpdir(), "zip-")), "zip-test-secret");
  useStorage(store);
});
afterAll(() => useStorage(undefined));

describe("the printer's zip", () => {
  it("names the entries in order, the cover first", () => {
    expect(printerEntryNames([{ isCover: true }, { isCover: false }, { isCover: false }])).toEqual(["01-cover.jpg", "02.jpg", "03.jpg"]);
    expect(printerEntryNames([{ isCover: false }, { isCover: false }])).toEqual(["01.jpg", "02.jpg"]);
  });

  it("holds the print masters' bytes at full size, the cover first, one read at a time", { timeout: 60_000 }, async () => {
    // The family's photos go up while the photobook waits for them (a draft), then it is submitted.
    const { member, order, photobookId } = await arrangePaidPhotobook();
    const ids: string[] = [];
    for (const index of [0, 1, 2]) {
      const stored = await storeFormPhoto(member, {
        category: "photobook-page",
        target: { entityId: order.id },
        fileName: `family-${index}.jpg`,
        fileType: "image/jpeg",
        body: await photo(index),
      });
      if (!stored.ok) throw new Error(stored.problem);
      ids.push(stored.upload.id);
    }
    // The family chose the third photo as the cover.
    await db()
      .updateTable("photobooks")
      .set({
        status: "designing",
        cover_upload_id: ids[2]!,
        cover_text: "우리 가족 공주 여행",
        recipient_name: "김엄마",
        address: "서울시 종로구 1",
      })
      .where("id", "=", photobookId)
      .execute();

    const zip = await printerZip(photobookId, MANIFEST_WORDS);
    expect(zip).toMatchObject({ fileName: `photobook-${order.id}.zip`, count: 3 });
    const files = unzipSync(new Uint8Array(await readAll(zip!.stream)));
    expect(Object.keys(files)).toEqual(["01-cover.jpg", "02.jpg", "03.jpg", "manifest.txt"]);

    const masters = await db().selectFrom("uploads").select(["id", "master_key"]).where("id", "in", ids).execute();
    const masterOf = (id: string) => masters.find((row) => row.id === id)!.master_key!;
    const bytesOf = async (key: string) => readAll((await new LocalStorage(store.root, "x").read(key))!);
    for (const [name, id] of [
      ["01-cover.jpg", ids[2]!],
      ["02.jpg", ids[0]!],
      ["03.jpg", ids[1]!],
    ] as const) {
      expect(Buffer.from(files[name]!).equals(await bytesOf(masterOf(id)))).toBe(true);
      const size = await sharp(Buffer.from(files[name]!)).metadata();
      expect([size.width, size.height]).toEqual([1600, 1200]);
    }
    // Only masters were read (never a page size), one open at a time.
    expect(store.reads).toEqual([masterOf(ids[2]!), masterOf(ids[0]!), masterOf(ids[1]!)]);
    expect(store.most).toBe(1);
    const manifest = Buffer.from(files["manifest.txt"]!).toString("utf8");
    expect(manifest).toContain("표지 문구: 우리 가족 공주 여행");
    expect(manifest).toContain("받는 분: 김엄마");
    expect(manifest).toContain("서울시 종로구 1");

    // The masters themselves are never served, to the family or anyone.
    const stranger = await arrangeMember({ name: "옆집" });
    for (const viewer of [member, stranger, null]) expect(await mediaAccess(masterOf(ids[0]!), viewer, null)).toBeNull();
  });

  it("is only the manifest while no photo is in, and nothing for an unknown photobook", async () => {
    const { photobookId } = await arrangePaidPhotobook();
    const zip = await printerZip(photobookId, MANIFEST_WORDS);
    expect(zip?.count).toBe(0);
    expect(Object.keys(unzipSync(new Uint8Array(await readAll(zip!.stream))))).toEqual(["manifest.txt"]);
    expect(await printerZip("pb_unknown", MANIFEST_WORDS)).toBeNull();
  });
});
