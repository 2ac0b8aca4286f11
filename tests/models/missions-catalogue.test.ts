// Missions and bookable products made by staff: the limits, the chapter and image checks (ids from the
// browser are never trusted), the reads with chapter and image, reordering, and the deletes a
// completion or a booking refuses.

import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import {
  createMission,
  createProduct,
  deleteMission,
  deleteProduct,
  listMissions,
  listProducts,
  type MissionInput,
  moveItem,
  type ProductInput,
  updateMission,
  updateProduct,
} from "~/models/missions/catalogue.server";
import { MISSION_LIMITS, PRODUCT_LIMITS } from "~/models/missions/rules";
import { travelProduct } from "~/models/orders/catalogue.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");

const activity = (title: string, locationName: string) => ({ title, description: `${title} 설명`, locationName });

/** A plan with two published chapters, and its staff. */
async function arrangePlan() {
  const { member, staff, planId, chapterIds } = await arrangeStaffPlan({
    family: "김가족",
    title: "제주 여행",
    days: [{ date: "2026-12-01", activities: [activity("성산일출봉 오르기", "성산일출봉"), activity("해녀 체험", "해녀의 집")] }],
    now: NOW,
  });
  const [first, second] = chapterIds;
  return { member, staff, planId, chapters: [first!, second!] as const };
}

let uploadCount = 0;
/** A staff image row as the library holds it (or, with `overrides`, one it does not). */
async function arrangeImage(ownerId: string, planId: string, overrides: Record<string, unknown> = {}) {
  uploadCount += 1;
  const id = `img-${planId}-${uploadCount}`;
  await db()
    .insertInto("uploads")
    .values({
      id,
      owner_id: ownerId,
      category: "staff-image",
      storage_key: `incoming/x/${id}`,
      file_name: "sea.jpg",
      declared_type: "image/jpeg",
      declared_size: 1,
      content_type: "image/jpeg",
      byte_size: 1,
      width: 1080,
      height: 720,
      variants: JSON.stringify([
        { width: 360, webp: `v/${id}/360.webp`, jpeg: `v/${id}/360.jpg` },
        { width: 1080, webp: `v/${id}/1080.webp`, jpeg: `v/${id}/1080.jpg` },
      ]),
      status: "confirmed",
      entity_id: planId,
      scope_id: null,
      slot: uploadCount,
      master_key: null,
      created_at: NOW.toISOString(),
      confirmed_at: NOW.toISOString(),
      ...overrides,
    })
    .execute();
  return id;
}

const mission = (activityId: string, over: Partial<MissionInput> = {}): MissionInput => ({
  activityId,
  title: " 일출 보기 ",
  description: "해가 뜨는 모습을 가족과 함께 보세요",
  points: 100,
  hint: "  ",
  imageUploadId: null,
  ...over,
});

const product = (activityId: string, over: Partial<ProductInput> = {}): ProductInput => ({
  activityId,
  name: "해녀 체험권",
  category: "체험",
  price: 30000,
  description: "",
  imageUploadId: null,
  ...over,
});

describe("missions", () => {
  it("are created on a published chapter, listed in order with the chapter's location and the image's sizes", async () => {
    const { staff, planId, chapters } = await arrangePlan();
    const image = await arrangeImage(staff.id, planId);
    const first = await createMission(planId, mission(chapters[0], { imageUploadId: image }), NOW);
    const second = await createMission(
      planId,
      mission(chapters[1], { title: "해녀에게 질문하기", points: 50, hint: "물질이 뭘까요?" }),
      NOW,
    );
    expect(first.ok && second.ok).toBe(true);
    const listed = await listMissions(planId);
    expect(listed.map((m) => [m.title, m.points, m.hint, m.chapter.locationName, m.chapter.dayNumber, m.position])).toEqual([
      ["일출 보기", 100, null, "성산일출봉", 1, 1],
      ["해녀에게 질문하기", 50, "물질이 뭘까요?", "해녀의 집", 1, 2],
    ]);
    expect(listed[0]?.image?.fallback).toBe(`/media/v/${image}/360.jpg`);
    expect(listed[0]?.image?.webpSrcSet).toContain("1080w");
    expect(listed[1]?.image).toBeNull();
  });

  it("keep to the limits", async () => {
    const { planId, chapters } = await arrangePlan();
    const refused = [
      { title: "" },
      { title: "가".repeat(MISSION_LIMITS.title + 1) },
      { description: "   " },
      { description: "가".repeat(MISSION_LIMITS.description + 1) },
      { hint: "가".repeat(MISSION_LIMITS.hint + 1) },
      { points: 0 },
      { points: MISSION_LIMITS.maxPoints + 1 },
      { points: 1.5 },
      { points: Number.NaN },
    ];
    for (const over of refused) {
      expect(await createMission(planId, mission(chapters[0], over), NOW), JSON.stringify(over)).toEqual({ ok: false, reason: "invalid" });
    }
    expect((await createMission(planId, mission(chapters[0], { title: "가".repeat(60), points: 1000 }), NOW)).ok).toBe(true);
    expect(await listMissions(planId)).toHaveLength(1);
  });

  it("never take a chapter or an image of another plan, nor an image outside the library", async () => {
    const mine = await arrangePlan();
    const theirs = await arrangePlan();
    expect(await createMission(mine.planId, mission(theirs.chapters[0]), NOW)).toEqual({ ok: false, reason: "chapter" });
    expect(await createMission(mine.planId, mission("no-such-chapter"), NOW)).toEqual({ ok: false, reason: "chapter" });
    const theirImage = await arrangeImage(theirs.staff.id, theirs.planId);
    const pending = await arrangeImage(mine.staff.id, mine.planId, { status: "pending" });
    const review = await arrangeImage(mine.staff.id, mine.planId, { category: "review" });
    const unplaced = await arrangeImage(mine.staff.id, mine.planId, { slot: null });
    for (const imageUploadId of [theirImage, pending, review, unplaced, "no-such-upload"]) {
      expect(await createMission(mine.planId, mission(mine.chapters[0], { imageUploadId }), NOW)).toEqual({ ok: false, reason: "image" });
    }
    expect(await createMission("no-such-plan", mission(mine.chapters[0]), NOW)).toEqual({ ok: false, reason: "missing" });
    expect(await listMissions(mine.planId)).toEqual([]);
  });

  it("are edited and deleted only within their plan; a completed one is not deleted", async () => {
    const mine = await arrangePlan();
    const theirs = await arrangePlan();
    const made = await createMission(mine.planId, mission(mine.chapters[0]), NOW);
    if (!made.ok) throw new Error("not made");
    expect(await updateMission(theirs.planId, made.id, mission(theirs.chapters[0]), NOW)).toEqual({ ok: false, reason: "missing" });
    expect(await deleteMission(theirs.planId, made.id)).toEqual({ ok: false, reason: "missing" });
    expect(await updateMission(mine.planId, made.id, mission(mine.chapters[1], { title: "해녀 만나기", points: 70 }), NOW)).toEqual({
      ok: true,
      id: made.id,
    });
    expect((await listMissions(mine.planId)).map((m) => [m.title, m.points, m.chapter.id])).toEqual([
      ["해녀 만나기", 70, mine.chapters[1]],
    ]);

    await db()
      .insertInto("mission_completions")
      .values({
        mission_id: made.id,
        plan_id: mine.planId,
        user_id: mine.member.id,
        note: null,
        points: 70,
        completed_at: NOW.toISOString(),
      })
      .execute();
    expect(await deleteMission(mine.planId, made.id)).toEqual({ ok: false, reason: "completed" });
    await db().deleteFrom("mission_completions").where("mission_id", "=", made.id).execute();
    expect(await deleteMission(mine.planId, made.id)).toEqual({ ok: true, id: made.id });
    expect(await listMissions(mine.planId)).toEqual([]);
  });

  it("are reordered by moving one up or down", async () => {
    const { planId, chapters } = await arrangePlan();
    const ids: string[] = [];
    for (const title of ["하나", "둘", "셋"]) {
      const made = await createMission(planId, mission(chapters[0], { title }), NOW);
      if (made.ok) ids.push(made.id);
    }
    expect(await moveItem("plan_missions", planId, ids[2]!, "up")).toEqual({ ok: true, id: ids[2] });
    expect((await listMissions(planId)).map((m) => [m.title, m.position])).toEqual([
      ["하나", 1],
      ["셋", 2],
      ["둘", 3],
    ]);
    expect(await moveItem("plan_missions", planId, ids[0]!, "up")).toEqual({ ok: true, id: ids[0] });
    expect(await moveItem("plan_missions", "other-plan", ids[0]!, "down")).toEqual({ ok: false, reason: "missing" });
    expect((await listMissions(planId)).map((m) => m.title)).toEqual(["하나", "셋", "둘"]);
  });
});

describe("products", () => {
  it("are created, listed with chapter and image, and keep to the limits", async () => {
    const { staff, planId, chapters } = await arrangePlan();
    const image = await arrangeImage(staff.id, planId);
    expect((await createProduct(planId, product(chapters[1], { imageUploadId: image, description: " 2시간 " }), NOW)).ok).toBe(true);
    expect((await createProduct(planId, product(chapters[0], { name: "일출 카약", category: "액티비티", price: 0 }), NOW)).ok).toBe(true);
    const listed = await listProducts(planId);
    expect(listed.map((p) => [p.name, p.category, p.price, p.description, p.chapter.locationName])).toEqual([
      ["해녀 체험권", "체험", 30000, "2시간", "해녀의 집"],
      ["일출 카약", "액티비티", 0, "", "성산일출봉"],
    ]);
    expect(listed[0]?.image?.jpegSrcSet).toBe(`/media/v/${image}/360.jpg 360w, /media/v/${image}/1080.jpg 1080w`);

    const refused = [
      { name: " " },
      { name: "가".repeat(PRODUCT_LIMITS.name + 1) },
      { category: "" },
      { category: "가".repeat(PRODUCT_LIMITS.category + 1) },
      { description: "가".repeat(PRODUCT_LIMITS.description + 1) },
      { price: -1 },
      { price: PRODUCT_LIMITS.maxPrice + 1 },
      { price: 1000.5 },
    ];
    for (const over of refused) {
      expect(await createProduct(planId, product(chapters[0], over), NOW), JSON.stringify(over)).toEqual({ ok: false, reason: "invalid" });
    }
    expect((await createProduct(planId, product(chapters[0], { price: PRODUCT_LIMITS.maxPrice }), NOW)).ok).toBe(true);
  });

  it("never take another plan's chapter or image, and are edited only in their plan", async () => {
    const mine = await arrangePlan();
    const theirs = await arrangePlan();
    expect(await createProduct(mine.planId, product(theirs.chapters[1]), NOW)).toEqual({ ok: false, reason: "chapter" });
    const theirImage = await arrangeImage(theirs.staff.id, theirs.planId);
    expect(await createProduct(mine.planId, product(mine.chapters[1], { imageUploadId: theirImage }), NOW)).toEqual({
      ok: false,
      reason: "image",
    });
    const made = await createProduct(mine.planId, product(mine.chapters[1]), NOW);
    if (!made.ok) throw new Error("not made");
    expect(await updateProduct(theirs.planId, made.id, product(theirs.chapters[0]), NOW)).toEqual({ ok: false, reason: "missing" });
    expect(await updateProduct(mine.planId, made.id, product(theirs.chapters[0]), NOW)).toEqual({ ok: false, reason: "chapter" });
    expect(await updateProduct(mine.planId, made.id, product(mine.chapters[0], { price: 45000 }), NOW)).toEqual({ ok: true, id: made.id });
    expect((await listProducts(mine.planId)).map((p) => [p.price, p.chapter.id])).toEqual([[45000, mine.chapters[0]]]);
  });

  it("are deleted with the carts holding them, but not while a booking order holds them", async () => {
    const { member, planId, chapters } = await arrangePlan();
    const kept = await createProduct(planId, product(chapters[1]), NOW);
    const carted = await createProduct(planId, product(chapters[1], { name: "장바구니 상품" }), NOW);
    if (!kept.ok || !carted.ok) throw new Error("not made");
    await db()
      .insertInto("plan_cart_items")
      .values({ plan_id: planId, product_id: carted.id, price_seen: 30000, added_by: member.id, added_at: NOW.toISOString() })
      .execute();
    expect(await deleteProduct(planId, carted.id)).toEqual({ ok: true, id: carted.id });
    expect(await db().selectFrom("plan_cart_items").select("product_id").where("plan_id", "=", planId).execute()).toEqual([]);

    const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
    await db().insertInto("booking_items").values({ order_id: order.id, product_id: kept.id, plan_id: planId, price: 30000 }).execute();
    expect(await deleteProduct(planId, kept.id)).toEqual({ ok: false, reason: "booked" });
    expect(await listProducts(planId)).toHaveLength(1);
  });
});
