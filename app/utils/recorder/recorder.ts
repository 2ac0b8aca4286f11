// The session recorder (decision 59), fetched on demand by ./loader.ts and never part of a page's
// first script. rrweb records the page with every input masked and the elements marked `data-pii`
// blocked; the console plugin adds console messages (error, warn, info) and uncaught errors; a small
// wrapper of fetch and XHR adds network activity (method, address without its query, status,
// duration) and uncaught errors are also custom events ('error'), for the player's markers. The
// clicks and typing from before it came (./early.ts) follow its first snapshot. Events go to the
// server in chunks (RecordingChunkBody), gzip-compressed in the browser, with retries; the last one,
// on `pagehide` or when the visitor enters a path never recorded, marks the recording complete. No
// chunk is lost as the page is hidden or goes: ./chunks.ts says how.
import { record } from "@rrweb/record";
import { getRecordConsolePlugin } from "@rrweb/rrweb-plugin-console-record";
import {
  isRecordablePath,
  RECORDING_BODY_LIMIT,
  RECORDING_JSON_LIMIT,
  RECORDING_TAGS,
  RECORDING_UPLOAD_PATH,
  type RecordedNetworkEntry,
} from "~/vocabulary/recording";
import {
  chunkBody,
  gzip,
  KEEPALIVE_BYTES,
  type Outgoing,
  PENDING_BYTES,
  packEvents,
  pendingFull,
  refusedForGood,
  sendAsPageGoes,
  settled,
  tooLarge,
  unstash,
  utf8Length,
} from "./chunks";
import { SAMPLED_KEY, takeEarlyInputs } from "./early";

/** A chunk goes every so often, or sooner when enough events wait (`pendingFull`). */
const FLUSH_MS = 10_000;
const FIRST_FLUSH_MS = 1_000;
/** Tries per chunk in a row (the first and three retries), waiting 1, 2, then 4 s between them. */
const ATTEMPTS = 4;

interface Recording {
  id: string;
  seq: number;
  /** Events not yet cut into a chunk (JSON), and their bytes. */
  events: string[];
  bytes: number;
  stop: () => void;
}

let sessionId = "";
/** Between `pagehide` and `pageshow`: the page is going (or kept in the back-forward cache), nothing starts. */
let hidden = false;
/** The server will not record this session (a crawler's): nothing more is cut or sent. */
let refused = false;
let current: Recording | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Every chunk cut and not yet settled by the server, in order (of this recording and earlier ones). */
const outgoing: Outgoing[] = [];
/** Chunks go one after another, each with its retries. */
let queue: Promise<void> = Promise.resolve();

const newId = () => `r_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12).padEnd(10, "0")}`;

export function startRecorder(session: string): void {
  if (sessionId) return;
  sessionId = session;
  wrapNetwork();
  addEventListener("error", (event) =>
    custom(RECORDING_TAGS.error, { message: String(event.message).slice(0, 500), source: withoutQuery(event.filename) }),
  );
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { message?: unknown } | undefined;
    custom(RECORDING_TAGS.error, { message: String(reason?.message ?? reason).slice(0, 500) });
  });
  // The page goes (another document, a reload, a closed tab, the back-forward cache): the recording
  // ends here, and what is not delivered leaves at once (and waits in the stash).
  addEventListener("pagehide", () => {
    hidden = true;
    finish(true);
  });
  // Back from the back-forward cache: a new recording (rrweb needs a new snapshot).
  addEventListener("pageshow", (event) => {
    hidden = false;
    if (!event.persisted) return;
    // What went by beacon as the page was put away is sent again, so its answer settles it here too.
    for (const chunk of outgoing) queue = queue.then(() => deliver(chunk));
    watchPath();
  });
  // Hidden (another app, the tab switcher) may be the last the page sees on a phone: the same, but
  // the recording goes on should the visitor come back.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || hidden) return;
    if (current) cut(current, false);
    leave();
  });
  // Client-side navigations into and out of paths never recorded.
  setInterval(watchPath, 500);
  watchPath();
}

function watchPath(): void {
  if (hidden || refused) return;
  const recordable = isRecordablePath(location.pathname);
  if (recordable && !current) begin();
  else if (!recordable && current) finish(false);
}

function take(recording: Recording, json: string): void {
  const bytes = utf8Length(json);
  // A single event no chunk can carry is replaced by a note of it.
  if (bytes > RECORDING_JSON_LIMIT - 64) {
    take(recording, tooLarge(json));
    return;
  }
  // A large event (a snapshot) goes alone, so the chunk before it stays small enough to leave with the page.
  if (bytes >= PENDING_BYTES && recording.events.length) cut(recording, false);
  recording.events.push(json);
  recording.bytes += bytes;
  // Kept small enough for the last beacons, should the page go now.
  if (pendingFull(recording.events.length, recording.bytes)) cut(recording, false);
}

function begin(): void {
  const recording: Recording = { id: newId(), seq: 0, events: [], bytes: 0, stop: () => {} };
  current = recording;
  const stop = record({
    emit: (event) => take(recording, JSON.stringify(event)),
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
  addEarlyInputs(recording);
  schedule(FIRST_FLUSH_MS);
}

/**
 * The clicks and typing from before the recorder came, as rrweb's own events right after its first
 * snapshot (which named their elements; an element gone since, or blocked, has no name and is left
 * out), values masked as rrweb masks them; a custom event says how long before each one happened.
 */
function addEarlyInputs(recording: Recording): void {
  const inputs = takeEarlyInputs();
  if (!inputs.length) return;
  const now = Date.now();
  const before: [string, number][] = [];
  for (const [type, target, time, x, y, length, checked] of inputs) {
    const node = target instanceof Element ? liveCounterpart(target) : null;
    const id = node ? record.mirror.getId(node) : -1;
    if (id < 0) continue;
    const data =
      type === "click"
        ? { source: 2, type: 2, id, x, y }
        : { source: 5, id, text: "*".repeat(Math.max(0, length)), isChecked: checked, userTriggered: true };
    take(recording, JSON.stringify({ type: 3, data, timestamp: now }));
    before.push([type, now - time]);
  }
  if (before.length) custom(RECORDING_TAGS.early, { before });
}

/**
 * The element in the page now that stands for one an early input touched: itself, or, where the
 * page's code has since replaced server markup with its live copy (kept markup, decision 70), the
 * element at the same place under the nearest ancestor with an id (or a kept section's name).
 */
function liveCounterpart(element: Element): Element | null {
  const path: number[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.isConnected) return path.length ? null : at;
    const kept = at.getAttribute("data-kept");
    const live = at.id ? document.getElementById(at.id) : kept ? document.querySelector(`[data-kept="${CSS.escape(kept)}"]`) : null;
    if (live) return path.reduce<Element | null>((parent, index) => parent?.children[index] ?? null, live);
    if (at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return null;
}

function schedule(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (current) cut(current, false);
    schedule(FLUSH_MS);
  }, ms);
}

function custom(tag: string, payload: unknown): void {
  if (current) record.addCustomEvent(tag, payload);
}

/** Cuts what the recording holds into a chunk, with its address for good, and sends it in turn (the last, `final`, even empty). */
function cut(recording: Recording, final: boolean): void {
  if ((!recording.events.length && !final) || refused) return;
  const chunk: Outgoing = { address: addressOf(recording, recording.seq++, final), events: recording.events.splice(0), outlives: false };
  recording.bytes = 0;
  outgoing.push(chunk);
  queue = queue.then(() => deliver(chunk));
}

/**
 * Ends the recording. Entering an unrecorded path: the rest goes as the final chunk, compressed, in
 * turn. The page going: the rest is cut into beacon-sized chunks (the last final), and every chunk
 * not delivered leaves at once as plain JSON (compression would not finish before the page goes).
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
  const parts = packEvents(recording.events.splice(0));
  for (const [index, events] of parts.entries())
    outgoing.push({ address: addressOf(recording, recording.seq++, index === parts.length - 1), events, outlives: false });
  leave();
}

/** Stashes every chunk not delivered, then sends each one not already on its way by beacon. */
function leave(): void {
  if (refused || !outgoing.length) return;
  sendAsPageGoes(
    outgoing,
    (address, body) => navigator.sendBeacon?.(address, new Blob([body], { type: "text/plain;charset=UTF-8" })) ?? false,
  );
}

/** The server settled a chunk: it is done with (and out of the stash); a refusal for good stops the recorder. */
function settle(chunk: Outgoing, status: number): void {
  const index = outgoing.indexOf(chunk);
  if (index >= 0) outgoing.splice(index, 1);
  unstash(chunk.address);
  if (!refusedForGood(status)) return;
  refused = true;
  try {
    sessionStorage.setItem(SAMPLED_KEY, "0");
  } catch {
    // The recorder stops on this page all the same.
  }
  outgoing.length = 0;
  const recording = current;
  current = null;
  clearTimeout(timer);
  recording?.stop();
}

/**
 * Posts a chunk, compressed, with its retries; a small one outlives the page, should the visitor leave
 * while it is on its way. A chunk still not settled after them stays held: it leaves again with the
 * page (and the stash).
 */
async function deliver(chunk: Outgoing): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Settled meanwhile, or the page went (its chunks are stashed and beaconed).
    if (!outgoing.includes(chunk) || hidden) return;
    const body = await compressed(chunk.events);
    if (!outgoing.includes(chunk) || hidden) return;
    const keepalive = body.byteLength <= KEEPALIVE_BYTES;
    chunk.outlives = keepalive;
    try {
      const response = await fetchUnwrapped(chunk.address, {
        method: "POST",
        body: body as BodyInit,
        keepalive,
        headers: { "Content-Type": "application/octet-stream" },
      });
      if (settled(response.status)) {
        settle(chunk, response.status);
        return;
      }
    } catch {
      // Offline for a moment: tried again below.
    }
    chunk.outlives = false;
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
  }
}

/** A chunk's body, compressed; over the endpoint's cap, each of its events is replaced by a note of it. */
async function compressed(events: string[]): Promise<Uint8Array> {
  const body = await gzip(chunkBody(events));
  return body.byteLength <= RECORDING_BODY_LIMIT ? body : gzip(chunkBody(events.map(tooLarge)));
}

function addressOf(recording: Recording, seq: number, final: boolean): string {
  const query = new URLSearchParams({ recording: recording.id, session: sessionId, seq: String(seq) });
  if (final) query.set("final", "1");
  if (seq === 0 && document.referrer) query.set("ref", withoutQuery(document.referrer));
  return `${RECORDING_UPLOAD_PATH}?${query}`;
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
