// How the recorder cuts its events into chunks so the last of them is never lost (decision 59): the
// browser keeps a request alive past the page's end (a beacon, or a keepalive fetch) only while all of
// the page's such requests in flight stay under 64 KiB together. So events wait for the next chunk
// only until their JSON reaches PENDING_BYTES; what is left as the page goes is sent as several
// beacons of at most BEACON_BYTES each; a beacon the browser refuses (the 64 KiB are taken) is kept,
// with those after it, in the tab's session storage, and the recorder of the tab's next page sends them
// first. Pure rules, tested without a browser (tests/unit/recorder-chunks.test.ts).

/** Events not yet cut into a chunk stay under this much JSON (and this many): the final beacons can carry them. */
export const PENDING_BYTES = 32 * 1024;
export const PENDING_EVENTS = 400;
/** Each final beacon's body at most (a single larger event goes alone). */
export const BEACON_BYTES = 16 * 1024;
/** Chunks sent by the page's own schedule outlive the page when their compressed body is this small. */
export const KEEPALIVE_BYTES = 32 * 1024;
/** Session storage: the final chunks the browser refused, `[address, body][]`, for the tab's next page. */
export const STASH_KEY = "ft.rec.rest";

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

/**
 * Events (JSON) as chunk bodies in order, each at most `max` bytes but for an event larger than that,
 * alone in its own; at least one body (an empty last chunk still marks the recording complete).
 */
export function packEvents(events: readonly string[], max = BEACON_BYTES): string[] {
  const bodies: string[] = [];
  let part: string[] = [];
  let size = chunkBody([]).length;
  for (const event of events) {
    const bytes = utf8Length(event) + 1;
    if (part.length > 0 && size + bytes > max) {
      bodies.push(chunkBody(part));
      part = [];
      size = chunkBody([]).length;
    }
    part.push(event);
    size += bytes;
  }
  if (part.length > 0 || bodies.length === 0) bodies.push(chunkBody(part));
  return bodies;
}

/**
 * Sends the final chunks (`[address, body]`, in order) with `beacon`, which answers whether the
 * browser took it; from the first it refuses on, they are kept for the tab's next page. Answers how
 * many were kept.
 */
export function sendFinal(chunks: readonly [string, string][], beacon: (address: string, body: string) => boolean): number {
  const refused = chunks.findIndex(([address, body]) => !beacon(address, body));
  if (refused < 0) return 0;
  const rest = chunks.slice(refused);
  try {
    const kept = JSON.parse(sessionStorage.getItem(STASH_KEY) ?? "[]") as [string, string][];
    sessionStorage.setItem(STASH_KEY, JSON.stringify([...kept, ...rest]));
  } catch {
    // Storage full or refused: nothing more can be done as the page goes.
  }
  return rest.length;
}

/** The chunks an earlier page of this tab could not send, taken out of session storage. */
export function takeStashed(): [string, string][] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STASH_KEY) ?? "[]");
    sessionStorage.removeItem(STASH_KEY);
    return Array.isArray(kept) ? kept.filter((entry) => Array.isArray(entry) && entry.length === 2) : [];
  } catch {
    return [];
  }
}
