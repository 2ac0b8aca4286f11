import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The projects: `unit` (pure code, no database), `sqlite` and `postgres` (the same model tests on
// each engine), `server` (the built server started on each engine, its sweeps on copies of one seeded
// database per engine) and `server-postgres` (the PostgreSQL half of the longest sweep, run beside its
// SQLite half). PostgreSQL runs when TEST_DATABASE_URL is set; otherwise its pass is skipped and says so.
//
// No project isolates its files from each other (`isolate: false`): a worker keeps the modules it has
// loaded for its next file, where loading the app's modules again for every file took a third of the
// model tests' time. Tests therefore leave no module state behind them (a spy is restored, a changed
// setting put back), and replace a module's function with `vi.spyOn` on its namespace, not `vi.mock`,
// which a module already loaded by an earlier file ignores (decision 42).
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

// Server tests long enough to be run as two files at once (engineOfThisProject, tests/support/engines.ts):
// `server` runs them on SQLite, `server-postgres` on PostgreSQL.
const splitByEngine = readdirSync("tests/server")
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `tests/server/${name}`)
  .filter((file) => readFileSync(file, "utf8").includes("engineOfThisProject()"));

/**
 * The longest files first, whatever their project: vitest's own order runs the projects one after the
 * other by name, so the built server's sweeps (most of the run) started behind the model tests and the
 * last of them ran alone at the end. The server projects' files lead; within a rank, the longer last
 * time (from vitest's cache), or on a fresh clone the larger file, goes first.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (file: TestSpecification) => `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    const rank = (file: TestSpecification) => (file.project.name.startsWith("server") ? 0 : 1);
    const lasted = (file: TestSpecification) => cache.getFileTestResults(key(file))?.duration;
    const size = (file: TestSpecification) => cache.getFileStats(key(file))?.size ?? 0;
    return [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const [durationA, durationB] = [lasted(a), lasted(b)];
      if (durationA !== undefined && durationB !== undefined) return durationB - durationA;
      return size(b) - size(a);
    });
  }
}

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongestFirst },
    // vitest's default is one file at a time on a 2-core machine; most of the slow files wait on
    // another process (the built server, PostgreSQL), so with two at once the cores still sat idle a
    // quarter of the run (between files, while a file's server started). Three keep both busy
    // (decision 42).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      { resolve: { alias }, test: { name: "unit", isolate: false, include: ["tests/unit/**/*.test.ts"] } },
      {
        resolve: { alias },
        test: {
          name: "sqlite",
          isolate: false,
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
          isolate: false,
          include: ["tests/server/**/*.test.ts"],
          // One seeded database per engine, copied by every sweep's world instead of seeding its own.
          globalSetup: ["tests/support/seeded-databases.ts"],
          env: { SWEEP_ENGINE: "sqlite" },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                name: "server-postgres",
                isolate: false,
                include: splitByEngine,
                globalSetup: ["tests/support/seeded-databases.ts"],
                env: { SWEEP_ENGINE: "postgres" },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
