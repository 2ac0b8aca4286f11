// The server project's global setup: one database per engine, migrated and seeded with the demo data
// by the built server itself (with every sweep server's environment), before any server test starts.
// A sweep's world begins from a copy of it (startWorld): the demo's thirty reviews draw and encode
// about forty photos, 5 to 8 s a start, which each world used to pay again. The tests of seeding
// itself (startup, staff accounts, the scale-out cluster, the S3 bucket's photos) still start on empty
// databases.
import type { TestProject } from "vitest/node";
import { postgresSweepEngine, SWEEP_SERVER_ENV, type SweepEngine, sweepEngines } from "./engines";
import { startServer } from "./server";

export type SeededDatabases = Partial<Record<SweepEngine["name"], string>>;

declare module "vitest" {
  export interface ProvidedContext {
    seededDatabases: SeededDatabases;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The `server-postgres` project runs PostgreSQL's halves only (engineOfThisProject in engines.ts).
  const postgres = postgresSweepEngine();
  const engines = project.config.env.SWEEP_ENGINE === "postgres" && postgres ? [postgres] : sweepEngines();
  const made = new Map<SweepEngine, string>();
  const dropAll = async () => {
    for (const [engine, url] of made) await engine.dropDatabase(url);
  };
  const seeding = await Promise.allSettled(
    engines.map(async (engine) => {
      const url = await engine.createDatabase();
      made.set(engine, url);
      // Listening means migrated and seeded (server/index.ts seeds before it listens).
      const server = await startServer({ ...SWEEP_SERVER_ENV, DATABASE_URL: url });
      await server.stop();
      await engine.settle(url);
    }),
  );
  const failed = seeding.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    await dropAll();
    throw failed.reason;
  }
  project.provide("seededDatabases", Object.fromEntries([...made].map(([engine, url]) => [engine.name, url])));
  return dropAll;
}
