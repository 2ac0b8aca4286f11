// A copy of a member's data (app/models/accounts/data-copy.server.ts, decision 81): every row of the
// member in every table the withdrawal covers, none of another member's, no secret (a session's id,
// a payment's secret, a share link's hash), and nothing for staff accounts or withdrawn members.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { COPIED_COLUMNS, dataCopyResponse, memberDataCopy } from "~/models/accounts/data-copy.server";
import { withdrawMember } from "~/models/accounts/withdrawal.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { type Arranged, arrangeEverything, rowsNaming } from "../support/member-data";
import { arrangeMember, arrangePerson } from "../support/people";

let mine: Arranged;
let theirs: Arranged;

beforeAll(async () => {
  useStorage(new LocalStorage(mkdtempSync(join(tmpdir(), "data-copy-")), "data-copy-secret"));
  const neighbour = await arrangeMember({ name: "이웃가족" });
  theirs = await arrangeEverything("다른복사가족");
  mine = await arrangeEverything("복사가족", neighbour);
}, 60_000);
afterAll(() => useStorage(undefined));

describe("the data copy", () => {
  it("holds each covered table's rows of the member, all of them", async () => {
    const copy = (await memberDataCopy(mine.member.id))!;
    expect(copy.tables.users).toHaveLength(1);
    expect(copy.tables.users![0]).toMatchObject({ id: mine.member.id, name: "복사가족" });
    for (const [table, column] of COPIED_COLUMNS) {
      const rows = copy.tables[table]!.filter((row) => row[column] === mine.member.id);
      expect(rows.length, `${table}.${column}`).toBe(await rowsNaming(table, column, mine.member.id));
    }
    // Tables with something to show are not empty (the arrangement put a row in each).
    for (const table of [
      "orders",
      "surveys",
      "photobooks",
      "notifications",
      "uploads",
      "community_posts",
      "session_recordings",
      "page_views",
    ]) {
      expect(copy.tables[table]!.length, table).toBeGreaterThan(0);
    }
    expect(copy.tables.order_status_history!.length).toBeGreaterThan(0);
  });

  it("holds none of another member's rows, and no secret", async () => {
    const text = JSON.stringify(await memberDataCopy(mine.member.id));
    expect(text).not.toContain(theirs.member.id);
    expect(text).not.toContain("다른복사가족");
    expect(text).not.toContain(mine.session.id);
    const order = await db()
      .selectFrom("orders")
      .select("payment_secret")
      .where("user_id", "=", mine.member.id)
      .where("payment_secret", "is not", null)
      .executeTakeFirst();
    if (order?.payment_secret) expect(text).not.toContain(order.payment_secret);
    expect(text).not.toContain("token_hash");
    expect(text).not.toContain("password_hash");
  });

  it("is a JSON file to download, never cached", async () => {
    const response = dataCopyResponse((await memberDataCopy(mine.member.id))!);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="familytrip-my-data-\d{8}\.json"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await response.json()).memberId).toBe(mine.member.id);
  });

  it("is nothing for a staff account or a withdrawn member", async () => {
    const staff = await arrangePerson("admin", "복사담당");
    expect(await memberDataCopy(staff.id)).toBeNull();
    const leaving = await arrangeMember({ name: "떠난복사가족" });
    await withdrawMember(leaving.id, { by: "member" });
    expect(await memberDataCopy(leaving.id)).toBeNull();
    expect(await memberDataCopy("no-such-member")).toBeNull();
  });
});
