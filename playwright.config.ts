// End-to-end tests: the production build (`npm run build` first) on a fresh SQLite file, driven by
// Debian's Chromium headless shell in two projects, `js` and `nojs`. Fixtures shared by every suite
// live in tests/e2e/fixtures.ts.
import { mkdtempSync } from "node:fs";
import { register } from "node:module";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { RUN_DIRECTORY_PREFIX } from "./tests/e2e/global-teardown";

// App modules import JSON without an import attribute (tests/e2e/json-modules.mjs says why). The config
// is loaded in the main process and in every worker, before any test file.
register("./tests/e2e/json-modules.mjs", import.meta.url);

const PORT = Number(process.env.E2E_PORT || 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One folder per run holds what the run writes: the SQLite database (unless E2E_DATABASE_URL names a
// file of your choosing) and the photos the server and the tests store (STORAGE_DIR, which would
// otherwise be the checkout's data/storage). global-teardown.ts removes it when the database is in it.
// Computed once in the main process; workers inherit its environment (the config is evaluated again in
// each worker, where the inherited values are kept).
const runDirectory = process.env.E2E_RUN_DIRECTORY || mkdtempSync(join(tmpdir(), RUN_DIRECTORY_PREFIX));
const databaseUrl = process.env.E2E_DATABASE_URL || join(runDirectory, "e2e.db");
const storageDirectory = join(runDirectory, "storage");
Object.assign(process.env, { E2E_RUN_DIRECTORY: runDirectory, E2E_DATABASE_URL: databaseUrl, STORAGE_DIR: storageDirectory });

const CI = !!process.env.CI;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Playwright's default is half the cores: one worker on a 2-core machine, which leaves the processor
  // half idle while a test waits on the server (decision 42). Two at least, in CI and locally alike.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A long walk takes 20–30 s on a 2-core CI machine with two workers and Chromium sharing it; the
  // limit is for a stuck test, not a speed check (each expect still waits 5 s at most).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  globalTeardown: "./tests/e2e/global-teardown.ts",

  webServer: {
    command: "node build/server.js --demo",
    url: `${BASE_URL}/`,
    env: {
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDirectory,
      NODE_ENV: "production",
      // Suites sign members in by making sessions through the models (tests/e2e/sessions.ts).
      SESSION_SECRET: "e2e-only-session-secret-9f4c1a7b2d8e6035",
      DEMO_DATA: "true",
      // Every test posts the region form from the same address; keep the limiter out of the way.
      REGION_REQUEST_LIMIT: "1000",
      SIGN_IN_LIMIT: "1000",
      STAFF_SIGN_IN_LIMIT_PER_ADDRESS: "1000",
      STAFF_SIGN_IN_LIMIT_PER_ID: "1000",
      WRITE_LIMIT_PER_ADDRESS: "100000",
      WRITE_LIMIT_PER_MEMBER: "100000",
      // Google sign-in is 'in preparation' by default; the suite drives it through its sandbox.
      GOOGLE_LOGIN_ENABLED: "true",
      // Suites write posts straight into the database and read the feed as visitors at once: no
      // shared copies (tests/server/shared-pages.test.ts covers them).
      SHARED_PAGE_SECONDS: "0",
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },

  use: {
    baseURL: BASE_URL,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    viewport: { width: 390, height: 844 },
    trace: "retain-on-failure",
    // The plan's service worker (decision 78) has its own spec, which allows it. Elsewhere it would keep
    // a copy of every plan a test opens (every tab, day and photo: dozens of requests in the background
    // of each test), slowing the suite and making tests depend on a cache they do not look at.
    serviceWorkers: "block",
    launchOptions: {
      // The headless shell takes about half the CPU of the full browser per test (decision 42); to
      // watch a test with --headed, point E2E_CHROMIUM at Debian's full browser (/usr/bin/chromium).
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },

  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "nojs", use: { javaScriptEnabled: false } },
  ],
});
