// The recorder's rules for delivering its chunks (decision 59, app/utils/recorder/chunks.ts): events
// wait only until their JSON reaches 32 KiB, so what is left as the page goes fits the browser's 64 KiB
// for requests that outlive a page, in beacons of at most 16 KiB; a chunk is done with only when the
// server settles it; as the page goes, every chunk not settled is stashed before anything is sent, and
// the tab's next page resends the stash until the server settles each one. Whatever the network and
// the server do, no chunk is lost.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BEACON_BYTES,
  chunkBody,
  type Outgoing,
  PENDING_BYTES,
  packEvents,
  pendingFull,
  resendStashed,
  STASH_KEY,
  type StashStore,
  sendAsPageGoes,
  settled,
  stash,
  stashed,
  TOO_LARGE_TAG,
  tooLarge,
  unstash,
  utf8Length,
} from "~/utils/recorder/chunks";

/** An rrweb-like event of about `bytes` of JSON, with Korean text (3 bytes a letter). */
const event = (index: number, bytes: number) =>
  JSON.stringify({ type: 3, timestamp: index, data: { text: "가".repeat(Math.max(0, Math.floor((bytes - 60) / 3))) } });

function memoryStore(): StashStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe("packing the last events into beacons", () => {
  it("keeps every event, in order, in bodies of at most 16 KiB counted in UTF-8", () => {
    const events = Array.from({ length: 40 }, (_, index) => event(index, 1_500));
    const parts = packEvents(events);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(utf8Length(chunkBody(part))).toBeLessThanOrEqual(BEACON_BYTES);
    expect(parts.flat()).toEqual(events);
  });

  it("sends an event larger than a beacon alone, and an empty final chunk when nothing is left", () => {
    const large = event(1, 40_000);
    expect(packEvents([event(0, 100), large, event(2, 100)]).map((part) => part.length)).toEqual([1, 1, 1]);
    expect(packEvents([])).toEqual([[]]);
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
        const bodies = packEvents(waiting).map(chunkBody);
        const total = bodies.reduce((sum, body) => sum + utf8Length(body), 0);
        // Under 32 KiB before the last event came, so at most 32 KiB and one event of at most 20 KB.
        expect(total).toBeLessThan(PENDING_BYTES + 20_000 + bodies.length * chunkBody([]).length);
        expect(total).toBeLessThan(64 * 1024);
        for (const body of bodies) if (JSON.parse(body).events.length > 1) expect(utf8Length(body)).toBeLessThanOrEqual(BEACON_BYTES);
      }),
    );
  });

  it("notes an event no chunk can carry as a custom event at its time", () => {
    const note = JSON.parse(tooLarge(event(7, 5_000)));
    expect(note).toMatchObject({ type: 5, timestamp: 7, data: { tag: TOO_LARGE_TAG, payload: { type: 3 } } });
    expect(note.data.payload.bytes).toBeGreaterThan(4_900);
  });
});

describe("which answers settle a chunk", () => {
  it("takes 2xx as stored and a 4xx as refused for good, but for a timeout and too many requests", () => {
    for (const status of [200, 201, 204, 400, 403, 409, 413, 415]) expect(settled(status), String(status)).toBe(true);
    for (const status of [0, 408, 429, 500, 502, 503]) expect(settled(status), String(status)).toBe(false);
  });
});

describe("the stash", () => {
  it("keeps one entry an address, in order, and takes out the one delivered", () => {
    const store = memoryStore();
    stash([["/a", "1"]], store);
    stash([["/b", "2"]], store);
    stash([["/a", "1"]], store);
    expect(stashed(store)).toEqual([
      ["/b", "2"],
      ["/a", "1"],
    ]);
    unstash("/b", store);
    expect(stashed(store)).toEqual([["/a", "1"]]);
    unstash("/a", store);
    expect(store.map.has(STASH_KEY)).toBe(false);
  });

  it("reads nothing from a stash that is not its own shape", () => {
    const store = memoryStore();
    store.setItem(STASH_KEY, "{not json");
    expect(stashed(store)).toEqual([]);
    store.setItem(STASH_KEY, JSON.stringify([{ a: 1 }, ["/ok", "body"], [1, 2]]));
    expect(stashed(store)).toEqual([["/ok", "body"]]);
  });
});

describe("as the page goes", () => {
  const chunk = (seq: number, outlives = false): Outgoing => ({
    address: `/api/recordings?seq=${seq}`,
    events: [event(seq, 100)],
    outlives,
  });

  it("stashes every chunk not settled before it sends the first, and sends only those not already on their way", () => {
    const store = memoryStore();
    const chunks = [chunk(1, true), chunk(2), chunk(3)];
    const seenAtFirstSend: string[][] = [];
    const sent = sendAsPageGoes(
      chunks,
      (address) => {
        if (!seenAtFirstSend.length) seenAtFirstSend.push(stashed(store).map(([kept]) => kept));
        return address.endsWith("seq=2");
      },
      store,
    );
    expect(seenAtFirstSend[0]).toEqual(chunks.map((each) => each.address));
    expect(sent).toEqual(["/api/recordings?seq=2"]);
    expect(chunks.map((each) => each.outlives)).toEqual([true, true, false]);
    // Sent or not, each stays stashed until the server settles it.
    expect(stashed(store).map(([address, body]) => [address, JSON.parse(body).events.length])).toEqual(
      chunks.map((each) => [each.address, 1]),
    );
  });

  it("resends the stash on the next page, keeping each one the server has not settled", async () => {
    const store = memoryStore();
    const at = (n: number) => `/api/recordings?seq=${n}`;
    stash(
      [
        [at(1), "a"],
        [at(2), "b"],
        ["https://elsewhere.example/collect?x=1", "foreign"],
        [at(3), "c"],
        [at(4), "d"],
      ],
      store,
    );
    const answers: Record<string, number | Error> = { [at(1)]: 204, [at(2)]: 503, [at(3)]: new Error("offline"), [at(4)]: 400 };
    const left = await resendStashed(async (address) => {
      const answer = answers[address]!;
      if (answer instanceof Error) throw answer;
      return answer;
    }, store);
    // The foreign address is dropped unsent.
    expect(left).toBe(2);
    expect(stashed(store)).toEqual([
      [at(2), "b"],
      [at(3), "c"],
    ]);
    const again: string[] = [];
    expect(await resendStashed(async (address) => again.push(address) && 204, store)).toBe(0);
    expect(again).toEqual([at(2), at(3)]);
  });

  it("loses no chunk, whatever the browser takes and the server answers, once the server answers again", async () => {
    // Each chunk: sent by the page's schedule (and its answer seen, or not), or still waiting; as the
    // page goes, its beacon taken or refused by the browser, and stored or not by the server; then
    // the next pages resend the stash, the server failing a few times before it answers.
    const fate = fc.record({
      scheduled: fc.constantFrom("acked", "lost", "unsent"),
      beaconTaken: fc.boolean(),
      beaconStored: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fate, { maxLength: 12 }), fc.integer({ min: 0, max: 3 }), async (fates, failures) => {
        const store = memoryStore();
        const server = new Set<string>();
        const outgoing: Outgoing[] = [];
        fates.forEach((each, seq) => {
          const address = `/api/recordings?seq=${seq}`;
          // Acked: stored, and the page saw its 2xx (it leaves the recorder's hands). Lost: the request failed.
          if (each.scheduled === "acked") server.add(address);
          else outgoing.push({ address, events: [event(seq, 80)], outlives: false });
        });
        const beacons = new Map(fates.map((each, seq) => [`/api/recordings?seq=${seq}`, each]));
        sendAsPageGoes(
          outgoing,
          (address) => {
            const each = beacons.get(address)!;
            if (each.beaconTaken && each.beaconStored) server.add(address);
            return each.beaconTaken;
          },
          store,
        );
        let down = failures;
        for (let page = 0; page < 10 && stashed(store).length; page++) {
          await resendStashed(async (address) => {
            if (down-- > 0) return 503;
            server.add(address);
            return 204;
          }, store);
        }
        expect(stashed(store)).toEqual([]);
        for (const seq of fates.keys()) expect(server.has(`/api/recordings?seq=${seq}`), `chunk ${seq}`).toBe(true);
      }),
    );
  });
});
