// npm run dev: the demo server that rebuilds and restarts on change. The Remix app is rebuilt by
// `remix watch`, the server bundle by esbuild's watch mode; when either output changes, the server
// process is restarted (a fresh process, so the new build is loaded in full).
import { spawn } from "node:child_process";
import { existsSync, watch } from "node:fs";
import { context } from "esbuild";
import { SW_BUNDLE } from "./build-sw.mjs";
import { SERVER_BUNDLE } from "./server-bundle.mjs";

const outputs = ["build/index.js", "build/server.js"];
let server = null;
let restartTimer = null;

function startServer() {
  server = spawn(process.execPath, ["build/server.js", "--demo"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "development" } });
  server.on("exit", (code, signal) => {
    if (signal !== "SIGTERM" && code) console.log(`dev: the server stopped (exit ${code}); it restarts on the next change`);
  });
}

function restart() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    if (!outputs.every(existsSync)) return;
    if (server && server.exitCode === null) {
      server.once("exit", startServer);
      server.kill("SIGTERM");
    } else startServer();
  }, 300);
}

const remix = spawn("npx", ["remix", "watch"], { stdio: "inherit" });
const serverBundle = await context(SERVER_BUNDLE);
await serverBundle.watch();
// The plan's service worker (public/, served as it is: no restart needed).
await (await context(SW_BUNDLE)).watch();

// Watch the folder (files are replaced, not edited in place) and react to the two outputs.
watch("build", (_event, file) => {
  if (file && outputs.some((output) => output.endsWith(file))) restart();
});
restart();

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    server?.kill("SIGTERM");
    remix.kill("SIGTERM");
    await serverBundle.dispose();
    process.exit(0);
  });
}
