import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { PAGE_SIZE, readListQuery } from "~/models/back-office/staff-lists.server";
import { getStaffMember, listStaffMembers } from "~/models/back-office/staff-members.server";
import { markPaidByCard } from "~/models/demo/demo.server";
import { travelProduct } from "~/models/orders/catalogue.server";
import { acceptOrder } from "~/models/orders/orders.server";
import { markRefunded } from "~/models/orders/payments.server";
import { createTravelOrder } from "~/models/orders/travel-orders.server";
import { createPhotobookOrder } from "~/models/photobook/photobook-orders.server";
import { saveSurveyDraft } from "~/models/survey/surveys.server";
import { type FamilyMembers, familyRelation, listFamilyMembers } from "~/utils/family";
import { arrangeMember } from "../support/people";
import { uniquePhone, uniqueTag } from "../support/unique";

function member(input: { name: string; phone?: string; email?: string | null; familyMembers?: FamilyMembers }, createdAt?: Date) {
  return arrangeMember({ ...input, createdAt });
}

const list = (search: string) => listStaffMembers(readListQuery(new URL(`http://localhost/admin/dashboard/members?${search}`)));
const q = (text: string, page = 1) => list(new URLSearchParams({ q: text, page: String(page) }).toString());

async function paidTravelOrder(userId: string) {
  const order = await createTravelOrder(userId, travelProduct({ productType: "signature", tripDuration: "day" })!);
  await markPaidByCard(order);
  return order;
}

describe("the members list", () => {
  it("lists members only, newest first, with phone, e-mail and joined date", async () => {
    const name = `목록${uniqueTag()}`;
    const older = await member({ name, email: `${uniqueTag()}@example.com` }, new Date("2026-01-01T00:00:00Z"));
    const newer = await member({ name, email: null }, new Date("2026-02-01T00:00:00Z"));
    const staff = await member({ name });
    await db().updateTable("users").set({ role: "admin" }).where("id", "=", staff.id).execute();

    const page = await q(name);
    expect(page.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ number: 1, hasNext: false });
    expect(page.rows[1]).toEqual({
      id: older.id,
      name,
      phone: older.phone,
      email: older.email,
      createdAt: "2026-01-01T00:00:00.000Z",
      totalOrders: 0,
    });
  });

  it("finds 김민수 by ㄱㅁㅅ (the initials written with the name), and not 이영희", async () => {
    const kim = await member({ name: "김민수" });
    const lee = await member({ name: "이영희" });
    const found = (await q("ㄱㅁㅅ")).rows.map((row) => row.id);
    expect(found).toContain(kim.id);
    expect(found).not.toContain(lee.id);
    // Spaces typed between initials or inside a name do not matter.
    expect((await q("ㄱ ㅁ ㅅ")).rows.map((row) => row.id)).toContain(kim.id);
    expect((await q("ㅇㅇㅎ")).rows.map((row) => row.id)).toContain(lee.id);
  });

  it("finds a member by name without spaces, by phone digits typed with or without dashes, and by e-mail", async () => {
    const phone = uniquePhone();
    const email = `${uniqueTag()}@example.com`;
    const name = `검색 ${uniqueTag()}`;
    const user = await member({ name, phone, email });
    const dashed = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    for (const text of [name.replace(" ", ""), phone, dashed, phone.slice(3), email.toUpperCase()]) {
      expect(
        (await q(text)).rows.map((row) => row.id),
        text,
      ).toEqual([user.id]);
    }
    // LIKE's wildcards (and the escape character) typed in the box are text, not patterns.
    for (const text of ["%", "_", "!%", "%%%"]) expect((await q(text)).rows, text).toEqual([]);
    // Two digits are too few to search phones by.
    expect((await q(phone.slice(-2))).rows.map((row) => row.id)).not.toContain(user.id);
  });

  it("shows 50 a page: the 51st member is on page 2", async () => {
    const name = `쪽${uniqueTag()}`;
    const base = Date.parse("2026-03-01T00:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 1; i += 1) ids.push((await member({ name: `${name}${i}` }, new Date(base + i * 1000))).id);
    const newestFirst = [...ids].reverse();

    const first = await q(name);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first).toMatchObject({ number: 1, hasNext: true });
    expect(first.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, PAGE_SIZE));

    const second = await q(name, 2);
    expect(second).toMatchObject({ number: 2, hasNext: false });
    expect(second.rows.map((row) => row.id)).toEqual([ids[0]]);
    expect((await q(name, 3)).rows).toEqual([]);
  });

  it("counts each member's paid orders, travel and photobook, not unpaid or refunded ones", async () => {
    const name = `주문${uniqueTag()}`;
    const user = await member({ name });
    await paidTravelOrder(user.id);
    const photobook = await createPhotobookOrder(user.id, "강릉 여행");
    await markPaidByCard(photobook);
    await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "overnight" })!); // pending
    const refunded = await paidTravelOrder(user.id);
    await markRefunded(refunded.id);
    const failed = await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "day" })!);
    await db().updateTable("orders").set({ status: "failed" }).where("id", "=", failed.id).execute();

    const [row] = (await q(name)).rows;
    expect(row).toMatchObject({ id: user.id, totalOrders: 2 });
  });
});

describe("a member's detail", () => {
  it("holds the family by relation and age, 'other' with its own label, and which one is the member", async () => {
    const familyMembers: FamilyMembers = {
      grandfather: [{ age: "70", is_me: false }],
      grandmother: [{ age: "68", is_me: false }],
      father: { age: "41", is_me: true },
      mother: { age: "39", is_me: false },
      son: [{ age: "9", is_me: false }],
      daughter: [
        { age: "6", is_me: false },
        { age: "3", is_me: false },
      ],
      other: [{ age: "35", is_me: false, label: "삼촌" }],
    };
    const user = await member({ name: `가족${uniqueTag()}`, familyMembers });
    const detail = await getStaffMember(user.id);
    expect(detail?.familyMembers).toEqual(familyMembers);
    const rows = listFamilyMembers(detail!.familyMembers).map(({ type, member: person }) => [
      familyRelation(type, person),
      person.age,
      person.is_me,
    ]);
    expect(rows).toEqual([
      ["할아버지", "70", false],
      ["할머니", "68", false],
      ["아빠", "41", true],
      ["엄마", "39", false],
      ["아들", "9", false],
      ["딸", "6", false],
      ["딸", "3", false],
      ["기타(삼촌)", "35", false],
    ]);
  });

  it("lists the member's paid and refunded orders, newest first, each with its survey's state", async () => {
    const user = await member({ name: `상세${uniqueTag()}` });
    const trip = await createTravelOrder(
      user.id,
      travelProduct({ productType: "signature", tripDuration: "day" })!,
      new Date("2026-04-01T00:00:00Z"),
    );
    await markPaidByCard(trip);
    expect(await acceptOrder(trip.id)).toBe(true);
    await saveSurveyDraft({ orderId: trip.id, userId: user.id, answers: { departure: "서울특별시 강남구" }, resumeStep: 2 });
    const refunded = await createTravelOrder(
      user.id,
      travelProduct({ productType: "signature", tripDuration: "day" })!,
      new Date("2026-04-02T00:00:00Z"),
    );
    await markPaidByCard(refunded);
    await markRefunded(refunded.id);
    await createTravelOrder(user.id, travelProduct({ productType: "signature", tripDuration: "day" })!, new Date("2026-04-03T00:00:00Z"));

    const detail = await getStaffMember(user.id);
    expect(detail).toMatchObject({ id: user.id, phone: user.phone, totalOrders: 1, familyMembers: {} });
    expect(detail?.orders).toEqual([
      expect.objectContaining({ id: refunded.id, status: "refunded", survey: null, amount: refunded.amount }),
      expect.objectContaining({
        id: trip.id,
        status: "accepted",
        survey: "draft",
        orderName: trip.orderName,
        productType: "signature_travel",
      }),
    ]);
  });

  it("is nobody's for an unknown id or a staff account", async () => {
    expect(await getStaffMember("no-such-member")).toBeNull();
    const staff = await member({ name: `직원${uniqueTag()}` });
    await db().updateTable("users").set({ role: "admin" }).where("id", "=", staff.id).execute();
    expect(await getStaffMember(staff.id)).toBeNull();
  });
});
