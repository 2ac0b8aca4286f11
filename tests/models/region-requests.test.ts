import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { regionRequestSchema } from "~/forms/region-request.server";
import { REGION_REQUEST_MESSAGES } from "~/messages/region-requests";
import { createRegionRequest, listRegionRequests } from "~/models/regions/region-requests.server";
import { formDataOf } from "../support/form-data";
import { uniquePhone } from "../support/unique";

function parse(fields: Record<string, string>) {
  return parseWithZod(formDataOf(fields), { schema: regionRequestSchema });
}

describe("region request validation", () => {
  it("asks for every field when the form is empty", () => {
    const submission = parse({ name: "", phone: "" });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error?.name).toEqual([REGION_REQUEST_MESSAGES.required]);
    expect(reply.error?.phone).toEqual([REGION_REQUEST_MESSAGES.required]);
  });

  it("rejects a phone number with fewer than 10 digits", () => {
    const submission = parse({ name: "공주", phone: "010-123-45" });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.phone).toEqual([REGION_REQUEST_MESSAGES.invalidPhone]);
  });

  it("keeps digits only and trims the region", () => {
    const submission = parse({ name: "  강릉  ", phone: "010-1234-5678" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toMatchObject({ name: "강릉", phone: "01012345678" });
  });

  it("accepts a ten-digit landline", () => {
    expect(parse({ name: "여수", phone: "031-123-4567" }).status).toBe("success");
  });
});

describe("createRegionRequest", () => {
  it("stores a request with a real district as that district's address", async () => {
    const phone = uniquePhone();
    const result = await createRegionRequest({ name: "공주", phone, province: "충청남도", city: "공주시" }, { clientIp: "127.0.0.1" });
    expect(result.created).toBe(true);
    const rows = await listRegionRequests({ phone });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "충청남도 공주시", phone, province: "충청남도", city: "공주시" });
  });

  it("stores the same phone and region once", async () => {
    const phone = uniquePhone();
    expect((await createRegionRequest({ name: "경주", phone })).created).toBe(true);
    expect((await createRegionRequest({ name: "경주", phone })).created).toBe(false);
    expect(await listRegionRequests({ phone })).toHaveLength(1);
    expect((await createRegionRequest({ name: "강릉", phone })).created).toBe(true);
    expect(await listRegionRequests({ phone })).toHaveLength(2);
  });

  it("does not trust a province and city that are not a district", async () => {
    const phone = uniquePhone();
    await createRegionRequest({ name: "어딘가", phone, province: "<script>", city: "없는시" });
    const [row] = await listRegionRequests({ phone });
    expect(row).toMatchObject({ name: "어딘가", province: null, city: null });
  });

  it("keeps Sejong, which has no city, as the province alone", async () => {
    const phone = uniquePhone();
    await createRegionRequest({ name: "세종", phone, province: "세종특별자치시", city: "" });
    const [row] = await listRegionRequests({ phone });
    expect(row).toMatchObject({ name: "세종특별자치시", province: "세종특별자치시", city: null });
  });
});
