// SQLite transactions take the write lock when they begin (db/connect.ts): another process that
// writes meanwhile waits for it, instead of the transaction failing with "database is locked" when it
// first writes after reading.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/connect";

const handles: { destroy: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.destroy();
});

describe("SQLite transactions", () => {
  it("hold the write lock from their start, even before they write", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "sqlite-begin-")), "app.db");
    const db = createDatabase(file);
    handles.push(db);
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    // Another connection (another process, in production) that will not wait for a lock.
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        // Read only so far; a plain BEGIN would not hold the lock yet and this write would get in first.
        expect(() => other.prepare("insert into notes (body) values ('다른 곳')").run()).toThrow(/locked|busy/i);
        await sql`insert into notes (body) values ('여기')`.execute(trx);
      });
      other.prepare("insert into notes (body) values ('다른 곳')").run();
      expect(other.prepare("select body from notes order by id").pluck().all()).toEqual(["여기", "다른 곳"]);
    } finally {
      other.close();
    }
  });
});
