// The app's one database handle, opened lazily from DATABASE_URL. Migrations are not run here:
// the server runs them once at start (server/index.ts), tests in their global setup.
import type { Kysely } from "kysely";
import { createDatabase, DEFAULT_DATABASE_URL } from "../db/connect";
import type { Database } from "../db/schema";

declare global {
  var __appDb: Kysely<Database> | undefined;
}

export function db(): Kysely<Database> {
  globalThis.__appDb ??= createDatabase(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  return globalThis.__appDb;
}

export type { Database };
