// Migrates the PostgreSQL test database once, before any worker starts.
import { createDatabase } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";

export default async function setup(): Promise<void> {
  const db = createDatabase(process.env.TEST_DATABASE_URL!);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
