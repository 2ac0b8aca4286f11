// npm test: every check CI runs, in order — Chromium's headless shell for Playwright (Debian's package,
// installed when missing; decision 42), lint and formatting (Biome), the production build, the type
// check, vitest (unit, SQLite, PostgreSQL when TEST_DATABASE_URL is set, the built server) and
// Playwright (projects js and nojs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium-headless-shell";

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nnpm test: "${[command, ...args].join(" ")}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ["sudo", "-n"];
  const apt = (...args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), "apt-get", ...args]) : run("apt-get", args));
  console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package for Playwright.");
  apt("update", "-qq");
  apt("install", "-y", "-qq", "--no-install-recommends", "chromium-headless-shell");
}

ensureChromium();
run("npm", ["run", "lint"]);
run("npm", ["run", "build"]);
run("npx", ["tsc", "--noEmit"]);
run("npx", ["vitest", "run"]);
run("npx", ["playwright", "test"]);
console.log("\nnpm test: all checks passed.");
