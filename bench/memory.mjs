// The servers' resident memory (RSS) for `npm run bench`, read from the kernel (/proc, Linux): at rest
// after start, the peak while the bench ran (polled), and the kernel's own high-water mark since the
// process began (its start included: migrations, the demo's seeding). Goal (decision 66): ≤ 160 MB / ≤ 256 MB.
import { readFileSync } from "node:fs";

/** How long a fresh server is left alone before its memory at rest is read. */
const SETTLE_MS = 1000;
/** How often the peak is sampled: a short spike between two reads is missed, a plateau is not. */
const POLL_MS = 100;

/** A line of /proc/<pid>/status (VmRSS, VmHWM) in MB, or NaN when the process is gone. */
function statusMb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith(`${field}:`));
    return Math.round(Number(line.match(/\d+/)[0]) / 1024);
  } catch {
    return NaN;
  }
}

/**
 * Watches a server that has just said it listens: waits a moment, reads its memory at rest, then
 * samples it until `row` is called (before the server stops) for its line in the memory table.
 */
export async function watchMemory(pid) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const atRest = statusMb(pid, "VmRSS");
  let peak = atRest;
  const timer = setInterval(() => {
    const now = statusMb(pid, "VmRSS");
    if (now > peak) peak = now;
  }, POLL_MS).unref();
  return {
    row(label) {
      clearInterval(timer);
      const now = statusMb(pid, "VmRSS");
      if (now > peak) peak = now;
      return `| ${label} | ${atRest} MB | ${peak} MB | ${statusMb(pid, "VmHWM")} MB |`;
    },
  };
}

export const MEMORY_HEADER = ["| server | at rest after start | peak during the bench | peak since start (VmHWM) |", "|---|---|---|---|"];
