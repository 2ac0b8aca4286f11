// The photobook tab's forms (app/routes/admin+/dashboard.photobooks.tsx and its tracking dialog),
// called with a real staff session: the status dropdown's toasts and refusals, the tracking dialog's
// checks and messages, each coming back to the list as it was.
import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { readToast } from "~/http/toast.server";
import { PHOTOBOOK_TAB_MESSAGES as M } from "~/messages/photobook-production";
import { createSession } from "~/models/accounts/sessions.server";
import { action as tabAction } from "~/routes/admin+/dashboard.photobooks";
import { action as trackingAction, loader as trackingLoader } from "~/routes/admin+/dashboard.photobooks.$photobookId.tracking";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import { arrangePerson } from "../support/people";
import { arrangePaidPhotobook } from "../support/photobooks";

async function staffCookie(): Promise<string> {
  const staff = await arrangePerson("admin", "포토북탭직원");
  const session = await createSession(staff.id);
  const cookie = await createCookie("__session", { secrets: [config.sessionSecret] }).serialize(session.id);
  return cookie.split(";")[0]!;
}

function formRequest(url: string, cookie: string, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function toastOf(response: Response) {
  const read = await readToast(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }));
  return read.toast;
}

const statusOf = async (photobookId: string) =>
  (await db().selectFrom("photobooks").select("status").where("id", "=", photobookId).executeTakeFirstOrThrow()).status;

/** The tab's status form, from the list at `search`. */
async function postStatus(photobookId: string, status: string, search = "") {
  const request = formRequest(`http://localhost/admin/dashboard/photobooks${search}`, await staffCookie(), {
    intent: "status",
    photobookId,
    status,
  });
  const response = (await tabAction({ request, params: {}, context: {} as never })) as Response;
  return { status: response.status, location: response.headers.get("Location"), toast: await toastOf(response) };
}

/** The tracking dialog's form, opened from the list at `search`. */
async function postTracking(photobookId: string, fields: Record<string, string>, search = "") {
  const url = `http://localhost/admin/dashboard/photobooks/${photobookId}/tracking${search}`;
  const request = formRequest(url, await staffCookie(), fields);
  const answer = await trackingAction({ request, params: { photobookId }, context: {} as never });
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("Location"), toast: await toastOf(answer), errors: null };
  const { data, init } = answer as unknown as { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, toast: null, errors: data.result.error ?? {} };
}

describe("the photobook tab's status form", () => {
  it("sets a production status with the success toast, back on the same list", async () => {
    const { photobookId } = await arrangePaidPhotobook({ status: "ordered" });
    const answer = await postStatus(photobookId, "printing", "?q=%ED%8F%AC%ED%86%A0&page=2");
    expect(answer).toMatchObject({
      status: 302,
      location: "/admin/dashboard/photobooks?q=%ED%8F%AC%ED%86%A0&page=2",
      toast: { kind: "success", message: "포토북 상태가 업데이트되었습니다!" },
    });
    expect(await statusOf(photobookId)).toBe("printing");
  });

  for (const [from, to] of [
    ["ordered", "designing"],
    ["ordered", "cancelled"],
    ["ordered", "shipped"],
    ["proof", "printing"],
    ["draft", "ordered"],
  ] as const) {
    it(`refuses ${from} → ${to} with the failure toast and moves nothing`, async () => {
      const { photobookId } = await arrangePaidPhotobook({ status: from as PhotobookStatus });
      const answer = await postStatus(photobookId, to);
      expect(answer).toMatchObject({
        status: 302,
        location: "/admin/dashboard/photobooks",
        toast: { kind: "error", message: "포토북 상태 업데이트에 실패했습니다." },
      });
      expect(await statusOf(photobookId)).toBe(from);
    });
  }
});

describe("the tracking dialog", () => {
  const incomplete: Record<string, string>[] = [
    {},
    { company: "CJ대한통운" },
    { number: "123456" },
    { company: "CJ대한통운", number: "   " },
  ];
  for (const fields of incomplete) {
    it(`asks for both carrier and number (${JSON.stringify(fields)})`, async () => {
      const { photobookId } = await arrangePaidPhotobook({ status: "printing" });
      const answer = await postTracking(photobookId, fields);
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual({ "": ["택배사와 운송장 번호를 모두 입력해주세요."] });
      expect(await statusOf(photobookId)).toBe("printing");
    });
  }

  it("refuses a carrier outside the eight and a number past its length", async () => {
    const { photobookId } = await arrangePaidPhotobook({ status: "printing" });
    const answer = await postTracking(photobookId, { company: "아무택배", number: "1".repeat(31) });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual({ company: [M.carrierInvalid], number: [M.trackingTooLong] });
  });

  it("saves a number that is not only digits (hinted, not enforced), with the success toast, back on the list", async () => {
    const { photobookId } = await arrangePaidPhotobook({ status: "printing" });
    const answer = await postTracking(photobookId, { company: "쿠팡 로켓배송", number: " AB-1234\t " }, "?status=printing");
    expect(answer).toMatchObject({
      status: 302,
      location: "/admin/dashboard/photobooks?status=printing",
      toast: { kind: "success", message: "택배 정보가 저장되었습니다!" },
    });
    const row = await db()
      .selectFrom("photobooks")
      .select(["status", "tracking_company", "tracking_number"])
      .where("id", "=", photobookId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "shipping", tracking_company: "쿠팡 로켓배송", tracking_number: "AB-1234" });
  });

  it("answers a book before approval with the save failure, changing nothing", async () => {
    const { photobookId } = await arrangePaidPhotobook({ status: "proof" });
    const answer = await postTracking(photobookId, { company: "CJ대한통운", number: "123" });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual({ "": ["택배 정보 저장에 실패했습니다."] });
    expect(await statusOf(photobookId)).toBe("proof");
  });

  it("is not found for an unknown photobook", async () => {
    const request = new Request("http://localhost/admin/dashboard/photobooks/pb_none/tracking", {
      headers: { Cookie: await staffCookie() },
    });
    const thrown = await trackingLoader({ request, params: { photobookId: "pb_none" }, context: {} as never }).catch((error) => error);
    expect((thrown as { init: ResponseInit | null }).init?.status).toBe(404);
  });
});
