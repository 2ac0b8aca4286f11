// The app's one database handle, opened lazily from DATABASE_URL. Migrations are not run here:
// the server runs them once at start (server/index.ts), tests in their global setup.
import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from "kysely";
import { createDatabase, DEFAULT_DATABASE_URL } from "../db/connect";
import type { Database } from "../db/schema";

declare global {
  var __appDb: Kysely<Database> | undefined;
}

export function db(): Kysely<Database> {
  globalThis.__appDb ??= createDatabase(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  return globalThis.__appDb;
}

export type { Database };

/**
 * A query that (nearly) every request makes, built and compiled once per database handle and then run
 * with each call's values. Kysely builds a query's tree and compiles its SQL on every call: for the
 * session lookup every member's request makes (a join and three subqueries) that cost more of the
 * server's time than SQLite took to answer it.
 *
 * `build` gets stand-ins for the values. It may only compare with them (`=`, `>`, …): a stand-in is
 * found among the compiled query's parameters by identity and replaced by the call's value, so one
 * that is inspected (a list for `in`, a test for null) or written into the SQL would be lost; the
 * first call refuses a query in which a stand-in is not a parameter.
 */
export function compiledOnce<Values extends unknown[], Row>(build: (handle: Kysely<Database>, ...values: Values) => Compilable<Row>) {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async (handle: Kysely<Database>, ...values: Values): Promise<QueryResult<Row>> => {
    let query = compiled.get(handle);
    if (!query) {
      const standIns = values.map((_, index) => new StandIn(index));
      query = build(handle, ...(standIns as Values)).compile();
      for (const standIn of standIns) {
        if (!query.parameters.includes(standIn))
          throw new Error(`compiledOnce: value ${standIn.index} is not a parameter of: ${query.sql}`);
      }
      compiled.set(handle, query);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof StandIn ? values[parameter.index] : parameter));
    return handle.executeQuery<Row>({ ...query, queryId: createQueryId(), parameters });
  };
}

/** Where a value of `compiledOnce` goes, while its query is compiled. */
class StandIn {
  constructor(readonly index: number) {}
}

/**
 * `compiledOnce` for a query whose shape follows how many values it takes (an `in` list of ids, one
 * row per bucket): `build` gets that many stand-ins, and each count is compiled once.
 */
export function compiledPerCount<Row>(build: (handle: Kysely<Database>, values: unknown[]) => Compilable<Row>) {
  const byCount = new Map<number, (handle: Kysely<Database>, ...values: unknown[]) => Promise<QueryResult<Row>>>();
  return (handle: Kysely<Database>, ...values: unknown[]): Promise<QueryResult<Row>> => {
    let query = byCount.get(values.length);
    if (!query) {
      query = compiledOnce((inner, ...standIns: unknown[]) => build(inner, standIns));
      byCount.set(values.length, query);
    }
    return query(handle, ...values);
  };
}
