// npm test: every check CI runs, in order — Chromium's headless shell for Playwright (Debian's package,
// installed when missing; decision 42), lint and formatting (Biome), the production build, the type
// check, vitest (unit, SQLite, PostgreSQL when TEST_DATABASE_URL is set, the built server) and
// Playwright (projects js and nojs).
import { spawnSync } from "node:child_process";
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
run("npm", ["run", "lint"]);
run("npm", ["run", "build"]);
run("npx", ["tsc", "--noEmit"]);
run("npx", ["vitest", "run"]);
run("npx", ["playwright", "test"]);
console.log("\nnpm test: all checks passed.");
