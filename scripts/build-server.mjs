// Bundles server/index.ts (migrations, seed, the Express server) into build/server.js.
// The Remix build (build/index.js) is loaded by it at run time; packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
});
console.log("server bundle: build/server.js");
