// Missions completed offline are sent once (app/utils/offline/queue.ts, decision 78).
import { describe, expect, it } from "vitest";
import { enqueue, flushQueue, type Lock, outcomeOf, type QueuedCompletion, type QueueStore, type SendOutcome } from "~/utils/offline/queue";

function memoryStore(): QueueStore & { entries: QueuedCompletion[] } {
  const store = {
    entries: [] as QueuedCompletion[],
    read: () => store.entries.map((entry) => ({ ...entry })),
    write: (entries: QueuedCompletion[]) => {
      store.entries = entries.map((entry) => ({ ...entry }));
    },
  };
  return store;
}

const completion = (missionId: string, note = ""): QueuedCompletion => ({
  planId: "p1",
  missionId,
  title: `미션 ${missionId}`,
  note,
  queuedAt: "2026-05-01T01:00:00.000Z",
});

/** One holder at a time, like the Web Locks API. */
function exclusiveLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

describe("the offline queue", () => {
  it("keeps one entry per mission: a second tap adds nothing and the first note stands", () => {
    const store = memoryStore();
    expect(enqueue(store, completion("m1", "처음"))).toBe(true);
    expect(enqueue(store, completion("m1", "두 번째"))).toBe(false);
    expect(enqueue(store, completion("m2"))).toBe(true);
    expect(store.entries.map((entry) => [entry.missionId, entry.note])).toEqual([
      ["m1", "처음"],
      ["m2", ""],
    ]);
  });

  it("sends each once, oldest first, and removes it on the server's answer", async () => {
    const store = memoryStore();
    enqueue(store, completion("m1"));
    enqueue(store, completion("m2"));
    const sent: string[] = [];
    const result = await flushQueue(
      store,
      async (entry) => {
        sent.push(entry.missionId);
        return "sent";
      },
      exclusiveLock(),
    );
    expect(sent).toEqual(["m1", "m2"]);
    expect(result.sent.map((entry) => entry.missionId)).toEqual(["m1", "m2"]);
    expect(result.left).toBe(0);
    expect(store.entries).toEqual([]);
    // Nothing is left to send a second time.
    await flushQueue(store, async () => expect.fail("sent twice"), exclusiveLock());
  });

  it("keeps what got no answer (and stops the round), drops what the server refused for good", async () => {
    const store = memoryStore();
    for (const id of ["gone", "m2", "m3"]) enqueue(store, completion(id));
    const answers: Record<string, SendOutcome> = { gone: "refused", m2: "later" };
    const sent: string[] = [];
    const result = await flushQueue(
      store,
      async (entry) => {
        sent.push(entry.missionId);
        return answers[entry.missionId] ?? "sent";
      },
      exclusiveLock(),
    );
    expect(sent).toEqual(["gone", "m2"]);
    expect(result.refused.map((entry) => entry.missionId)).toEqual(["gone"]);
    expect(store.entries.map((entry) => entry.missionId)).toEqual(["m2", "m3"]);
    // A throw (the network gone mid-way) is no answer either.
    await flushQueue(store, async () => Promise.reject(new TypeError("Failed to fetch")), exclusiveLock());
    expect(store.entries.map((entry) => entry.missionId)).toEqual(["m2", "m3"]);
  });

  it("two flushes at once (the online event and the page coming back, or two tabs) send each mission once", async () => {
    const store = memoryStore();
    enqueue(store, completion("m1"));
    enqueue(store, completion("m2"));
    const sent: string[] = [];
    const send = async (entry: QueuedCompletion): Promise<SendOutcome> => {
      sent.push(entry.missionId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "sent";
    };
    const lock = exclusiveLock();
    await Promise.all([flushQueue(store, send, lock), flushQueue(store, send, lock)]);
    // Another tab's flush, with its own module state but the same lock and store.
    await flushQueue(store, send, lock);
    expect(sent).toEqual(["m1", "m2"]);
  });

  it("an entry another tab sent meanwhile is not sent again", async () => {
    const store = memoryStore();
    enqueue(store, completion("m1"));
    enqueue(store, completion("m2"));
    const sent: string[] = [];
    await flushQueue(
      store,
      async (entry) => {
        sent.push(entry.missionId);
        // While m1 is on its way, another tab sends m2 and removes it.
        if (entry.missionId === "m1") store.write(store.read().filter((waiting) => waiting.missionId !== "m2"));
        return "sent";
      },
      exclusiveLock(),
    );
    expect(sent).toEqual(["m1"]);
  });

  it("reads the server's answer: done, signed out or no answer (later), refused", () => {
    expect(outcomeOf({ status: 200, type: "basic" })).toBe("sent");
    expect(outcomeOf({ status: 202, type: "basic" })).toBe("later");
    expect(outcomeOf({ status: 0, type: "opaqueredirect" })).toBe("later");
    expect(outcomeOf(null)).toBe("later");
    for (const status of [408, 429, 500, 502, 503]) expect(outcomeOf({ status, type: "basic" }), String(status)).toBe("later");
    for (const status of [400, 403, 404, 409]) expect(outcomeOf({ status, type: "basic" }), String(status)).toBe("refused");
  });
});
