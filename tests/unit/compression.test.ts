// The server's compression (server/compression.ts): Brotli when the browser accepts it, gzip when only
// that, nothing for small bodies or clients that take neither; caches are told it varies.
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineCompression } from "../../server/compression";

const PAGE = `<main>${"<article>강릉 해변에서 아이와 보낸 하루</article>".repeat(300)}</main>`;
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(inlineCompression());
  app.get("/page", (_req, res) => res.type("html").send(PAGE));
  app.get("/small", (_req, res) => res.type("html").send("<p>짧은 글</p>"));
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  close = () => listener.close();
});
afterAll(() => close());

/** The raw answer (node:http, which unzips nothing). */
async function raw(path: string, acceptEncoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("compression", () => {
  it("answers Brotli to a browser that accepts it, smaller than gzip", async () => {
    const brotli = await raw("/page", "gzip, deflate, br, zstd");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
    const gzip = await raw("/page", "gzip, deflate");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(brotli.vary).toBe("Accept-Encoding");
  });

  it("sends small bodies and clients that take neither as they are", async () => {
    expect((await raw("/small", "br, gzip")).encoding).toBeUndefined();
    const plain = await raw("/page", "identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });
});
