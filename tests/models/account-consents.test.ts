// The member's choices on 내 정보 (app/routes/_accounts+/account._index.server.ts, decision 82): the
// loader shows service messages, marketing and recording, the plain form's buttons change the
// member's own choice only (the action called with a real member session, as a browser without
// script posts it), opting out of recording deletes the recordings and keeps new chunks out, the
// dashboard shows the 카카오톡 알림 state and no longer changes it, and a forged post changes nothing.
import { createCookie, type LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { memberConsents, optedOutOfRecording } from "~/models/accounts/consents.server";
import { serviceMessageChoice } from "~/models/accounts/service-messages.server";
import { createSession, getSessionMember } from "~/models/accounts/sessions.server";
import { countMemberRecordings } from "~/models/analytics/replays.server";
import { action, loader } from "~/routes/_accounts+/account._index.server";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/_accounts+/dashboard.server";
import { arrangeMember } from "../support/people";
import { insertRecordingRow } from "../support/recordings";
import { rejectionOf } from "../support/rejection";

async function cookieOf(sessionId: string): Promise<string> {
  const cookie = await createCookie("__session", { secrets: [config.sessionSecret] }).serialize(sessionId);
  return cookie.split(";")[0]!;
}

const args = (request: Request) => ({ request, params: {}, context: {} as LoaderFunctionArgs["context"] });

function post(cookie: string, fields: Record<string, string>, path = "/account"): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

let member: Awaited<ReturnType<typeof arrangeMember>>;
let other: Awaited<ReturnType<typeof arrangeMember>>;
let cookie: string;
let sessionId: string;

beforeAll(async () => {
  member = await arrangeMember({ name: "알림선택가족" });
  other = await arrangeMember({ name: "다른가족" });
  sessionId = (await createSession(member.id)).id;
  cookie = await cookieOf(sessionId);
});

describe("the choices on 내 정보", () => {
  it("start as the law and decision 73 say: service messages on, marketing off, recording allowed", async () => {
    const page = await loader(args(new Request("http://localhost/account", { headers: { Cookie: cookie } })));
    expect(page.consents).toEqual({
      service: { on: true, chosenAt: null },
      marketing: { on: false, chosenAt: null },
      recording: { on: true, chosenAt: null },
    });
  });

  it("turn service messages off and back on, the member's own only", async () => {
    const off = await action(args(post(cookie, { intent: "service-off" })));
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/account#consents");
    expect(off.headers.get("Set-Cookie")).toBeTruthy();
    expect(await serviceMessageChoice(member.id)).toMatchObject({ on: false, chosenAt: expect.any(String) });
    expect(await serviceMessageChoice(other.id)).toEqual({ on: true, chosenAt: null });
    const page = await loader(args(new Request("http://localhost/account", { headers: { Cookie: cookie } })));
    expect(page.consents.service.chosenAt).toMatch(/년/);
    // The dashboard says so, and links here.
    const dashboard = await dashboardLoader(args(new Request("http://localhost/dashboard", { headers: { Cookie: cookie } })));
    expect(dashboard.serviceMessages.on).toBe(false);
    await action(args(post(cookie, { intent: "service-on" })));
    expect((await serviceMessageChoice(member.id)).on).toBe(true);
  });

  it("opt in to marketing and withdraw it again, with the date", async () => {
    await action(args(post(cookie, { intent: "marketing-on" })));
    expect((await memberConsents(member.id))!.marketing).toMatchObject({ on: true, chosenAt: expect.any(String) });
    await action(args(post(cookie, { intent: "marketing-off" })));
    expect((await memberConsents(member.id))!.marketing.on).toBe(false);
    expect((await memberConsents(other.id))!.marketing).toEqual({ on: false, chosenAt: null });
  });

  it("opting out of recording deletes the member's recordings, and the session says no recorder", async () => {
    await insertRecordingRow(db(), member.id);
    const theirs = await insertRecordingRow(db(), other.id);
    expect(await countMemberRecordings(member.id)).toBe(1);
    await action(args(post(cookie, { intent: "recording-off" })));
    expect(await optedOutOfRecording(member.id)).toBe(true);
    expect(await countMemberRecordings(member.id)).toBe(0);
    expect(await db().selectFrom("session_recordings").select("id").where("id", "=", theirs).executeTakeFirst()).toBeDefined();
    expect((await getSessionMember(sessionId, new Date()))!.recordingOff).toBe(true);
    await action(args(post(cookie, { intent: "recording-on" })));
    expect((await getSessionMember(sessionId, new Date()))!.recordingOff).toBe(false);
  });

  it("refuse a forged intent with a 400 and change nothing; the dashboard no longer changes a choice", async () => {
    const before = await memberConsents(member.id);
    const refused = await rejectionOf(action(args(post(cookie, { intent: "service-everyone-off" }))), Response);
    expect(refused.status).toBe(400);
    const moved = await rejectionOf(dashboardAction(args(post(cookie, { intent: "messages-off" }, "/dashboard"))), Response);
    expect(moved.status).toBe(400);
    expect(await memberConsents(member.id)).toEqual(before);
  });

  it("send a visitor to sign in", async () => {
    const refused = await rejectionOf(
      action(args(new Request("http://localhost/account", { method: "POST", body: new URLSearchParams({ intent: "service-off" }) }))),
      Response,
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toMatch(/^\/auth/);
  });
});
