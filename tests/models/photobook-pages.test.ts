// The photobook's pages (docs/decisions/0054-photobook-photos.md): only the member who paid the
// PHOTOBOOK_ order sees and fills its photobook; 20 to 45 photos at submission (checked here, whatever
// the page allowed), the cover one of this order's photos, the cover text at most 30 characters;
// submitting twice changes nothing; and the trip's mission photos copied in as a starting set (the
// family's own plan only, each with its print master, within the 45, once).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/models/accounts/users.server";
import { completeMission } from "~/models/missions/completions.server";
import {
  importMissionPhotos,
  missionPhotoOffer,
  readPhotobookForPages,
  removePhotobookPage,
  submitPhotobookPages,
} from "~/models/photobook/pages.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { createPhotobook } from "~/models/photobook/photobooks.server";
import { beginUpload, storeFormPhoto } from "~/models/uploads/uploader.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { insertMission } from "../support/missions";
import { arrangeMember } from "../support/people";
import { arrangePaidPhotobook, arrangePhotobookPages } from "../support/photobooks";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");

let local: LocalStorage;
beforeEach(() => {
  local = new LocalStorage(mkdtempSync(join(tmpdir(), "photobook-pages-")), "photobook-pages-secret");
  useStorage(local);
});
afterAll(() => useStorage(undefined));

/** `count` placed photobook pages of the order, as if uploaded (the count is what these tests need). */
const placePages = (owner: User, orderId: string, count: number, from = 0, size = { width: 2000, height: 1500 }) =>
  arrangePhotobookPages(owner.id, orderId, count, { from, ...size, now: NOW });

const statusOf = async (photobookId: string) =>
  (await db().selectFrom("photobooks").selectAll().where("id", "=", photobookId).executeTakeFirstOrThrow()).status;

describe("who sees a photobook's pages", () => {
  it("only the member who paid its PHOTOBOOK_ order, with the row the payment made", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({ now: NOW });
    const stranger = await arrangeMember({ name: "남" });
    expect(await readPhotobookForPages(member.id, order.id)).toMatchObject({ id: photobookId, status: "draft", pages: [] });
    expect(await readPhotobookForPages(stranger.id, order.id)).toBeNull();

    // An order not paid (a row there or not), a travel order's id, an unknown id: not found alike.
    const unpaid = await createPhotobookOrder(member.id, "강릉", NOW);
    await createPhotobook({ userId: member.id, orderId: unpaid.id, status: "draft" }, NOW);
    expect(await readPhotobookForPages(member.id, unpaid.id)).toBeNull();
    const { member: traveller, order: trip } = await arrangeStaffPlan({ now: NOW });
    expect(await readPhotobookForPages(traveller.id, trip.id)).toBeNull();
    expect(await readPhotobookForPages(member.id, "PHOTOBOOK_0_none")).toBeNull();
    // A refunded order's photobook is gone from the page.
    await db().updateTable("orders").set({ status: "refunded" }).where("id", "=", order.id).execute();
    expect(await readPhotobookForPages(member.id, order.id)).toBeNull();
  });

  it("another member can neither submit, remove nor import into it", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({ now: NOW });
    const stranger = await arrangeMember({ name: "남" });
    const [first] = await placePages(member, order.id, 20);
    expect(await submitPhotobookPages({ userId: stranger.id, orderId: order.id, coverUploadId: null, coverText: null })).toEqual({
      ok: false,
      problem: "notFound",
    });
    expect(await removePhotobookPage({ userId: stranger.id, orderId: order.id, uploadId: first! })).toBe(false);
    expect(await importMissionPhotos(stranger, order.id)).toEqual({ ok: false, problem: "notFound" });
    expect(await statusOf(photobookId)).toBe("draft");
    expect((await readPhotobookForPages(member.id, order.id))?.pages).toHaveLength(20);
  });
});

describe("submitting the photos", () => {
  it("refuses 19 and takes 20, the cover and its text recorded with the move", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({ now: NOW });
    const ids = await placePages(member, order.id, 19);
    expect(await submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: null, coverText: null })).toEqual({
      ok: false,
      problem: "tooFew",
    });
    expect(await statusOf(photobookId)).toBe("draft");
    const [twentieth] = await placePages(member, order.id, 1, 19);
    expect(
      await submitPhotobookPages(
        { userId: member.id, orderId: order.id, coverUploadId: twentieth!, coverText: "  우리 가족 공주 여행  " },
        NOW,
      ),
    ).toEqual({ ok: true, already: false });
    const book = await db().selectFrom("photobooks").selectAll().where("id", "=", photobookId).executeTakeFirstOrThrow();
    expect(book).toMatchObject({
      status: "designing",
      cover_upload_id: twentieth,
      cover_text: "우리 가족 공주 여행",
      submitted_at: NOW.toISOString(),
    });
    expect(ids).toHaveLength(19);
  });

  it("takes 45, and a 46th photo is refused by the uploader", async () => {
    const { member, order } = await arrangePaidPhotobook({ now: NOW });
    await placePages(member, order.id, 45);
    const begun = await beginUpload(member, {
      category: "photobook-page",
      target: { entityId: order.id },
      fileName: "46.jpg",
      fileType: "image/jpeg",
      fileSize: 100,
    });
    expect(begun).toMatchObject({ ok: false, problem: "full" });
    expect(await submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: null, coverText: null })).toEqual({
      ok: true,
      already: false,
    });
  });

  it("lets 45 photos begin in one go at the default upload budget", async () => {
    const { member, order } = await arrangePaidPhotobook({ now: NOW });
    const begun = [];
    for (let i = 0; i < 45; i++) {
      begun.push(
        await beginUpload(
          member,
          { category: "photobook-page", target: { entityId: order.id }, fileName: `${i}.jpg`, fileType: "image/jpeg", fileSize: 5_000_000 },
          NOW,
        ),
      );
    }
    expect(begun.filter((result) => !result.ok)).toEqual([]);
  });

  it("refuses a cover that is not one of this order's photos, and a cover text over 30 characters", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({ now: NOW });
    const other = await arrangePaidPhotobook({ member, now: NOW });
    await placePages(member, order.id, 20);
    const [othersPage] = await placePages(member, other.order.id, 1);
    for (const cover of [othersPage!, "no-such-upload"]) {
      expect(await submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: cover, coverText: null })).toEqual({
        ok: false,
        problem: "cover",
      });
    }
    expect(await submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: null, coverText: "가".repeat(31) })).toEqual({
      ok: false,
      problem: "coverText",
    });
    expect(await statusOf(photobookId)).toBe("draft");
    // Thirty is fine; no cover: an expert picks.
    expect(await submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: null, coverText: "가".repeat(30) })).toEqual({
      ok: true,
      already: false,
    });
    expect(await db().selectFrom("photobooks").select("cover_upload_id").where("id", "=", photobookId).executeTakeFirst()).toEqual({
      cover_upload_id: null,
    });
  });

  it("is idempotent: a second submit (or two at once) answers success and changes nothing", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({ now: NOW });
    const [first, second] = await placePages(member, order.id, 20);
    const both = await Promise.all([
      submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: first!, coverText: "처음" }, NOW),
      submitPhotobookPages({ userId: member.id, orderId: order.id, coverUploadId: first!, coverText: "처음" }, NOW),
    ]);
    expect(both.every((result) => result.ok)).toBe(true);
    expect(both.filter((result) => result.ok && !result.already)).toHaveLength(1);
    const again = await submitPhotobookPages(
      { userId: member.id, orderId: order.id, coverUploadId: second!, coverText: "다른 문구" },
      new Date(NOW.getTime() + 60_000),
    );
    expect(again).toEqual({ ok: true, already: true });
    const book = await db().selectFrom("photobooks").selectAll().where("id", "=", photobookId).executeTakeFirstOrThrow();
    expect(book).toMatchObject({ status: "designing", cover_upload_id: first, cover_text: "처음", submitted_at: NOW.toISOString() });
    const history = await db().selectFrom("photobook_status_history").selectAll().where("photobook_id", "=", photobookId).execute();
    // The payment made the row (none → draft); the submit moved it once.
    expect(history.map((row) => [row.from_status, row.to_status, row.actor])).toEqual([
      [null, "draft", "payment"],
      ["draft", "designing", "customer"],
    ]);
    // Submitted photos stay as they are.
    expect(await removePhotobookPage({ userId: member.id, orderId: order.id, uploadId: second! })).toBe(false);
    expect((await readPhotobookForPages(member.id, order.id))?.pages).toHaveLength(20);
  });

  it("flags photos under 1,200 px on their short side before submission", async () => {
    const { member, order } = await arrangePaidPhotobook({ now: NOW });
    await placePages(member, order.id, 1, 0, { width: 1600, height: 1199 });
    await placePages(member, order.id, 1, 1, { width: 1200, height: 3000 });
    const pages = (await readPhotobookForPages(member.id, order.id))?.pages ?? [];
    expect(pages.map((page) => page.lowResolution)).toEqual([true, false]);
  });
});

describe("the trip's mission photos as a starting set", () => {
  /** A photo as a phone takes it. */
  const picture = (width: number, height: number, color: string) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer();

  /** A family's sent plan with two missions, the first completed with two photos, the second with one photo chosen but not completed. */
  async function tripWithMissions() {
    const plan = await arrangeStaffPlan({ sent: true, now: NOW });
    const [done, open] = [await insertMission(db(), plan.planId), await insertMission(db(), plan.planId)];
    for (const [missionId, body, name] of [
      [done, await picture(2400, 1800, "#336699"), "done-1.jpg"],
      [done, await picture(900, 600, "#993366"), "done-2.jpg"],
      [open, await picture(800, 800, "#669933"), "open-1.jpg"],
    ] as const) {
      const stored = await storeFormPhoto(plan.member, {
        category: "mission-proof",
        target: { entityId: missionId, parentId: plan.planId },
        fileName: name,
        fileType: "image/jpeg",
        body,
      });
      if (!stored.ok) throw new Error(stored.problem);
    }
    expect(await completeMission({ planId: plan.planId, missionId: done, userId: plan.member.id }, NOW)).toMatchObject({ ok: true });
    return plan;
  }

  it("copies the completed missions' photos, each with sizes and a print master of its own, once", { timeout: 60_000 }, async () => {
    const trip = await tripWithMissions();
    const { order, photobookId } = await arrangePaidPhotobook({ member: trip.member, now: NOW });
    await db().updateTable("photobooks").set({ travel_order_id: trip.order.id }).where("id", "=", photobookId).execute();
    const book = (await readPhotobookForPages(trip.member.id, order.id))!;
    expect(await missionPhotoOffer(trip.member.id, book)).toBe(2);

    expect(await importMissionPhotos(trip.member, order.id, NOW)).toEqual({ ok: true, copied: 2, full: false });
    const pages = (await readPhotobookForPages(trip.member.id, order.id))!.pages;
    expect(pages.map((page) => [page.fileName, page.width, page.height, page.lowResolution])).toEqual([
      ["done-1.jpg", 2400, 1800, false],
      ["done-2.jpg", 900, 600, true],
    ]);
    const rows = await db()
      .selectFrom("uploads")
      .selectAll()
      .where(
        "id",
        "in",
        pages.map((page) => page.id),
      )
      .orderBy("slot")
      .execute();
    for (const row of rows) {
      expect(row).toMatchObject({ category: "photobook-page", owner_id: trip.member.id, entity_id: order.id, scope_id: order.id });
      expect(row.master_key).toBe(`m/${row.id}/master.jpg`);
      const master = await local.localCopy(row.master_key!);
      const meta = await sharp(master!.path).metadata();
      await master!.release();
      expect([meta.width, meta.height]).toEqual([row.width, row.height]);
      expect(pages.find((page) => page.id === row.id)?.sources?.fallback).toMatch(/^\/media\/p\//);
    }
    // Asked again: nothing more (and nothing offered).
    expect(await importMissionPhotos(trip.member, order.id, NOW)).toEqual({ ok: true, copied: 0, full: false });
    expect(await missionPhotoOffer(trip.member.id, (await readPhotobookForPages(trip.member.id, order.id))!)).toBe(0);
    expect((await readPhotobookForPages(trip.member.id, order.id))!.pages).toHaveLength(2);
    // The copies are the book's own: the mission's photos are untouched.
    const proofs = await db()
      .selectFrom("uploads")
      .select("id")
      .where("category", "=", "mission-proof")
      .where("scope_id", "=", trip.planId)
      .execute();
    expect(proofs).toHaveLength(3);
  });

  it("never offers another family's photos", { timeout: 60_000 }, async () => {
    const trip = await tripWithMissions();
    const { member, order, photobookId } = await arrangePaidPhotobook({ now: NOW });
    // A photobook naming someone else's trip.
    await db().updateTable("photobooks").set({ travel_order_id: trip.order.id }).where("id", "=", photobookId).execute();
    const book = (await readPhotobookForPages(member.id, order.id))!;
    expect(await missionPhotoOffer(member.id, book)).toBe(0);
    expect(await importMissionPhotos(member, order.id, NOW)).toEqual({ ok: true, copied: 0, full: false });
    expect((await readPhotobookForPages(member.id, order.id))!.pages).toHaveLength(0);
  });

  it("stays within the 45", { timeout: 60_000 }, async () => {
    const trip = await tripWithMissions();
    const { order, photobookId } = await arrangePaidPhotobook({ member: trip.member, now: NOW });
    await db().updateTable("photobooks").set({ travel_order_id: trip.order.id }).where("id", "=", photobookId).execute();
    await placePages(trip.member, order.id, 44);
    expect(await importMissionPhotos(trip.member, order.id, NOW)).toEqual({ ok: true, copied: 1, full: true });
    expect((await readPhotobookForPages(trip.member.id, order.id))!.pages).toHaveLength(45);
    // Nothing left behind by the copy that did not fit.
    const strays = await db()
      .selectFrom("uploads")
      .select("id")
      .where("owner_id", "=", trip.member.id)
      .where("category", "=", "photobook-page")
      .where("slot", "is", null)
      .execute();
    expect(strays).toEqual([]);
    // After submission nothing is imported.
    expect(await submitPhotobookPages({ userId: trip.member.id, orderId: order.id, coverUploadId: null, coverText: null })).toMatchObject({
      ok: true,
    });
    expect(await importMissionPhotos(trip.member, order.id, NOW)).toEqual({ ok: false, problem: "notFound" });
  });
});
