// Files the server sends from disk. Each folder is listed once, at start, so a page's address costs no
// file-system lookup (docs/decisions/0009-tail-latency.md). The client build's copies compressed at
// build time (scripts/precompress.mjs) are sent as they are to a request that accepts them
// (docs/decisions/0044-client-assets-compressed-at-build.md).
import { existsSync, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "./compression";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Every file under `dir` (none when there is no such folder), as its address below it: "/_shared/x.js". */
export function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/**
 * Serves the compressed copy of a file in `dir` when the request accepts its encoding. The copies
 * are listed once, at start (the build's files are fingerprinted and never change), so an address
 * without a copy costs no file-system lookup, and only a listed file can ever be sent.
 */
export function precompressedFiles(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  const copies = new Set(filesBelow(dir));
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const encoding = chooseEncoding(req);
    if (encoding === "identity") return next();
    const copy = req.path + SUFFIX[encoding];
    if (!copies.has(copy)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.vary("Accept-Encoding");
    res.type(extname(req.path));
    // A visitor who leaves mid-file is no error of ours; once the file has begun there is no other answer.
    res.sendFile(copy.slice(1), { root: dir, ...options }, (error?: Error & { code?: string }) => {
      if (error && error.code !== "ECONNABORTED" && !res.headersSent) next(error);
    });
  };
}
