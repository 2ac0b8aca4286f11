// Missions completed without a connection: kept on the phone and sent once the connection is back
// (docs/decisions/0078-plan-offline.md). Pure: the store, the sending and the lock are handed in, so
// the send-once rule is tested without a browser (tests/unit/offline-queue.test.ts).
//
// Send once: one mission is one entry (a second tap adds nothing); an entry leaves the phone only on
// the server's definite answer (done, or refused: not this family's, gone); a lost answer keeps it, and
// sending it again is harmless because the server completes a mission once (its completion's primary
// key is the mission, completeMission answers `already`). One flush at a time, across the phone's tabs.

export interface QueuedCompletion {
  planId: string;
  missionId: string;
  /** The mission's title, for the page's 'waiting to send' list. */
  title: string;
  note: string;
  /** When the family tapped complete (ISO). */
  queuedAt: string;
}

export interface QueueStore {
  read(): QueuedCompletion[];
  write(entries: QueuedCompletion[]): void;
}

/** The server's answer to one entry: done (or done before), refused for good, or no answer (try later). */
export type SendOutcome = "sent" | "refused" | "later";

export const sameMission = (a: Pick<QueuedCompletion, "planId" | "missionId">, b: Pick<QueuedCompletion, "planId" | "missionId">) =>
  a.planId === b.planId && a.missionId === b.missionId;

/** Keeps a completion; false when this mission is already waiting (its first note stands). */
export function enqueue(store: QueueStore, entry: QueuedCompletion): boolean {
  const entries = store.read();
  if (entries.some((waiting) => sameMission(waiting, entry))) return false;
  store.write([...entries, entry]);
  return true;
}

/**
 * How an answer to the completion's post counts. The post goes to the single-fetch address
 * (`….data`) with redirects not followed: 200 is done (also when done before), 202 is Remix's
 * redirect (signed out: kept for the next sign-in), an opaque redirect the same; 408, 429 and 5xx are
 * no answer; any other 4xx is the server's refusal (not the family's mission, gone, a bad note).
 */
export function outcomeOf(response: { status: number; type?: string } | null): SendOutcome {
  if (!response || response.type === "opaqueredirect" || response.status === 0) return "later";
  const { status } = response;
  if (status === 202) return "later";
  if (status >= 200 && status < 300) return "sent";
  if (status === 408 || status === 429 || status >= 500) return "later";
  return status >= 400 ? "refused" : "later";
}

export interface FlushResult {
  sent: QueuedCompletion[];
  refused: QueuedCompletion[];
  left: number;
}

/** Runs `task` alone: across tabs with the Web Locks API when the browser has it. */
export type Lock = <T>(task: () => Promise<T>) => Promise<T>;

let running: Promise<FlushResult> | null = null;

/**
 * Sends what waits, oldest first, one at a time. An entry is read again just before it is sent (another
 * tab may have sent it) and removed only after a definite answer; the first 'later' stops the round.
 * A flush asked for while one runs in this tab joins it.
 */
export function flushQueue(store: QueueStore, send: (entry: QueuedCompletion) => Promise<SendOutcome>, lock: Lock): Promise<FlushResult> {
  running ??= lock(async () => {
    const result: FlushResult = { sent: [], refused: [], left: 0 };
    for (const entry of store.read()) {
      if (!store.read().some((waiting) => sameMission(waiting, entry))) continue;
      let outcome: SendOutcome;
      try {
        outcome = await send(entry);
      } catch {
        outcome = "later";
      }
      if (outcome === "later") break;
      store.write(store.read().filter((waiting) => !sameMission(waiting, entry)));
      result[outcome].push(entry);
    }
    result.left = store.read().length;
    return result;
  }).finally(() => {
    running = null;
  });
  return running;
}
