// Compresses the client build once, at the strongest settings: a Brotli (.br) and a gzip (.gz) copy
// beside every script and stylesheet in public/build, which the server sends as they are
// (server/static-files.ts; docs/decisions/0044-client-assets-compressed-at-build.md). Compressing on
// each request has to be quick, so it is weak: at Brotli's quality 3 the shared runtime came out
// larger than gzip's.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES = [".js", ".css"];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TYPES.some((type) => entry.name.endsWith(type))) yield path;
  }
}

/**
 * Writes the copies for every script and stylesheet under `dir`, even the small ones (compressing costs
 * nothing per request here), and only where a copy is smaller than the file; returns what it compressed.
 */
export function precompress(dir) {
  const done = { files: 0, bytes: 0, brotli: 0 };
  for (const path of files(dir)) {
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length >= body.length) continue;
    writeFileSync(`${path}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
    done.files += 1;
    done.bytes += body.length;
    done.brotli += brotli.length;
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const done = precompress("public/build");
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${done.files} client files: ${kib(done.bytes)}, ${kib(done.brotli)} as Brotli`);
}
