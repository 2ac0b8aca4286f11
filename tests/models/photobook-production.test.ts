// The photobook tab's model (docs/decisions/0056-photobook-tab.md) on both engines: the production
// statuses staff set (books before approval refused, every move a history row naming the staff
// member), the tracking that ships a book still being made, the one notification and one text the
// family gets per photobook, the sales figures and the list's pages and search.
import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { SHIPPED_WORDS } from "~/messages/photobook-production";
import { PAGE_SIZE } from "~/models/back-office/staff-lists.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { listNotifications } from "~/models/messaging/notifications.server";
import { markRefunded } from "~/models/orders/payments.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import {
  findPhotobookForStaff,
  listStaffPhotobooks,
  photobookCardLink,
  photobookSales,
  savePhotobookTracking,
  setPhotobookStatus,
  shippedTextKey,
} from "~/models/photobook/production.server";
import { ALIMTALK_TEMPLATES, fillTemplate } from "~/vocabulary/alimtalk-templates";
import type { PhotobookStatus } from "~/vocabulary/statuses";
import { arrangeMember, arrangePerson } from "../support/people";
import { arrangePaidPhotobook } from "../support/photobooks";

/** A random Hangul name, so a search finds this test's member only. */
function randomName(syllables = 4): string {
  return Array.from({ length: syllables }, () => String.fromCharCode(0xac00 + randomInt(0, 11_172))).join("");
}

const staffMember = () => arrangePerson("admin", "포토북직원");

async function bookRow(photobookId: string) {
  return db()
    .selectFrom("photobooks")
    .select(["status", "tracking_company", "tracking_number", "shipped_at"])
    .where("id", "=", photobookId)
    .executeTakeFirstOrThrow();
}

/** The book's moves since its payment made it (that first row, none → draft, is the purchase tests' subject). */
async function historyOf(photobookId: string) {
  return db()
    .selectFrom("photobook_status_history")
    .select(["from_status", "to_status", "actor", "staff_id"])
    .where("photobook_id", "=", photobookId)
    .where("from_status", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

async function shippedNotices(userId: string) {
  return (await listNotifications(userId)).filter((notice) => notice.kind === "photobook_shipped");
}

async function shippedTexts(photobookId: string) {
  return db()
    .selectFrom("outbox_messages")
    .select(["channel", "template_code", "recipient", "body"])
    .where("dedupe_key", "=", shippedTextKey(photobookId))
    .execute();
}

const track = (photobookId: string, staffId: string, company = "CJ대한통운", number = "123456789012", now?: Date) =>
  savePhotobookTracking({ photobookId, company, number, staffId, words: SHIPPED_WORDS, now });

describe("the production status staff set", () => {
  it("moves a book in production to any of the four, in either direction, each move a history row naming the staff member", async () => {
    const staff = await staffMember();
    const { photobookId } = await arrangePaidPhotobook({ status: "ordered" });
    // A second apart: the history is read in time order, and three moves in one millisecond would tie.
    const start = Date.now();
    for (const [index, status] of (["printing", "delivered", "ordered"] as const).entries()) {
      const now = new Date(start + index * 1000);
      expect(await setPhotobookStatus({ photobookId, status, staffId: staff.id, words: SHIPPED_WORDS, now })).toEqual({
        status: "changed",
        told: false,
      });
    }
    expect((await bookRow(photobookId)).status).toBe("ordered");
    expect(await historyOf(photobookId)).toEqual([
      { from_status: "ordered", to_status: "printing", actor: "staff", staff_id: staff.id },
      { from_status: "printing", to_status: "delivered", actor: "staff", staff_id: staff.id },
      { from_status: "delivered", to_status: "ordered", actor: "staff", staff_id: staff.id },
    ]);
  });

  it("says so when the book is already there, writing nothing", async () => {
    const staff = await staffMember();
    const { photobookId } = await arrangePaidPhotobook({ status: "printing" });
    expect(await setPhotobookStatus({ photobookId, status: "printing", staffId: staff.id, words: SHIPPED_WORDS })).toEqual({
      status: "same",
    });
    expect(await historyOf(photobookId)).toEqual([]);
  });

  for (const before of ["draft", "designing", "proof", "revising", "cancelled"] as const) {
    it(`refuses a book before approval or cancelled (${before}), writing nothing`, async () => {
      const staff = await staffMember();
      const { photobookId } = await arrangePaidPhotobook({ status: before });
      expect(await setPhotobookStatus({ photobookId, status: "printing", staffId: staff.id, words: SHIPPED_WORDS })).toEqual({
        status: "not-in-production",
      });
      expect((await bookRow(photobookId)).status).toBe(before);
      expect(await historyOf(photobookId)).toEqual([]);
    });
  }

  it("answers missing for an unknown book", async () => {
    const staff = await staffMember();
    expect(await setPhotobookStatus({ photobookId: "pb_none", status: "printing", staffId: staff.id, words: SHIPPED_WORDS })).toEqual({
      status: "missing",
    });
  });

  it("stamps shipped_at the first time the book reaches shipping, and keeps it after", async () => {
    const staff = await staffMember();
    const { photobookId } = await arrangePaidPhotobook({ status: "printing" });
    const first = new Date("2031-03-02T01:00:00Z");
    await setPhotobookStatus({ photobookId, status: "shipping", staffId: staff.id, words: SHIPPED_WORDS, now: first });
    expect((await bookRow(photobookId)).shipped_at).toBe(first.toISOString());
    await setPhotobookStatus({ photobookId, status: "printing", staffId: staff.id, words: SHIPPED_WORDS });
    await setPhotobookStatus({ photobookId, status: "shipping", staffId: staff.id, words: SHIPPED_WORDS });
    expect((await bookRow(photobookId)).shipped_at).toBe(first.toISOString());
  });
});

describe("the tracking staff save", () => {
  for (const from of ["ordered", "printing"] as const) {
    it(`sends a book in ${from} to shipping, with its carrier, number, shipped_at and a history row`, async () => {
      const staff = await staffMember();
      const { photobookId } = await arrangePaidPhotobook({ status: from });
      const now = new Date("2031-05-06T02:00:00Z");
      expect(await track(photobookId, staff.id, "롯데택배", " 2345-6789-0123 ", now)).toEqual({ ok: true, shipped: true, told: true });
      expect(await bookRow(photobookId)).toEqual({
        status: "shipping",
        tracking_company: "롯데택배",
        tracking_number: "2345-6789-0123",
        shipped_at: now.toISOString(),
      });
      expect(await historyOf(photobookId)).toEqual([{ from_status: from, to_status: "shipping", actor: "staff", staff_id: staff.id }]);
    });
  }

  it("corrects a delivered book's tracking without moving it or telling the family", async () => {
    const staff = await staffMember();
    const { member, photobookId } = await arrangePaidPhotobook({ status: "delivered" });
    expect(await track(photobookId, staff.id, "한진택배", "555")).toEqual({ ok: true, shipped: false, told: false });
    expect(await bookRow(photobookId)).toMatchObject({ status: "delivered", tracking_company: "한진택배", tracking_number: "555" });
    expect(await historyOf(photobookId)).toEqual([]);
    expect(await shippedNotices(member.id)).toEqual([]);
  });

  for (const before of ["draft", "designing", "proof", "revising", "cancelled"] as const) {
    it(`refuses a book before approval or cancelled (${before})`, async () => {
      const staff = await staffMember();
      const { photobookId } = await arrangePaidPhotobook({ status: before });
      expect(await track(photobookId, staff.id)).toEqual({ ok: false, reason: "not-in-production" });
      expect(await bookRow(photobookId)).toMatchObject({ status: before, tracking_company: null, tracking_number: null });
    });
  }

  it("answers missing for an unknown book", async () => {
    const staff = await staffMember();
    expect(await track("pb_none", staff.id)).toEqual({ ok: false, reason: "missing" });
  });
});

describe("what the family hears when its book ships", () => {
  it("one notification and one text with carrier and number, however often tracking is saved", async () => {
    const staff = await staffMember();
    const phone = `010${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
    const member = await arrangeMember({ name: randomName(), phone });
    const { photobookId, order } = await arrangePaidPhotobook({ member, status: "printing" });

    expect(await track(photobookId, staff.id, "우체국택배", "6865012345678")).toMatchObject({ ok: true, told: true });
    // Saved again (a correction), and the dropdown moving it back and forth: the family was told once.
    expect(await track(photobookId, staff.id, "우체국택배", "6865012345679")).toMatchObject({ ok: true, told: false });
    await setPhotobookStatus({ photobookId, status: "printing", staffId: staff.id, words: SHIPPED_WORDS });
    expect(await setPhotobookStatus({ photobookId, status: "shipping", staffId: staff.id, words: SHIPPED_WORDS })).toEqual({
      status: "changed",
      told: false,
    });

    const notices = await shippedNotices(member.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ orderId: order.id, link: photobookCardLink(photobookId), read: false });
    expect(notices[0]!.message).toBe(SHIPPED_WORDS.notification("우체국택배", "6865012345678"));
    expect(notices[0]!.message).toContain("우체국택배");
    expect(notices[0]!.message).toContain("6865012345678");

    // One 알림톡 (the sandbox is on outside production), its template filled with the member's name and the first tracking.
    const texts = await shippedTexts(photobookId);
    expect(texts).toEqual([
      {
        channel: "alimtalk",
        template_code: ALIMTALK_TEMPLATES.photobook_shipped.code,
        recipient: phone,
        body: fillTemplate(ALIMTALK_TEMPLATES.photobook_shipped, {
          고객명: member.name!,
          택배사: "우체국택배",
          운송장번호: "6865012345678",
        }),
      },
    ]);
    expect(texts[0]!.body).toContain("운송장 번호: 6865012345678");
  });

  it("tells the family when tracking comes to a book staff already set to shipping, not before", async () => {
    const staff = await staffMember();
    const { member, photobookId } = await arrangePaidPhotobook({ status: "printing" });
    expect(await setPhotobookStatus({ photobookId, status: "shipping", staffId: staff.id, words: SHIPPED_WORDS })).toEqual({
      status: "changed",
      told: false,
    });
    expect(await shippedNotices(member.id)).toEqual([]);
    expect(await track(photobookId, staff.id, "로젠택배", "99887766")).toEqual({ ok: true, shipped: false, told: true });
    expect(await shippedNotices(member.id)).toHaveLength(1);
    expect(await shippedTexts(photobookId)).toHaveLength(1);
  });

  it("two saves at the same moment tell the family once", async () => {
    const staff = await staffMember();
    const { member, photobookId } = await arrangePaidPhotobook({ status: "printing" });
    const results = await Promise.allSettled([
      track(photobookId, staff.id, "경동택배", "111"),
      track(photobookId, staff.id, "대신택배", "222"),
    ]);
    expect(results.some((result) => result.status === "fulfilled" && result.value.ok)).toBe(true);
    expect(await shippedNotices(member.id)).toHaveLength(1);
    expect(await shippedTexts(photobookId)).toHaveLength(1);
    expect((await bookRow(photobookId)).status).toBe("shipping");
  });
});

describe("the photobook sales figures", () => {
  it("count paid photobook orders and their won this month and last month in Seoul, refunds and travel orders out", async () => {
    // A month of its own, far from every other test's orders.
    const year = 2100 + randomInt(0, 800);
    const month = randomInt(2, 12);
    const seoul = (m: number, day: number, time: string) =>
      new Date(`${year}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}T${time}+09:00`);
    const now = seoul(month, 15, "12:00:00");
    const member = await arrangeMember({ name: randomName() });
    const paid = async (at: Date) => {
      const order = await createPhotobookOrder(member.id, "공주 시그니처 여행", at);
      await markPaidByCard(order, at);
      return order;
    };
    const before = await photobookSales(now);

    await paid(seoul(month, 1, "00:10:00")); // the last day of the month before in UTC
    await paid(seoul(month, 14, "09:00:00"));
    const refunded = await paid(seoul(month, 3, "09:00:00"));
    await markRefunded(refunded.id, seoul(month, 4, "09:00:00"));
    await paid(seoul(month - 1, 20, "09:00:00"));
    await paid(seoul(month - 1, 1, "00:00:00"));
    await paid(new Date(seoul(month - 1, 1, "00:00:00").getTime() - 1000)); // two months back
    // Unpaid: no sale.
    await createPhotobookOrder(member.id, "공주 시그니처 여행", seoul(month, 10, "09:00:00"));

    const sales = await photobookSales(now);
    expect(sales.month).toBe(`${year}-${String(month).padStart(2, "0")}`);
    expect(sales.thisMonth).toEqual({ orders: 2, revenue: 2 * 67_900 });
    expect(sales.lastMonth).toEqual({ orders: 2, revenue: 2 * 67_900 });
    // The total is of every month: exact on a worker's own SQLite file, at least as much on the shared PostgreSQL.
    if (process.env.TEST_ENGINE === "sqlite") {
      expect(sales.total).toEqual({ orders: before.total.orders + 5, revenue: before.total.revenue + 5 * 67_900 });
    } else {
      expect(sales.total.orders).toBeGreaterThanOrEqual(before.total.orders + 5);
    }
  });
});

describe("the photobook list", () => {
  async function uploadPhotos(orderId: string, ownerId: string, count: number) {
    for (let slot = 0; slot < count; slot++) {
      await db()
        .insertInto("uploads")
        .values({
          id: randomUUID(),
          owner_id: ownerId,
          category: "photobook-page",
          storage_key: `test/${randomUUID()}`,
          file_name: `photo-${slot}.jpg`,
          declared_type: "image/jpeg",
          declared_size: 1000,
          content_type: "image/jpeg",
          byte_size: 1000,
          width: 2000,
          height: 1500,
          variants: null,
          status: "confirmed",
          entity_id: orderId,
          scope_id: orderId,
          slot,
          master_key: null,
          created_at: new Date().toISOString(),
          confirmed_at: new Date().toISOString(),
        })
        .execute();
    }
  }

  it("shows the customer, trip, order, photos placed, cover text, status and tracking", async () => {
    const name = randomName();
    const member = await arrangeMember({ name });
    const { order, photobookId } = await arrangePaidPhotobook({ member, travelDestination: "강릉 바다 여행", status: "printing" });
    await uploadPhotos(order.id, member.id, 3);
    await db()
      .updateTable("photobooks")
      .set({ cover_text: "우리 가족 첫 여행", tracking_company: "CJ대한통운", tracking_number: "777" })
      .where("id", "=", photobookId)
      .execute();
    const page = await listStaffPhotobooks({ q: name, status: "", page: 1 });
    expect(page.rows).toEqual([
      {
        id: photobookId,
        orderId: order.id,
        customerName: name,
        travelTitle: "강릉 바다 여행",
        orderedAt: order.createdAt,
        amount: 67_900,
        photoCount: 3,
        coverText: "우리 가족 첫 여행",
        status: "printing",
        trackingCompany: "CJ대한통운",
        trackingNumber: "777",
      },
    ]);
    expect(await findPhotobookForStaff(photobookId)).toEqual(page.rows[0]);
    expect(await findPhotobookForStaff("pb_none")).toBeNull();
  });

  // 51 paid photobooks: seconds on a busy PostgreSQL, past vitest's 5 s default.
  it("pages 50 at a time, newest first, and finds by name, phone digits, order number and status", { timeout: 30_000 }, async () => {
    const name = randomName();
    const phone = `010${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
    const member = await arrangeMember({ name, phone });
    const books: { orderId: string; photobookId: string }[] = [];
    const start = Date.parse("2032-01-01T00:00:00Z") + randomInt(0, 1_000_000) * 1000;
    for (let index = 0; index < PAGE_SIZE + 1; index++) {
      const arranged = await arrangePaidPhotobook({ member, now: new Date(start + index * 60_000) });
      books.push({ orderId: arranged.order.id, photobookId: arranged.photobookId });
    }
    const first = await listStaffPhotobooks({ q: name, status: "", page: 1 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.rows[0]!.id).toBe(books.at(-1)!.photobookId);
    const second = await listStaffPhotobooks({ q: name, status: "", page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual([books[0]!.photobookId]);
    expect(second.hasNext).toBe(false);

    expect((await listStaffPhotobooks({ q: phone.slice(-8), status: "", page: 1 })).rows).toHaveLength(PAGE_SIZE);
    const byOrder = await listStaffPhotobooks({ q: books[7]!.orderId, status: "", page: 1 });
    expect(byOrder.rows.map((row) => row.id)).toEqual([books[7]!.photobookId]);

    await db().updateTable("photobooks").set({ status: "printing" }).where("id", "=", books[3]!.photobookId).execute();
    const printing = await listStaffPhotobooks({ q: name, status: "printing" satisfies PhotobookStatus, page: 1 });
    expect(printing.rows.map((row) => row.id)).toEqual([books[3]!.photobookId]);
    expect((await listStaffPhotobooks({ q: randomName(6), status: "", page: 1 })).rows).toEqual([]);
  });
});
