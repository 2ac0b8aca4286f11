// Periodic work run once across every process on one database, under a lease
// (docs/decisions/0085-background-work-under-leases.md).
//
// - A run is claimed with one conditional update on the job's row: only when it is due and nobody
//   holds it, or the holder's lease has run out. The row count decides, as for the outbox's rows, so
//   two, three or five processes asking at the same moment start it once.
// - The holder renews its lease while it works (a third of the lease at a time) and gives it back at
//   the end, moving the next run one interval on from this run's start. A process killed while holding
//   it never gives it back: the lease runs out and the next process to ask takes it.
// - A holder that lost its lease (it stalled longer than the lease and another took over) learns it
//   from its renewal's or release's row count, and writes nothing more to the row.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Database, db } from "~/db.server";

export interface JobSchedule {
  /** The time between two runs' starts, across every process. */
  everyMs: number;
  /** How long a claim holds without renewal: a killed holder's run is taken again after this. */
  leaseMs: number;
}

export interface LeaseOptions {
  /** The process's clock (a test's own). */
  clock?: () => Date;
  /** The database handle (a test gives each of its claimers its own connection). */
  handle?: Kysely<Database>;
}

/** A run this process holds: the job and its claim's token. */
export interface JobClaim {
  name: string;
  holder: string;
  startedAt: Date;
}

/** What asking to run a job gave: the run's outcome, or when to ask again. */
export type JobTurn<T> =
  | { ran: true; result: T; keptLease: boolean }
  | { ran: true; error: unknown; keptLease: boolean }
  | { ran: false; nextCheckAt: Date };

const EPOCH = new Date(0).toISOString();
/** This process's part of every token, so a row read by hand says which process holds it. */
const PROCESS_TAG = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** The job's row, made by the first process that asks (a new job needs no migration). */
async function ensureRow(handle: Kysely<Database>, name: string): Promise<void> {
  await handle
    .insertInto("job_leases")
    .values({ name, holder: null, lease_until: EPOCH, due_at: EPOCH })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/** Takes the job's run if it is due and free (or its holder's lease is over); null when another has it or it is not due. */
export async function claimJob(
  name: string,
  { leaseMs }: Pick<JobSchedule, "leaseMs">,
  options: LeaseOptions = {},
): Promise<JobClaim | null> {
  const handle = options.handle ?? db();
  const now = (options.clock ?? (() => new Date()))();
  const stamp = now.toISOString();
  await ensureRow(handle, name);
  const holder = `${PROCESS_TAG}-${randomUUID()}`;
  const claim = await handle
    .updateTable("job_leases")
    .set((eb) => ({
      holder,
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      last_started_at: stamp,
      runs: eb("runs", "+", 1),
    }))
    .where("name", "=", name)
    .where("due_at", "<=", stamp)
    .where((eb) => eb.or([eb("holder", "is", null), eb("lease_until", "<=", stamp)]))
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1 ? { name, holder, startedAt: now } : null;
}

/** Moves the holder's lease on; false when it was lost (another process took the job after it ran out). */
export async function renewJob(claim: JobClaim, { leaseMs }: Pick<JobSchedule, "leaseMs">, options: LeaseOptions = {}): Promise<boolean> {
  const handle = options.handle ?? db();
  const now = (options.clock ?? (() => new Date()))();
  const renewed = await handle
    .updateTable("job_leases")
    .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("name", "=", claim.name)
    .where("holder", "=", claim.holder)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

/** Gives the run back: free at once, next due one interval after this run began; false when the lease was lost. */
export async function releaseJob(
  claim: JobClaim,
  { everyMs }: Pick<JobSchedule, "everyMs">,
  outcome: { error?: string | null } = {},
  options: LeaseOptions = {},
): Promise<boolean> {
  const handle = options.handle ?? db();
  const now = (options.clock ?? (() => new Date()))().toISOString();
  const released = await handle
    .updateTable("job_leases")
    .set({
      holder: null,
      lease_until: now,
      due_at: new Date(claim.startedAt.getTime() + everyMs).toISOString(),
      last_finished_at: now,
      last_error: outcome.error ? outcome.error.slice(0, 300) : null,
    })
    .where("name", "=", claim.name)
    .where("holder", "=", claim.holder)
    .executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}

/** When the job may next be claimed: its due time, or its holder's lease end if later. */
export async function nextCheckOf(name: string, options: LeaseOptions = {}): Promise<Date> {
  const handle = options.handle ?? db();
  const now = (options.clock ?? (() => new Date()))();
  const row = await handle.selectFrom("job_leases").select(["holder", "lease_until", "due_at"]).where("name", "=", name).executeTakeFirst();
  if (!row) return now;
  const due = Date.parse(row.due_at);
  const leaseEnd = row.holder ? Date.parse(row.lease_until) : 0;
  return new Date(Math.max(due, leaseEnd, now.getTime()));
}

/**
 * Runs `work` if this process wins the job's claim: renewing the lease while it works, giving it back
 * after (an error is kept on the row and returned, never thrown). Otherwise says when to ask again.
 */
export async function runUnderLease<T>(
  name: string,
  schedule: JobSchedule,
  work: () => Promise<T>,
  options: LeaseOptions = {},
): Promise<JobTurn<T>> {
  const claim = await claimJob(name, schedule, options);
  if (!claim) return { ran: false, nextCheckAt: await nextCheckOf(name, options) };
  let keptLease = true;
  const renewal = setInterval(
    () =>
      void renewJob(claim, schedule, options)
        .then((held) => {
          keptLease &&= held;
        })
        .catch(() => undefined),
    Math.max(10, Math.floor(schedule.leaseMs / 3)),
  );
  renewal.unref();
  try {
    const result = await work();
    clearInterval(renewal);
    keptLease = (await releaseJob(claim, schedule, {}, options)) && keptLease;
    return { ran: true, result, keptLease };
  } catch (error) {
    clearInterval(renewal);
    const message = error instanceof Error ? error.message : String(error);
    keptLease = (await releaseJob(claim, schedule, { error: message }, options).catch(() => false)) && keptLease;
    return { ran: true, error, keptLease };
  }
}
