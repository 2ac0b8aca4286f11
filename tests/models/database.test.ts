import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { listRegionRequests } from "~/models/regions/region-requests.server";
import { LocalStorage, useStorage } from "~/services/storage.server";
import { engineOf } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";
import { seedDemoData } from "../../db/seed";

describe("database", () => {
  // The demo reviews' photos go to a folder of this test's own.
  beforeAll(() => useStorage(new LocalStorage(mkdtempSync(join(tmpdir(), "seed-storage-")), "seed-test-secret")));
  afterAll(() => useStorage(undefined));

  it("runs on the engine this project asked for", () => {
    expect(engineOf(process.env.DATABASE_URL!)).toBe(process.env.TEST_ENGINE);
  });

  it("applies migrations once: a second run changes nothing", async () => {
    expect(await migrateToLatest(db())).toEqual([]);
  });

  // The demo reviews draw and store about forty photos: seconds, not milliseconds.
  it("seeds demo data once per database", { timeout: 120_000 }, async () => {
    await seedDemoData(db());
    expect(await seedDemoData(db())).toBe(false);
    // Other test files write to the same PostgreSQL database at once, so look at the demo rows only.
    expect(await listRegionRequests({ phone: "01012340001" })).toHaveLength(1);
  });
});
