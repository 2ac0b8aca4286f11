// The development outbox page (app/routes/admin+/dashboard.outbox.tsx) exists only while the outbox
// adapter is on, for staff only, and never shows a whole phone number. Its loader is called here with a
// real staff session, under each configuration (the module graph is loaded again per configuration).
import { randomUUID } from "node:crypto";
import { createCookie, type LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "~/models/accounts/sessions.server";
import { openRegion } from "~/models/regions/region-openings.server";
import { createRegionRequest } from "~/models/regions/region-requests.server";
import { arrangePerson } from "../support/people";
import { rejectionOf } from "../support/rejection";
import { uniquePhone } from "../support/unique";

const SMS = ["SMS_OUTBOX", "SMS_API_URL", "SMS_API_KEY", "SMS_SENDER", "ALIMTALK_APP_KEY", "ALIMTALK_SECRET_KEY", "ALIMTALK_SENDER_KEY"];

async function routesWith(env: Record<string, string>) {
  vi.resetModules();
  Object.assign(process.env, env);
  const [outbox, regions, { config }] = await Promise.all([
    import("~/routes/admin+/dashboard.outbox"),
    import("~/routes/admin+/dashboard.regions"),
    import("~/config.server"),
  ]);
  return { outbox, regions, config };
}

afterEach(() => {
  for (const name of SMS) delete process.env[name];
  vi.resetModules();
});

async function personWithSession(role: "admin" | "user") {
  const user = await arrangePerson(role, "사람");
  return { id: user.id, session: await createSession(user.id) };
}

/** A loader's arguments for a GET of `path` with this session's cookie, signed as the server signs it. */
async function argsAs(sessionId: string, secret: string, path: string): Promise<LoaderFunctionArgs> {
  const cookie = await createCookie("__session", { secrets: [secret] }).serialize(sessionId);
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie.split(";")[0]! } });
  // The loaders read nothing from the load context.
  return { request, params: {}, context: {} as LoaderFunctionArgs["context"] };
}

let staff: Awaited<ReturnType<typeof personWithSession>>;
let phone: string;
let region: string;

beforeAll(async () => {
  staff = await personWithSession("admin");
  phone = uniquePhone();
  region = `보관함 지역 ${randomUUID().slice(0, 8)}`;
  await createRegionRequest({ name: region, phone });
  await openRegion(staff.id, region);
});

describe("the development outbox page", () => {
  it("lists the queued 알림톡 with its template and its recipient masked while the outbox is on", async () => {
    const { outbox, regions, config } = await routesWith({});
    const page = await outbox.loader(await argsAs(staff.session.id, config.sessionSecret, "/admin/dashboard/outbox"));
    // Found by the region's name: a masked number keeps only four random digits, which other rows in a
    // database kept across runs share often enough.
    const masked = `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;
    expect(page.messages.filter((message) => message.body.includes(region))).toEqual([
      expect.objectContaining({
        channel: "alimtalk",
        templateCode: "FT_REGION_OPEN_01",
        templateName: "지역 오픈 안내",
        recipient: masked,
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain(phone);
    const tab = await regions.loader(await argsAs(staff.session.id, config.sessionSecret, "/admin/dashboard/regions"));
    expect(tab.outbox).toBe(true);
  });

  it("stays while either sandbox is on, and is not found, nor linked, once both providers are configured", async () => {
    const sms = { SMS_API_URL: "https://sms.example.test/send", SMS_API_KEY: "k", SMS_SENDER: "15880000" };
    const smsOnly = await routesWith(sms);
    const still = await smsOnly.outbox.loader(await argsAs(staff.session.id, smsOnly.config.sessionSecret, "/admin/dashboard/outbox"));
    expect(still.messages.length).toBeGreaterThan(0);

    const { outbox, regions, config } = await routesWith({
      ...sms,
      ALIMTALK_APP_KEY: "app",
      ALIMTALK_SECRET_KEY: "secret",
      ALIMTALK_SENDER_KEY: "s".repeat(40),
    });
    const response = await rejectionOf(
      outbox.loader(await argsAs(staff.session.id, config.sessionSecret, "/admin/dashboard/outbox")),
      Response,
    );
    expect(response.status).toBe(404);
    const tab = await regions.loader(await argsAs(staff.session.id, config.sessionSecret, "/admin/dashboard/regions"));
    expect(tab.outbox).toBe(false);
  });

  it("sends a member home", async () => {
    const { outbox, config } = await routesWith({});
    const member = await personWithSession("user");
    const response = await rejectionOf(
      outbox.loader(await argsAs(member.session.id, config.sessionSecret, "/admin/dashboard/outbox")),
      Response,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
