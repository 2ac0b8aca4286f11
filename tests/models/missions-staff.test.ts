// What staff see of a plan's missions and products: in the editor, each mission's completion (who,
// when, the note, the photos) and each product in the cart or reserved by a booking order; on the
// trip's timeline, the completions and the plan's booking payments and refunds (another plan's or
// another kind's orders stay off it).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createMission, createProduct } from "~/models/missions/catalogue.server";
import { readCatalogueForStaff } from "~/models/missions/staff.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { orderTimeline } from "~/models/orders/order-timeline.server";
import { insertPendingOrder } from "~/models/orders/orders.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { arrangeStaffPlan } from "../support/plans";

const NOW = new Date("2026-11-27T03:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

async function arrangeTripWithPlan() {
  const { member, order, planId, chapterIds } = await arrangeStaffPlan({
    family: "이가족",
    staffName: "최플래너",
    title: "강릉 여행",
    days: [{ date: "2026-12-01", activities: [{ title: "경포해변", description: "바다", locationName: "경포해변" }] }],
    now: NOW,
  });
  const chapter = chapterIds[0]!;
  const mission = await createMission(planId, {
    activityId: chapter,
    title: "조개 줍기",
    description: "예쁜 조개 세 개",
    points: 30,
    hint: null,
    imageUploadId: null,
  });
  const other = await createMission(planId, {
    activityId: chapter,
    title: "모래성",
    description: "모래성 쌓기",
    points: 20,
    hint: null,
    imageUploadId: null,
  });
  const carted = await createProduct(planId, {
    activityId: chapter,
    name: "서핑 강습",
    category: "체험",
    price: 40000,
    description: "",
    imageUploadId: null,
  });
  const reserved = await createProduct(planId, {
    activityId: chapter,
    name: "파라솔",
    category: "대여",
    price: 15000,
    description: "",
    imageUploadId: null,
  });
  if (!mission.ok || !other.ok || !carted.ok || !reserved.ok) throw new Error("not made");
  return { member, order, planId, missionId: mission.id, carted: carted.id, reserved: reserved.id };
}

async function bookingOrder(userId: string, planId: string, amount: number, paid: string | null, refunded: string | null) {
  const id = `BOOKING_${Date.now()}_${randomUUID().slice(0, 8)}`;
  await insertPendingOrder(userId, { id, productType: "booking", orderName: "여행 예약 상품 1개", amount, metadata: { planId }, now: NOW });
  await db()
    .updateTable("orders")
    .set({ status: refunded ? "refunded" : "payment_complete", approved_at: paid, refunded_at: refunded })
    .where("id", "=", id)
    .execute();
  return id;
}

describe("staff's view of missions and products", () => {
  it("shows a completion with who, when, the note and the photos, and products in the cart or reserved", async () => {
    const { member, planId, missionId, carted, reserved } = await arrangeTripWithPlan();
    await db()
      .insertInto("mission_completions")
      .values({ mission_id: missionId, plan_id: planId, user_id: member.id, note: "조개가 많았어요", points: 30, completed_at: at(5) })
      .execute();
    await db()
      .insertInto("uploads")
      .values({
        id: `proof-${missionId}`,
        owner_id: member.id,
        category: "mission-proof",
        storage_key: `incoming/x/proof-${missionId}`,
        file_name: "shell.jpg",
        declared_type: "image/jpeg",
        declared_size: 1,
        content_type: "image/jpeg",
        byte_size: 1,
        width: 360,
        height: 360,
        variants: JSON.stringify([{ width: 360, webp: `p/proof-${missionId}/360.webp`, jpeg: `p/proof-${missionId}/360.jpg` }]),
        status: "confirmed",
        entity_id: `${planId}:${missionId}`,
        scope_id: planId,
        slot: 0,
        master_key: null,
        created_at: at(4),
        confirmed_at: at(4),
      })
      .execute();
    await db()
      .insertInto("plan_cart_items")
      .values({ plan_id: planId, product_id: carted, price_seen: 40000, added_by: member.id, added_at: at(6) })
      .execute();
    const paid = await bookingOrder(member.id, planId, 15000, at(7), null);
    const released = await bookingOrder(member.id, planId, 15000, at(1), at(2));
    await db()
      .insertInto("booking_items")
      .values([
        { order_id: paid, product_id: reserved, plan_id: planId, price: 15000, reserved_at: at(7), released_at: null },
        { order_id: released, product_id: reserved, plan_id: planId, price: 15000, reserved_at: at(1), released_at: at(2) },
      ])
      .execute();

    const view = await readCatalogueForStaff(planId);
    const [done, open] = view.missions;
    expect(done?.completion).toMatchObject({ at: at(5), by: "이가족", note: "조개가 많았어요", points: 30 });
    expect(done?.completion?.photos.map((photo) => photo.sources?.fallback)).toEqual([`/media/p/proof-${missionId}/360.jpg`]);
    expect(open?.completion).toBeNull();
    expect(view.products.map((p) => [p.name, p.inCart, p.reservations.map((r) => r.orderId)])).toEqual([
      ["서핑 강습", true, []],
      ["파라솔", false, [paid]],
    ]);
  });

  it("puts completions and the plan's booking payments and refunds on the trip's timeline", async () => {
    const { member, order, planId, missionId } = await arrangeTripWithPlan();
    const elsewhere = await arrangeTripWithPlan();
    await db()
      .insertInto("mission_completions")
      .values({ mission_id: missionId, plan_id: planId, user_id: member.id, note: null, points: 30, completed_at: at(10) })
      .execute();
    const paid = await bookingOrder(member.id, planId, 15000, at(20), null);
    const refunded = await bookingOrder(member.id, planId, 40000, at(30), at(40));
    // Another plan's booking (the same member's, in this test) and a pending one stay off.
    await bookingOrder(member.id, elsewhere.planId, 9000, at(50), null);
    await bookingOrder(member.id, planId, 1000, null, null);

    const timeline = (await orderTimeline(order.id))!;
    expect(timeline.planId).toBe(planId);
    const fromPlan = timeline.events.filter((event) => ["mission", "booking-payment", "booking-refund"].includes(event.kind));
    expect(fromPlan).toEqual([
      { kind: "booking-refund", id: refunded, at: at(40), amount: 40000, orderName: "여행 예약 상품 1개" },
      { kind: "booking-payment", id: refunded, at: at(30), amount: 40000, orderName: "여행 예약 상품 1개" },
      { kind: "booking-payment", id: paid, at: at(20), amount: 15000, orderName: "여행 예약 상품 1개" },
      { kind: "mission", id: missionId, at: at(10), title: "조개 줍기", points: 30, memberName: "이가족" },
    ]);
    // A trip without a plan has none of these.
    const bare = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!, NOW);
    expect((await orderTimeline(bare.id))?.planId).toBeNull();
  });
});
