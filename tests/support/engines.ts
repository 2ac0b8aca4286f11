// The database engines the server tests start the built server on, and the environment every sweep
// server gets. Kept apart from actors.ts (which loads the app's models) because the server project's
// global setup (seeded-databases.ts) needs only this.
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";

/** Signs the session cookies; the servers are started with it, so tests can sign cookies too. */
export const SWEEP_SESSION_SECRET = "sweep-session-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * Every sweep server: the embedded demo mode (sandboxes on, demo member seeded), Google sign-in on so
 * both providers' return addresses are swept, limits high enough that thousands of requests from
 * one address are not throttled (the scale-out suite lowers one on purpose), and no sending of the
 * outbox's messages in the background.
 */
export const SWEEP_SERVER_ENV: Record<string, string> = {
  SESSION_SECRET: SWEEP_SESSION_SECRET,
  DEMO_MODE: "true",
  DEMO_DATA: "true",
  AUTO_ACCEPT_ORDERS: "true",
  GOOGLE_LOGIN_ENABLED: "true",
  WRITE_LIMIT_PER_ADDRESS: "1000000",
  WRITE_LIMIT_PER_MEMBER: "1000000",
  SIGN_IN_LIMIT: "1000000",
  STAFF_SIGN_IN_LIMIT_PER_ADDRESS: "1000000",
  STAFF_SIGN_IN_LIMIT_PER_ID: "1000000",
  REGION_REQUEST_LIMIT: "1000000",
  // Messages stay queued: a background send would change outbox_messages between a request's snapshots.
  OUTBOX_SENDER: "false",
};

export interface SweepEngine {
  name: "sqlite" | "postgres";
  /** A new, empty database: its DATABASE_URL. */
  createDatabase: () => Promise<string>;
  /** A new database holding what `source` holds (no server may be running on `source`): its DATABASE_URL. */
  copyDatabase: (source: string) => Promise<string>;
  /** Makes a database whose server has stopped ready to be copied. */
  settle: (url: string) => Promise<void>;
  dropDatabase: (url: string) => Promise<void>;
}

async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const newSqliteFile = () => join(mkdtempSync(join(tmpdir(), "sweep-")), "app.db");

export const sqliteEngine: SweepEngine = {
  name: "sqlite",
  createDatabase: async () => newSqliteFile(),
  copyDatabase: async (source) => {
    const file = newSqliteFile();
    copyFileSync(source, file);
    return file;
  },
  // The server writes through the WAL: fold it into the file, so the file alone is the database.
  settle: async (file) => {
    const sqlite = new Sqlite(file);
    try {
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
    } finally {
      sqlite.close();
    }
  },
  dropDatabase: async () => undefined,
};

const SWEEP_DATABASE = /^sweep_[0-9a-f]+$/;

function postgresNameOf(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!SWEEP_DATABASE.test(name)) throw new Error(`not a sweep database: ${name}`);
  return name;
}

function newPostgresDatabase(): { name: string; url: string } {
  const name = `sweep_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

const postgresEngine: SweepEngine = {
  name: "postgres",
  createDatabase: async () => {
    const { name, url } = newPostgresDatabase();
    await postgresAdmin(`create database ${name}`);
    return url;
  },
  copyDatabase: async (source) => {
    const { name, url } = newPostgresDatabase();
    await postgresAdmin(`create database ${name} template ${postgresNameOf(source)}`);
    return url;
  },
  settle: async () => undefined,
  dropDatabase: async (url) => {
    await postgresAdmin(`drop database if exists ${postgresNameOf(url)} with (force)`);
  },
};

/** SQLite always; PostgreSQL when TEST_DATABASE_URL is set (the suite says so when it is not). */
export function sweepEngines(): SweepEngine[] {
  return process.env.TEST_DATABASE_URL ? [sqliteEngine, postgresEngine] : [sqliteEngine];
}

/**
 * The engine of this server project, for a sweep long enough to be run as two files at once: the
 * `server` project runs it on SQLite, `server-postgres` on PostgreSQL (vitest.config.ts gives that
 * project every server test that calls this). Every other server test runs both engines itself.
 */
export function engineOfThisProject(): SweepEngine {
  return process.env.SWEEP_ENGINE === "postgres" ? postgresEngine : sqliteEngine;
}

/** PostgreSQL, when TEST_DATABASE_URL is set (the scale-out engine). */
export function postgresSweepEngine(): SweepEngine | null {
  return process.env.TEST_DATABASE_URL ? postgresEngine : null;
}

/**
 * A database of its own for a test's demo server: a copy of the one the server project's global setup
 * seeded (seeded-databases.ts), or, where there is none, a fresh one the server seeds at start.
 */
export async function seededDatabase(engine: SweepEngine): Promise<string> {
  const seeded = inject("seededDatabases")?.[engine.name];
  return seeded ? engine.copyDatabase(seeded) : engine.createDatabase();
}

export const POSTGRES_SKIPPED = "postgres (SKIPPED: TEST_DATABASE_URL is not set)";
