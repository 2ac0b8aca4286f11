// Serves the bare Remix app with the same Express, compression and static setup as the real server.

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { build as bundle } from "esbuild";
import express from "express";

/** The app server's compression middleware (TypeScript), bundled on the fly. */
async function inlineCompression() {
  const { outputFiles } = await bundle({
    entryPoints: [resolve(import.meta.dirname, "../server/compression.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    write: false,
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString("base64")}`);
  return module.inlineCompression();
}

const root = resolve(import.meta.dirname, "bare-app");
const build = await import(pathToFileURL(resolve(root, "build/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(await inlineCompression());
app.use("/build", express.static(resolve(root, "public/build"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
