// Periodic jobs under leases (app/models/platform/job-leases.server.ts, server/jobs.ts) on both
// engines: several claimers, each on its own connection as separate processes would be, start a run
// once; a run is not due again before its interval; a claim whose holder died runs out with its lease
// and is taken again, and the dead holder can no longer renew or give it back; the server's job
// timers, started three times on one database, never run one job twice at once nor more often than
// its interval allows.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { claimJob, type JobSchedule, nextCheckOf, releaseJob, renewJob, runUnderLease } from "~/models/platform/job-leases.server";
import { createDatabase } from "../../db/connect";
import { startJobs } from "../../server/jobs";

/** A connection of its own per claimer: what another process would hold. */
const handles = Array.from({ length: 5 }, () => createDatabase(process.env.DATABASE_URL));
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.destroy()));
});

const jobName = () => `test-job-${randomUUID()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that counts its runs and how many ran at the same time. */
function countingWork(ms: number) {
  const counter = { runs: 0, running: 0, mostAtOnce: 0 };
  const work = async () => {
    counter.runs += 1;
    counter.running += 1;
    counter.mostAtOnce = Math.max(counter.mostAtOnce, counter.running);
    await sleep(ms);
    counter.running -= 1;
    return counter.runs;
  };
  return { counter, work };
}

const rowOf = (name: string) => db().selectFrom("job_leases").selectAll().where("name", "=", name).executeTakeFirstOrThrow();

describe("job leases", () => {
  it("five claimers asking at the same moment, each on its own connection, start one run", async () => {
    const schedule: JobSchedule = { everyMs: 60_000, leaseMs: 30_000 };
    for (let round = 0; round < 5; round += 1) {
      const name = jobName();
      const { counter, work } = countingWork(30);
      const turns = await Promise.all(handles.map((handle) => runUnderLease(name, schedule, work, { handle })));
      expect(turns.filter((turn) => turn.ran)).toHaveLength(1);
      expect(counter).toEqual({ runs: 1, running: 0, mostAtOnce: 1 });
      const row = await rowOf(name);
      expect(row).toMatchObject({ holder: null, last_error: null });
      expect(Number(row.runs)).toBe(1);
      // The ones that lost are told to ask again when the winner's lease ends (should it die), no later
      // than the next run's time.
      for (const turn of turns) {
        if (turn.ran) continue;
        expect(turn.nextCheckAt.getTime()).toBeGreaterThan(Date.now());
        expect(turn.nextCheckAt.getTime()).toBeLessThanOrEqual(Date.parse(row.due_at));
      }
    }
  });

  it("a run is due again one interval after the last one started, whoever asks", async () => {
    const name = jobName();
    const schedule: JobSchedule = { everyMs: 10 * 60_000, leaseMs: 60_000 };
    const start = new Date("2001-02-03T04:00:00.000Z");
    const at = (ms: number) => () => new Date(start.getTime() + ms);
    const first = await claimJob(name, schedule, { clock: at(0), handle: handles[0] });
    expect(first).not.toBeNull();
    expect(await releaseJob(first!, schedule, {}, { clock: at(2_000), handle: handles[0] })).toBe(true);
    // Another process, a minute later and a second before it is due: nothing.
    expect(await claimJob(name, schedule, { clock: at(60_000), handle: handles[1] })).toBeNull();
    expect(await claimJob(name, schedule, { clock: at(schedule.everyMs - 1), handle: handles[2] })).toBeNull();
    expect((await nextCheckOf(name, { clock: at(60_000) })).getTime()).toBe(start.getTime() + schedule.everyMs);
    expect(await claimJob(name, schedule, { clock: at(schedule.everyMs), handle: handles[1] })).not.toBeNull();
    expect(Number((await rowOf(name)).runs)).toBe(2);
  });

  it("a holder killed mid-run loses the job when its lease runs out; another takes it, and the dead one can no longer touch it", async () => {
    const name = jobName();
    const schedule: JobSchedule = { everyMs: 5 * 60_000, leaseMs: 2 * 60_000 };
    const start = new Date("2001-03-04T05:00:00.000Z");
    const at = (ms: number) => () => new Date(start.getTime() + ms);
    const killed = await claimJob(name, schedule, { clock: at(0), handle: handles[0] });
    expect(killed).not.toBeNull();
    // Held: nobody takes it before the lease's end, though the run is long overdue by its interval.
    expect(await claimJob(name, schedule, { clock: at(schedule.leaseMs - 1), handle: handles[1] })).toBeNull();
    expect((await nextCheckOf(name, { clock: at(1_000) })).getTime()).toBe(start.getTime() + schedule.leaseMs);
    const taker = await claimJob(name, schedule, { clock: at(schedule.leaseMs), handle: handles[1] });
    expect(taker).not.toBeNull();
    expect((await rowOf(name)).holder).toBe(taker!.holder);
    // The killed holder comes back (a stalled process): it can neither renew nor give back another's run.
    expect(await renewJob(killed!, schedule, { clock: at(schedule.leaseMs + 1), handle: handles[0] })).toBe(false);
    expect(await releaseJob(killed!, schedule, {}, { clock: at(schedule.leaseMs + 2), handle: handles[0] })).toBe(false);
    expect((await rowOf(name)).holder).toBe(taker!.holder);
    expect(await releaseJob(taker!, schedule, {}, { clock: at(schedule.leaseMs + 3), handle: handles[1] })).toBe(true);
    expect(await rowOf(name)).toMatchObject({
      holder: null,
      due_at: new Date(start.getTime() + schedule.leaseMs + schedule.everyMs).toISOString(),
    });
  });

  it("a long run renews its lease, so nobody takes it while it works; a failed run keeps its error and gives the lease back", async () => {
    const name = jobName();
    const schedule: JobSchedule = { everyMs: 0, leaseMs: 150 };
    const { counter, work } = countingWork(600);
    const long = runUnderLease(name, schedule, work, { handle: handles[0] });
    for (let i = 0; i < 4; i += 1) {
      await sleep(120);
      expect((await runUnderLease(name, schedule, work, { handle: handles[1] })).ran).toBe(false);
    }
    expect(await long).toMatchObject({ ran: true, result: 1, keptLease: true });
    expect(counter.runs).toBe(1);

    const failed = await runUnderLease(name, schedule, async () => Promise.reject(new Error("the provider did not answer")), {
      handle: handles[2],
    });
    expect(failed).toMatchObject({ ran: true, keptLease: true });
    expect(await rowOf(name)).toMatchObject({ holder: null, last_error: "the provider did not answer" });
  });

  it("the server's job timers, started three times on one database, run a job once per interval and never twice at once", async () => {
    const name = jobName();
    const everyMs = 300;
    const { counter, work } = countingWork(80);
    const job = { name, everyMs, leaseMs: 5_000, run: work, describe: () => null };
    const started = Date.now();
    const processes = [startJobs([job]), startJobs([job]), startJobs([job])];
    await sleep(1_400);
    await Promise.all(processes.map((running) => running.stop(2_000)));
    const elapsed = Date.now() - started;
    expect(counter.mostAtOnce).toBe(1);
    // Three timers alone would make about three runs per interval; under the lease, at most one.
    expect(counter.runs).toBeGreaterThanOrEqual(2);
    expect(counter.runs).toBeLessThanOrEqual(Math.ceil(elapsed / everyMs));
    expect(Number((await rowOf(name)).runs)).toBe(counter.runs);
    expect((await rowOf(name)).holder).toBeNull();
  });
});
