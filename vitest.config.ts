import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Three projects: `unit` (pure code, no database), `sqlite` and `postgres` (the same model tests on
// each engine), plus `server` (the built server started on each engine, its sweeps on copies of one
// seeded database per engine). PostgreSQL runs when TEST_DATABASE_URL is set; otherwise its pass is
// skipped and says so.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn("\n[vitest] PostgreSQL pass SKIPPED: TEST_DATABASE_URL is not set (model tests ran on SQLite only)\n");
}

// Everything a run writes outside the databases (SQLite files, stored photos, the built servers' work
// folders) goes in one temporary folder, removed when vitest exits: os.tmpdir() follows TMPDIR, which the
// workers and the servers they start inherit, and STORAGE_DIR keeps photos out of the checkout's
// data/storage.
const runDirectory = mkdtempSync(join(tmpdir(), "family-trip-vitest-"));
process.env.TMPDIR = runDirectory;
process.env.STORAGE_DIR = join(runDirectory, "storage");
process.on("exit", () => rmSync(runDirectory, { recursive: true, force: true, maxRetries: 3 }));

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one file at a time on a 2-core machine; most of the slow files wait on
    // another process (the built server, PostgreSQL), so with two at once the cores still sat idle a
    // quarter of the run (between files, while a file's server started). Three keep both busy
    // (decision 42).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        resolve: { alias },
        test: {
          name: "sqlite",
          include: ["tests/models/**/*.test.ts"],
          setupFiles: ["tests/support/database-setup.ts"],
          env: { TEST_ENGINE: "sqlite", AUTO_ACCEPT_ORDERS: "false" },
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                name: "postgres",
                include: ["tests/models/**/*.test.ts"],
                globalSetup: ["tests/support/postgres-global-setup.ts"],
                setupFiles: ["tests/support/database-setup.ts"],
                env: { TEST_ENGINE: "postgres", DATABASE_URL: postgresUrl, AUTO_ACCEPT_ORDERS: "false" },
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          // One seeded database per engine, copied by every sweep's world instead of seeding its own.
          globalSetup: ["tests/support/seeded-databases.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
