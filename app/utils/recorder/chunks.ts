// How the recorder's chunks reach the server without one being lost (decision 59). A chunk gets its
// address (recording, seq, final) when it is cut and keeps it, so sending it twice is harmless (the
// server stores a seq once). It counts as delivered only when the server answered 2xx, or refused it
// for good (a 4xx other than 408 and 429); until then the recorder holds it. As the page is hidden
// or goes, every chunk not yet delivered is written to the tab's session storage (the stash) *before*
// anything is sent, then sent in requests that outlive the page; the next page of the tab (the
// recorder's loader, on every tracked page) resends whatever is stashed and drops each one the
// server answers. Browsers let a page's outliving requests carry 64 KiB together, hence the limits
// below; whatever they refuse is still in the stash. Pure rules, tested without a browser
// (tests/unit/recorder-chunks.test.ts).

import { RECORDING_UPLOAD_PATH } from "~/vocabulary/recording";

/** Events not yet cut into a chunk stay under this much JSON (and this many): the last beacons can carry them. */
export const PENDING_BYTES = 32 * 1024;
export const PENDING_EVENTS = 400;
/** Each beacon of the page's last events at most (a single larger event goes alone). */
export const BEACON_BYTES = 16 * 1024;
/** A request whose body is this small is sent with `keepalive`, so it outlives the page. */
export const KEEPALIVE_BYTES = 32 * 1024;
/** Session storage: the chunks not yet delivered, `[address, plain JSON body][]`. */
export const STASH_KEY = "ft.rec.rest";
/** Custom-event tag standing in for an event too large for any chunk. */
export const TOO_LARGE_TAG = "too-large";

const encoder = new TextEncoder();

/** Bytes of a text in UTF-8 (what the request carries): Korean letters are 3 each. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** Whether the events waiting (`count` of them, `bytes` of JSON) are to be cut into a chunk now. */
export function pendingFull(count: number, bytes: number): boolean {
  return count >= PENDING_EVENTS || bytes >= PENDING_BYTES;
}

/** A chunk's body (`RecordingChunkBody`) from events already in JSON. */
export function chunkBody(events: readonly string[]): string {
  return `{"events":[${events.join(",")}]}`;
}

/** An event (JSON) no chunk can carry, as a custom event saying so, at its time. */
export function tooLarge(event: string): string {
  const { type, timestamp } = JSON.parse(event) as { type: number; timestamp: number };
  return JSON.stringify({ type: 5, timestamp, data: { tag: TOO_LARGE_TAG, payload: { type, bytes: utf8Length(event) } } });
}

/**
 * Events (JSON) as chunks in order, each body at most `max` bytes but for an event larger than that,
 * alone in its own; at least one chunk (an empty last chunk still marks the recording complete).
 */
export function packEvents(events: readonly string[], max = BEACON_BYTES): string[][] {
  const chunks: string[][] = [];
  let part: string[] = [];
  let size = chunkBody([]).length;
  for (const event of events) {
    const bytes = utf8Length(event) + 1;
    if (part.length > 0 && size + bytes > max) {
      chunks.push(part);
      part = [];
      size = chunkBody([]).length;
    }
    part.push(event);
    size += bytes;
  }
  if (part.length > 0 || chunks.length === 0) chunks.push(part);
  return chunks;
}

/** The server's answer settles a chunk: stored (2xx), or refused for good (a 4xx but 408 and 429). */
export function settled(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/** The server will never record this session (a crawler's): the recorder stops. */
export const refusedForGood = (status: number) => status === 403;

/** What the stash is kept in: session storage, or a stand-in in tests. */
export type StashStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type Stashed = [address: string, body: string];

function read(store: StashStore): Stashed[] {
  try {
    const kept: unknown = JSON.parse(store.getItem(STASH_KEY) ?? "[]");
    return Array.isArray(kept)
      ? kept.filter((entry): entry is Stashed => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string")
      : [];
  } catch {
    return [];
  }
}

function write(store: StashStore, entries: Stashed[]): void {
  try {
    if (entries.length) store.setItem(STASH_KEY, JSON.stringify(entries));
    else store.removeItem(STASH_KEY);
  } catch {
    // Storage full or refused: the requests sent as the page goes are then the only copy.
  }
}

/** The chunks stashed, in the order they were kept. */
export function stashed(store: StashStore = sessionStorage): Stashed[] {
  return read(store);
}

/** Keeps chunks in the stash (one entry an address: a chunk kept again replaces itself). */
export function stash(chunks: readonly Stashed[], store: StashStore = sessionStorage): void {
  const addresses = new Set(chunks.map(([address]) => address));
  write(store, [...read(store).filter(([address]) => !addresses.has(address)), ...chunks]);
}

/** Takes a delivered chunk out of the stash. */
export function unstash(address: string, store: StashStore = sessionStorage): void {
  const kept = read(store);
  const left = kept.filter(([kept]) => kept !== address);
  if (left.length !== kept.length) write(store, left);
}

/** A chunk the recorder holds until the server settles it. */
export interface Outgoing {
  address: string;
  /** Its events, as JSON. */
  events: string[];
  /** On its way in a request that outlives the page (a beacon or a keepalive fetch). */
  outlives: boolean;
}

/**
 * The page is hidden or goes: every chunk not yet delivered goes to the stash first, then each one not
 * already on its way in an outliving request is sent with `send` (true: the browser took it). Answers
 * the addresses sent.
 */
export function sendAsPageGoes(
  chunks: readonly Outgoing[],
  send: (address: string, body: string) => boolean,
  store?: StashStore,
): string[] {
  stash(
    chunks.map((chunk) => [chunk.address, chunkBody(chunk.events)]),
    store,
  );
  const sent: string[] = [];
  for (const chunk of chunks) {
    if (chunk.outlives) continue;
    if (send(chunk.address, chunkBody(chunk.events))) {
      chunk.outlives = true;
      sent.push(chunk.address);
    }
  }
  return sent;
}

/**
 * Sends every stashed chunk again, one after another, with `post` (its answer's status, 0 when the
 * request failed), taking out each one the server settles; the rest waits for the next page. An
 * entry whose address is not the recording endpoint's is dropped unsent (session storage is the
 * page's to write). Answers how many are left.
 */
export async function resendStashed(post: (address: string, body: string) => Promise<number>, store?: StashStore): Promise<number> {
  for (const [address, body] of stashed(store)) {
    if (!address.startsWith(`${RECORDING_UPLOAD_PATH}?`)) {
      unstash(address, store);
      continue;
    }
    const status = await post(address, body).catch(() => 0);
    if (settled(status)) unstash(address, store);
  }
  return stashed(store).length;
}

/** Gzip in the browser: CompressionStream, or fflate (fetched only by browsers without it). */
export async function gzip(text: string): Promise<Uint8Array> {
  if (typeof CompressionStream === "function") {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }
  const { gzipSync, strToU8 } = await import("./gzip-fallback");
  return gzipSync(strToU8(text));
}
