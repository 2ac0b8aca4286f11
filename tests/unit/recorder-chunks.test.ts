// The recorder's rules for its last chunks (decision 59, app/utils/recorder/chunks.ts): events wait
// only until their JSON reaches 32 KiB, so what is left as the page goes fits the browser's 64 KiB for
// requests that outlive a page; it goes as beacons of at most 16 KiB; what the browser refuses is kept
// in the tab's session storage for its next page, in order.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BEACON_BYTES,
  chunkBody,
  PENDING_BYTES,
  packEvents,
  pendingFull,
  STASH_KEY,
  sendFinal,
  takeStashed,
  utf8Length,
} from "~/utils/recorder/chunks";

/** An rrweb-like event of about `bytes` of JSON, with Korean text (3 bytes a letter). */
const event = (index: number, bytes: number) =>
  JSON.stringify({ type: 3, timestamp: index, data: { text: "가".repeat(Math.max(0, Math.floor((bytes - 60) / 3))) } });

describe("packing the last events into beacons", () => {
  it("keeps every event, in order, in bodies of at most 16 KiB counted in UTF-8", () => {
    const events = Array.from({ length: 40 }, (_, index) => event(index, 1_500));
    const bodies = packEvents(events);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(utf8Length(body)).toBeLessThanOrEqual(BEACON_BYTES);
    expect(bodies.flatMap((body) => JSON.parse(body).events)).toEqual(events.map((json) => JSON.parse(json)));
  });

  it("sends an event larger than a beacon alone, and an empty final chunk when nothing is left", () => {
    const large = event(1, 40_000);
    expect(packEvents([event(0, 100), large, event(2, 100)]).map((body) => JSON.parse(body).events.length)).toEqual([1, 1, 1]);
    expect(packEvents([])).toEqual([chunkBody([])]);
  });

  it("never leaves more than the browser can carry as the page goes, whatever the events' sizes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 60, max: 20_000 }), { maxLength: 300 }), (sizes) => {
        // The recorder's buffer: events wait until pendingFull, then leave as a chunk.
        let waiting: string[] = [];
        let bytes = 0;
        sizes.forEach((size, index) => {
          const json = event(index, size);
          waiting.push(json);
          bytes += utf8Length(json);
          if (pendingFull(waiting.length, bytes)) {
            waiting = [];
            bytes = 0;
          }
        });
        const bodies = packEvents(waiting);
        const total = bodies.reduce((sum, body) => sum + utf8Length(body), 0);
        // Under 32 KiB before the last event came, so at most 32 KiB and one event of at most 20 KB.
        expect(total).toBeLessThan(PENDING_BYTES + 20_000 + bodies.length * chunkBody([]).length);
        expect(total).toBeLessThan(64 * 1024);
        for (const body of bodies) if (JSON.parse(body).events.length > 1) expect(utf8Length(body)).toBeLessThanOrEqual(BEACON_BYTES);
      }),
    );
  });
});

describe("sending the final chunks", () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = new Map();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const chunks: [string, string][] = [
    ["/api/recordings?seq=4", "a"],
    ["/api/recordings?seq=5", "b"],
    ["/api/recordings?seq=6&final=1", "c"],
  ];

  it("sends every chunk by beacon when the browser takes them, and keeps nothing", () => {
    const sent: string[] = [];
    expect(sendFinal(chunks, (address) => sent.push(address) > 0)).toBe(0);
    expect(sent).toEqual(chunks.map(([address]) => address));
    expect(takeStashed()).toEqual([]);
  });

  it("keeps the refused chunk and those after it, in order, for the tab's next page, which takes them once", () => {
    const sent: string[] = [];
    storage.set(STASH_KEY, JSON.stringify([["/api/recordings?seq=9&final=1", "older"]]));
    expect(sendFinal(chunks, (address) => address.includes("seq=4") && sent.push(address) > 0)).toBe(2);
    expect(sent).toEqual(["/api/recordings?seq=4"]);
    expect(takeStashed()).toEqual([["/api/recordings?seq=9&final=1", "older"], ...chunks.slice(1)]);
    expect(takeStashed()).toEqual([]);
  });

  it("reads nothing from a stash that is not its own shape", () => {
    storage.set(STASH_KEY, "{not json");
    expect(takeStashed()).toEqual([]);
    storage.set(STASH_KEY, JSON.stringify({ a: 1 }));
    expect(takeStashed()).toEqual([]);
  });
});
