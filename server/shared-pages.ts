// Visitors' copies of the public feed, shared for a few seconds (docs/decisions/0040-shared-visitor-pages.md).
//
// /explore is the page most visitors open first, and the same for every visitor: twenty posts that
// cost about 4 ms of one core to render. This keeps each finished response (already compressed) for
// a few seconds and answers the same address with it, and a request that arrives while that address
// is being rendered waits for the same render instead of starting its own. Members, and anyone with
// a toast waiting, always get their own page: their likes and bookmarks are marked on it.

import type { RequestHandler, Response } from "express";
import { chooseEncoding } from "./compression";

interface SharedCopy {
  status: number;
  headers: Record<string, number | string | string[]>;
  body: Buffer;
  storedAt: number;
}

/** A request waiting for a render in progress: answered with its copy, or sent on to render its own. */
type Waiter = { serve: (copy: SharedCopy) => void; renderOwn: () => void };

export interface SharedPagesOptions {
  /** Exact paths shared (their `.data` twins, which the page's script fetches, are shared too). */
  paths: string[];
  /** How long a copy is answered; 0 shares only renders in progress. */
  seconds: number;
  /** Cookies that make a page someone's own: a request carrying one is never shared. */
  personalCookies: string[];
  /** Copies kept at most (the oldest goes first). */
  maxCopies?: number;
}

/** Whether a finished response may be answered to other visitors. */
function shareable(res: Response): boolean {
  const cacheControl = String(res.getHeader("Cache-Control") ?? "");
  return res.statusCode === 200 && !res.getHeader("Set-Cookie") && !/\b(?:private|no-store)\b/i.test(cacheControl);
}

export function sharedPages({ paths, seconds, personalCookies, maxCopies = 500 }: SharedPagesOptions): RequestHandler {
  const shared = new Set(paths.flatMap((path) => [path, `${path}.data`]));
  const personal = new RegExp(`(?:^|;\\s*)(?:${personalCookies.join("|")})=`);
  const copies = new Map<string, SharedCopy>();
  const rendering = new Map<string, Waiter[]>();

  const answer = (res: Response, copy: SharedCopy) => {
    res.status(copy.status);
    for (const [name, value] of Object.entries(copy.headers)) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor((Date.now() - copy.storedAt) / 1000)));
    res.end(copy.body);
  };

  return (req, res, next) => {
    if (req.method !== "GET" || !shared.has(req.path) || personal.test(req.get("cookie") ?? "")) return next();
    // Each encoding has its own copy (the compression after this chooses the same way), and so has each
    // host name the site answers to: nothing of one may reach another's visitors.
    const key = `${chooseEncoding(req)} ${req.get("host") ?? ""} ${req.get("x-forwarded-host") ?? ""} ${req.originalUrl}`;
    const copy = copies.get(key);
    if (copy && Date.now() - copy.storedAt < seconds * 1000) return answer(res, copy);
    const waiting = rendering.get(key);
    if (waiting) {
      waiting.push({ serve: (found) => answer(res, found), renderOwn: next });
      return;
    }
    rendering.set(key, []);

    // This request renders; what it writes (compressed by the middleware after this one) is kept.
    const chunks: Buffer[] = [];
    let finished = false;
    const finish = (stored: SharedCopy | null) => {
      if (finished) return;
      finished = true;
      const waiters = rendering.get(key) ?? [];
      rendering.delete(key);
      if (stored && seconds > 0) {
        copies.delete(key);
        copies.set(key, stored);
        if (copies.size > maxCopies) copies.delete(copies.keys().next().value as string);
      }
      for (const waiter of waiters) (stored ? () => waiter.serve(stored) : waiter.renderOwn)();
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Uint8Array));
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Uint8Array));
      finish(
        shareable(res)
          ? {
              status: res.statusCode,
              headers: { ...res.getHeaders() } as SharedCopy["headers"],
              body: Buffer.concat(chunks),
              storedAt: Date.now(),
            }
          : null,
      );
      return end(chunk, ...rest);
    }) as Response["end"];
    // A visitor who leaves mid-render: whoever waits renders their own page.
    res.once("close", () => finish(null));
    next();
  };
}
