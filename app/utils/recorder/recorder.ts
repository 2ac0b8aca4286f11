// The session recorder (decision 59), fetched on demand by ./loader.ts and never part of a page's
// first script. rrweb records the page with every input masked and the elements marked `data-pii`
// blocked; the console plugin adds console messages (error, warn, info) and uncaught errors; a small
// wrapper of fetch and XHR adds network activity (method, address without its query, status,
// duration) and uncaught errors are also custom events ('error'), for the player's markers. Events go
// to the server in chunks (RecordingChunkBody), gzip-compressed in the browser, with retries; the last
// one, on `pagehide` or when the visitor enters a path never recorded, marks the recording complete.
// None is lost as the page goes: ./chunks.ts says how.
import { record } from "@rrweb/record";
import { getRecordConsolePlugin } from "@rrweb/rrweb-plugin-console-record";
import {
  isRecordablePath,
  RECORDING_BODY_LIMIT,
  RECORDING_TAGS,
  RECORDING_UPLOAD_PATH,
  type RecordedNetworkEntry,
} from "~/vocabulary/recording";
import { chunkBody, KEEPALIVE_BYTES, packEvents, pendingFull, sendFinal, takeStashed, utf8Length } from "./chunks";

/** A chunk goes every so often, or sooner when enough events wait (`pendingFull`). */
const FLUSH_MS = 10_000;
const FIRST_FLUSH_MS = 1_000;
/** Tries per chunk (the first and three retries), waiting 1, 2, then 4 s between them. */
const ATTEMPTS = 4;

interface Chunk {
  /** Its events, as JSON. */
  events: string[];
  final: boolean;
}

interface Recording {
  id: string;
  seq: number;
  /** Events not yet cut into a chunk (JSON), and their bytes. */
  events: string[];
  bytes: number;
  /** Chunks cut and not yet posted, in order: the sender takes the first once it is compressed. */
  waiting: Chunk[];
  stop: () => void;
}

let sessionId = "";
/** Between `pagehide` and `pageshow`: the page is going (or kept in the back-forward cache), nothing starts. */
let hidden = false;
let current: Recording | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Chunks go one after another, each with its retries. */
let queue: Promise<void> = Promise.resolve();

const newId = () => `r_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12).padEnd(10, "0")}`;

export function startRecorder(session: string): void {
  if (sessionId) return;
  sessionId = session;
  wrapNetwork();
  // What an earlier page of this tab could not send as it went.
  for (const [address, body] of takeStashed())
    if (address.startsWith(`${RECORDING_UPLOAD_PATH}?`) && typeof body === "string")
      queue = queue.then(() => deliver(address, body, "text/plain;charset=UTF-8", utf8Length(body)));
  addEventListener("error", (event) =>
    custom(RECORDING_TAGS.error, { message: String(event.message).slice(0, 500), source: withoutQuery(event.filename) }),
  );
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { message?: unknown } | undefined;
    custom(RECORDING_TAGS.error, { message: String(reason?.message ?? reason).slice(0, 500) });
  });
  // The page goes (a link to another document, a closed tab): the rest leaves at once, as the last chunks.
  addEventListener("pagehide", () => {
    hidden = true;
    finish(true);
  });
  // Back from the back-forward cache: a new recording (rrweb needs a new snapshot).
  addEventListener("pageshow", (event) => {
    hidden = false;
    if (event.persisted) watchPath();
  });
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  // Client-side navigations into and out of paths never recorded.
  setInterval(watchPath, 500);
  watchPath();
}

function watchPath(): void {
  if (hidden) return;
  const recordable = isRecordablePath(location.pathname);
  if (recordable && !current) begin();
  else if (!recordable && current) finish(false);
}

function begin(): void {
  const recording: Recording = { id: newId(), seq: 0, events: [], bytes: 0, waiting: [], stop: () => {} };
  current = recording;
  const stop = record({
    emit(event) {
      const json = JSON.stringify(event);
      recording.events.push(json);
      recording.bytes += utf8Length(json);
      // Kept small enough for the final beacons, should the page go now.
      if (pendingFull(recording.events.length, recording.bytes)) flush();
    },
    maskAllInputs: true,
    blockSelector: "[data-pii]",
    // "all" but the description and preview tags: each page of the app replaces them, and rrweb, which
    // never recorded them, warned on every navigation that it could not place the next new node.
    slimDOMOptions: {
      script: true,
      comment: true,
      headFavicon: true,
      headWhitespace: true,
      headMetaRobots: true,
      headMetaHttpEquiv: true,
      headMetaVerification: true,
      headMetaAuthorship: true,
      headTitleMutations: true,
    },
    recordCanvas: false,
    collectFonts: false,
    sampling: { scroll: 150 },
    plugins: [getRecordConsolePlugin({ level: ["error", "warn", "info"], lengthThreshold: 100 })],
  });
  recording.stop = stop ?? (() => {});
  schedule(FIRST_FLUSH_MS);
}

function schedule(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    flush();
    schedule(FLUSH_MS);
  }, ms);
}

function custom(tag: string, payload: unknown): void {
  if (current) record.addCustomEvent(tag, payload);
}

/** Cuts what the recording holds into a chunk and sends it in turn (the last, `final`, even empty). */
function cut(recording: Recording, final: boolean): void {
  if (!recording.events.length && !final) return;
  const chunk: Chunk = { events: recording.events.splice(0), final };
  recording.bytes = 0;
  recording.waiting.push(chunk);
  queue = queue.then(() => sendWaiting(recording, chunk));
}

function flush(): void {
  if (current) cut(current, false);
}

/**
 * Ends the recording. Entering an unrecorded path: the rest goes as the final chunk, compressed, in
 * turn. The page going: everything not yet posted (chunks waiting their turn and the rest) leaves at
 * once as plain JSON beacons (compression would not finish before the page goes), each under the
 * browser's limit, the last marked final; what the browser refuses waits for the tab's next page.
 */
function finish(pageGoes: boolean): void {
  const recording = current;
  if (!recording) return;
  current = null;
  clearTimeout(timer);
  recording.stop();
  if (!pageGoes) {
    cut(recording, true);
    return;
  }
  const events = [...recording.waiting.flatMap((chunk) => chunk.events), ...recording.events];
  recording.waiting = [];
  recording.events = [];
  const bodies = packEvents(events);
  sendFinal(
    bodies.map((body, index) => [addressOf(recording, recording.seq++, index === bodies.length - 1), body]),
    (address, body) => navigator.sendBeacon?.(address, new Blob([body], { type: "text/plain;charset=UTF-8" })) ?? false,
  );
}

/** Compresses a waiting chunk and posts it, unless the page took it as it went meanwhile. */
async function sendWaiting(recording: Recording, chunk: Chunk): Promise<void> {
  const body = await gzip(chunkBody(chunk.events));
  const index = recording.waiting.indexOf(chunk);
  if (index < 0) return;
  recording.waiting.splice(index, 1);
  await sendCompressed(recording, chunk.events, body, chunk.final);
}

async function sendCompressed(recording: Recording, events: string[], body: Uint8Array, final: boolean): Promise<void> {
  // Too large for one chunk: in two halves (a single event that large is left out).
  if (body.byteLength > RECORDING_BODY_LIMIT) {
    if (events.length > 1) {
      const half = Math.ceil(events.length / 2);
      await sendCompressed(recording, events.slice(0, half), await gzip(chunkBody(events.slice(0, half))), false);
      await sendCompressed(recording, events.slice(half), await gzip(chunkBody(events.slice(half))), final);
    } else if (final) await sendCompressed(recording, [], await gzip(chunkBody([])), true);
    return;
  }
  await deliver(addressOf(recording, recording.seq++, final), body, "application/octet-stream", body.byteLength);
}

/** Posts a chunk with its retries; a small one outlives the page, should the visitor leave while it is on its way. */
async function deliver(address: string, body: Uint8Array | string, type: string, bytes: number): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const response = await fetchUnwrapped(address, {
        method: "POST",
        body: body as BodyInit,
        keepalive: bytes <= KEEPALIVE_BYTES,
        headers: { "Content-Type": type },
      });
      // Taken, or refused for good (a bad chunk): either way, not again.
      if (response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408)) return;
    } catch {
      // Offline for a moment: tried again below.
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
  }
}

function addressOf(recording: Recording, seq: number, final: boolean): string {
  const query = new URLSearchParams({ recording: recording.id, session: sessionId, seq: String(seq) });
  if (final) query.set("final", "1");
  if (seq === 0 && document.referrer) query.set("ref", withoutQuery(document.referrer));
  return `${RECORDING_UPLOAD_PATH}?${query}`;
}

async function gzip(text: string): Promise<Uint8Array> {
  if (typeof CompressionStream === "function") {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }
  // Older browsers: fflate, fetched only there.
  const { gzipSync, strToU8 } = await import("./gzip-fallback");
  return gzipSync(strToU8(text));
}

// ---- Network activity ---------------------------------------------------------------------------

/** An address without its query or fragment; our own addresses by their path alone. */
function withoutQuery(address: string | undefined): string {
  if (!address) return "";
  try {
    const url = new URL(address, location.href);
    return (url.origin === location.origin ? url.pathname : `${url.origin}${url.pathname}`).slice(0, 300);
  } catch {
    return "";
  }
}

function network(entry: RecordedNetworkEntry): void {
  // The recorder's own chunks and the tracker's batches are not the visitor's activity.
  if (entry.url.startsWith(RECORDING_UPLOAD_PATH) || entry.url.startsWith("/api/analytics")) return;
  custom(RECORDING_TAGS.network, entry);
}

let fetchUnwrapped: typeof fetch = (...args) => fetch(...args);

function wrapNetwork(): void {
  const original = window.fetch.bind(window);
  fetchUnwrapped = original;
  window.fetch = async (input, init) => {
    const started = performance.now();
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const url = withoutQuery(request ? request.url : String(input));
    const took = () => Math.round(performance.now() - started);
    try {
      const response = await original(input, init);
      network({ method, url, status: response.status, type: "fetch", duration: took() });
      return response;
    } catch (error) {
      network({ method, url, status: 0, type: "fetch", duration: took(), error: String((error as Error)?.name ?? "Error") });
      throw error;
    }
  };

  const opened = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  const { open, send: sendXhr } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    opened.set(this, { method: String(method).toUpperCase(), url: withoutQuery(String(url)) });
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = opened.get(this);
    const started = performance.now();
    if (request) {
      this.addEventListener("loadend", () =>
        network({
          ...request,
          status: this.status,
          type: "xhr",
          duration: Math.round(performance.now() - started),
          ...(this.status === 0 ? { error: "failed" } : {}),
        }),
      );
    }
    return sendXhr.call(this, body);
  };
}
