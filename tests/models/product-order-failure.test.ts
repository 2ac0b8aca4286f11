// The product screen's start button when the order cannot be saved
// (app/routes/_orders+/product.$productId.server.ts): the screen again, with
// '결제 요청 중 오류가 발생했습니다. 다시 시도해주세요.' and the member's choice kept (the same reply
// serves a browser with and without script), never the error page; and a saved order still goes to
// the checkout.
import { createCookie, type LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { createSession } from "~/models/accounts/sessions.server";
import * as travelOrders from "~/models/orders/travel-orders.server";
import { action } from "~/routes/_orders+/product.$productId.server";
import { arrangeMember } from "../support/people";

let cookie: string;
let memberId: string;

beforeAll(async () => {
  const member = await arrangeMember({ name: "주문실패가족" });
  memberId = member.id;
  const signed = await createCookie("__session", { secrets: [config.sessionSecret] }).serialize((await createSession(member.id)).id);
  cookie = signed.split(";")[0]!;
});

afterEach(() => vi.restoreAllMocks());

function start(fields: Record<string, string>) {
  const request = new Request("http://localhost/product/default", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "start", ...fields }).toString(),
  });
  return action({ request, params: { productId: "default" }, context: {} as LoaderFunctionArgs["context"] });
}

const CUSTOM = {
  productType: "custom",
  tripDuration: "overnight",
  province: "강원특별자치도",
  city: "강릉시",
  regionQuery: "강원특별자치도 강릉시",
};

describe("a failed order creation on the product screen", () => {
  it("replies with the retry sentence and the member's choice, and saves nothing", async () => {
    vi.spyOn(travelOrders, "createTravelOrder").mockRejectedValueOnce(new Error("database went away"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await db().selectFrom("orders").select("id").where("user_id", "=", memberId).execute();
    const reply = (await start(CUSTOM)) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> }; region: unknown };
      init: { status: number };
    };
    expect(reply.init.status).toBe(500);
    expect(reply.data.result.error[""]).toEqual(["결제 요청 중 오류가 발생했습니다. 다시 시도해주세요."]);
    expect(reply.data.result.initialValue).toMatchObject({ tripDuration: "overnight", productType: "custom" });
    expect(reply.data.region).toMatchObject({ province: "강원특별자치도", city: "강릉시" });
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", memberId).execute()).toEqual(before);
  });

  it("still goes to the checkout when the order is saved", async () => {
    const response = (await start(CUSTOM)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/payment\/checkout\?orderId=TRAVEL_/);
  });
});
