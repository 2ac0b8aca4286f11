// Region requests: visitors who want to hear when a signature region opens near them.
import { randomUUID } from "node:crypto";
import { db } from "~/db.server";
import { findDistrict } from "~/models/regions/regions.server";

/** A request as the form's checks leave it: the region as typed, digits of a phone, maybe a picked district. */
export interface RegionRequestInput {
  name: string;
  phone: string;
  province?: string;
  city?: string;
}

export interface RegionRequest {
  id: string;
  name: string;
  /** Null once the region's opening text was sent. */
  phone: string | null;
  province: string | null;
  city: string | null;
  createdAt: string;
}

/**
 * Stores a request once per phone and region. A province and city are kept only when they name a
 * real district (never trusted from the browser); the request's name is then that district's address.
 */
export async function createRegionRequest(
  input: RegionRequestInput,
  meta: { clientIp?: string | null; now?: Date } = {},
): Promise<{ created: boolean }> {
  const district = input.province !== undefined ? findDistrict(input.province, input.city ?? "") : undefined;
  const result = await db()
    .insertInto("region_requests")
    .values({
      id: randomUUID(),
      name: district?.fullAddress ?? input.name,
      phone: input.phone,
      province: district?.province ?? null,
      city: district ? district.city || null : null,
      client_ip: meta.clientIp ?? null,
      created_at: (meta.now ?? new Date()).toISOString(),
    })
    .onConflict((oc) => oc.columns(["phone", "name"]).doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
}

export async function listRegionRequests(filter: { phone?: string } = {}): Promise<RegionRequest[]> {
  let query = db()
    .selectFrom("region_requests")
    .select(["id", "name", "phone", "province", "city", "created_at as createdAt"])
    .orderBy("created_at", "desc");
  if (filter.phone) query = query.where("phone", "=", filter.phone);
  return query.execute();
}
