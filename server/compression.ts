// Brotli or gzip for our responses, in one call on the event loop per response
// (docs/decisions/0009-tail-latency.md).
//
// The `compression` middleware streams each response through a zlib stream, and every write and
// flush of that stream is a job for libuv's thread pool: the home page made 22 writes and 11 flushes
// (Remix flushes after every piece React writes). Each job wakes a pool thread, and on a two-core
// machine shared with the database and the load the kernel ran that thread on the event loop's core:
// ten more involuntary context switches per page, the event loop off its CPU for about 2 ms of a
// 4 ms page, and the requests behind it queued. Our responses are small (pages of 2–20 KB; nothing
// is streamed on purpose: no route defers data), so this middleware holds a response until it ends
// and compresses it with one synchronous call: a quarter of a millisecond for a 17 KB page at zlib's
// default level, the same bytes, no hand-offs.
//
// Browsers over HTTPS accept Brotli, which at quality 3 makes the 106 KB feed page 10.5 KB in 0.2 ms
// where gzip's default level makes 11.7 KB in 0.5 ms: fewer bytes for a weak connection and less of the
// core that renders the pages. Others get gzip as before.

import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";

/** How a response to this request is compressed, if at all: Brotli when accepted, else gzip. */
export type Encoding = "br" | "gzip" | "identity";

export function chooseEncoding(req: Request): Encoding {
  if (req.method === "HEAD") return "identity";
  // Asked one at a time: among equal preferences the negotiator keeps the browser's order, which
  // lists gzip first.
  if (req.acceptsEncodings("br") === "br") return "br";
  return req.acceptsEncodings("gzip", "identity") === "gzip" ? "gzip" : "identity";
}

const BROTLI_QUALITY = 3;

/** Types worth compressing: text (HTML, CSS, Remix's data), JSON, JavaScript, XML, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml\b)/i;

function isCompressible(res: Response): boolean {
  const type = res.getHeader("Content-Type");
  return typeof type === "string" && COMPRESSIBLE.test(type);
}

/** Whether the response about to be written should be held and compressed. */
function worthHolding(res: Response): boolean {
  return (
    !res.headersSent &&
    isCompressible(res) &&
    !res.getHeader("Content-Encoding") &&
    !/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? "")) &&
    ![204, 206, 304].includes(res.statusCode)
  );
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}

export interface InlineCompressionOptions {
  /** gzip's level; 6 is zlib's (and the `compression` middleware's) default. */
  level?: number;
  /** Smaller bodies are sent as they are. */
  threshold?: number;
  /** A body that grows past this is sent uncompressed as it comes, instead of being held. */
  limit?: number;
}

export function inlineCompression({ level = 6, threshold = 1024, limit = 1024 * 1024 }: InlineCompressionOptions = {}): RequestHandler {
  return (req, res, next) => {
    // Caches must keep the compressed and the plain copy apart, whichever this request gets.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (isCompressible(res)) res.vary("Accept-Encoding");
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    const chosen = chooseEncoding(req);
    if (chosen === "identity") return next();

    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => Response;
    let state: "undecided" | "holding" | "passing" = "undecided";
    let held: Buffer[] = [];
    let size = 0;
    const decide = () => {
      if (state === "undecided") state = worthHolding(res) ? "holding" : "passing";
    };

    res.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
      decide();
      if (state === "passing") return write.call(this, chunk, encoding, callback);
      const buffer = toBuffer(chunk, encoding);
      held.push(buffer);
      size += buffer.length;
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      if (size > limit) {
        state = "passing";
        for (const piece of held) write.call(this, piece);
        held = [];
      }
      return true;
    } as Response["write"];

    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (typeof chunk === "function") [callback, chunk, encoding] = [chunk, undefined, undefined];
      else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      decide();
      if (state === "passing") return end.call(this, chunk, encoding, callback);
      state = "passing";
      if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
      let body = held.length === 1 ? held[0]! : Buffer.concat(held);
      held = [];
      if (body.length >= threshold && !res.headersSent) {
        body =
          chosen === "br"
            ? brotliCompressSync(body, {
                params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              })
            : gzipSync(body, { level });
        res.setHeader("Content-Encoding", chosen);
        res.setHeader("Content-Length", body.length);
      }
      return end.call(this, body, callback);
    } as Response["end"];

    // Remix flushes after every chunk; while a response is held there is nothing to flush.
    (res as Response & { flush?: () => void }).flush = () => {};
    next();
  };
}
