// The periodic jobs' names as `job_leases` holds them (server/jobs.ts), the outbox's aside (off in the
// test servers): one list for the tests that look for their rows.
export const PERIODIC_JOBS = [
  "approve-due-proofs",
  "purge-analytics",
  "purge-recordings",
  "purge-withdrawn-members",
  "settle-pending-orders",
  "sweep-orphan-uploads",
];
