// npm run restore -- <backup folder>: puts a backup from `npm run backup` back in place of the
// service's SQLite database and local photos (DATABASE_URL, STORAGE_DIR, .env). Checks the backup
// first (PRAGMA integrity_check, every table against its manifest, every photo), refuses while a
// process has the database open, and moves what was there aside instead of deleting it
// (docs/decisions/0090-sqlite-backups.md). The safe procedure: stop the service, restore, start it.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { restore, serviceLocations } from "./sqlite-backup.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith("--"));
if (!folder) {
  console.error("usage: npm run restore -- <backup folder> [--service-stopped]   (the folders npm run backup printed)");
  process.exit(1);
}
const where = serviceLocations();
if (where.postgres) {
  console.error("DATABASE_URL names PostgreSQL: restore it with pg_restore (or point-in-time recovery); see the README's Backups.");
  process.exit(1);
}
try {
  const done = restore({
    folder: resolve(folder),
    database: where.database,
    storage: where.storage,
    serviceStopped: args.includes("--service-stopped"),
  });
  console.log(`restored ${done.name} (taken ${done.manifest.createdAt}), integrity ok, every table as its manifest describes`);
  console.log(`  database: ${done.database}`);
  console.log(`  photos: ${done.photos} files in ${done.storage}`);
  for (const path of done.movedAside) console.log(`  what was there is kept at ${path}`);
  console.log("  start the service again (npm start, or npm run demo).");
} catch (error) {
  console.error(`restore refused: ${error.message}`);
  process.exit(1);
}
