// npm test: every check CI runs — Chromium's headless shell for Playwright (Debian's package,
// installed when missing; decision 42), lint and formatting (Biome), the production build, vitest
// (unit, SQLite, PostgreSQL when TEST_DATABASE_URL is set, the built server) with the type check
// beside them, then Playwright (projects js and nojs).
import { spawn, spawnSync } from "node:child_process";
import { ensureDebianPackage } from "./debian-package.mjs";

const CHROMIUM = "/usr/bin/chromium-headless-shell";

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nnpm test: "${[command, ...args].join(" ")}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** Runs a command beside the others, its output held; resolves when it passed, else stops the run. */
function inBackground(command, args) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  process.on("exit", () => child.exitCode === null && child.kill());
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status, signal) => {
      console.log(`\n$ ${[command, ...args].join(" ")} (ran beside the lint, the build and vitest)`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) {
        console.error(`\nnpm test: "${[command, ...args].join(" ")}" failed (exit ${status ?? signal}).`);
        process.exit(status || 1);
      }
      resolve();
    });
  });
}

try {
  ensureDebianPackage({
    binary: CHROMIUM,
    pkg: "chromium-headless-shell",
    why: "Chromium's headless shell is missing (Playwright needs it)",
  });
} catch (error) {
  console.error(`\nnpm test: ${error.message}.`);
  process.exit(1);
}
// The type check needs nothing the others make and runs on one core for half a minute: it runs beside
// the lint, the build and vitest, whose start leaves a core idle (decision 42); its output and verdict
// come when vitest has finished.
const typeCheck = inBackground("npx", ["tsc", "--noEmit"]);
run("npm", ["run", "lint"]);
run("npm", ["run", "build"]);
run("npx", ["vitest", "run"]);
await typeCheck;
run("npx", ["playwright", "test"]);
console.log("\nnpm test: all checks passed.");
