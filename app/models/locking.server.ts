// Read-merge-write without lost updates, on both engines. PostgreSQL runs transactions side by side,
// so the row read for a merge is locked (SELECT … FOR UPDATE) until the write commits. SQLite has no
// row locks and needs none here: the app's one connection runs one transaction at a time.
import { PostgresAdapter, type SelectQueryBuilder } from "kysely";
import { db } from "~/db.server";

function isPostgres(): boolean {
  return db().getExecutor().adapter instanceof PostgresAdapter;
}

/** The query with FOR UPDATE on PostgreSQL (inside a transaction), unchanged on SQLite. */
export function forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return isPostgres() ? query.forUpdate() : query;
}
