// npm run bench: JavaScript and CSS each page loads (gzip) and the home page's throughput next to a bare Remix
// page, measured in the same run; then a mixed load at a fixed rate on SQLite and PostgreSQL, beside the
// bare page at the same rate (bench/mixed.mjs). Prints tables; asserts nothing.
// `npm run bench -- --sizes` prints the JavaScript and CSS table only (seconds, not minutes);
// `-- --community` adds the community at scale (10,000 posts, 100,000 likes) and skips the rest.
// `-- --lighthouse` runs Lighthouse's mobile preset on the first pages and the member's, and nothing else
// (bench/lighthouse.mjs; a minute or two).
// `-- --first-seconds`: the sizes, then only the script each customer page loads in its first 10 s
// in a real browser, unsampled and recorded, and the recorder's main-thread time (bench/first-seconds.mjs).
// `-- --members`: the sizes, then the members' table and the community at scale.
// `-- --analytics`: the sizes, then only the analytics figures (decision 57): the server's page-view
// count against the home page with it off, and ingestion on SQLite and PostgreSQL beside the bare page.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { seedCommunity } from "../bench/community-seed.mjs";
import { BROWSER_ENCODINGS } from "../bench/fixed-rate.mjs";
import { MEMORY_HEADER, watchMemory } from "../bench/memory.mjs";
import {
  APP_ARGS,
  APP_ENV,
  cookieOf,
  createPostgresDatabase,
  demoMember,
  demoSession,
  measureAtRate,
  mixedRequests,
  RESULT_HEADER,
  resultRows,
  signInStaff,
} from "../bench/mixed.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Its five servers listen on BENCH_PORT and the four ports after it (two benches at once need two).
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3201);
const APP_PORT = BENCH_PORT;
const BARE_PORT = BENCH_PORT + 1;
const PG_APP_PORT = BENCH_PORT + 2;
const COMMUNITY_PORT = BENCH_PORT + 3;
const UNCOUNTED_PORT = BENCH_PORT + 4;
// The community at scale (decision 33): its own SQLite file, measured at this many connections.
const COMMUNITY_CONNECTIONS = Number(process.env.BENCH_COMMUNITY_CONNECTIONS ?? 20);
// The mixed scenario: requests a second, seconds measured, seconds of warm-up (same rate, not counted).
const RATE = Number(process.env.BENCH_RATE ?? 200);
const MIXED_DURATION = Number(process.env.BENCH_MIXED_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
// Where the PostgreSQL run makes (and drops) its own database.
const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SIZES_ONLY = process.argv.includes("--sizes");
// `npm run bench -- --community`: the sizes, then the community at scale only (no mixed load).
const COMMUNITY_ONLY = process.argv.includes("--community");
const ANALYTICS_ONLY = process.argv.includes("--analytics");
const FIRST_SECONDS_ONLY = process.argv.includes("--first-seconds");
// `-- --members`: the sizes, then only the members' pages: their CPU per request beside the signed-in
// /faq and the bare page, and the community at scale.
const MEMBERS_ONLY = process.argv.includes("--members");
// Rounds of the page-view comparison: counted and uncounted in turn, so a busy machine's drift falls on both.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGES = [
  "/",
  "/product/default?productType=custom&tripDuration=day",
  "/payment/fail",
  "/auth",
  "/about",
  "/faq",
  "/terms",
  "/privacy",
  "/story",
  "/explore",
  "/explore?q=%EA%B0%95%EB%A6%89",
  "/no-such-page",
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (!existsSync("build/server.js")) run("npm", ["run", "build"]);
if (!existsSync("bench/bare-app/build/index.js"))
  run("npx", ["remix", "build", "bench/bare-app"], { env: { ...process.env, NODE_ENV: "production" } });

async function start(args, env, port) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** Stops a server and waits until it is gone (its database connections closed). */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill();
  });
}

/** Peak resident memory of a process so far, from the kernel (Linux). */
function peakMemoryMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmHWM"));
    return Math.round(Number(line.match(/\d+/)[0]) / 1024);
  } catch {
    return NaN;
  }
}

/** Gzip bytes of the files at these addresses, summed. */
async function gzipOf(base, urls) {
  let gzip = 0;
  for (const url of urls) gzip += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
  return gzip;
}

/** Bytes the server sends for these addresses to a browser over HTTPS (which accepts Brotli), summed. */
async function sentOf(base, urls) {
  let sent = 0;
  for (const url of urls)
    sent += await new Promise((resolve, reject) => {
      httpGet(base + url, { headers: { "accept-encoding": BROWSER_ENCODINGS } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length)); // raw: node:http unzips nothing
        response.on("end", () => resolve(bytes));
      }).on("error", reject);
    });
  return sent;
}

/** What a page loads: its scripts and its stylesheets (each counted once), and the page itself. */
async function scriptsOf(base, path, headers = {}) {
  const response = await fetch(base + path, { headers });
  const html = await response.text();
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*["'](\/build\/[^"']+)["']/g)) urls.add(match[1]);
  const styles = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]));
  return {
    status: response.status,
    files: urls.size,
    gzip: await gzipOf(base, urls),
    sent: await sentOf(base, urls),
    cssFiles: styles.size,
    css: await gzipOf(base, styles),
    html: gzipSync(html).length,
  };
}

/**
 * The browser files each analytics script adds to a page, from the build's metafile: its chunk and
 * every chunk it imports statically, less what the page has already loaded (the entry's, then each
 * earlier script's in the order they are fetched: the tracker, which fetches the recorder's loader,
 * which fetches the recorder). Answers `source → addresses`.
 */
function analyticsFiles() {
  const { outputs } = JSON.parse(readFileSync("build/metafile.js.json", "utf8"));
  const closure = (file, into = new Set()) => {
    if (into.has(file) || !outputs[file]) return into;
    into.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === "import-statement") closure(imported.path, into);
    return into;
  };
  const find = (entry) => Object.keys(outputs).find((file) => outputs[file].entryPoint === entry && file.endsWith(".js"));
  const loaded = closure(find("app/entry.client.tsx"));
  const files = {};
  for (const source of ["app/utils/tracker.ts", "app/utils/recorder/loader.ts", "app/utils/recorder/recorder.ts"]) {
    const added = [...closure(find(source))].filter((file) => !loaded.has(file));
    for (const file of added) loaded.add(file);
    files[source] = added.map((file) => file.slice("public".length));
  }
  return files;
}

/** A tracker batch of `count` events (clicks, a scroll, a custom event, a visit's end), as the browser posts it. */
function analyticsBatch(count) {
  const events = Array.from({ length: count }, (_, index) => {
    const kind = index % 4;
    if (kind === 0)
      return {
        type: "click",
        data: {
          pageUrl: "/explore",
          timestamp: Date.now(),
          x: 120,
          y: 340,
          element: "BUTTON",
          elementId: "like",
          elementClass: "button",
          viewport: { width: 390, height: 844 },
        },
      };
    if (kind === 1)
      return { type: "scroll", data: { pageUrl: "/explore", timestamp: Date.now(), depth: 60, maxDepth: 80, timeOnView: 4200 } };
    if (kind === 2)
      return { type: "custom", data: { pageUrl: "/explore", timestamp: Date.now(), eventName: "share", category: "post", value: 1 } };
    return { type: "page_unload", data: { pageUrl: "/explore", timestamp: Date.now(), timeOnPage: 12000 } };
  });
  return JSON.stringify({ sessionId: "s_bench_session_0001", events, deviceInfo: { screenWidth: 390, screenHeight: 844 } });
}

const INGEST_BATCH = 50;

/** Analytics events a second one app process takes: batches of 50 posted as fast as it answers. */
function ingestion(base) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/analytics`,
        method: "POST",
        connections: 10,
        duration: DURATION,
        headers: {
          "content-type": "application/json",
          "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1",
        },
        body: analyticsBatch(INGEST_BATCH),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const ingestionRow = (label, r) =>
  `| ${label} | ${(r.requests.average * INGEST_BATCH).toFixed(0)} | ${r.requests.average.toFixed(0)} | ${r.latency.p99} ms | ${r.errors + r.non2xx} |`;

/** The review-test member's session cookie (demo login), for the member's pages. */
async function signInDemo(base) {
  const response = await fetch(`${base}/auth/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  return cookieOf(response);
}

const STAFF_PAGES = [
  "/admin/dashboard",
  "/admin/dashboard/orders",
  "/admin/dashboard/members",
  "/admin/dashboard/consultations",
  "/admin/dashboard/community",
  "/admin/dashboard/photobooks",
  // The player and @rrweb/replay load on demand inside the replay dialog: not in this page's figure.
  "/admin/dashboard/replays",
];

function load(url, headers = {}, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers: { "accept-encoding": BROWSER_ENCODINGS, ...headers } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// Lighthouse alone: its module (and Lighthouse) is loaded for this flag only.
if (process.argv.includes("--lighthouse")) {
  const { lighthouseBench } = await import("../bench/lighthouse.mjs");
  await lighthouseBench({ port: APP_PORT, start, stop });
  process.exit();
}

// KiB: 1024 bytes.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
// The bench's databases and the photos their servers store, in one temporary folder removed at the end.
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
process.env.STORAGE_DIR = join(dataDir, "storage");
const app = await start(APP_ARGS, { ...APP_ENV, DATABASE_URL: join(dataDir, "bench.db") }, APP_PORT);
// The bare page runs without the app's heap cap, so its heap grows to 500–750 MB under load; idle, V8's
// memory reducer then compacted it in one go (0.4 s of a core) while the PostgreSQL mix was measured:
// that run's p99 was 0.8–1.6 s in four runs out of four, every kind of request at once. Without the
// reducer it keeps its idle heap; loaded, it costs the same (0.99 of the plain server's CPU per request).
const bare = await start(["--no-memory-reducer", "bench/bare-server.mjs"], { NODE_ENV: "production" }, BARE_PORT);
// Each server's memory (RSS), at rest after start and at its peak: one table at the end (bench/memory.mjs).
const [appMemory, bareMemory] = await Promise.all([watchMemory(app.pid), watchMemory(bare.pid)]);
const memoryRows = [];

try {
  const appBase = `http://127.0.0.1:${APP_PORT}`;
  console.log("\n## JavaScript and CSS per page (gzip)\n");
  // The gzip columns compress each file at zlib's default level, as every earlier figure was measured;
  // "as sent" is what the server sends a browser over HTTPS: the build's Brotli copies.
  console.log("| page | status | script files | JavaScript (gzip) | JavaScript as sent (br) | stylesheets | CSS (gzip) | HTML (gzip) |");
  console.log("|---|---|---|---|---|---|---|---|");
  const row = (label, r, sent = kb(r.sent)) =>
    console.log(`| ${label} | ${r.status} | ${r.files} | ${kb(r.gzip)} | ${sent} | ${r.cssFiles} | ${kb(r.css)} | ${kb(r.html)} |`);
  for (const page of PAGES) {
    row(page, await scriptsOf(appBase, page));
  }
  // The member's pages, as the seeded review-test member (its open trip's survey).
  const cookie = await signInDemo(appBase);
  const dashboard = await (await fetch(`${appBase}/dashboard`, { headers: { cookie } })).text();
  const orderId = dashboard.match(/\/survey\?orderId=([A-Za-z0-9_]+)/)?.[1];
  const memberPages = [
    "/dashboard",
    `/survey?orderId=${orderId}`,
    // The two screens whose fields load on demand (their HTML preloads them), and two that do not.
    `/survey/1?orderId=${orderId}`,
    `/survey/3?orderId=${orderId}`,
    `/survey/7?orderId=${orderId}`,
    `/survey/10?orderId=${orderId}`,
    `/survey/done?orderId=${orderId}`,
    "/scrapbook",
    "/post/create",
    // The photobook's landing, with its shipping dialog open (within the product page's script).
    "/photobook/default?step=shipping",
  ];
  for (const page of memberPages) {
    row(`${page.replace(orderId, "{order}")} (member)`, await scriptsOf(appBase, page, { cookie }));
  }
  // The plan page's three tabs, on the demo member's sent plan (seedDemoPlan; the dashboard's trip card opens it).
  const planId = dashboard.match(/\/travel\/plan\/([A-Za-z0-9_-]+)/)?.[1];
  if (!planId) throw new Error("the demo member's dashboard links no plan: is the demo plan seeded?");
  for (const tab of ["storyboard", "missions", "bookings"]) {
    row(`/travel/plan/{plan}?tab=${tab} (member)`, await scriptsOf(appBase, `/travel/plan/${planId}?tab=${tab}`, { cookie }));
  }
  // The photobook's upload page (member) on the demo member's paid photobook, read from the bench's own
  // database (the dashboard links it only while the book waits for photos): within 4 KiB of the
  // landing's script (docs/decisions/0054-photobook-photos.md).
  const bench = new Database(join(dataDir, "bench.db"), { readonly: true });
  const photobookOrder = bench
    .prepare(
      "SELECT p.order_id AS id FROM photobooks p JOIN users u ON u.id = p.user_id WHERE u.provider = 'demo' AND u.provider_id = 'review-test' AND p.order_id LIKE 'PHOTOBOOK_%' ORDER BY p.created_at DESC LIMIT 1",
    )
    .get()?.id;
  bench.close();
  if (photobookOrder) {
    row("/photobook/order?orderId={order} (member)", await scriptsOf(appBase, `/photobook/order?orderId=${photobookOrder}`, { cookie }));
  } else {
    console.log("| /photobook/order (member) | no paid photobook in the demo data | | | | | | |");
  }
  // The console's own figures, as the demo staff account (the README's id and password): what staff
  // download, kept apart from the customers' pages above.
  const staffCookie = await signInStaff(appBase);
  for (const page of STAFF_PAGES) {
    row(`${page} (staff)`, await scriptsOf(appBase, page, { cookie: staffCookie }));
  }
  // The analytics tracker: fetched by every hydrated customer page once it is idle, so no page's
  // table above counts it (decision 57; budget 2 KiB gzip): every byte it brings that the entry has
  // not loaded (its files; the exact bytes too, since 2 KiB is the line). The recorder's loader it then
  // fetches where tracking is allowed is the recorder's, in the next table.
  const tracker = analyticsFiles()["app/utils/tracker.ts"];
  const trackerGzip = await gzipOf(appBase, tracker);
  console.log(
    `| analytics tracker (once idle, every hydrated customer page; ${trackerGzip} bytes gzip) | – | ${tracker.length} | ${kb(trackerGzip)} | ${kb(await sentOf(appBase, tracker))} | – | – | – |`,
  );
  // The bare page's server compresses nothing: only its gzip figure compares.
  row("bare Remix page", await scriptsOf(`http://127.0.0.1:${BARE_PORT}`, "/"), "–");

  onDemandTable();
  if (FIRST_SECONDS_ONLY || !(SIZES_ONLY || COMMUNITY_ONLY || ANALYTICS_ONLY || MEMBERS_ONLY)) {
    const { firstSecondsTables } = await import("../bench/first-seconds.mjs");
    await firstSecondsTables(appBase, `http://127.0.0.1:${BARE_PORT}`);
  }

  if (FIRST_SECONDS_ONLY);
  else if (MEMBERS_ONLY) {
    await membersTable(appBase, cookie, planId);
    await communityTable();
  } else if (ANALYTICS_ONLY) await analyticsTables(appBase, bare);
  else {
    if (!SIZES_ONLY) await communityTable();
    if (!SIZES_ONLY && !COMMUNITY_ONLY) await loadTables(appBase, cookie, planId);
    memoryRows.unshift(appMemory.row("app on SQLite (demo data)"));
    memoryRows.push(bareMemory.row("bare Remix page"));
    console.log(`\n## Server memory (RSS; goal ≤ 160 MB at rest, ≤ 256 MB at peak)\n\n${[...MEMORY_HEADER, ...memoryRows].join("\n")}`);
  }
} finally {
  await Promise.all([stop(app), stop(bare)]);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
}

/** Gzip bytes of the build's chunks that hold this source file (the esbuild metafile names them). */
function chunkGzipOf(source) {
  const meta = JSON.parse(readFileSync("build/metafile.js.json", "utf8"));
  const outputs = Object.entries(meta.outputs).filter(([file, output]) => file.endsWith(".js") && source in output.inputs);
  return { files: outputs.length, gzip: outputs.reduce((sum, [file]) => sum + gzipSync(readFileSync(file)).length, 0) };
}

/**
 * Scripts no page loads first, fetched on demand (decision 59): the recorder's loader, which the
 * tracker fetches for a session the head's inline script drew into the sample; the session recorder,
 * for recorded sessions only; and its gzip fallback for browsers without CompressionStream. Each row counts
 * what that script adds to what the page has already loaded.
 */
function onDemandTable() {
  console.log("\n## Loaded on demand (gzip)\n");
  console.log("| script | files | JavaScript (gzip) |");
  console.log("|---|---|---|");
  const files = analyticsFiles();
  const gzipOfFiles = (addresses) => addresses.reduce((sum, address) => sum + gzipSync(readFileSync(`public${address}`)).length, 0);
  for (const [label, source] of [
    ["the recorder's loader (fetched by the tracker for recorded sessions; resends the stash)", "app/utils/recorder/loader.ts"],
    ["session recorder (rrweb, console, network; recorded sessions)", "app/utils/recorder/recorder.ts"],
  ]) {
    console.log(`| ${label} | ${files[source].length} | ${kb(gzipOfFiles(files[source]))} |`);
  }
  const fallback = chunkGzipOf("app/utils/recorder/gzip-fallback.ts");
  console.log(`| its gzip fallback (fflate; browsers without CompressionStream) | ${fallback.files} | ${kb(fallback.gzip)} |`);
}

/**
 * The feed and its search with 10,000 posts and 100,000 likes on SQLite, next to the bare page at the
 * same number of connections in the same run (docs/decisions/0033-community-search.md).
 */
async function communityTable() {
  const file = join(dataDir, "community.db");
  const server = await start(APP_ARGS, { ...APP_ENV, DATABASE_URL: file }, COMMUNITY_PORT);
  const memory = await watchMemory(server.pid);
  try {
    const seeded = seedCommunity(file);
    const base = `http://127.0.0.1:${COMMUNITY_PORT}`;
    console.log(
      `\n## The community at scale (SQLite, ${seeded.posts} posts, ${seeded.likes} likes; autocannon, ${COMMUNITY_CONNECTIONS} connections, ${DURATION} s each)\n`,
    );
    console.log("Visitors share one render of each address for a few seconds (SHARED_PAGE_SECONDS); a member's");
    console.log("page is rendered for each request, so the member's rows are what a render costs.\n");
    console.log("| target | requests/s | p50 latency | p99 latency | errors |");
    console.log("|---|---|---|---|---|");
    const cases = [
      ["/explore (first page)", "/explore"],
      ["search '강릉해변' (trigram index)", `/explore?q=${encodeURIComponent("강릉해변")}`],
      ["search '아이와보낸' (trigram, every post matches)", `/explore?q=${encodeURIComponent("아이와 보낸")}`],
      ["search '강릉' (2 characters)", `/explore?q=${encodeURIComponent("강릉")}`],
      ["search 'ㄱㄹ' (initials, 2 characters)", `/explore?q=${encodeURIComponent("ㄱㄹ")}`],
      ["search 'ㄱㄹㅎㅂ' (initials, trigram)", `/explore?q=${encodeURIComponent("ㄱㄹㅎㅂ")}`],
      ["search with no match", `/explore?q=${encodeURIComponent("없는검색어")}`],
    ];
    const { cookie } = await demoMember(base);
    for (const [who, headers] of [
      ["visitor", {}],
      ["member", { cookie }],
    ]) {
      for (const [label, path] of cases) {
        const r = await load(`${base}${path}`, headers, COMMUNITY_CONNECTIONS);
        console.log(
          `| ${label}, ${who} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.non2xx} |`,
        );
      }
    }
    const r = await load(`http://127.0.0.1:${BARE_PORT}/`, {}, COMMUNITY_CONNECTIONS);
    console.log(
      `| bare Remix page | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.non2xx} |`,
    );
  } finally {
    memoryRows.push(memory.row("app on SQLite, community at scale"));
    await stop(server);
  }
}

/**
 * A member's pages against what every member's page pays (decision 79): the server's CPU per request
 * for the dashboard and the plan page beside `/faq` signed in (the session's read, the member's shell,
 * static content) and the bare Remix page, in alternating slices so the machine's drift falls on all.
 */
async function membersTable(appBase, cookie, planId) {
  const slices = ROUNDS;
  const targets = [
    ["bare Remix page", bare.pid, `http://127.0.0.1:${BARE_PORT}/`, {}],
    ["/faq (member)", app.pid, `${appBase}/faq`, { cookie }],
    ["/dashboard (member)", app.pid, `${appBase}/dashboard`, { cookie }],
    ["/travel/plan/{plan} (member)", app.pid, `${appBase}/travel/plan/${planId}`, { cookie }],
  ];
  const cpu = new Map(targets.map(([label]) => [label, []]));
  const rates = new Map(targets.map(([label]) => [label, []]));
  for (let slice = 0; slice < slices; slice++)
    for (const [label, pid, url, headers] of targets) {
      const r = await withCpu(pid, () => load(url, headers));
      cpu.get(label).push(r.cpuPerRequest);
      rates.get(label).push(r.requests.average);
    }
  const faq = median(cpu.get("/faq (member)"));
  const bareCpu = median(cpu.get("bare Remix page"));
  console.log(`
## Members' pages (server CPU per request; ${slices} slices of ${DURATION} s each, ${CONNECTIONS} connections, medians)
`);
  console.log("A member's page costs at least the member's shell (decision 79): its goal is a multiple of `/faq` signed in.\n");
  console.log("| page | requests/s | CPU per request | / `/faq` signed in | / bare page | goal |");
  console.log("|---|---|---|---|---|---|");
  for (const [label] of targets) {
    const ms = median(cpu.get(label));
    const goal = label.startsWith("/dashboard") || label.startsWith("/travel") ? "≤ 1.6 × `/faq`" : "–";
    console.log(
      `| ${label} | ${median(rates.get(label)).toFixed(0)} | ${ms.toFixed(2)} ms | ${(ms / faq).toFixed(2)} | ${(ms / bareCpu).toFixed(2)} | ${goal} |`,
    );
  }
}

/** Throughput next to the bare page, then the mixed load on each engine. */
async function loadTables(appBase, cookie, planId) {
  const ingestionRows = [];
  console.log(`\n## Server throughput (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)\n`);
  const home = await load(`${appBase}/`);
  const homeMemory = peakMemoryMb(app.pid);
  const member = await load(`${appBase}/dashboard`, { cookie });
  const plan = await load(`${appBase}/travel/plan/${planId}`, { cookie });
  const baseline = await load(`http://127.0.0.1:${BARE_PORT}/`);
  const bareMemory = peakMemoryMb(bare.pid);
  console.log("| target | requests/s | p99 latency | errors | peak memory (RSS) |");
  console.log("|---|---|---|---|---|");
  console.log(
    `| home page / | ${home.requests.average.toFixed(0)} | ${home.latency.p99} ms | ${home.errors + home.non2xx} | ${homeMemory} MB |`,
  );
  console.log(
    `| /dashboard (member) | ${member.requests.average.toFixed(0)} | ${member.latency.p99} ms | ${member.errors + member.non2xx} | ${peakMemoryMb(app.pid)} MB |`,
  );
  console.log(
    `| /travel/plan/{plan} (member) | ${plan.requests.average.toFixed(0)} | ${plan.latency.p99} ms | ${plan.errors + plan.non2xx} | ${peakMemoryMb(app.pid)} MB |`,
  );
  console.log(
    `| bare Remix page | ${baseline.requests.average.toFixed(0)} | ${baseline.latency.p99} ms | ${baseline.errors + baseline.non2xx} | ${bareMemory} MB |`,
  );
  // Throughput and p99 of each against the bare page's (decision 79).
  for (const [label, r] of [
    ["home", home],
    ["/dashboard", member],
    ["plan page", plan],
  ])
    console.log(
      `| ratio ${label} / bare | ${(r.requests.average / baseline.requests.average).toFixed(2)} | ${(r.latency.p99 / baseline.latency.p99).toFixed(2)} | | |`,
    );

  await membersTable(appBase, cookie, planId);
  await pageViewCost();

  // Ingestion on SQLite now; on PostgreSQL with its mixed run below; one table at the end.
  ingestionRows.push(ingestionRow("app on SQLite", await ingestion(appBase)));
  const bareIngest = await load(`http://127.0.0.1:${BARE_PORT}/`, {}, 10);
  const bareIngestRow = `| bare Remix page (GET /, for scale) | – | ${bareIngest.requests.average.toFixed(0)} | ${bareIngest.latency.p99} ms | ${bareIngest.errors + bareIngest.non2xx} |`;

  console.log(`\n## Mixed load at a fixed rate (${RATE} requests/s for ${MIXED_DURATION} s, after ${WARMUP} s of warm-up)\n`);
  console.log("Each second: half public pages, three tenths the member's pages, one fifth writes. Latency counts from");
  console.log("when a request was due, so waiting for the server counts too.\n");
  const atRate = (base, pid, next) => measureAtRate({ base, pid, rate: RATE, seconds: MIXED_DURATION, warmupSeconds: WARMUP, next });
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const rows = [...RESULT_HEADER];
  rows.push(...resultRows("bare Remix page", await atRate(bareBase, bare.pid, () => ({ kind: "bare page", path: "/" }))));
  rows.push(...resultRows("app on SQLite", await atRate(appBase, app.pid, mixedRequests(appBase, await demoMember(appBase)))));
  const postgres = await createPostgresDatabase(PG_ADMIN_URL);
  if (postgres.error) {
    rows.push("| app on PostgreSQL | skipped | | | | | | |");
    console.log(`PostgreSQL at ${PG_ADMIN_URL} is not reachable (${postgres.error}): its run is skipped.\n`);
  } else {
    const pgApp = await start(APP_ARGS, { ...APP_ENV, DATABASE_URL: postgres.url }, PG_APP_PORT);
    const pgMemory = await watchMemory(pgApp.pid);
    try {
      const pgBase = `http://127.0.0.1:${PG_APP_PORT}`;
      rows.push(...resultRows("app on PostgreSQL", await atRate(pgBase, pgApp.pid, mixedRequests(pgBase, await demoMember(pgBase)))));
      ingestionRows.push(ingestionRow("app on PostgreSQL", await ingestion(pgBase)));
    } finally {
      memoryRows.push(pgMemory.row("app on PostgreSQL (demo data)"));
      await stop(pgApp);
      await postgres.drop();
    }
  }
  console.log(rows.join("\n"));
  console.log(
    `\n## Analytics ingestion (POST /api/analytics, batches of ${INGEST_BATCH}; autocannon, 10 connections, ${DURATION} s each)\n`,
  );
  console.log("| target | events/s | requests/s | p99 latency | errors |");
  console.log("|---|---|---|---|---|");
  console.log([...ingestionRows, bareIngestRow].join("\n"));
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** CPU time a process has used so far, in ms (Linux: user and system ticks from /proc, 100 a second). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are the 12th and 13th fields after the command.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * A run of `measure` with the CPU time the server `pid` spent per request: on a busy machine the
 * requests a second follow the other processes' load, the CPU per request much less.
 */
async function withCpu(pid, measure) {
  const before = cpuMs(pid);
  const result = await measure();
  return { ...result, cpuPerRequest: (cpuMs(pid) - before) / result.requests.total };
}

/**
 * What the server's page-view count costs the home page (decision 57; budget 5 %): two fresh
 * processes of the same build on databases of their own, one with the count switched off
 * (ANALYTICS_PAGE_VIEWS=false), both warmed, then measured in turn for ROUNDS rounds; the medians of
 * each round's ratios. Twice: as a visitor gets it (the shared copy, decision 68: the count is most of
 * what is left per request) and as the signed-in member gets it (rendered for each request).
 */
async function pageViewCost() {
  // The community's port is free by now (its table stops its server).
  const appBase = `http://127.0.0.1:${COMMUNITY_PORT}`;
  const offBase = `http://127.0.0.1:${UNCOUNTED_PORT}`;
  const [counted, off] = await Promise.all([
    start(APP_ARGS, { ...APP_ENV, DATABASE_URL: join(dataDir, "counted.db") }, COMMUNITY_PORT),
    start(APP_ARGS, { ...APP_ENV, ANALYTICS_PAGE_VIEWS: "false", DATABASE_URL: join(dataDir, "uncounted.db") }, UNCOUNTED_PORT),
  ]);
  const tables = [];
  try {
    const [countedMember, offMember] = await Promise.all([demoSession(appBase), demoSession(offBase)]);
    const readers = [
      { label: "visitor: the shared copy", counted: {}, off: {} },
      { label: "member: rendered for each request", counted: { cookie: countedMember.cookie }, off: { cookie: offMember.cookie } },
    ];
    for (const reader of readers) {
      const rows = [];
      const ratios = [];
      const cpuRatios = [];
      await load(`${offBase}/`, reader.off);
      await load(`${appBase}/`, reader.counted);
      for (let round = 1; round <= ROUNDS; round++) {
        // The order flips each round.
        const runs = [
          ["counted", () => withCpu(counted.pid, () => load(`${appBase}/`, reader.counted))],
          ["off", () => withCpu(off.pid, () => load(`${offBase}/`, reader.off))],
        ];
        if (round % 2 === 0) runs.reverse();
        const result = {};
        for (const [which, run] of runs) result[which] = await run();
        const ratio = result.counted.requests.average / result.off.requests.average;
        const cpuRatio = result.counted.cpuPerRequest / result.off.cpuPerRequest;
        ratios.push(ratio);
        cpuRatios.push(cpuRatio);
        rows.push(
          `| ${reader.label} | ${round} | ${result.counted.requests.average.toFixed(0)} | ${result.off.requests.average.toFixed(0)} | ${((1 - ratio) * 100).toFixed(1)} % | ${result.counted.cpuPerRequest.toFixed(3)} / ${result.off.cpuPerRequest.toFixed(3)} ms | ${((cpuRatio - 1) * 100).toFixed(1)} % |`,
        );
      }
      rows.push(
        `| ${reader.label} | median | | | ${((1 - median(ratios)) * 100).toFixed(1)} % | | ${((median(cpuRatios) - 1) * 100).toFixed(1)} % |`,
      );
      tables.push(...rows);
    }
  } finally {
    await Promise.all([stop(counted), stop(off)]);
  }
  console.log(
    `\n## The server's page-view count on the home page (autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds)\n`,
  );
  console.log(
    "Two fresh processes of the same build, one with ANALYTICS_PAGE_VIEWS=false, measured in turn. Throughput follows the machine's other",
  );
  console.log("load; the server's CPU time per request (from /proc) much less: its difference is the count's cost.\n");
  console.log(
    "| home page as | round | counted (requests/s) | not counted (requests/s) | throughput lost | CPU per request (counted / not) | CPU added |",
  );
  console.log("|---|---|---|---|---|---|---|");
  console.log(tables.join("\n"));
}

/** `npm run bench -- --analytics`: the page-view cost, then ingestion on both engines beside the bare page. */
async function analyticsTables(appBase, bareProcess) {
  await pageViewCost();
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const rows = [];
  // What one core takes at the CPU each request cost the server (on PostgreSQL, not the database's own process).
  const perCore = (r, per) => ((1000 / r.cpuPerRequest) * per).toFixed(0);
  const row = (label, r, bare) =>
    `| ${label} | ${(r.requests.average * INGEST_BATCH).toFixed(0)} | ${r.requests.average.toFixed(0)} | ${r.latency.p99} ms | ${r.errors + r.non2xx} | ${(r.requests.average / bare.requests.average).toFixed(2)} | ${r.cpuPerRequest.toFixed(2)} ms | ${perCore(r, INGEST_BATCH)} events/s |`;
  // Warm-up runs, not counted.
  await ingestion(appBase);
  await load(`${bareBase}/`, {}, 10);
  const bare = await withCpu(bareProcess.pid, () => load(`${bareBase}/`, {}, 10));
  rows.push(row("app on SQLite", await withCpu(app.pid, () => ingestion(appBase)), bare));
  const postgres = await createPostgresDatabase(PG_ADMIN_URL);
  if (postgres.error) rows.push("| app on PostgreSQL | skipped | | | | | | |");
  else {
    const pgApp = await start(APP_ARGS, { ...APP_ENV, DATABASE_URL: postgres.url }, PG_APP_PORT);
    try {
      const pgBase = `http://127.0.0.1:${PG_APP_PORT}`;
      await ingestion(pgBase);
      rows.push(row("app on PostgreSQL", await withCpu(pgApp.pid, () => ingestion(pgBase)), bare));
    } finally {
      await stop(pgApp);
      await postgres.drop();
    }
  }
  rows.push(
    `| bare Remix page (GET /, for scale) | – | ${bare.requests.average.toFixed(0)} | ${bare.latency.p99} ms | ${bare.errors + bare.non2xx} | 1.00 | ${bare.cpuPerRequest.toFixed(2)} ms | ${perCore(bare, 1)} pages/s |`,
  );
  console.log(
    `\n## Analytics ingestion (POST /api/analytics, batches of ${INGEST_BATCH}; autocannon, 10 connections, ${DURATION} s each, after a warm-up)\n`,
  );
  console.log("The last column: what one core would take at the CPU the server spent per request (from /proc).\n");
  console.log(
    "| target | events/s | requests/s | p99 latency | errors | requests / bare page's | server CPU per request | one core at that CPU |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
}
