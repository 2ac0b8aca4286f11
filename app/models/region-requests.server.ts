// Region requests: visitors who want to hear when a signature region opens near them.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "~/db.server";
import { phoneField } from "./fields.server";
import { findDistrict } from "~/models/regions.server";

export const REGION_REQUEST_MESSAGES = {
  required: "모든 항목을 입력해주세요",
  invalidPhone: "올바른 연락처를 입력해주세요",
  success: "신청이 완료되었습니다! 곧 연락드리겠습니다.",
  failure: "신청 중 오류가 발생했습니다",
  tooMany: "신청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  nameTooLong: "지역명은 100자 이내로 입력해주세요",
} as const;

const required = { error: REGION_REQUEST_MESSAGES.required };

/** The form's fields, named as the spec's payload: name (region text), phone, province, city. */
export const regionRequestSchema = z.object({
  name: z.string(required).trim().min(1, REGION_REQUEST_MESSAGES.required).max(100, REGION_REQUEST_MESSAGES.nameTooLong),
  phone: phoneField({ required: REGION_REQUEST_MESSAGES.required, invalid: REGION_REQUEST_MESSAGES.invalidPhone }),
  province: z.string().trim().max(40).optional(),
  city: z.string().trim().max(40).optional(),
});

export type RegionRequestInput = z.infer<typeof regionRequestSchema>;

export interface RegionRequest {
  id: string;
  name: string;
  phone: string;
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
