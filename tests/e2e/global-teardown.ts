// Removes the run's folder (playwright.config.ts) with the temporary database and every photo the run
// stored. When E2E_DATABASE_URL named a database elsewhere, the folder stays with it: its photos.
import { rm } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";

export const RUN_DIRECTORY_PREFIX = "family-trip-e2e-";

export default async function globalTeardown(): Promise<void> {
  const directory = process.env.E2E_RUN_DIRECTORY;
  const database = process.env.E2E_DATABASE_URL;
  // Only a folder the config made, never one somebody named in the environment.
  if (!directory || !database || !basename(directory).startsWith(RUN_DIRECTORY_PREFIX)) return;
  if (dirname(resolve(database)) !== resolve(directory)) return;
  await rm(directory, { recursive: true, force: true, maxRetries: 3 });
}
