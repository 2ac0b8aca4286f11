// Backups of the embedded default (docs/decisions/0090-sqlite-backups.md): the SQLite database copied
// while the service runs, with VACUUM INTO (one read transaction: a consistent snapshot that never
// stops the writers, in WAL mode), then the local photos; and the way back, checked before and after.
// Used by scripts/backup.mjs and scripts/restore.mjs (npm run backup / npm run restore) and their test.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import Database from "better-sqlite3";

/** The file a backup's database is kept in, and its description. */
export const BACKUP_DATABASE = "app.db";
export const MANIFEST = "manifest.json";
export const BACKUP_STORAGE = "storage";

/** Where the server keeps its database and photos, as it reads them (app/config.server.ts, db/connect.ts). */
export function serviceLocations(env = process.env) {
  const url = env.DATABASE_URL || "data/app.db";
  return {
    url,
    postgres: /^postgres(ql)?:\/\//i.test(url),
    database: resolve(url.replace(/^file:(\/\/)?/i, "")),
    storage: resolve(env.STORAGE_DIR || "data/storage"),
    s3: Boolean(env.STORAGE_S3_BUCKET),
  };
}

/** A moment as a folder name's part: 20261207-013000Z. */
function stampOf(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

/**
 * Every table's row count and a SHA-256 of its rows (every column, in a fixed order), so two
 * databases can be compared table by table: the same digest means the same rows.
 */
export function tableDigests(sqlite) {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all();
  const digests = {};
  for (const table of tables) {
    const columns = sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table);
    const order = columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(", ");
    const hash = createHash("sha256");
    let rows = 0;
    for (const row of sqlite
      .prepare(`SELECT * FROM "${table.replaceAll('"', '""')}" ORDER BY ${order}`)
      .raw()
      .iterate()) {
      hash.update(JSON.stringify(row, (_key, value) => (Buffer.isBuffer(value) ? value.toString("base64") : value)));
      hash.update("\n");
      rows += 1;
    }
    digests[table] = { rows, sha256: hash.digest("hex") };
  }
  return digests;
}

/** PRAGMA integrity_check's answer: "ok", or what is wrong. */
export function integrityOf(sqlite) {
  return sqlite.prepare("PRAGMA integrity_check").pluck().all().join("; ");
}

/** Every file under `dir` (relative paths, sorted), leaving out the uploads still being written (`*.part`). */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !entry.name.endsWith(".part")) files.push(relative(dir, path));
    }
  };
  walk(dir);
  return files.sort();
}

/** Each file's size and SHA-256, by relative path. */
export function fileDigests(dir) {
  return Object.fromEntries(
    filesUnder(dir).map((file) => {
      const bytes = readFileSync(join(dir, file));
      return [file, { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") }];
    }),
  );
}

/**
 * Processes other than this one holding `database` (or its -wal/-shm) open, read from /proc (Linux):
 * their ids, or null when this system cannot tell.
 */
export function processesUsing(database) {
  if (!existsSync("/proc/self/fd")) return null;
  const names = new Set([database, `${database}-wal`, `${database}-shm`]);
  const users = [];
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to look at
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (names.has(target)) {
        users.push(Number(pid));
        break;
      }
    }
  }
  return users;
}

/**
 * Writes a backup into a new folder under `destination`: the database as one consistent snapshot
 * (VACUUM INTO), checked (integrity_check) and described table by table, then the photos. Answers
 * the folder and its manifest.
 */
export function backup({ database, storage, destination, now = new Date() }) {
  if (!existsSync(database)) throw new Error(`no database at ${database}`);
  const folder = resolve(destination, `family-trip-${stampOf(now)}`);
  if (existsSync(folder)) throw new Error(`${folder} exists already`);
  mkdirSync(folder, { recursive: true });
  const target = join(folder, BACKUP_DATABASE);
  const source = new Database(database, { fileMustExist: true });
  try {
    // Waits for a writer's lock as the server does, rather than failing at once.
    source.pragma("busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(target);
  } finally {
    source.close();
  }
  const copy = new Database(target, { readonly: true });
  let integrity;
  let tables;
  try {
    integrity = integrityOf(copy);
    tables = tableDigests(copy);
  } finally {
    copy.close();
  }
  if (integrity !== "ok") throw new Error(`the copy at ${target} failed its integrity check: ${integrity}`);
  // The photos after the database: an upload the snapshot names was stored before it (files are
  // renamed into place whole), so it is in the folder by now.
  const photos = filesUnder(storage);
  if (photos.length) {
    const into = join(folder, BACKUP_STORAGE);
    for (const file of photos) {
      mkdirSync(join(into, file, ".."), { recursive: true });
      try {
        cpSync(join(storage, file), join(into, file));
      } catch (error) {
        // Removed since it was listed (a purge, a sweep): the snapshot may still name it, as the
        // database did at that moment; a restore's next sweep removes such rows again.
        if (error.code !== "ENOENT") throw error;
      }
    }
  }
  const manifest = {
    createdAt: now.toISOString(),
    source: { database, storage },
    database: { file: BACKUP_DATABASE, bytes: statSync(target).size, integrity, tables },
    photos: fileDigests(join(folder, BACKUP_STORAGE)),
  };
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, manifest };
}

/** Reads a backup folder and checks it: its database whole and as described, its photos as listed. */
export function verifyBackup(folder) {
  const manifestPath = join(folder, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${folder} is not a backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const copy = new Database(join(folder, manifest.database.file), { readonly: true, fileMustExist: true });
  try {
    const integrity = integrityOf(copy);
    if (integrity !== "ok") throw new Error(`the backup's database failed its integrity check: ${integrity}`);
    const tables = tableDigests(copy);
    if (JSON.stringify(tables) !== JSON.stringify(manifest.database.tables))
      throw new Error("the backup's database is not the one its manifest describes (changed or damaged since)");
  } finally {
    copy.close();
  }
  const photos = fileDigests(join(folder, BACKUP_STORAGE));
  if (JSON.stringify(photos) !== JSON.stringify(manifest.photos))
    throw new Error("the backup's photos are not the ones its manifest lists");
  return manifest;
}

/**
 * Puts a backup back in place of `database` and `storage`. Refuses while a process holds the
 * database open (the service, unless `serviceStopped` vouches for a system /proc cannot read).
 * What was there is moved aside, never deleted: `<file>.before-restore-<stamp>` (its -wal too) and
 * `<storage>.before-restore-<stamp>`. Answers what it did.
 */
export function restore({ folder, database, storage, serviceStopped = false, now = new Date() }) {
  const manifest = verifyBackup(folder);
  const users = processesUsing(database);
  if (users === null && !serviceStopped)
    throw new Error("cannot tell whether the service still uses the database here: stop it, then pass --service-stopped");
  if (users?.length)
    throw new Error(
      `the database ${database} is open in process ${users.join(", ")} (the service?): stop every server on it first, restore, then start them again`,
    );
  const stamp = stampOf(now);
  mkdirSync(join(database, ".."), { recursive: true });
  const incoming = `${database}.restoring-${stamp}`;
  cpSync(join(folder, manifest.database.file), incoming);
  const check = new Database(incoming, { fileMustExist: true });
  try {
    const integrity = integrityOf(check);
    if (integrity !== "ok") throw new Error(`the restored copy failed its integrity check: ${integrity}`);
    // The server opens it in WAL mode anyway; set here, the first start need not convert it.
    check.pragma("journal_mode = WAL");
  } finally {
    check.close();
  }
  const movedAside = [];
  const aside = `${database}.before-restore-${stamp}`;
  for (const suffix of ["", "-wal", "-shm"]) {
    if (!existsSync(database + suffix)) continue;
    renameSync(database + suffix, aside + suffix);
    movedAside.push(aside + suffix);
  }
  renameSync(incoming, database);
  for (const suffix of ["-wal", "-shm"]) rmSync(incoming + suffix, { force: true });
  const photos = Object.keys(manifest.photos).length;
  if (existsSync(storage)) {
    const storageAside = `${storage}.before-restore-${stamp}`;
    renameSync(storage, storageAside);
    movedAside.push(storageAside);
  }
  if (photos) cpSync(join(folder, BACKUP_STORAGE), storage, { recursive: true });
  else mkdirSync(storage, { recursive: true });
  return { manifest, database, storage, photos, movedAside, name: basename(folder) };
}
