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

/** The last migration this build knows of. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1)!;

/**
 * Whether the database answers and holds this build's last migration (the readiness check): one
 * indexed lookup in Kysely's own table.
 */
export async function isMigrated(db: Kysely<any>): Promise<boolean> {
  const row = await db.selectFrom("kysely_migration").select("name").where("name", "=", LATEST_MIGRATION).executeTakeFirst();
  return row !== undefined;
}
