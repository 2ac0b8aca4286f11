// npm run backup: a consistent copy of the embedded default's SQLite database, taken while the service
// runs, and its local photos, in a new timestamped folder (docs/decisions/0090-sqlite-backups.md).
// `npm run backup -- --to /mnt/backups` (or BACKUP_DIR) chooses where; data/backups by default.
// Reads the server's settings (DATABASE_URL, STORAGE_DIR, .env) to find what to copy.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { backup, serviceLocations } from "./sqlite-backup.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
const args = process.argv.slice(2);
const toIndex = args.indexOf("--to");
const destination = resolve(toIndex >= 0 ? args[toIndex + 1] : process.env.BACKUP_DIR || "data/backups");
const where = serviceLocations();

if (where.postgres) {
  console.error(
    "DATABASE_URL names PostgreSQL: back it up with PostgreSQL's own tools (pg_dump, or a base backup with WAL archiving for point-in-time recovery; see the README's Backups).",
  );
  process.exit(1);
}
try {
  const started = performance.now();
  const { folder, manifest } = backup({ database: where.database, storage: where.storage, destination });
  const rows = Object.values(manifest.database.tables).reduce((sum, table) => sum + table.rows, 0);
  const photos = Object.values(manifest.photos);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`backup written: ${folder}`);
  console.log(
    `  database: ${mb(manifest.database.bytes)}, ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, integrity ${manifest.database.integrity}`,
  );
  console.log(
    `  photos: ${photos.length} files, ${mb(photos.reduce((sum, file) => sum + file.bytes, 0))}${where.s3 ? " (local ones only: STORAGE_S3_BUCKET is set, the bucket keeps its own)" : ""}`,
  );
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s; bring it back with: npm run restore -- ${folder}`);
} catch (error) {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
}
