// Deletes the run's temporary SQLite database (and its WAL files), unless E2E_DATABASE_URL was given.
import { rm } from "node:fs/promises";

export default async function globalTeardown(): Promise<void> {
  const file = process.env.E2E_DATABASE_URL;
  if (!file || process.env.E2E_DATABASE_TEMPORARY !== "1") return;
  await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(file + suffix, { force: true })));
}
