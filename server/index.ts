// The server: checks its configuration, runs migrations once, seeds an empty demo database (in a
// child process, decision 66), then serves the Remix build behind the security baseline
// (server/guards.ts), runs the periodic jobs under their leases (server/jobs.ts) and stops gracefully
// (server/lifecycle.ts). `npm start`
// runs its bundle (build/server.js) in production mode; `npm run demo` adds `--demo` for the embedded
// demo service.
import "./env";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { config, openFeatures } from "../app/config.server";
import { db } from "../app/db.server";
import { PERSONAL_COOKIES } from "../app/http/cookies.server";
import { flushPageViews } from "../app/models/analytics/page-views.server";
import { DEMO_STAFF } from "../app/models/demo/demo.server";
import { onDemandScriptsOf } from "../app/on-demand-scripts.server";
import { pageRulesOf } from "../app/page-rules.server";
import { DEFAULT_DATABASE_URL, engineOf } from "../db/connect";
import { isMigrated, migrateToLatest } from "../db/migrate";
import { demoSeedPending, seedDemoData } from "../db/seed";
import { inlineCompression } from "./compression";
import {
  emptyPostsAsForms,
  limitWrites,
  lingerOnRefusals,
  refuseCrossSiteWrites,
  refuseLargeBodies,
  refuseMalformedUrls,
  securityHeaders,
  staffOnlyWrites,
} from "./guards";
import { type RunningJobs, startJobs } from "./jobs";
import { lifecycle } from "./lifecycle";
import { countPageViews } from "./page-views";
import { parseTrustProxy } from "./security";
import { backLinkOf, sharedPages, VISITOR_PAGES } from "./shared-pages";
import { filesBelow, precompressedFiles } from "./static-files";

process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
const databaseUrl = process.env.DATABASE_URL;

/** What the server passes the process it seeds the demo in (seedInChildProcess). */
const SEED_ONLY = "--seed-demo-data";

// The handle lives on globalThis, so the Remix build reuses this one connection (or pool).
async function prepareDatabase(): Promise<void> {
  const applied = await migrateToLatest(db());
  if (applied.length) console.log(`migrations applied: ${applied.join(", ")}`);
  if (config.seedDemoData && (await demoSeedPending(db()))) await seedInChildProcess();
  if (config.demoStaff) {
    console.log(`demo staff account: /admin/login, id "${DEMO_STAFF.loginId}", password "${DEMO_STAFF.password}" (never in production)`);
  }
}

/**
 * The demo's seeding draws and resizes its forty-odd photos with sharp, which would leave this process
 * about 130 MB heavier for good (libvips, and the malloc arenas of the threads that ran it, which glibc
 * never gives back). So it runs in a child process of this same bundle, and that memory goes back to
 * the system when the child ends (docs/decisions/0066-a-lean-process.md).
 */
function seedInChildProcess(): Promise<void> {
  const [entry = "build/server.js", ...args] = process.argv.slice(1);
  const child = spawn(process.execPath, [...process.execArgv, entry, ...args, SEED_ONLY], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`demo seeding stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** The child's whole work: the demo's seeding, then its connection closed. */
async function seedOnly(): Promise<void> {
  try {
    if (await seedDemoData(db())) console.log("demo data seeded");
  } finally {
    await db().destroy();
  }
}

/** Every file under `dir` but the fingerprinted build, as the URL paths that serve them. */
function listPublicFiles(dir: string): Set<string> {
  return new Set(filesBelow(dir).filter((path) => !path.startsWith("/build/")));
}

/** Refuses to start on a configuration that would open production, and says which mode runs. */
function checkConfiguration(): void {
  if (config.problems.length) {
    console.error(`refusing to start (${config.mode} mode): fix these settings first`);
    for (const problem of config.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  const open = openFeatures();
  if (config.mode === "demo") console.log(`demo mode: ${open.join(", ")} on; not for real customers`);
  else
    console.log(`${config.mode} mode: ${open.length ? `switched on by name: ${open.join(", ")}` : "every sandbox and demo feature off"}`);
}

async function main(): Promise<void> {
  checkConfiguration();
  const lifecycleOf = lifecycle(() => isMigrated(db()));
  await prepareDatabase();
  lifecycleOf.markMigrated();
  const buildPath = resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const pageRule = pageRulesOf(build.routes);
  const metafilePath = resolve("build/metafile.js.json");
  const onDemandScripts = onDemandScriptsOf(existsSync(metafilePath) ? JSON.parse(readFileSync(metafilePath, "utf8")) : null);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.trustProxy));
  const trustsPeer = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;

  // The load balancer's two checks come first: never a page view, a shared copy or a limited request.
  app.use(lifecycleOf.middleware);
  app.use(lingerOnRefusals);
  app.use(refuseMalformedUrls);
  app.use(refuseLargeBodies);

  // Every document sent counts as a page view, the shared copies below too (decision 57).
  if (config.analyticsPageViews) app.use(countPageViews());

  // Visitors share one render of each public page for a few seconds; members never do (decisions 40
  // and 68). Before compression, so the copy is kept compressed.
  app.use(sharedPages({ pages: VISITOR_PAGES, seconds: config.sharedPageSeconds, personalCookies: PERSONAL_COOKIES, variant: backLinkOf }));

  // Gzip in one call per response: the compression middleware's thread-pool hand-offs stalled the
  // event loop under load (docs/decisions/0009-tail-latency.md).
  app.use(inlineCompression());
  app.use(securityHeaders);
  app.use(refuseCrossSiteWrites(trustsPeer));
  app.use(limitWrites);
  app.use("/admin", staffOnlyWrites);
  app.use(emptyPostsAsForms);

  // Fingerprinted client assets never change; everything else in public/ may. Their compressed
  // copies are made by the build, at settings too slow for each request.
  const assetCaching = { immutable: true, maxAge: "1y" };
  app.use("/build", precompressedFiles("public/build", assetCaching), express.static("public/build", assetCaching));
  // Only the files public/ held at start: a page's address never costs a file-system lookup.
  const publicFiles = listPublicFiles("public");
  const serveStatic = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (publicFiles.has(req.path) ? serveStatic(req, res, next) : next()));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        pageRule,
        onDemandScripts,
      }),
    }),
  );

  let jobs: RunningJobs | null = null;
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : config.port;
    // Where the server reaches itself (the sign-in sandbox's token and user-info endpoints).
    process.env.INTERNAL_ORIGIN ||= `http://127.0.0.1:${actualPort}`;
    console.log(`listening on http://localhost:${actualPort} (${engineOf(databaseUrl)})`);
    jobs = startJobs();
  });
  // An idle connection stays open longer than the load balancers that keep one (nginx's upstream
  // keepalive, a cloud balancer's 60 s): a client must never reuse a connection the server has just
  // closed, a POST that fails without an answer. Headers still have to come within their own bound.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A deploy's SIGTERM: requests under way finish (SHUTDOWN_GRACE_SECONDS at most), the jobs' runs
  // end and give their leases back, the page views kept in memory are written, the database closes.
  const stop = () =>
    void lifecycleOf
      .stop(server, config.shutdownGraceMs, async (remainingMs) => {
        await jobs?.stop(remainingMs);
        await flushPageViews();
        await db().destroy();
      })
      .then(
        () => process.exit(0),
        (error) => {
          console.error("stopping failed", error);
          process.exit(1);
        },
      );
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function fail(error: unknown): void {
  console.error(error);
  process.exit(1);
}

// The seeding child ends once seeded, whatever timers its modules started.
if (process.argv.includes(SEED_ONLY)) seedOnly().then(() => process.exit(0), fail);
else main().catch(fail);
