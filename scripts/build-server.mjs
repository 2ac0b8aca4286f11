// Bundles server/index.ts into build/server.js (options in scripts/server-bundle.mjs).
import { build } from "esbuild";
import { SERVER_BUNDLE } from "./server-bundle.mjs";

await build(SERVER_BUNDLE);
console.log("server bundle: build/server.js");
