// The "done when", on the built server as a fresh clone starts it (`npm run demo`), on each
// engine: seeding, the demo staff sent the demo family its plan, which queued the family's 알림톡;
// the server sends it, and the development outbox shows it. With the sandbox told to fail
// (ALIMTALK_SANDBOX_FAIL=all) the outbox shows that 알림톡 failed (no KakaoTalk) and the same text
// sent by SMS, once. (The seeded database every server test copies was seeded by a server that does
// not send: its plan's 알림톡 is still queued, as on a first start.)
import { afterEach, describe, expect, it } from "vitest";
import { type Actor, arrangeStaff, startWorld, type World } from "../support/actors";
import { POSTGRES_SKIPPED, sweepEngines } from "../support/engines";

type OutboxRow = { channel: string; status: string; template_code: string | null; body: string; error: string | null };

/** The plan's messages once the server has settled them (nothing queued or awaiting a report). */
async function settledPlanMessages(world: World): Promise<OutboxRow[]> {
  for (let tries = 0; tries < 150; tries += 1) {
    const rows = await world
      .db()
      .selectFrom("outbox_messages")
      .select(["channel", "status", "template_code", "body", "error"])
      .where("dedupe_key", "like", "plan-ready:%")
      .orderBy("channel")
      .execute();
    if (rows.length > 0 && rows.every((row) => !["queued", "sending", "accepted"].includes(row.status))) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the plan's messages were never settled");
}

async function outboxPage(world: World, staff: Actor): Promise<string> {
  const page = await world.request(staff, "/admin/dashboard/outbox");
  expect(page.status).toBe(200);
  return page.text();
}

const engines = sweepEngines();
if (engines.length === 1) describe.skip(POSTGRES_SKIPPED, () => it("runs on PostgreSQL", () => undefined));

describe.each(engines)("the demo's plan in the development outbox on $name", (engine) => {
  let world: World | undefined;
  afterEach(async () => {
    await world?.stop();
    world = undefined;
  });

  it("is the family's 알림톡, delivered by the sandbox", async () => {
    world = await startWorld(engine, { OUTBOX_SENDER: "true" });
    const rows = await settledPlanMessages(world);
    expect(rows).toEqual([
      expect.objectContaining({ channel: "alimtalk", status: "sent", template_code: "FT_PLAN_READY_01", error: null }),
    ]);
    expect(rows[0]!.body).toMatch(/^\[패밀리트립\] 여행 플랜 완성 안내\n\n.+님, '.+' 여행 플랜이 완성되었어요\./);
    const html = await outboxPage(world, await arrangeStaff(world));
    expect(html).toContain("여행 플랜 완성 안내");
    expect(html).toContain("FT_PLAN_READY_01");
  });

  it("told to fail, is the 알림톡 failed for want of KakaoTalk and the same text by SMS, once", async () => {
    world = await startWorld(engine, { OUTBOX_SENDER: "true", ALIMTALK_SANDBOX_FAIL: "all" });
    const rows = await settledPlanMessages(world);
    expect(rows).toEqual([
      expect.objectContaining({ channel: "alimtalk", status: "failed", error: "3018: NoSendAvailableException" }),
      expect.objectContaining({ channel: "sms", status: "sent", template_code: null, body: rows[0]!.body }),
    ]);
    const html = await outboxPage(world, await arrangeStaff(world));
    expect(html).toContain("3018: NoSendAvailableException");
    expect(html).toContain("문자");
  });
});
