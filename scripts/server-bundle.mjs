// How server/index.ts (migrations, seed, the Express server) is bundled into build/server.js, shared
// by the build (scripts/build-server.mjs) and the dev watcher (scripts/dev.mjs). The Remix build
// (build/index.js) is loaded by it at run time; packages stay in node_modules.
export const SERVER_BUNDLE = {
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
};
