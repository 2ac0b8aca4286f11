// The server: checks its configuration, runs migrations once, seeds an empty demo database (in a
// child process, decision 66), then serves the Remix build behind the security baseline. `npm start`
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
import { isStaffCookie } from "../app/http/session.server";
import { checkWriteLimit, isWrite, WRITE_LIMIT_MESSAGE } from "../app/http/write-limits.server";
import { STAFF_ONLY } from "../app/messages/staff-accounts";
import { purgeAnalytics } from "../app/models/analytics/events.server";
import { flushPageViews } from "../app/models/analytics/page-views.server";
import { purgeExpiredRecordings } from "../app/models/analytics/recordings.server";
import { deliverQueuedMessages, logDelivery } from "../app/models/back-office/outbox.server";
import { DEMO_STAFF } from "../app/models/demo/demo.server";
import { settleStalePendingOrders } from "../app/models/orders/payments.server";
import { autoApproveDueProofs } from "../app/models/photobook/proof.server";
import { sweepOrphanUploads } from "../app/models/uploads/uploads.server";
import { onDemandScriptsOf } from "../app/on-demand-scripts.server";
import { pageRulesOf } from "../app/page-rules.server";
import { LARGE_BODY_LIMIT, streamsLargeBody } from "../app/services/storage.server";
import { RECORDING_BODY_LIMIT, RECORDING_UPLOAD_PATH } from "../app/vocabulary/recording";
import { DEFAULT_DATABASE_URL, engineOf } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import { demoSeedPending, seedDemoData } from "../db/seed";
import { inlineCompression } from "./compression";
import { countPageViews } from "./page-views";
import {
  contentSecurityPolicy,
  createNonce,
  HSTS,
  isCrossSiteWrite,
  isMalformedUrl,
  pageSources,
  parseTrustProxy,
  STATIC_SECURITY_HEADERS,
} from "./security";
import { backLinkOf, sharedPages, VISITOR_PAGES } from "./shared-pages";
import { filesBelow, precompressedFiles } from "./static-files";

process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
const databaseUrl = process.env.DATABASE_URL;
/** Paths that accept cross-site posts because they verify the sender themselves (payment webhooks). */
const crossSiteWritePaths = ["/api/webhooks/"];

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

/** How long a refused body may keep coming after its 413 (nginx's lingering_time is 30 s too). */
const LINGER_MS = 30_000;

/**
 * A body refused with 413 while it is still coming is read to its end and thrown away before the
 * connection may close: closing a socket with unread bytes sends a reset, and a client still writing
 * (a 10 MB post) then loses the answer. So 413s carry no `Connection: close`; this drains the rest
 * (Node does it itself for a body nobody started reading), and a client that never stops is cut off.
 */
function lingerAfterRefusal(req: express.Request, res: express.Response): void {
  res.once("finish", () => {
    if (res.statusCode !== 413 || req.complete) return;
    // Remix's request stream may still hold it (paused at its high-water mark): let go and discard.
    req.removeAllListeners("data");
    req.resume();
    const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    req.once("end", () => clearTimeout(cutOff));
    req.once("close", () => clearTimeout(cutOff));
  });
}

/**
 * A plain Korean page for answers given before Remix (a refused address, a body too large, too many
 * writes); `{ message }` for a script that asks for JSON, such as the photo uploader, which shows the
 * member why (to wait a minute, say) rather than only that the upload failed.
 */
function refuse(res: express.Response, status: number, message: string): void {
  if (res.req.accepts(["html", "json"]) === "json") {
    res.status(status).json({ message });
    return;
  }
  res
    .status(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="ko"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>패밀리트립</title><main style="font-family:sans-serif;padding:24px;max-width:480px;margin:auto"><h1 style="font-size:20px">요청을 처리할 수 없어요</h1><p>${message}</p><p><a href="/">홈으로 가기</a></p></main></html>`,
    );
}

/**
 * Work that heals itself on a timer: pending orders paid at Toss whose confirm never reached us (a
 * crash, a closed tab) settle. Each costs an indexed query or two when there is nothing to do.
 */
function healPeriodically(): void {
  const settle = () =>
    settleStalePendingOrders()
      .then((settled) => settled.length && console.log(`pending orders settled from Toss: ${settled.join(", ")}`))
      .catch((error) => console.error("pending order check failed", error));
  // Uploads never confirmed, or confirmed and never used, go after a day (rows and stored files).
  const sweep = () =>
    sweepOrphanUploads()
      .then((removed) => removed && console.log(`orphaned uploads removed: ${removed}`))
      .catch((error) => console.error("orphaned upload sweep failed", error));
  // A photobook proof unanswered for 7 days is approved (terms 제21조 3).
  const approve = () =>
    autoApproveDueProofs()
      .then((approved) => approved.length && console.log(`photobook proofs approved by silence: ${approved.join(", ")}`))
      .catch((error) => console.error("photobook proof auto-approval failed", error));
  // Page views and analytics events past their retention (ANALYTICS_RETENTION_DAYS, decision 57).
  const purgeEvents = () =>
    purgeAnalytics(config.analyticsRetentionDays)
      .then((removed) => removed && console.log(`analytics rows past retention removed: ${removed}`))
      .catch((error) => console.error("analytics purge failed", error));
  // Session recordings past their retention (RECORDING_RETENTION_DAYS) go, objects and rows (decision 59).
  const purgeRecordings = () =>
    purgeExpiredRecordings()
      .then((removed) => removed && console.log(`expired session recordings removed: ${removed}`))
      .catch((error) => console.error("session recording purge failed", error));
  const run = () => {
    void settle();
    void sweep();
    void approve();
    void purgeEvents();
    void purgeRecordings();
  };
  run();
  setInterval(run, config.pendingPaymentCheckMinutes * 60 * 1000).unref();
  deliverPeriodically();
}

/**
 * The outbox on a timer of its own (OUTBOX_INTERVAL_SECONDS, 30 by default; decision 72): messages
 * queued by a process that stopped before sending them, retries whose wait is over (the first comes
 * after 30 seconds), and the delivery reports of 알림톡. Two indexed queries when nothing waits. A
 * run still going when the next is due is not doubled (the claims would keep it safe, not cheap).
 */
function deliverPeriodically(): void {
  // OUTBOX_SENDER=false: another process sends; this one only queues.
  if (!config.outboxSender) return;
  let running = false;
  const deliver = () => {
    if (running) return;
    running = true;
    deliverQueuedMessages()
      .then(logDelivery)
      .catch((error) => console.error("message delivery failed", error))
      .finally(() => {
        running = false;
      });
  };
  deliver();
  setInterval(deliver, config.outboxIntervalMs).unref();
}

async function main(): Promise<void> {
  checkConfiguration();
  await prepareDatabase();
  const buildPath = resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const pageRule = pageRulesOf(build.routes);
  const metafilePath = resolve("build/metafile.js.json");
  const onDemandScripts = onDemandScriptsOf(existsSync(metafilePath) ? JSON.parse(readFileSync(metafilePath, "utf8")) : null);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.trustProxy));
  const trustsPeer = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;

  // An address with control characters or broken escapes is never one of ours: refused before any
  // route reads it (a NUL would otherwise reach PostgreSQL, a CR/LF a header).
  app.use((req, res, next) => {
    lingerAfterRefusal(req, res);
    next();
  });
  app.use((req, res, next) => {
    if (isMalformedUrl(req.originalUrl)) return refuse(res, 400, "주소가 올바르지 않습니다. 주소를 확인하고 다시 시도해주세요.");
    next();
  });
  // Bodies declared larger than a form's limit are refused before a byte is read; bodies without a
  // declared length are counted as they stream (readForm in app/http/request.server.ts).
  // Photo uploads (the local PUT target, the no-JS multi-file post) stream past it with caps of their own;
  // a session recording's chunk has its own, a little above a form's (decision 59).
  app.use((req, res, next) => {
    const declared = Number(req.get("content-length") ?? 0);
    const limit = streamsLargeBody(req.method, req.path, req.get("content-type"))
      ? LARGE_BODY_LIMIT
      : req.method === "POST" && req.path === RECORDING_UPLOAD_PATH
        ? RECORDING_BODY_LIMIT
        : config.formBodyLimit;
    if (declared <= limit) return next();
    refuse(res, 413, "보낸 내용이 너무 큽니다. 내용을 줄여서 다시 시도해주세요.");
  });

  // Every document sent counts as a page view, the shared copies below too (decision 57).
  if (config.analyticsPageViews) app.use(countPageViews());

  // Visitors share one render of each public page for a few seconds; members never do (decisions 40
  // and 68). Before compression, so the copy is kept compressed.
  app.use(sharedPages({ pages: VISITOR_PAGES, seconds: config.sharedPageSeconds, personalCookies: PERSONAL_COOKIES, variant: backLinkOf }));

  // Gzip in one call per response: the compression middleware's thread-pool hand-offs stalled the
  // event loop under load (docs/decisions/0009-tail-latency.md).
  app.use(inlineCompression());

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    // Over HTTPS (directly or as the trusted proxy says), browsers are told to stay on it.
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, pageSources(req.path, config.csp, config.kakaoShare?.sdkSrc ?? null), config.secureCookies),
    );
    next();
  });

  app.use((req, res, next) => {
    if (crossSiteWritePaths.some((p) => req.path.startsWith(p))) return next();
    const crossSite = isCrossSiteWrite(
      {
        method: req.method,
        host: req.get("x-forwarded-host") && trustsPeer(req.socket.remoteAddress, 0) ? req.get("x-forwarded-host") : req.get("host"),
        origin: req.get("origin"),
        referer: req.get("referer"),
        secFetchSite: req.get("sec-fetch-site"),
      },
      config.allowedHosts,
    );
    if (!crossSite) return next();
    res.status(403).type("text/plain; charset=utf-8").send("다른 사이트에서 보낸 요청은 처리할 수 없습니다.");
  });

  app.use((req, res, next) => {
    // Reads are never limited here: answered without a promise or a query.
    if (!isWrite(req.method)) return next();
    checkWriteLimit({
      method: req.method,
      path: req.path,
      clientIp: req.ip ?? "unknown",
      cookieHeader: req.get("cookie") ?? null,
      contentType: req.get("content-type"),
    })
      .then((limited) => {
        if (!limited) return next();
        res.set("Retry-After", String(limited.retryAfterSeconds));
        refuse(res, 429, WRITE_LIMIT_MESSAGE);
      })
      .catch(next);
  });

  // Back-office writes by anyone but staff end here with 403, whatever the route: behind it, Remix
  // would render the refusal through the root loader, whose page guard answers a redirect instead.
  // Every action still checks with requireAdmin.
  app.use("/admin", (req, res, next) => {
    // The login's own post (a form, or its `.data` twin when the page's script sends it) is open.
    if (!isWrite(req.method) || req.path.replace(/\.data$/, "") === "/login") return next();
    isStaffCookie(req.get("cookie") ?? null)
      .then((staff) => (staff ? next() : refuse(res, 403, STAFF_ONLY)))
      .catch(next);
  });

  // A post without a body type (an empty form from a script or a crawler) is read as an empty form,
  // so actions answer it with their own 4xx instead of failing to parse it.
  app.use((req, _res, next) => {
    if (req.method === "POST" && !req.headers["content-type"]) req.headers["content-type"] = "application/x-www-form-urlencoded";
    next();
  });

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

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : config.port;
    // Where the server reaches itself (the sign-in sandbox's token and user-info endpoints).
    process.env.INTERNAL_ORIGIN ||= `http://127.0.0.1:${actualPort}`;
    console.log(`listening on http://localhost:${actualPort} (${engineOf(databaseUrl)})`);
    healPeriodically();
  });
  const stop = () =>
    server.close(
      () =>
        void flushPageViews()
          .then(() => db().destroy())
          .finally(() => process.exit(0)),
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
