// Opens a Kysely instance for a DATABASE_URL: a file path (or `file:` URL) means SQLite,
// `postgres://` or `postgresql://` means PostgreSQL. Used by the server, scripts and tests alike.
//
// Each engine's driver is imported when its first connection opens, never at start: a process on
// SQLite never loads pg, one on PostgreSQL never loads better-sqlite3 (decision 66).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import type { Database } from "./schema";

export const DEFAULT_DATABASE_URL = "data/app.db";

export type Engine = "sqlite" | "postgres";

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgres" : "sqlite";
}

export function sqlitePathOf(url: string): string {
  return resolve(url.replace(/^file:(\/\/)?/i, ""));
}

export function createDatabase(url: string = DEFAULT_DATABASE_URL): Kysely<Database> {
  if (engineOf(url) === "postgres") {
    // Kysely calls this once, when the first query needs a connection.
    const pool = async () => {
      const { default: pg } = await import("pg");
      const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
      // An idle connection the server closed (a restart, a failover, an administrator) is replaced on
      // the next query; unhandled, its error event would end the whole process.
      pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
      return pool;
    };
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = sqlitePathOf(url);
  const database = async () => {
    const { default: SQLite } = await import("better-sqlite3");
    mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    // WAL lets readers run beside the single writer; busy_timeout waits instead of failing on a lock.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    return withStatementCache(sqlite);
  };
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** How many compiled statements an SQLite handle keeps; the app uses a few dozen distinct ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query afresh, and preparing compiles the SQL: the same
 * few dozen statements were compiled again on every request, on the event loop. Compiled statements
 * are kept here by their text (least recently used out first); SQLite recompiles a kept statement by
 * itself when the schema changes. Kysely runs a statement to completion before the next query
 * (streaming, the one exception, is not used), so sharing one is safe.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      // Kysely opens a transaction with a plain BEGIN, which takes the write lock only at the first
      // write. When another process (a second server, a test, an admin script) wrote in between, that
      // upgrade fails at once with "database is locked" instead of waiting: busy_timeout does not
      // apply to it. BEGIN IMMEDIATE takes the lock at the start, where busy_timeout waits for it.
      const sql = text === "begin" ? "begin immediate" : text;
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
