// A member's withdrawal (app/models/accounts/withdrawal.server.ts, decision 81): every column with a
// foreign key to users is covered (the schema walked on this engine: a new one fails here until the
// coverage says what withdrawal does to it), each covered row of the member is deleted or emptied,
// the payment records the law keeps stay, another member's rows are untouched, the photos (with their
// print masters) and recordings leave local disk and an S3 bucket, every session ends, a second call
// changes nothing, the blocking cases refuse with their reason, and the same Kakao account signs in
// as a new member.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getSessionUser } from "~/models/accounts/sessions.server";
import { upsertProviderUser } from "~/models/accounts/users.server";
import {
  purgeExpiredWithdrawals,
  WITHDRAWAL_COVERAGE,
  withdrawalBlocks,
  withdrawalOf,
  withdrawMember,
} from "~/models/accounts/withdrawal.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { refundOrder } from "~/models/orders/payments.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { LocalStorage, type ObjectStorage, S3Storage, useStorage } from "~/services/storage.server";
import { type LocalBucket, startBucket } from "../support/bucket";
import { type Arranged, arrangeEverything, rowsNaming } from "../support/member-data";
import { arrangeMember, arrangePerson } from "../support/people";
import { arrangePaidPhotobook } from "../support/photobooks";
import { talkToTossSandbox } from "../support/toss-sandbox";

/** Every `table.column` with a foreign key to users, as this engine's catalogue says. */
async function memberForeignKeys(): Promise<string[]> {
  if (process.env.TEST_ENGINE === "postgres") {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users' and kcu.table_schema = current_schema()`.execute(db());
    return [...new Set(rows.map((row) => `${row.table_name}.${row.column_name}`))].sort();
  }
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db());
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ table: string; from: string }>`select * from pragma_foreign_key_list(${name})`.execute(db());
    for (const row of rows) if (row.table === "users") found.push(`${name}.${row.from}`);
  }
  return found.sort();
}

async function present(store: ObjectStorage, keys: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of keys) if (await store.head(key)) found.push(key);
  return found;
}

describe("the withdrawal's coverage", () => {
  it("names every column with a foreign key to users, and no other", async () => {
    expect(Object.keys(WITHDRAWAL_COVERAGE).sort()).toEqual(await memberForeignKeys());
  });
});

describe.each([
  ["local disk", () => new LocalStorage(mkdtempSync(join(tmpdir(), "withdrawal-")), "withdrawal-test-secret")],
  ["an S3 bucket", null],
] as const)("withdrawal with photos on %s", (_label, local) => {
  let bucket: LocalBucket | undefined;
  let store: ObjectStorage;
  let other: Arranged;
  let gone: Arranged;
  let result: Awaited<ReturnType<typeof withdrawMember>>;

  beforeAll(async () => {
    if (local) store = local();
    else {
      bucket = await startBucket("withdrawal");
      const s3 = new S3Storage({
        bucket: "withdrawal",
        endpoint: bucket.endpoint,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      });
      await s3.client();
      store = s3;
    }
    useStorage(store);
    const otherMember = await arrangeMember({ name: "남은가족" });
    other = await arrangeEverything("남은가족2");
    gone = await arrangeEverything("떠나는가족", otherMember);
    result = await withdrawMember(gone.member.id, { by: "member" });
  }, 60_000);

  afterAll(async () => {
    useStorage(undefined);
    await bucket?.close();
  });

  it("withdraws the member once, with its own record", async () => {
    expect(result).toEqual({ ok: true, already: false });
    expect(await withdrawalOf(gone.member.id)).toMatchObject({ requestedBy: "member", staffName: null });
    expect(await withdrawMember(gone.member.id, { by: "member" })).toEqual({ ok: true, already: true });
    expect(await rowsNaming("member_withdrawals", "user_id", gone.member.id)).toBe(1);
  });

  it("deletes or empties every covered row of the member, and keeps the law's", async () => {
    for (const [column, fate] of Object.entries(WITHDRAWAL_COVERAGE)) {
      const [table, name] = column.split(".") as [string, string];
      const count = await rowsNaming(table, name, gone.member.id);
      if (fate === "delete" || fate === "empty") expect(count, column).toBe(0);
    }
    // Kept 5 years (전자상거래법): the orders, their payments' history, the delivered photobook.
    expect(await rowsNaming("orders", "user_id", gone.member.id)).toBe(2);
    const history = await db().selectFrom("order_status_history").select("id").where("order_id", "=", gone.plan.order.id).execute();
    expect(history.length).toBeGreaterThan(0);
    const book = await db()
      .selectFrom("photobooks")
      .select(["status", "cover_text"])
      .where("id", "=", gone.book.photobookId)
      .executeTakeFirstOrThrow();
    expect(book).toEqual({ status: "delivered", cover_text: null });
    // What staff wrote about the family goes with it; the other family's stays.
    expect(await rowsNaming("planner_notes", "order_id", gone.plan.order.id)).toBe(0);
    expect(await rowsNaming("planner_notes", "order_id", other.plan.order.id)).toBeGreaterThan(0);
    // Analytics keep their counts, without the member; the sent message stays, masked and nobody's.
    const sent = await db()
      .selectFrom("outbox_messages")
      .select(["recipient", "user_id"])
      .where("body", "=", "본문")
      .where("status", "=", "sent")
      .execute();
    expect(sent.every((row) => row.user_id !== gone.member.id)).toBe(true);
    expect(await rowsNaming("replay_access_log", "subject_user_id", gone.member.id)).toBe(0);
  });

  it("leaves a tombstone with nothing personal, and ends every session", async () => {
    const row = await db().selectFrom("users").selectAll().where("id", "=", gone.member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: "withdrawn",
      provider_id: gone.member.id,
      name: null,
      nickname: null,
      email: null,
      phone: null,
      avatar_url: null,
      name_initials: null,
    });
    expect(await getSessionUser(gone.session.id)).toBeNull();
  });

  it("removes the member's photos, print masters and recordings from storage, and no one else's", async () => {
    expect(await present(store, gone.keys)).toEqual([]);
    expect(await present(store, other.keys)).toEqual(other.keys);
  });

  it("leaves another member's rows as they were, the counters of their post recounted", async () => {
    for (const [column, fate] of Object.entries(WITHDRAWAL_COVERAGE)) {
      if (fate === "staff") continue;
      const [table, name] = column.split(".") as [string, string];
      if (
        ["member_withdrawals"].includes(table) ||
        column === "community_reports.user_id" ||
        column === "community_likes.user_id" ||
        column === "community_scraps.user_id" ||
        column === "community_comments.author_id"
      )
        continue;
      expect(await rowsNaming(table, name, other.member.id), column).toBeGreaterThan(0);
    }
    expect(await getSessionUser(other.session.id)).not.toBeNull();
    const post = await db()
      .selectFrom("community_posts")
      .select(["likes_count", "reports_count", "comments_count"])
      .where("id", "=", gone.otherPost!)
      .executeTakeFirstOrThrow();
    expect(post).toEqual({ likes_count: 0, reports_count: 0, comments_count: 0 });
    expect(await db().selectFrom("community_posts").select("id").where("id", "=", gone.post).executeTakeFirst()).toBeUndefined();
  });
});

describe("a later sign-in with the same account", () => {
  it("is a new member", async () => {
    const profile = {
      provider: "social_a",
      providerId: `kakao-${randomUUID()}`,
      email: "a@example.com",
      nickname: "다시온가족",
      avatarUrl: null,
    };
    const first = await upsertProviderUser(profile);
    expect((await withdrawMember(first.id, { by: "member" })).ok).toBe(true);
    const again = await upsertProviderUser(profile);
    expect(again.id).not.toBe(first.id);
    expect(again.phone).toBeNull();
  });
});

describe("the kept records' end", () => {
  it("deletes a tombstone and its orders once its withdrawal and every order are over 5 years old, not before", async () => {
    const member = await arrangeMember({ name: "오년지난가족" });
    const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    await markPaidByCard(order);
    await db().updateTable("orders").set({ status: "plan_sent" }).where("id", "=", order.id).execute();
    expect((await withdrawMember(member.id, { by: "member" })).ok).toBe(true);
    const sixYearsAgo = new Date(Date.now() - 6 * 366 * 86_400_000).toISOString();
    // Withdrawn long ago, but an order touched within the period keeps everything.
    await db().updateTable("member_withdrawals").set({ created_at: sixYearsAgo }).where("user_id", "=", member.id).execute();
    await purgeExpiredWithdrawals();
    expect(await rowsNaming("orders", "user_id", member.id)).toBe(1);
    await db().updateTable("orders").set({ updated_at: sixYearsAgo, created_at: sixYearsAgo }).where("id", "=", order.id).execute();
    expect(await purgeExpiredWithdrawals()).toBeGreaterThanOrEqual(1);
    expect(await rowsNaming("orders", "user_id", member.id)).toBe(0);
    expect(await db().selectFrom("order_status_history").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    expect(await db().selectFrom("users").select("id").where("id", "=", member.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("what stops a withdrawal", () => {
  talkToTossSandbox();

  it("a consultation in progress: refused with the trip named, a refund offered while it is open", async () => {
    const member = await arrangeMember({ name: "상담중가족" });
    const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    await markPaidByCard(order);
    const refused = await withdrawMember(member.id, { by: "member" });
    expect(refused).toEqual({
      ok: false,
      reason: "blocked",
      blocks: [{ kind: "consultation", orderId: order.id, orderName: order.orderName, remedy: "refund" }],
    });
    await db().updateTable("orders").set({ status: "consultation_complete" }).where("id", "=", order.id).execute();
    expect((await withdrawalBlocks(member.id))[0]).toMatchObject({ kind: "consultation", remedy: "wait" });
    expect((await db().selectFrom("users").select("provider").where("id", "=", member.id).executeTakeFirstOrThrow()).provider).not.toBe(
      "withdrawn",
    );
    await db().updateTable("orders").set({ status: "plan_sent" }).where("id", "=", order.id).execute();
    expect(await withdrawalBlocks(member.id)).toEqual([]);
  });

  it("a trip the demo data paid: the refund offered goes through, and then nothing stops the withdrawal", async () => {
    const member = await arrangeMember({ name: "환불후탈퇴가족" });
    const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    await markPaidByCard(order);
    expect((await withdrawalBlocks(member.id))[0]).toMatchObject({ kind: "consultation", remedy: "refund" });
    expect(await refundOrder(member.id, order.id)).toMatchObject({ ok: true });
    expect(await withdrawalBlocks(member.id)).toEqual([]);
    expect((await withdrawMember(member.id, { by: "member" })).ok).toBe(true);
  });

  it("a photobook being made: cancel offered before production, wait while printing, none once shipped", async () => {
    const { member, order, photobookId } = await arrangePaidPhotobook({});
    expect(await withdrawalBlocks(member.id)).toEqual([
      { kind: "photobook", orderId: order.id, orderName: order.orderName, remedy: "cancel" },
    ]);
    await db().updateTable("photobooks").set({ status: "printing" }).where("id", "=", photobookId).execute();
    expect((await withdrawMember(member.id, { by: "member" })).ok).toBe(false);
    expect((await withdrawalBlocks(member.id))[0]).toMatchObject({ kind: "photobook", remedy: "wait" });
    // With the courier: nothing left to make, the delivery record is kept.
    await db().updateTable("photobooks").set({ status: "shipping" }).where("id", "=", photobookId).execute();
    expect(await withdrawalBlocks(member.id)).toEqual([]);
  });

  it("a payment still being settled", async () => {
    const member = await arrangeMember({ name: "결제중가족" });
    const order = await createTravelOrder(member.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    await db()
      .updateTable("orders")
      .set({ payment_key: `pk-${randomUUID()}` })
      .where("id", "=", order.id)
      .execute();
    expect(await withdrawalBlocks(member.id)).toEqual([{ kind: "payment", orderId: order.id, orderName: order.orderName, remedy: "wait" }]);
  });

  it("staff accounts are not withdrawn; staff withdraw a member with their name on the record", async () => {
    const staff = await arrangePerson("admin", "탈퇴담당");
    expect(await withdrawMember(staff.id, { by: "member" })).toEqual({ ok: false, reason: "notFound" });
    const member = await arrangeMember({ name: "전화요청가족" });
    await db().updateTable("users").set({ name: "탈퇴담당" }).where("id", "=", staff.id).execute();
    expect(await withdrawMember(member.id, { by: "staff", staffId: staff.id })).toEqual({ ok: true, already: false });
    expect(await withdrawalOf(member.id)).toMatchObject({ requestedBy: "staff", staffName: "탈퇴담당" });
  });
});
