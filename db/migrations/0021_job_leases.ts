// Periodic work runs once across every process that shares the database
// (docs/decisions/0085-background-work-under-leases.md). A job's row says who holds it and until when
// (a lease: a process that dies holding it loses it when the time is up) and when it is next due, so
// three processes on five-minute timers still run each job once per five minutes. Rows are made by
// the first process that asks (insert, conflict: nothing), so a new job needs no migration.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    /** The job's name in server/jobs.ts ('settle-pending-orders'). */
    .addColumn("name", "text", (c) => c.primaryKey())
    /** The claim's token (process and a random part); null while nobody runs it. */
    .addColumn("holder", "text")
    /** Until when the holder may run it; after that anyone may take it. */
    .addColumn("lease_until", "text", (c) => c.notNull())
    /** The next run's time: moved on one interval from a run's start when it ends. */
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("last_started_at", "text")
    .addColumn("last_finished_at", "text")
    /** The last run's error, or null when it ended well. */
    .addColumn("last_error", "text")
    /** Runs started, across every process (the soak compares it with what each process ran). */
    .addColumn("runs", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
