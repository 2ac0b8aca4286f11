// Dialect helpers for migrations. Migrations are frozen in time: they import nothing from app/.
import { type Kysely, PostgresAdapter } from "kysely";

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** JSON is text on SQLite and jsonb on PostgreSQL. */
export function jsonType(db: Kysely<any>): "jsonb" | "text" {
  return isPostgres(db) ? "jsonb" : "text";
}
