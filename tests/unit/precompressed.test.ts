// The client build's compressed copies (scripts/precompress.mjs) and how the server sends them
// (server/static-files.ts): the copy the request accepts, as it is, with the file's own type and
// caching; anything without a copy, or a request taking neither encoding, goes on to express.static.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompress.mjs";
import { inlineCompression } from "../../server/compression";
import { precompressedFiles } from "../../server/static-files";

const SCRIPT = `export const trips = ${JSON.stringify(Array.from({ length: 200 }, (_, day) => ({ day, title: `강릉 ${day}일차` })))};`;
const STYLES = `.card{padding:1rem}\n`.repeat(200);
let dir = "";
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "precompressed-"));
  mkdirSync(join(dir, "_shared"));
  writeFileSync(join(dir, "_shared", "chunk-TEST.js"), SCRIPT);
  writeFileSync(join(dir, "root-TEST.css"), STYLES);
  writeFileSync(join(dir, "tiny-TEST.js"), "export const x = 1;");
  expect(precompress(dir).files).toBe(2);
  const app = express();
  app.use(inlineCompression());
  const caching = { immutable: true, maxAge: "1y" };
  app.use("/build", precompressedFiles(dir, caching), express.static(dir, caching));
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  close = () => listener.close();
});
afterAll(() => close());

/** The raw answer (node:http, which unzips nothing). */
function raw(path: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("client files compressed at build time", () => {
  it("sends a browser the Brotli copy, with the script's type and a year's caching", async () => {
    const answer = await raw("/build/_shared/chunk-TEST.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    // The build's copy, not one compressed for this request.
    expect(answer.body.equals(readFileSync(join(dir, "_shared", "chunk-TEST.js.br")))).toBe(true);
  });

  it("sends the gzip copy to a client that takes only gzip, and the file as it is to one that takes neither", async () => {
    const gzip = await raw("/build/root-TEST.css", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^text\/css/);
    expect(gunzipSync(gzip.body).toString()).toBe(STYLES);
    expect(gzip.body.equals(readFileSync(join(dir, "root-TEST.css.gz")))).toBe(true);
    const plain = await raw("/build/root-TEST.css", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(STYLES);
    const head = await raw("/build/root-TEST.css", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small files and unknown addresses to express.static", async () => {
    const tiny = await raw("/build/tiny-TEST.js", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export const x = 1;");
    expect((await raw("/build/nothing-here.js", "br")).status).toBe(404);
  });

  // `npm run build` makes them (the test command builds before it runs this).
  it.runIf(existsSync("public/build"))("the build holds both copies of every script and stylesheet of 1 KiB or more", () => {
    const files = readdirSync("public/build", { recursive: true, encoding: "utf8" });
    const large = files.filter((file) => /\.(js|css)$/.test(file) && statSync(join("public/build", file)).size >= 1024);
    expect(large.length).toBeGreaterThan(10);
    const missing = large.filter((file) => !files.includes(`${file}.br`) || !files.includes(`${file}.gz`));
    expect(missing, "run `npm run build`, which compresses the client files").toEqual([]);
  });
});
