// npm run backup and npm run restore on the embedded default (docs/decisions/0090-sqlite-backups.md):
// a backup taken while the built server takes writes, and another process writes transactions of
// its own, is one consistent moment of the database (no half transaction, nothing acknowledged before
// it missing), and restores to an identical database and the same photos, which a server then serves
// as a working demo. A restore onto a database the service has open is refused.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Sqlite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDigests, tableDigests } from "../../scripts/sqlite-backup.mjs";
import { formPost, startWorld, visitor, type World } from "../support/actors";
import { SWEEP_SERVER_ENV, sqliteEngine } from "../support/engines";
import { startServer } from "../support/server";
import { uniquePhone } from "../support/unique";

type Digests = Record<string, { rows: number; sha256: string }>;

/** Runs a script to its end: its exit code and what it printed. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/**
 * Another process writing to the database the server has open: transactions of two region requests
 * each, named `pair-{n}`, one every few milliseconds until stopped (a few hundred: the write-ahead log
 * stays under its checkpoint threshold, so the latest commits are there and not yet in the file). A copy holding one of a pair and not the
 * other would have caught a transaction halfway.
 */
function pairWriter(database: string): ChildProcess {
  const source = `
    const Sqlite = require("better-sqlite3");
    const db = new Sqlite(${JSON.stringify(database)});
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO region_requests (id, name, phone, created_at) VALUES (?, ?, ?, ?)");
    const pair = db.transaction((n) => {
      for (const side of ["a", "b"]) insert.run("pair-" + n + side, "pair-" + n, "0109" + String(n).padStart(6, "0") + (side === "a" ? "1" : "2"), new Date().toISOString());
    });
    let n = 0;
    let stopping = false;
    process.on("SIGTERM", () => (stopping = true));
    const step = () => { if (stopping) { db.close(); process.exit(0); } pair(n++); setTimeout(step, 3); };
    step();
  `;
  return spawn(process.execPath, ["-e", source], { stdio: "ignore" });
}

function digestsOf(database: string): Digests {
  const sqlite = new Sqlite(database, { readonly: true });
  try {
    return tableDigests(sqlite) as Digests;
  } finally {
    sqlite.close();
  }
}

describe("npm run backup and npm run restore (SQLite, the service running)", () => {
  let world: World;
  let storage: string;
  let backupFolder: string;
  let backupOutput: string;
  const acknowledgedBefore: string[] = [];

  beforeAll(async () => {
    // Photos of their own: the demo's, copied from the run's shared folder.
    storage = join(mkdtempSync(join(tmpdir(), "backup-storage-")), "storage");
    cpSync(process.env.STORAGE_DIR!, storage, { recursive: true });
    world = await startWorld(sqliteEngine, { STORAGE_DIR: storage });

    const request = async () => {
      const phone = uniquePhone();
      const response = await world.request(visitor, "/?index", formPost({ intent: "submit", name: "백업 중 요청", phone }));
      return response.status === 302 ? phone : null;
    };
    // Writes acknowledged before the backup starts: each must be in it.
    for (let i = 0; i < 5; i++) {
      const phone = await request();
      if (phone) acknowledgedBefore.push(phone);
    }
    // They are in the write-ahead log, not yet in the database file: a copy of the file alone misses them.
    expect(statSync(`${world.databaseUrl}-wal`).size).toBeGreaterThan(0);
    // Then the backup, with the server answering writes and the other process writing throughout.
    const writer = pairWriter(world.databaseUrl);
    let writing = true;
    const httpWrites = (async () => {
      while (writing) await request();
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const destination = mkdtempSync(join(tmpdir(), "backups-"));
    const result = await runScript("scripts/backup.mjs", ["--to", destination], { DATABASE_URL: world.databaseUrl, STORAGE_DIR: storage });
    writing = false;
    await httpWrites;
    await new Promise((resolve) => {
      writer.once("exit", resolve);
      writer.kill("SIGTERM");
    });
    backupOutput = result.output;
    expect(result.code, result.output).toBe(0);
    backupFolder = result.output.match(/backup written: (\S+)/)![1]!;
  });

  afterAll(async () => {
    await world?.stop();
  });

  it("copies one consistent moment: no transaction halfway, every write acknowledged before it", () => {
    const copy = new Sqlite(join(backupFolder, "app.db"), { readonly: true });
    try {
      expect(copy.prepare("PRAGMA integrity_check").pluck().get()).toBe("ok");
      const pairs = copy.prepare("SELECT name, count(*) AS n FROM region_requests WHERE name LIKE 'pair-%' GROUP BY name").all() as {
        name: string;
        n: number;
      }[];
      // The other process had written for 300 ms before the backup began, so the copy holds some.
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.filter((pair) => pair.n !== 2)).toEqual([]);
      const phones = copy.prepare("SELECT phone FROM region_requests WHERE name = '백업 중 요청'").pluck().all();
      expect(acknowledgedBefore.length).toBe(5);
      for (const phone of acknowledgedBefore) expect(phones).toContain(phone);
    } finally {
      copy.close();
    }
  });

  it("holds, table by table, exactly the source's rows, and the photos", () => {
    const copy = digestsOf(join(backupFolder, "app.db"));
    const source = digestsOf(world.databaseUrl);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(source).sort());
    // Only the tables the writes went on touching may differ from the source now...
    const changed = Object.keys(source).filter((table) => copy[table]!.sha256 !== source[table]!.sha256);
    expect(changed.filter((table) => !["region_requests", "rate_limits", "page_views"].includes(table))).toEqual([]);
    // ...and there the copy's rows are the source's, row for row, as far as they go.
    const sourceDb = new Sqlite(world.databaseUrl, { readonly: true });
    const copyDb = new Sqlite(join(backupFolder, "app.db"), { readonly: true });
    try {
      const rowsOf = (db: Sqlite.Database) =>
        new Map((db.prepare("SELECT * FROM region_requests").all() as { id: string }[]).map((row) => [row.id, JSON.stringify(row)]));
      const inSource = rowsOf(sourceDb);
      for (const [id, row] of rowsOf(copyDb)) expect(inSource.get(id), id).toBe(row);
    } finally {
      sourceDb.close();
      copyDb.close();
    }
    const photos = fileDigests(join(backupFolder, "storage"));
    expect(Object.keys(photos).length).toBeGreaterThan(10);
    expect(photos).toEqual(fileDigests(storage));
    expect(backupOutput).toMatch(/integrity ok/);
  });

  it("refuses to restore onto the database the running service has open, and leaves it alone", async () => {
    const before = digestsOf(world.databaseUrl).users;
    const result = await runScript("scripts/restore.mjs", [backupFolder], { DATABASE_URL: world.databaseUrl, STORAGE_DIR: storage });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`is open in process ${world.server.pid}`);
    expect(digestsOf(world.databaseUrl).users).toEqual(before);
    expect((await world.request(visitor, "/")).status).toBe(200);
  });

  it("restores an identical database and the same photos, which serve a working demo", async () => {
    const target = mkdtempSync(join(tmpdir(), "restored-"));
    const database = join(target, "app.db");
    const photos = join(target, "storage");
    const result = await runScript("scripts/restore.mjs", [backupFolder], { DATABASE_URL: database, STORAGE_DIR: photos });
    expect(result.code, result.output).toBe(0);
    expect(digestsOf(database)).toEqual(digestsOf(join(backupFolder, "app.db")));
    expect(fileDigests(photos)).toEqual(fileDigests(storage));

    // A second restore keeps the first's files aside rather than deleting them.
    const again = await runScript("scripts/restore.mjs", [backupFolder], { DATABASE_URL: database, STORAGE_DIR: photos });
    expect(again.code, again.output).toBe(0);
    const aside = again.output.match(/kept at (\S+\.before-restore-\S+?)\n/)![1]!;
    expect(existsSync(aside)).toBe(true);
    expect(digestsOf(aside)).toEqual(digestsOf(database));

    const server = await startServer({ ...SWEEP_SERVER_ENV, DATABASE_URL: database, STORAGE_DIR: photos });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const login = await fetch(`${server.url}/auth/demo`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: "redirectTo=/dashboard",
      });
      expect(login.status).toBe(302);
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const dashboard = await fetch(`${server.url}/dashboard`, { headers: { cookie } });
      expect(dashboard.status).toBe(200);
      // A restored review's photo is served from the restored folder.
      const page = await (await fetch(`${server.url}/explore`)).text();
      const photo = page.match(/\/media\/[^"'\s)]+/)?.[0];
      expect(photo).toBeTruthy();
      expect((await fetch(`${server.url}${photo!.replaceAll("&amp;", "&")}`)).status).toBe(200);
      expect(server.output()).not.toMatch(/migrations applied|demo data seeded/);
    } finally {
      await server.stop();
    }
  });
});
