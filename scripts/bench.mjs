// npm run bench: JavaScript each page loads (gzip) and the home page's throughput next to a bare Remix
// page, measured in the same run. Prints a table; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = 3201;
const BARE_PORT = 3202;
const PAGES = ["/", "/product/default?productType=custom&tripDuration=day", "/payment/fail", "/auth", "/about", "/faq", "/terms", "/privacy", "/story", "/no-such-page"];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (!existsSync("build/server.js")) run("npm", ["run", "build"]);
if (!existsSync("bench/bare-app/build/index.js")) run("npx", ["remix", "build", "bench/bare-app"], { env: { ...process.env, NODE_ENV: "production" } });

async function start(args, env, port) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** Peak resident memory of a process so far, from the kernel (Linux). */
function peakMemoryMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmHWM"));
    return Math.round(Number(line.match(/\d+/)[0]) / 1024);
  } catch {
    return NaN;
  }
}

async function scriptsOf(base, path, headers = {}) {
  const response = await fetch(base + path, { headers });
  const html = await response.text();
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*["'](\/build\/[^"']+)["']/g)) urls.add(match[1]);
  let gzip = 0;
  for (const url of urls) gzip += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
  return { status: response.status, files: urls.size, gzip, html: gzipSync(html).length };
}

/** The review-test member's session cookie (demo login), for the member's pages. */
async function signInDemo(base) {
  const response = await fetch(`${base}/auth/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip", ...headers } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// KiB: 1024 bytes.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
const app = await start(["build/server.js"], { DATABASE_URL: join(dataDir, "bench.db"), NODE_ENV: "production" }, APP_PORT);
const bare = await start(["bench/bare-server.mjs"], { NODE_ENV: "production" }, BARE_PORT);

try {
  const appBase = `http://127.0.0.1:${APP_PORT}`;
  console.log("\n## JavaScript per page (gzip)\n");
  console.log("| page | status | script files | JavaScript (gzip) | HTML (gzip) |");
  console.log("|---|---|---|---|---|");
  for (const page of PAGES) {
    const r = await scriptsOf(appBase, page);
    console.log(`| ${page} | ${r.status} | ${r.files} | ${kb(r.gzip)} | ${kb(r.html)} |`);
  }
  // The member's pages, as the seeded review-test member (its open trip's survey).
  const cookie = await signInDemo(appBase);
  const dashboard = await (await fetch(`${appBase}/dashboard`, { headers: { cookie } })).text();
  const orderId = dashboard.match(/\/survey\?orderId=([A-Za-z0-9_]+)/)?.[1];
  const memberPages = ["/dashboard", `/survey?orderId=${orderId}`, `/survey/7?orderId=${orderId}`, `/survey/10?orderId=${orderId}`];
  for (const page of memberPages) {
    const r = await scriptsOf(appBase, page, { cookie });
    console.log(`| ${page.replace(orderId, "{order}")} (member) | ${r.status} | ${r.files} | ${kb(r.gzip)} | ${kb(r.html)} |`);
  }
  const bareScripts = await scriptsOf(`http://127.0.0.1:${BARE_PORT}`, "/");
  console.log(`| bare Remix page | ${bareScripts.status} | ${bareScripts.files} | ${kb(bareScripts.gzip)} | ${kb(bareScripts.html)} |`);

  console.log(`\n## Server throughput (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)\n`);
  const home = await load(`${appBase}/`);
  const homeMemory = peakMemoryMb(app.pid);
  const member = await load(`${appBase}/dashboard`, { cookie });
  const baseline = await load(`http://127.0.0.1:${BARE_PORT}/`);
  const bareMemory = peakMemoryMb(bare.pid);
  console.log("| target | requests/s | p99 latency | errors | peak memory (RSS) |");
  console.log("|---|---|---|---|---|");
  console.log(`| home page / | ${home.requests.average.toFixed(0)} | ${home.latency.p99} ms | ${home.errors + home.non2xx} | ${homeMemory} MB |`);
  console.log(`| /dashboard (member) | ${member.requests.average.toFixed(0)} | ${member.latency.p99} ms | ${member.errors + member.non2xx} | ${peakMemoryMb(app.pid)} MB |`);
  console.log(`| bare Remix page | ${baseline.requests.average.toFixed(0)} | ${baseline.latency.p99} ms | ${baseline.errors + baseline.non2xx} | ${bareMemory} MB |`);
  console.log(`| ratio home / bare | ${(home.requests.average / baseline.requests.average).toFixed(2)} | ${(home.latency.p99 / baseline.latency.p99).toFixed(2)} | | |`);
} finally {
  app.kill();
  bare.kill();
}
