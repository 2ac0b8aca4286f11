// The one upload path and its rule per category: who may attach to what and how many (mission proofs
// for the plan's family, five a mission; photobook pages for a paid photobook's owner, 45, with a print
// master; staff images for staff only), the upload budget and the write limit's exemption, HEIC
// refused by name and by content, and who may see a private photo (its family and staff, a share
// link's visitor only when the family allowed it).

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { checkWriteLimit } from "~/http/write-limits.server";
import type { User } from "~/models/accounts/users.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { createPhotobook } from "~/models/photobook/photobooks.server";
import { createShareLink, setSharePhotos } from "~/models/plans/sharing.server";
import { listPlacedPhotos } from "~/models/uploads/library.server";
import { mediaAccess } from "~/models/uploads/media.server";
import { beginUpload, finishUpload, storeFormPhoto } from "~/models/uploads/uploader.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { insertMission } from "../support/missions";
import { arrangeMember, arrangePerson } from "../support/people";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");

/** A JPEG taken with the phone turned (EXIF orientation 6) and GPS tags. */
async function phonePhoto(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({ IFD0: { Make: "FamilyCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 33/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The first bytes of an iPhone HEIC (an ISO box 'ftyp' of brand 'heic'), then filler. */
function heicBytes(): Buffer {
  return Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(200, 1)]);
}

async function staffUser(name: string): Promise<User> {
  const user = await arrangePerson("admin", name);
  return { ...user, role: "admin" };
}

/** The paid order's photobook row (the photobook kind's paid effect makes it; written here when it has not). */
async function photobookRowOf(owner: User, orderId: string): Promise<string> {
  const row = await db().selectFrom("photobooks").select("id").where("order_id", "=", orderId).executeTakeFirst();
  return row?.id ?? createPhotobook({ userId: owner.id, orderId, status: "draft" }, NOW);
}

const sentPlan = () => arrangeStaffPlan({ days: [{ date: "2026-11-20", activities: [{ title: "공산성" }] }], sent: true, now: NOW });

const photo = (body: Buffer, fileName = "proof.jpg") => ({ fileName, fileType: "image/jpeg", body });

let local: LocalStorage;
beforeEach(() => {
  local = new LocalStorage(mkdtempSync(join(tmpdir(), "categories-")), "category-test-secret");
  useStorage(local);
});
afterAll(() => useStorage(undefined));

describe("mission proofs", () => {
  it("are the plan's family's, five a mission, placed whichever request comes first", { timeout: 30_000 }, async () => {
    const { member, staff, planId } = await sentPlan();
    const stranger = await arrangeMember({ name: "남" });
    const [mission1, mission2] = [await insertMission(db(), planId), await insertMission(db(), planId)];
    const target = { entityId: mission1, parentId: planId };
    const body = await phonePhoto();

    expect(await storeFormPhoto(stranger, { category: "mission-proof", target, ...photo(body) })).toMatchObject({ problem: "notFound" });
    expect(await storeFormPhoto(staff, { category: "mission-proof", target, ...photo(body) })).toMatchObject({ problem: "forbidden" });
    expect(await storeFormPhoto(member, { category: "mission-proof", target: { entityId: mission1 }, ...photo(body) })).toMatchObject({
      problem: "notFound",
    });

    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) => storeFormPhoto(member, { category: "mission-proof", target, ...photo(body, `p${i}.jpg`) })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.problem === "full")).toBe(true);
    const placed = await listPlacedPhotos("mission-proof", `${planId}:${mission1}`);
    expect(placed).toHaveLength(5);
    // Refused ones leave nothing behind.
    const rows = await db().selectFrom("uploads").select("id").where("owner_id", "=", member.id).execute();
    expect(rows).toHaveLength(5);
    // Private sizes, under their own prefix.
    expect(placed[0]?.sources?.fallback).toMatch(/^\/media\/p\//);
    // Another mission has its own five.
    expect(
      await storeFormPhoto(member, { category: "mission-proof", target: { entityId: mission2, parentId: planId }, ...photo(body) }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe("photobook pages", () => {
  it("go to a paid photobook order's owner only, and keep a print master that is never served", { timeout: 30_000 }, async () => {
    const owner = await arrangeMember({ name: "포토북" });
    const stranger = await arrangeMember({ name: "남" });
    const unpaid = await createPhotobookOrder(owner.id, "강릉", NOW);
    const body = await phonePhoto(600, 300);
    expect(await storeFormPhoto(owner, { category: "photobook-page", target: { entityId: unpaid.id }, ...photo(body) })).toMatchObject({
      problem: "notFound",
    });
    await markPaidByCard(unpaid, NOW);
    const bookId = await photobookRowOf(owner, unpaid.id);
    expect(await storeFormPhoto(stranger, { category: "photobook-page", target: { entityId: unpaid.id }, ...photo(body) })).toMatchObject({
      problem: "notFound",
    });

    // The script's three steps.
    const begun = await beginUpload(owner, {
      category: "photobook-page",
      target: { entityId: unpaid.id },
      fileName: "page.jpg",
      fileType: "image/jpeg",
      fileSize: body.length,
    });
    if (!begun.ok) throw new Error(begun.problem);
    await local.write(begun.storageKey, body, "image/jpeg");
    const finished = await finishUpload(owner, { storageKey: begun.storageKey, target: { entityId: unpaid.id } });
    if (!finished.ok) throw new Error(finished.problem);

    const row = await db().selectFrom("uploads").selectAll().where("id", "=", finished.upload.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category: "photobook-page", scope_id: unpaid.id, entity_id: unpaid.id, slot: 0 });
    expect(row.master_key).toBe(`m/${row.id}/master.jpg`);
    // The original is gone; the master is full size, upright (orientation 6 applied), without metadata.
    expect(await local.head(row.storage_key)).toBeNull();
    const copy = await local.localCopy(row.master_key!);
    const meta = await sharp(copy!.path).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      width: 300,
      height: 600,
      exif: undefined,
      orientation: undefined,
    });
    expect(await mediaAccess(row.master_key!, owner, null)).toBeNull();
    expect(await mediaAccess(row.storage_key, owner, null)).toBeNull();

    // Once the photos are submitted (the book past its draft), no page is added (decision 0054).
    await db().updateTable("photobooks").set({ status: "designing" }).where("id", "=", bookId).execute();
    expect(await storeFormPhoto(owner, { category: "photobook-page", target: { entityId: unpaid.id }, ...photo(body) })).toMatchObject({
      problem: "notFound",
    });
  });

  it("hold 45 photos", { timeout: 30_000 }, async () => {
    const owner = await arrangeMember({ name: "포토북" });
    const order = await createPhotobookOrder(owner.id, "강릉", NOW);
    await markPaidByCard(order, NOW);
    await photobookRowOf(owner, order.id);
    // 45 placed rows, as if uploaded (the count, not the pictures, is what is tested here).
    await db()
      .insertInto("uploads")
      .values(
        Array.from({ length: 45 }, (_, slot) => ({
          id: `book-${order.id}-${slot}`,
          owner_id: owner.id,
          category: "photobook-page" as const,
          storage_key: `incoming/x/book-${order.id}-${slot}`,
          file_name: "p.jpg",
          declared_type: "image/jpeg",
          declared_size: 1,
          content_type: "image/jpeg",
          byte_size: 1,
          width: 1,
          height: 1,
          variants: null,
          status: "confirmed" as const,
          entity_id: order.id,
          scope_id: order.id,
          slot,
          master_key: null,
          created_at: NOW.toISOString(),
          confirmed_at: NOW.toISOString(),
        })),
      )
      .execute();
    const begun = await beginUpload(owner, {
      category: "photobook-page",
      target: { entityId: order.id },
      fileName: "46.jpg",
      fileType: "image/jpeg",
      fileSize: 100,
    });
    expect(begun).toMatchObject({ ok: false, problem: "full" });
  });
});

describe("staff images", () => {
  it("are uploaded by staff only, to a plan that exists", { timeout: 30_000 }, async () => {
    const { member, staff, planId } = await sentPlan();
    const body = await phonePhoto();
    expect(await storeFormPhoto(member, { category: "staff-image", target: { entityId: planId }, ...photo(body) })).toMatchObject({
      problem: "forbidden",
    });
    expect(await storeFormPhoto(staff, { category: "staff-image", target: { entityId: "no-such-plan" }, ...photo(body) })).toMatchObject({
      problem: "notFound",
    });
    const stored = await storeFormPhoto(staff, { category: "staff-image", target: { entityId: planId }, ...photo(body) });
    expect(stored.ok).toBe(true);
    const placed = await listPlacedPhotos("staff-image", planId);
    expect(placed.map((p) => p.fileName)).toEqual(["proof.jpg"]);
    expect(placed[0]?.sources?.fallback).toMatch(/^\/media\/v\//);
  });
});

describe("HEIC", () => {
  it("is refused by its declared type before a byte is sent, and by its content when a form names it otherwise", async () => {
    const member = await arrangeMember({ name: "아이폰" });
    for (const fileType of ["image/heic", "image/heif"]) {
      expect(
        await beginUpload(member, { category: "review", target: { entityId: null }, fileName: "IMG_0001.HEIC", fileType, fileSize: 100 }),
      ).toEqual({ ok: false, problem: "heic" });
    }
    const stored = await storeFormPhoto(member, { category: "review", target: { entityId: null }, ...photo(heicBytes(), "IMG_0001.jpg") });
    expect(stored).toEqual({ ok: false, problem: "heic" });
    // Named .heic by a form without a type the server knows: HEIC too, whatever the bytes.
    const named = await storeFormPhoto(member, {
      category: "review",
      target: { entityId: null },
      fileName: "IMG_0002.HEIC",
      fileType: "application/octet-stream",
      body: Buffer.alloc(300, 7),
    });
    expect(named).toEqual({ ok: false, problem: "heic" });
    expect(await db().selectFrom("uploads").select("id").where("owner_id", "=", member.id).execute()).toEqual([]);
  });
});

describe("the upload budget", () => {
  const saved = { ...config.uploadLimits.perMinute };
  afterEach(() => Object.assign(config.uploadLimits.perMinute, saved));

  it("counts photos per uploader, staff too, and refuses past it with a wait", async () => {
    config.uploadLimits.perMinute.limit = 2;
    for (const uploader of [await arrangeMember({ name: "많이" }), await staffUser("많이올리는직원")]) {
      const category = uploader.role === "admin" ? "staff-image" : "review";
      const target = uploader.role === "admin" ? { entityId: (await sentPlan()).planId } : { entityId: null };
      const ask = () => beginUpload(uploader, { category, target, fileName: "a.jpg", fileType: "image/jpeg", fileSize: 100 });
      expect((await ask()).ok).toBe(true);
      expect((await ask()).ok).toBe(true);
      const third = await ask();
      expect(third).toMatchObject({ ok: false, problem: "budget" });
      expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  it("is not spent by a file refused before upload", async () => {
    config.uploadLimits.perMinute.limit = 1;
    const member = await arrangeMember({ name: "거절" });
    const ask = (fileType: string) =>
      beginUpload(member, { category: "review", target: { entityId: null }, fileName: "a.jpg", fileType, fileSize: 100 });
    expect(await ask("text/plain")).toMatchObject({ problem: "type" });
    expect((await ask("image/jpeg")).ok).toBe(true);
  });

  it("replaces the write limit on the upload requests, which alone are outside it", async () => {
    const saved = { ...config.writeLimits.perAddress };
    config.writeLimits.perAddress.limit = 3;
    try {
      const clientIp = `10.0.0.${Math.floor(Math.random() * 250)}`;
      const request = (method: string, path: string, contentType?: string) =>
        checkWriteLimit({ method, path, clientIp, cookieHeader: null, contentType });
      for (let i = 0; i < 10; i++) {
        expect(await request("POST", "/storage/presigned-url", "application/json")).toBeNull();
        expect(await request("POST", "/storage/confirm-upload", "application/json")).toBeNull();
        expect(await request("PUT", "/storage/upload/incoming/x/y", "image/jpeg")).toBeNull();
        expect(await request("POST", "/post/create", "multipart/form-data; boundary=x")).toBeNull();
        expect(await request("POST", "/admin/plan/p1/images", "multipart/form-data; boundary=x")).toBeNull();
      }
      // A review form's other posts, and every other write, still count.
      const others = [];
      for (let i = 0; i < 4; i++) others.push(await request("POST", "/post/create", "application/x-www-form-urlencoded"));
      expect(others.slice(0, 3)).toEqual([null, null, null]);
      expect(others[3]).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    } finally {
      Object.assign(config.writeLimits.perAddress, saved);
    }
  });
});

describe("private photos", () => {
  it("are seen by their family and staff, on a share link only when the family allowed it", { timeout: 30_000 }, async () => {
    const { member, staff, planId } = await sentPlan();
    const stranger = await arrangeMember({ name: "남" });
    const stored = await storeFormPhoto(member, {
      category: "mission-proof",
      target: { entityId: await insertMission(db(), planId), parentId: planId },
      ...photo(await phonePhoto()),
    });
    if (!stored.ok) throw new Error(stored.problem);
    const key = stored.upload.variants[0]!.jpeg;
    expect(key).toMatch(/^p\//);

    expect(await mediaAccess(key, null, null)).toBeNull();
    expect(await mediaAccess(key, stranger, null)).toBeNull();
    expect(await mediaAccess(key, member, null)).toBe("private");
    expect(await mediaAccess(key, staff, null)).toBe("private");
    // A key the row did not make, under its folder, is not served.
    expect(await mediaAccess(key.replace(/\d+\.jpg$/, "9999.jpg"), member, null)).toBeNull();

    const link = await createShareLink({ planId, createdBy: member.id });
    if (!link.ok) throw new Error(link.reason);
    expect(await mediaAccess(key, null, link.token)).toBeNull();
    expect(await setSharePhotos({ planId, userId: stranger.id, allowed: true })).toBe(false);
    expect(await mediaAccess(key, null, link.token)).toBeNull();
    expect(await setSharePhotos({ planId, userId: member.id, allowed: true })).toBe(true);
    expect(await mediaAccess(key, null, link.token)).toBe("private");
    expect(await mediaAccess(key, null, "not-a-token")).toBeNull();
  });

  it("a review photo stays public", async () => {
    const member = await arrangeMember({ name: "후기" });
    const stored = await storeFormPhoto(member, { category: "review", target: { entityId: null }, ...photo(await phonePhoto()) });
    if (!stored.ok) throw new Error(stored.problem);
    expect(stored.upload.variants[0]!.jpeg).toMatch(/^v\//);
    expect(await mediaAccess(stored.upload.variants[0]!.jpeg, null, null)).toBe("public");
  });
});
