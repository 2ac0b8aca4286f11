// Bundles the plan's service worker (app/utils/offline/service-worker.ts) into public/plan-sw.js. Remix's
// classic compiler builds pages, not workers, and a worker's address cannot carry a fingerprint (the
// browser checks the same address for updates), so it is built here, beside the client build, with the
// esbuild the project already uses (docs/decisions/0078-plan-offline.md). `npm run dev` watches it.
import { build } from "esbuild";

export const SW_BUNDLE = {
  entryPoints: ["app/utils/offline/service-worker.ts"],
  outfile: "public/plan-sw.js",
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
};

if (process.argv[1]?.endsWith("build-sw.mjs")) {
  await build(SW_BUNDLE);
  console.log("service worker: public/plan-sw.js");
}
