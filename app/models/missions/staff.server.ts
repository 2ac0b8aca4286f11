// What staff see of a plan's missions and products in the editor: each mission with its completion
// (when, by whom, the note, the photos: private, served to staff by the media route), each product
// with whether it is in the family's cart and which booking orders reserved it.
import { db } from "~/db.server";
import { listPlacedPhotos, type PlacedPhoto } from "~/models/uploads/library.server";
import { listMissions, listProducts, type PlanMission, type PlanProduct } from "./catalogue.server";
import { proofEntity } from "./completions.server";

export interface StaffCompletion {
  at: string;
  /** The member's name (or nickname), null when the account is gone. */
  by: string | null;
  note: string | null;
  points: number;
  photos: PlacedPhoto[];
}

export interface StaffMission extends PlanMission {
  completion: StaffCompletion | null;
}

export interface StaffReservation {
  orderId: string;
  reservedAt: string;
  price: number;
}

export interface StaffProduct extends PlanProduct {
  inCart: boolean;
  /** Booking orders holding the product reserved (not released), oldest first. */
  reservations: StaffReservation[];
}

export async function readCatalogueForStaff(planId: string): Promise<{ missions: StaffMission[]; products: StaffProduct[] }> {
  const [missions, products, completions, cart, reserved] = await Promise.all([
    listMissions(planId),
    listProducts(planId),
    db()
      .selectFrom("mission_completions as c")
      .leftJoin("users as u", "u.id", "c.user_id")
      .select(["c.mission_id", "c.completed_at", "c.note", "c.points", "u.name", "u.nickname"])
      .where("c.plan_id", "=", planId)
      .execute(),
    db().selectFrom("plan_cart_items").select("product_id").where("plan_id", "=", planId).execute(),
    db()
      .selectFrom("booking_items")
      .select(["order_id", "product_id", "reserved_at", "price"])
      .where("plan_id", "=", planId)
      .where("reserved_at", "is not", null)
      .where("released_at", "is", null)
      .orderBy("reserved_at")
      .execute(),
  ]);
  const completed = new Map(completions.map((row) => [row.mission_id, row]));
  const photos = new Map(
    await Promise.all(
      missions
        .filter((mission) => completed.has(mission.id))
        .map(async (mission) => [mission.id, await listPlacedPhotos("mission-proof", proofEntity(planId, mission.id))] as const),
    ),
  );
  const inCart = new Set(cart.map((row) => row.product_id));
  return {
    missions: missions.map((mission) => {
      const row = completed.get(mission.id);
      return {
        ...mission,
        completion: row
          ? {
              at: row.completed_at,
              by: row.name || row.nickname || null,
              note: row.note,
              points: Number(row.points),
              photos: photos.get(mission.id) ?? [],
            }
          : null,
      };
    }),
    products: products.map((product) => ({
      ...product,
      inCart: inCart.has(product.id),
      reservations: reserved
        .filter((row) => row.product_id === product.id)
        .map((row) => ({ orderId: row.order_id, reservedAt: row.reserved_at ?? "", price: Number(row.price) })),
    })),
  };
}
