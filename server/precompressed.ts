// The client build's copies compressed at build time (scripts/precompress.mjs): a request that
// accepts Brotli or gzip gets that copy as it is, with no work per request; anything else falls
// through to express.static (docs/decisions/0044-client-assets-compressed-at-build.md).
import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "./compression";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Every file under `dir`, as the address path below the mount point ("/_shared/chunk-X.js.br"). */
function listFiles(dir: string, root = dir, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, root, into);
    else into.add(`/${relative(root, path).split(sep).join("/")}`);
  }
  return into;
}

/**
 * Serves the compressed copy of a file in `dir` when the request accepts its encoding. The copies
 * are listed once, at start (the build's files are fingerprinted and never change), so an address
 * without a copy costs no file-system lookup, and only a listed file can ever be sent.
 */
export function precompressedFiles(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  const copies = listFiles(dir);
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
