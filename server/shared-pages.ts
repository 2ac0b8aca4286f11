// Visitors' copies of the pages they all see alike, shared for a few seconds
// (docs/decisions/0040-shared-visitor-pages.md, 0068-every-visitor-page-shared.md).
//
// The home page, the product page, the feed, the static pages and a shared plan are the same for every
// visitor who asks for the same address, and each costs a few milliseconds of one core to render. This
// keeps each finished response (already compressed) for a few seconds and answers the same address
// with it, and a request that arrives while that address is being rendered waits for the same render
// instead of starting its own. Members, and anyone with a toast waiting, always get their own page:
// their name is in its header, their likes and bookmarks are marked on it.

import type { Request, RequestHandler, Response } from "express";
import { backHrefOf } from "../app/http/request.server";
import { chooseEncoding } from "./compression";

/**
 * Every page a visitor sees as every other visitor does: the home page, the sign-in page, the product
 * page (each choice in its query is its own address), the feed, the static pages and a shared plan
 * (everyone holding its link sees the same plan; its `private` keeps browsers and proxies from keeping it).
 */
export const VISITOR_PAGES: (string | SharedPage)[] = [
  "/",
  "/auth",
  "/product/:productId",
  "/explore",
  "/about",
  "/faq",
  "/terms",
  "/privacy",
  "/story",
  { path: "/share/plan/:token", evenPrivate: true },
];

/**
 * The back link the product, sign-in and static pages draw from the Referer (backHref), as Remix's
 * request address makes it (@remix-run/express's createRemixRequest: the host as `trust proxy` says,
 * the port from X-Forwarded-Host or Host). "" when there is none: the page's own fallback.
 */
export function backLinkOf(req: Request): string {
  const referer = req.get("referer");
  if (!referer) return "";
  const port = [req.get("x-forwarded-host"), req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  return backHrefOf(referer, `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`, "");
}

interface SharedCopy {
  status: number;
  headers: Record<string, number | string | string[]>;
  body: Buffer;
  storedAt: number;
}

/** A request waiting for a render in progress: answered with its copy, or sent on to render its own. */
type Waiter = { serve: (copy: SharedCopy) => void; renderOwn: () => void };

/** A page shared: its path (`:name` stands for one segment), and whether its `private` is only for others' caches. */
export interface SharedPage {
  path: string;
  /**
   * The page says `Cache-Control: private` so that no browser or proxy keeps it (a shared plan's secret
   * address), yet it is the same for everyone holding its address: they share this server's copy.
   */
  evenPrivate?: boolean;
}

export interface SharedPagesOptions {
  /** The pages shared (their data twins, which the page's script fetches, are shared too). */
  pages: (string | SharedPage)[];
  /** How long a copy is answered; 0 shares only renders in progress. */
  seconds: number;
  /** Cookies that make a page someone's own: a request carrying one is never shared. */
  personalCookies: string[];
  /** Copies kept at most (the oldest goes first). */
  maxCopies?: number;
  /**
   * What else of the request a page draws on, besides its address, its host and its protocol: part of
   * each copy's key (the back link the product and static pages draw from the Referer).
   */
  variant?: (req: Request) => string;
}

/** Whether a finished response may be answered to other visitors. */
function shareable(res: Response, evenPrivate: boolean): boolean {
  if (res.statusCode !== 200 || res.getHeader("Set-Cookie")) return false;
  return evenPrivate || !/\b(?:private|no-store)\b/i.test(String(res.getHeader("Cache-Control") ?? ""));
}

/** The page a path is (a page's path, or its single-fetch data twin: `/_root.data` for the home page). */
function pageMatcher(pages: SharedPage[]): (path: string) => SharedPage | undefined {
  const exact = new Map<string, SharedPage>();
  const patterns: [RegExp, SharedPage][] = [];
  for (const page of pages) {
    const twin = page.path === "/" ? "/_root.data" : `${page.path}.data`;
    if (!page.path.includes(":")) {
      exact.set(page.path, page).set(twin, page);
      continue;
    }
    const pattern = page.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+");
    patterns.push([new RegExp(`^${pattern}(?:\\.data)?$`), page]);
  }
  return (path) => exact.get(path) ?? patterns.find(([pattern]) => pattern.test(path))?.[1];
}

export function sharedPages({ pages, seconds, personalCookies, maxCopies = 500, variant }: SharedPagesOptions): RequestHandler {
  const pageOf = pageMatcher(pages.map((page) => (typeof page === "string" ? { path: page } : page)));
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
    if (req.method !== "GET") return next();
    const page = pageOf(req.path);
    if (!page || personal.test(req.get("cookie") ?? "")) return next();
    // Each encoding has its own copy (the compression after this chooses the same way), and so has each
    // host name and protocol the site answers to: nothing of one may reach another's visitors.
    const key = `${chooseEncoding(req)} ${req.protocol} ${req.get("host") ?? ""} ${req.get("x-forwarded-host") ?? ""} ${req.originalUrl} ${variant?.(req) ?? ""}`;
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
        shareable(res, page.evenPrivate === true)
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
