// The dashboard's 카카오톡 알림 choice (app/routes/_accounts+/dashboard.server.ts, decision 73): the
// loader shows it, the plain form's two buttons turn the member's own service messages off and on
// (the action called with a real member session, as a browser without script posts it), and a forged
// post changes nothing.
import { createCookie, type LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { serviceMessageChoice } from "~/models/accounts/service-messages.server";
import { createSession } from "~/models/accounts/sessions.server";
import { action, loader } from "~/routes/_accounts+/dashboard.server";
import { arrangeMember } from "../support/people";
import { rejectionOf } from "../support/rejection";

async function cookieOf(sessionId: string): Promise<string> {
  const cookie = await createCookie("__session", { secrets: [config.sessionSecret] }).serialize(sessionId);
  return cookie.split(";")[0]!;
}

const args = (request: Request) => ({ request, params: {}, context: {} as LoaderFunctionArgs["context"] });

function post(cookie: string, fields: Record<string, string>): Request {
  return new Request("http://localhost/dashboard", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

let member: Awaited<ReturnType<typeof arrangeMember>>;
let other: Awaited<ReturnType<typeof arrangeMember>>;
let cookie: string;

beforeAll(async () => {
  member = await arrangeMember({ name: "알림선택가족" });
  other = await arrangeMember({ name: "다른가족" });
  cookie = await cookieOf((await createSession(member.id)).id);
});

describe("the dashboard's 카카오톡 알림 choice", () => {
  it("is on until the member turns it off, and the page says so", async () => {
    const page = await loader(args(new Request("http://localhost/dashboard", { headers: { Cookie: cookie } })));
    expect(page.serviceMessages).toEqual({ on: true, chosenAt: null });
  });

  it("turns off and back on with the form's buttons, the member's own choice only", async () => {
    const off = await action(args(post(cookie, { intent: "messages-off" })));
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/dashboard#service-messages");
    // The toast rides in its cookie.
    expect(off.headers.get("Set-Cookie")).toBeTruthy();
    expect(await serviceMessageChoice(member.id)).toMatchObject({ on: false, chosenAt: expect.any(String) });
    expect(await serviceMessageChoice(other.id)).toEqual({ on: true, chosenAt: null });
    const page = await loader(args(new Request("http://localhost/dashboard", { headers: { Cookie: cookie } })));
    expect(page.serviceMessages.on).toBe(false);
    expect(page.serviceMessages.chosenAt).toMatch(/년/);

    await action(args(post(cookie, { intent: "messages-on" })));
    expect((await serviceMessageChoice(member.id)).on).toBe(true);
  });

  it("refuses a forged intent with a 400 and changes nothing", async () => {
    const before = await serviceMessageChoice(member.id);
    const refused = await rejectionOf(action(args(post(cookie, { intent: "messages-everyone-off" }))), Response);
    expect(refused.status).toBe(400);
    expect(await serviceMessageChoice(member.id)).toEqual(before);
  });

  it("sends a visitor to sign in", async () => {
    const refused = await rejectionOf(
      action(args(new Request("http://localhost/dashboard", { method: "POST", body: new URLSearchParams({ intent: "messages-off" }) }))),
      Response,
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toMatch(/^\/auth/);
  });
});
