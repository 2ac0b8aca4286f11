// Runs before each model test file: SQLite gets a fresh file per worker; PostgreSQL uses
// TEST_DATABASE_URL, migrated once by its global setup. Tests make their own unique data.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { db } from "~/db.server";
import { migrateToLatest } from "../../db/migrate";

if (process.env.TEST_ENGINE === "sqlite") {
  process.env.DATABASE_URL ??= join(mkdtempSync(join(tmpdir(), "vitest-sqlite-")), "test.db");
}

beforeAll(async () => {
  if (process.env.TEST_ENGINE === "sqlite") await migrateToLatest(db());
});

afterAll(async () => {
  await globalThis.__appDb?.destroy();
  globalThis.__appDb = undefined;
});
