// The server's periodic work, in one table (docs/decisions/0085-background-work-under-leases.md).
// Every process runs the same timers, and each run is claimed under a lease in the database
// (app/models/platform/job-leases.server.ts), so across two, three or five processes each job runs once
// per interval and never twice at the same time. A process asks again when the job is next due (read
// from its row), so nothing polls faster than the jobs run.
import { config } from "../app/config.server";
import { purgeExpiredWithdrawals } from "../app/models/accounts/withdrawal.server";
import { purgeAnalytics } from "../app/models/analytics/events.server";
import { purgeExpiredRecordings } from "../app/models/analytics/recordings.server";
import { deliverQueuedMessages, logDelivery } from "../app/models/messaging/delivery.server";
import { settleStalePendingOrders } from "../app/models/orders/payments.server";
import { autoApproveDueProofs } from "../app/models/photobook/proof.server";
import { type JobSchedule, runUnderLease } from "../app/models/platform/job-leases.server";
import { sweepOrphanUploads } from "../app/models/uploads/uploads.server";

export interface Job extends JobSchedule {
  name: string;
  /** The work; what it returns is logged when it is not empty (a count, a list of ids). */
  run: () => Promise<unknown>;
  /** What a finished run says in the log, given what `run` returned (nothing for an empty result). */
  describe: (result: never) => string | null;
  /** Off in this process (OUTBOX_SENDER=false: another process sends). */
  off?: boolean;
}

const minutes = (count: number) => count * 60_000;
const listed = (label: string) => (ids: string[]) => (ids.length ? `${label}: ${ids.join(", ")}` : null);
const counted = (label: string) => (count: number) => (count ? `${label}: ${count}` : null);

/** Every periodic job: its name (its row in job_leases), how often, for how long a claim holds, the work. */
export function serverJobs(): Job[] {
  const healEvery = minutes(config.pendingPaymentCheckMinutes);
  const heal = { everyMs: healEvery, leaseMs: minutes(5) };
  return [
    // Pending orders paid at Toss whose confirm never reached us (a crash, a closed tab) settle (decision 14).
    { name: "settle-pending-orders", ...heal, run: settleStalePendingOrders, describe: listed("pending orders settled from Toss") },
    // Uploads never confirmed, or confirmed and never used, go after a day (rows and stored files).
    { name: "sweep-orphan-uploads", ...heal, run: sweepOrphanUploads, describe: counted("orphaned uploads removed") },
    // A photobook proof unanswered for 7 days is approved (decision 55).
    { name: "approve-due-proofs", ...heal, run: autoApproveDueProofs, describe: listed("photobook proofs approved by silence") },
    // Page views and analytics events past their retention (ANALYTICS_RETENTION_DAYS, decision 57).
    {
      name: "purge-analytics",
      ...heal,
      run: () => purgeAnalytics(config.analyticsRetentionDays),
      describe: counted("analytics rows past retention removed"),
    },
    // Session recordings past their retention (RECORDING_RETENTION_DAYS): objects and rows (decision 59).
    { name: "purge-recordings", ...heal, run: purgeExpiredRecordings, describe: counted("expired session recordings removed") },
    // A withdrawn member's records the law kept, once their 5 years are over (decision 81).
    {
      name: "purge-withdrawn-members",
      ...heal,
      run: purgeExpiredWithdrawals,
      describe: counted("withdrawn members' kept records removed after 5 years"),
    },
    // The outbox (OUTBOX_INTERVAL_SECONDS, decision 72): messages queued by a process that stopped before
    // sending them, retries whose wait is over, 알림톡 delivery reports. Each row is claimed on its own as
    // well, so a request's deliverSoon() beside this run sends nothing twice.
    {
      name: "deliver-outbox",
      everyMs: config.outboxIntervalMs,
      leaseMs: minutes(2),
      run: deliverQueuedMessages,
      describe: (delivery: Awaited<ReturnType<typeof deliverQueuedMessages>>) => {
        logDelivery(delivery);
        return null;
      },
      off: !config.outboxSender,
    },
  ];
}

/** A little spread, so processes woken by one due time do not all ask in the same millisecond. */
const JITTER_MS = 250;

export interface RunningJobs {
  /** Stops the timers and waits (at most `withinMs`) for the runs under way, whose leases they give back. */
  stop: (withinMs: number) => Promise<void>;
}

/** Starts every job's timer: each asks for its run now, then whenever its row says it is next due. */
export function startJobs(jobs: Job[] = serverJobs()): RunningJobs {
  const timers = new Set<NodeJS.Timeout>();
  const underWay = new Set<Promise<void>>();
  let stopped = false;

  const turn = (job: Job) => {
    if (stopped) return;
    const run = runUnderLease(job.name, job, job.run)
      .then((outcome) => {
        if (outcome.ran && "error" in outcome) console.error(`job ${job.name} failed`, outcome.error);
        else if (outcome.ran) {
          const line = job.describe(outcome.result as never);
          if (line) console.log(line);
        }
        if (outcome.ran && !outcome.keptLease) console.error(`job ${job.name} ran past its lease (another process may have run it too)`);
        // After a run of its own, the next is one interval on; otherwise when the row says.
        return outcome.ran ? job.everyMs : Math.min(job.everyMs, Math.max(0, outcome.nextCheckAt.getTime() - Date.now()));
      })
      .catch((error) => {
        console.error(`job ${job.name}: its lease could not be read`, error);
        return job.everyMs;
      })
      .then((waitMs) => {
        if (stopped) return;
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            turn(job);
          },
          waitMs + Math.floor(Math.random() * JITTER_MS),
        ).unref();
        timers.add(timer);
      });
    underWay.add(run);
    void run.finally(() => underWay.delete(run));
  };

  for (const job of jobs) if (!job.off) turn(job);

  return {
    async stop(withinMs) {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (!underWay.size) return;
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...underWay]),
        new Promise<void>((resolve) => {
          bound = setTimeout(resolve, withinMs).unref();
        }),
      ]);
      clearTimeout(bound);
    },
  };
}
