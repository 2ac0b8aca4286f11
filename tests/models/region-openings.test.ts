// Region openings (app/models/regions/region-openings.server.ts): requests grouped by region for
// staff, an opening that queues one message per request exactly once however often (or however
// concurrently) it is asked for. How the outbox sends them: tests/models/outbox.test.ts.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { PAGE_SIZE } from "~/models/back-office/staff-lists.server";
import { deliverQueuedMessages } from "~/models/messaging/delivery.server";
import { listRequestedRegions, openRegion } from "~/models/regions/region-openings.server";
import { createRegionRequest } from "~/models/regions/region-requests.server";
import { maskPhone } from "~/utils/phone";
import { ALIMTALK_TEMPLATES, fillTemplate } from "~/vocabulary/alimtalk-templates";
import { arrangePerson } from "../support/people";
import { uniquePhone } from "../support/unique";

let staffId: string;

beforeAll(async () => {
  staffId = (await arrangePerson("admin", "직원")).id;
});

/** A region name no other test (or earlier run) uses; spaces inside, as typed regions have. */
function uniqueRegion(label = "테스트 지역"): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/** `count` requests for `name`, a minute apart from `start`; their phones, oldest first. */
async function requestRegion(name: string, count: number, start = new Date("2026-11-01T00:00:00Z")): Promise<string[]> {
  const phones: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const phone = uniquePhone();
    await createRegionRequest({ name, phone }, { now: new Date(start.getTime() + index * 60_000) });
    phones.push(phone);
  }
  return phones;
}

/** The texts queued for a region's requests (found by their dedupe keys: a sent text keeps only a masked number). */
async function messagesTo(region: string) {
  return db()
    .selectFrom("outbox_messages")
    .innerJoin("region_requests", (join) =>
      join.on(sql`outbox_messages.dedupe_key`, "=", sql`'region-open:' || region_requests.id`).on("region_requests.name", "=", region),
    )
    .select(["dedupe_key", "channel", "template_code", "user_id", "recipient", "body", "status", "error", "sent_at"])
    .orderBy("recipient")
    .execute();
}

const query = (q: string, page = 1) => ({ q, status: "", page });

describe("listRequestedRegions", () => {
  it("groups requests by region with their count and newest date, the most recently requested first", async () => {
    const tag = randomUUID().slice(0, 8);
    const older = `가 지역 ${tag}`;
    const newer = `나 지역 ${tag}`;
    await requestRegion(older, 3, new Date("2026-10-01T00:00:00Z"));
    await requestRegion(newer, 2, new Date("2026-10-05T00:00:00Z"));

    const page = await listRequestedRegions(query(tag));
    expect(page.rows).toEqual([
      { name: newer, requests: 2, newestRequestAt: "2026-10-05T00:01:00.000Z", openedAt: null },
      { name: older, requests: 3, newestRequestAt: "2026-10-01T00:02:00.000Z", openedAt: null },
    ]);
    expect(page).toMatchObject({ number: 1, hasNext: false });
  });

  it("finds a region by its name with spaces and case ignored, and wildcards taken as text", async () => {
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const name = `Jeju Island ${tag}`;
    await requestRegion(name, 1);
    expect((await listRequestedRegions(query(`jejuisland${tag.toLowerCase()}`))).rows.map((row) => row.name)).toEqual([name]);
    // A typed % is searched as the character itself, not as LIKE's wildcard.
    expect((await listRequestedRegions(query(`%${tag}`))).rows).toEqual([]);
    expect((await listRequestedRegions(query(`nowhere ${tag}`))).rows).toEqual([]);
  });

  it("shows 50 regions a page", async () => {
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index <= PAGE_SIZE; index += 1) {
      await createRegionRequest(
        { name: `페이지 ${tag} ${index}`, phone: uniquePhone() },
        { now: new Date(Date.UTC(2026, 0, 1, 0, index)) },
      );
    }
    const first = await listRequestedRegions(query(tag));
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.rows[0]!.name).toBe(`페이지 ${tag} ${PAGE_SIZE}`);
    const second = await listRequestedRegions(query(tag, 2));
    expect(second.rows.map((row) => row.name)).toEqual([`페이지 ${tag} 0`]);
    expect(second.hasNext).toBe(false);
  });
});

describe("openRegion", () => {
  it("queues one text per request, to its phone, with a dedupe key per request", async () => {
    const name = uniqueRegion();
    const phones = await requestRegion(name, 3);
    const requests = await db().selectFrom("region_requests").select(["id", "phone"]).where("name", "=", name).execute();

    const now = new Date("2026-12-01T03:00:00Z");
    expect(await openRegion(staffId, name, now)).toEqual({ status: "opened", queued: 3 });

    const messages = await messagesTo(name);
    expect(messages.map((message) => message.recipient)).toEqual([...phones].sort());
    expect(new Set(messages.map((message) => message.dedupe_key))).toEqual(new Set(requests.map((request) => `region-open:${request.id}`)));
    // A 알림톡 each (the sandbox is on outside production), the region filled into its registered template.
    for (const message of messages) {
      expect(message).toMatchObject({ channel: "alimtalk", template_code: ALIMTALK_TEMPLATES.region_opened.code, user_id: null });
      expect(message.body).toBe(fillTemplate(ALIMTALK_TEMPLATES.region_opened, { 지역: name }));
    }
    const opening = await db().selectFrom("region_openings").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
    expect(opening).toEqual({ name, opened_by: staffId, opened_at: now.toISOString() });
    expect((await listRequestedRegions(query(name))).rows).toEqual([
      expect.objectContaining({ name, requests: 3, openedAt: now.toISOString() }),
    ]);
  });

  it("a second opening queues nothing and changes nothing", async () => {
    const name = uniqueRegion();
    await requestRegion(name, 2);
    const first = new Date("2026-12-01T03:00:00Z");
    expect(await openRegion(staffId, name, first)).toEqual({ status: "opened", queued: 2 });
    const before = await messagesTo(name);

    expect(await openRegion(staffId, name, new Date("2026-12-02T03:00:00Z"))).toEqual({ status: "already_open" });
    expect(await messagesTo(name)).toEqual(before);
    const openings = await db().selectFrom("region_openings").select("opened_at").where("name", "=", name).execute();
    expect(openings).toEqual([{ opened_at: first.toISOString() }]);
  });

  it("two openings at the same time queue the texts once", async () => {
    const name = uniqueRegion();
    await requestRegion(name, 4);
    const results = await Promise.all([openRegion(staffId, name), openRegion(staffId, name), openRegion(staffId, name)]);
    expect(results.filter((result) => result.status === "opened")).toEqual([{ status: "opened", queued: 4 }]);
    expect(results.filter((result) => result.status === "already_open")).toHaveLength(2);
    expect(await messagesTo(name)).toHaveLength(4);
  });

  it("keeps a requester's number only until the text is sent, as the privacy policy promises", async () => {
    const name = uniqueRegion();
    const phones = await requestRegion(name, 2);
    await openRegion(staffId, name);
    const requests = await db().selectFrom("region_requests").select("phone").where("name", "=", name).execute();
    expect(requests).toEqual([{ phone: null }, { phone: null }]);
    expect((await listRequestedRegions(query(name))).rows[0]).toMatchObject({ requests: 2 });

    await deliverQueuedMessages();
    const recipients = (await messagesTo(name)).map((message) => message.recipient).sort();
    expect(recipients).toEqual(phones.map(maskPhone).sort());
  });

  it("opens only a region someone asked for", async () => {
    const name = uniqueRegion("아무도 신청하지 않은 곳");
    expect(await openRegion(staffId, name)).toEqual({ status: "unknown_region" });
    expect(await db().selectFrom("region_openings").select("name").where("name", "=", name).execute()).toEqual([]);
  });

  it("leaves other regions alone", async () => {
    const opened = uniqueRegion();
    const other = uniqueRegion();
    await requestRegion(opened, 1);
    await requestRegion(other, 2);
    await openRegion(staffId, opened);
    expect(await messagesTo(other)).toEqual([]);
    expect((await listRequestedRegions(query(other))).rows[0]).toMatchObject({ requests: 2, openedAt: null });
  });
});
