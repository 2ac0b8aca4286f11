// Region openings and the outbox (app/models/regions/region-openings.server.ts, outbox.server.ts): requests
// grouped by region for staff, an opening that queues one text per request exactly once however
// often (or however concurrently) it is asked for, and a sender that sends each queued text once.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { regionOpenedText } from "~/messages/region-requests";
import { deliverQueuedMessages } from "~/models/back-office/outbox.server";
import { PAGE_SIZE } from "~/models/back-office/staff-lists.server";
import { listRequestedRegions, openRegion } from "~/models/regions/region-openings.server";
import { createRegionRequest } from "~/models/regions/region-requests.server";
import { type Notifier, outboxNotifier, smsNotifier } from "~/services/notifier.server";
import { maskPhone } from "~/utils/phone";
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
    .select(["dedupe_key", "recipient", "body", "status", "error", "sent_at"])
    .orderBy("recipient")
    .execute();
}

/** Messages by their masked recipient, the one form every message keeps. */
function byMaskedRecipient(messages: Awaited<ReturnType<typeof messagesTo>>) {
  return Object.fromEntries(messages.map((message) => [maskPhone(message.recipient), message]));
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
    expect(await openRegion(staffId, name, regionOpenedText(name), now)).toEqual({ status: "opened", queued: 3 });

    const messages = await messagesTo(name);
    expect(messages.map((message) => message.recipient)).toEqual([...phones].sort());
    expect(new Set(messages.map((message) => message.dedupe_key))).toEqual(new Set(requests.map((request) => `region-open:${request.id}`)));
    for (const message of messages) expect(message.body).toBe(regionOpenedText(name));
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
    expect(await openRegion(staffId, name, regionOpenedText(name), first)).toEqual({ status: "opened", queued: 2 });
    const before = await messagesTo(name);

    expect(await openRegion(staffId, name, regionOpenedText(name), new Date("2026-12-02T03:00:00Z"))).toEqual({ status: "already_open" });
    expect(await messagesTo(name)).toEqual(before);
    const openings = await db().selectFrom("region_openings").select("opened_at").where("name", "=", name).execute();
    expect(openings).toEqual([{ opened_at: first.toISOString() }]);
  });

  it("two openings at the same time queue the texts once", async () => {
    const name = uniqueRegion();
    await requestRegion(name, 4);
    const results = await Promise.all([
      openRegion(staffId, name, regionOpenedText(name)),
      openRegion(staffId, name, regionOpenedText(name)),
      openRegion(staffId, name, regionOpenedText(name)),
    ]);
    expect(results.filter((result) => result.status === "opened")).toEqual([{ status: "opened", queued: 4 }]);
    expect(results.filter((result) => result.status === "already_open")).toHaveLength(2);
    expect(await messagesTo(name)).toHaveLength(4);
  });

  it("keeps a requester's number only until the text is sent, as the privacy policy promises", async () => {
    const name = uniqueRegion();
    const phones = await requestRegion(name, 2);
    await openRegion(staffId, name, regionOpenedText(name));
    const requests = await db().selectFrom("region_requests").select("phone").where("name", "=", name).execute();
    expect(requests).toEqual([{ phone: null }, { phone: null }]);
    expect((await listRequestedRegions(query(name))).rows[0]).toMatchObject({ requests: 2 });

    await deliverQueuedMessages(outboxNotifier);
    const recipients = (await messagesTo(name)).map((message) => message.recipient).sort();
    expect(recipients).toEqual(phones.map(maskPhone).sort());
  });

  it("opens only a region someone asked for", async () => {
    const name = uniqueRegion("아무도 신청하지 않은 곳");
    expect(await openRegion(staffId, name, regionOpenedText(name))).toEqual({ status: "unknown_region" });
    expect(await db().selectFrom("region_openings").select("name").where("name", "=", name).execute()).toEqual([]);
  });

  it("leaves other regions alone", async () => {
    const opened = uniqueRegion();
    const other = uniqueRegion();
    await requestRegion(opened, 1);
    await requestRegion(other, 2);
    await openRegion(staffId, opened, regionOpenedText(opened));
    expect(await messagesTo(other)).toEqual([]);
    expect((await listRequestedRegions(query(other))).rows[0]).toMatchObject({ requests: 2, openedAt: null });
  });
});

describe("deliverQueuedMessages", () => {
  /** A notifier that counts what it was asked to send, per recipient. */
  function counting(): Notifier & { sentTo: Map<string, number> } {
    const sentTo = new Map<string, number>();
    return {
      kind: "outbox",
      sentTo,
      async sendText(recipient) {
        // A little wait, so concurrent senders overlap.
        await new Promise((resolve) => setTimeout(resolve, 2));
        sentTo.set(recipient, (sentTo.get(recipient) ?? 0) + 1);
      },
    };
  }

  it("marks queued texts sent through the outbox", async () => {
    const name = uniqueRegion();
    await requestRegion(name, 2);
    await openRegion(staffId, name, regionOpenedText(name));
    await deliverQueuedMessages(outboxNotifier);
    const messages = await messagesTo(name);
    expect(messages.map((message) => message.status)).toEqual(["sent", "sent"]);
    for (const message of messages) expect(message.sent_at).not.toBeNull();
  });

  it("sends each text once when several senders run at the same time", async () => {
    const name = uniqueRegion();
    const phones = await requestRegion(name, 6);
    await openRegion(staffId, name, regionOpenedText(name));
    const notifier = counting();
    await Promise.all([deliverQueuedMessages(notifier), deliverQueuedMessages(notifier), deliverQueuedMessages(notifier)]);
    for (const phone of phones) expect(notifier.sentTo.get(phone), phone).toBe(1);
    expect((await messagesTo(name)).every((message) => message.status === "sent")).toBe(true);

    // Sent texts are never sent again.
    const again = counting();
    await deliverQueuedMessages(again);
    for (const phone of phones) expect(again.sentTo.has(phone)).toBe(false);
  });

  it("records a provider's refusal on the message and goes on with the others", async () => {
    const name = uniqueRegion();
    const phones = await requestRegion(name, 2);
    await openRegion(staffId, name, regionOpenedText(name));
    const [refused] = phones;
    const provider = smsNotifier({ apiUrl: "https://sms.example.test/send", apiKey: "k", sender: "15880000" }, async (_url, init) => {
      const recipient = JSON.parse(String(init.body)).recipientList[0].recipientNo;
      const ok = recipient !== refused;
      return new Response(
        JSON.stringify({
          header: { isSuccessful: ok, resultCode: ok ? 0 : -1004, resultMessage: ok ? "SUCCESS" : "Unregistered sending number" },
        }),
        { headers: { "Content-Type": "application/json" } },
      );
    });
    await deliverQueuedMessages(provider);
    const byRecipient = byMaskedRecipient(await messagesTo(name));
    expect(byRecipient[maskPhone(refused!)]).toMatchObject({ status: "failed", error: "-1004: Unregistered sending number" });
    expect(byRecipient[maskPhone(phones[1]!)]).toMatchObject({ status: "sent", error: null });
  });

  it("marks a send interrupted long ago failed rather than sending it twice", async () => {
    const name = uniqueRegion();
    const phones = await requestRegion(name, 2);
    await openRegion(staffId, name, regionOpenedText(name));
    const [stale, recent] = phones as [string, string];
    const now = new Date();
    // Claimed by a process that stopped: one eleven minutes ago, one a minute ago.
    await db()
      .updateTable("outbox_messages")
      .set({ status: "sending", sent_at: new Date(now.getTime() - 11 * 60_000).toISOString() })
      .where("recipient", "=", stale)
      .execute();
    await db()
      .updateTable("outbox_messages")
      .set({ status: "sending", sent_at: new Date(now.getTime() - 60_000).toISOString() })
      .where("recipient", "=", recent)
      .execute();
    const notifier = counting();
    await deliverQueuedMessages(notifier, () => now);
    const byRecipient = byMaskedRecipient(await messagesTo(name));
    expect(byRecipient[maskPhone(stale)]).toMatchObject({ status: "failed", error: expect.stringMatching(/^INTERRUPTED/) });
    expect(byRecipient[maskPhone(recent)]).toMatchObject({ status: "sending" });
    expect(notifier.sentTo.has(stale) || notifier.sentTo.has(recent)).toBe(false);
  });
});
