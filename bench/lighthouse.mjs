// `npm run bench -- --lighthouse`: Lighthouse's mobile preset (a mid-range phone: 4x slowed CPU, slow 4G,
// simulated throttling) on the pages families open first and on a signed-in member's dashboard and plan,
// driving Debian's Chromium as the end-to-end tests do. Prints one table; asserts nothing.
// Only scripts/bench.mjs imports this module, and only for this flag: Lighthouse stays out of the
// server, the build and `npm test` (decision 64).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_ARGS, APP_ENV, demoSession } from "./mixed.mjs";

// The browser the end-to-end tests use (playwright.config.ts): the headless shell by default.
const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";
// Runs per page; the table shows the run with the median performance score (1: a minute or two).
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// A folder to keep each page's whole report in (JSON, for Lighthouse's viewer), when set.
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

const VISITOR_PAGES = ["/", "/product/default", "/explore", "/faq"];

/** The review-test member's cookie and plan (demo login; the dashboard's trip card links the plan). */
async function member(base) {
  const { cookie, dashboard } = await demoSession(base);
  const planId = dashboard.match(/\/travel\/plan\/([A-Za-z0-9_-]+)/)?.[1];
  if (!cookie || !planId) throw new Error(`the demo member (with a plan) could not sign in at ${base}`);
  return { cookie, planId };
}

const score = (category) => (category?.score == null ? "–" : String(Math.round(category.score * 100)));
const millis = (audit) => (audit?.numericValue == null ? "–" : `${Math.round(audit.numericValue).toLocaleString("en")} ms`);

/** Main-thread time of the session recorder's chunk (app/utils/recorder/recorder.ts), from "JavaScript execution time". */
function recorderMs(lhr) {
  const item = lhr.audits["bootup-time"]?.details?.items?.find((entry) => /\/recorder-[A-Z0-9]+\.js$/.test(entry.url));
  return item ? `${Math.round(item.total).toLocaleString("en")} ms` : "–";
}

/** Audits of the three scored-to-100 categories that did not pass, by id (what to fix). */
function shortfalls(lhr) {
  const failed = new Set();
  for (const id of ["accessibility", "best-practices", "seo"])
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.add(ref.id);
    }
  return [...failed];
}

/**
 * Starts the app (its own database and storage in a temporary folder), signs the demo member in and
 * runs Lighthouse on each page. `start` and `stop` are the bench's own server helpers.
 */
export async function lighthouseBench({ port, start, stop }) {
  // Loaded here only: nothing else in the project imports Lighthouse.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const app = await start(APP_ARGS, { ...APP_ENV, DATABASE_URL: join(dataDir, "bench.db"), STORAGE_DIR: join(dataDir, "storage") }, port);
  let chrome;
  app.once("exit", (code, signal) => {
    if (!stopping) console.error(`\nThe app server stopped during the run (${signal ?? code}).`);
  });
  let stopping = false;
  try {
    const base = `http://127.0.0.1:${port}`;
    const { cookie, planId } = await member(base);
    const pages = [
      ...VISITOR_PAGES.map((path) => ({ label: path, path })),
      { label: "/dashboard (member)", path: "/dashboard", cookie },
      { label: "/travel/plan/{plan} (member)", path: `/travel/plan/${planId}`, cookie },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    console.log(`\n## Lighthouse (mobile preset: 4x slowed CPU, slow 4G, simulated; ${RUNS} run(s) per page)\n`);
    console.log("Lighthouse multiplies the CPU time it observes by 4, so the performance score and TBT move with the");
    console.log("machine's load: the last column is Lighthouse's benchmark index of this machine during the page's run");
    console.log("(higher is faster; it falls as other work shares the machine). Compare runs made one after the other.\n");
    console.log("The session recorder's column is its script's main-thread time (4x slowed), most of it one long task:");
    console.log("its first snapshot of the page, after the page is idle (decision 59), counted in TBT.\n");
    console.log(
      "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | session recorder | benchmark index |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    const notes = [];
    let about = "";
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          // The member's pages: the session cookie on every request the page makes.
          ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}),
        });
        runs.push(result.lhr);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)];
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        const name =
          page.path
            .replace(planId, "plan")
            .replace(/[^a-z0-9]+/gi, "-")
            .replace(/^-|-$/g, "") || "home";
        writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(lhr));
      }
      about ||= `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(?:HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? "Chromium"}.`;
      if (lhr.runtimeError) notes.push(`- ${page.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const { audits, categories } = lhr;
      const cls = audits["cumulative-layout-shift"]?.numericValue;
      console.log(
        `| ${page.label} | ${CATEGORIES.map((id) => score(categories[id])).join(" | ")} | ${millis(audits["first-contentful-paint"])} | ${millis(audits["largest-contentful-paint"])} | ${millis(audits["total-blocking-time"])} | ${cls == null ? "–" : cls.toFixed(3)} | ${recorderMs(lhr)} | ${Math.round(lhr.environment.benchmarkIndex)} |`,
      );
      const failed = shortfalls(lhr);
      if (failed.length) notes.push(`- ${page.label}: ${failed.join(", ")}`);
    }
    console.log(`\n${about}`);
    if (notes.length) console.log(`\nAudits that did not pass (accessibility, best practices, SEO):\n\n${notes.join("\n")}`);
  } finally {
    await chrome?.kill();
    stopping = true;
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}
