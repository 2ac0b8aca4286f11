// Brings a database to the latest migration. Safe to call at every start and from several processes
// at once: Kysely's migrator takes a lock and skips what has run.
import { type Kysely, Migrator } from "kysely";
import { migrations } from "./migrations/index";

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
