// npm run soak: the service as several processes really run it (docs/decisions/0091-the-soak.md).
// A fresh PostgreSQL database (as the tests make one), three app processes (the built server, demo
// mode) behind nginx from Debian's packages (installed when missing; run unprivileged in the
// foreground with its own configuration in a temporary folder, loopback ports only), the bench's mixed
// load at a fixed rate through nginx, and meanwhile staff opening regions (each queues messages in
// the outbox, sent to a recording stand-in for the SMS provider) and hiding and restoring a post that
// visitors see. Midway one process is killed (SIGKILL) and started again; later another is taken out of
// nginx and sent SIGTERM (a deploy) and started again. Then it checks, and prints one table: requests, errors by kind, p99,
// acknowledged writes lost, messages sent twice, jobs run twice, the time a staff change takes to reach
// every process. Not a CI test: a command (a couple of minutes).
//
// Settings: SOAK_SECONDS (90), SOAK_RATE (requests/s, 100), SOAK_PORT (3231: nginx; the apps on the
// three ports after it, the SMS stand-in on the fourth), SOAK_POSTGRES_URL (the server to make the
// database on, postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { fixedRate } from "../bench/fixed-rate.mjs";
import { APP_ARGS, APP_ENV, createPostgresDatabase, demoMember, mixedRequests, signInStaff } from "../bench/mixed.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 90);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const PORT = Number(process.env.SOAK_PORT ?? 3231);
const APP_PORTS = [PORT + 1, PORT + 2, PORT + 3];
const SINK_PORT = PORT + 4;
const ADMIN_URL = process.env.SOAK_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NGINX = "/usr/sbin/nginx";
/** How stale a visitor's page may be on any process after staff change it: the shared render's seconds (README, Caching). */
const SHARED_PAGE_SECONDS = 3;
/** Regions opened by staff during the soak, each asked for by this many visitors first. */
const REQUESTS_PER_REGION = 3;
const MIX_REGION = "서울특별시 강남구";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(join(tmpdir(), "soak-"));
const started = Date.now();
const loadAtStart = loadavg()[0].toFixed(1);
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
const events = [];
const note = (text) => {
  events.push(`${elapsed()} s: ${text}`);
  console.log(`[soak ${elapsed()} s] ${text}`);
};

// ---- PostgreSQL, the build, nginx ----------------------------------------------------------------

/** PostgreSQL answering at the admin URL's address, started as .ci/run starts it when it is not. */
function ensurePostgres() {
  const { hostname, port } = new URL(ADMIN_URL);
  const ready = () => spawnSync("pg_isready", ["-h", hostname, "-p", port || "5432", "-q"]).status === 0;
  if (ready()) return;
  const cluster = existsSync("/etc/postgresql") ? readdirSync("/etc/postgresql")[0] : undefined;
  if (cluster) spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", "start"], { stdio: "inherit" });
  for (let i = 0; i < 20 && !ready(); i++) spawnSync("sleep", ["0.5"]);
  if (!ready()) throw new Error(`PostgreSQL does not answer at ${hostname}:${port || 5432} (SOAK_POSTGRES_URL)`);
}

ensurePostgres();
ensureDebianPackage({ binary: NGINX, pkg: "nginx", why: "nginx is missing (the soak's load balancer)" });
if (!existsSync("build/server.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
const database = await createPostgresDatabase(ADMIN_URL);
if (database.error) throw new Error(`no PostgreSQL database for the soak: ${database.error}`);
const sql = new pg.Pool({ connectionString: database.url, max: 2 });
// An idle connection the server closed (an administrator, a restart) is replaced on the next query.
sql.on("error", (error) => note(`the soak's own database connection was lost (${error.message}); reconnecting`));
const query = async (text, values) => (await sql.query(text, values)).rows;
const tableExists = async (name) => (await query("select to_regclass($1) as t", [name]))[0].t !== null;

// ---- The SMS provider's stand-in: answers NHN's SMS API as it succeeds, and records every send ----

const received = [];
const sink = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    const message = JSON.parse(body || "{}");
    const recipient = message.recipientList?.[0]?.recipientNo ?? "";
    received.push({ at: Date.now(), recipient, body: message.body ?? "" });
    // A provider takes a while: a process killed now and then holds a claim mid-send.
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          header: { isSuccessful: true, resultCode: 0, resultMessage: "SUCCESS" },
          body: { data: { requestId: `soak-${received.length}`, sendResultList: [{ recipientNo: recipient, resultCode: 0 }] } },
        }),
      );
    }, 100);
  });
});
await new Promise((resolve) => sink.listen(SINK_PORT, "127.0.0.1", resolve));

// ---- The app processes ---------------------------------------------------------------------------

const appEnv = {
  ...APP_ENV,
  HOST: "127.0.0.1",
  DATABASE_URL: database.url,
  // One folder for the three processes' photos: one machine here; several machines need S3 (README).
  STORAGE_DIR: join(work, "storage"),
  SESSION_SECRET: randomBytes(32).toString("hex"),
  // Texts to the stand-in above, and 알림톡 off, so every message is a text it counts.
  SMS_API_URL: `http://127.0.0.1:${SINK_PORT}/sms/v3.0/appKeys/soak/sender/sms`,
  SMS_API_KEY: "soak",
  SMS_SENDER: "15880000",
  SMS_OUTBOX: "false",
  ALIMTALK_SANDBOX: "false",
  OUTBOX_INTERVAL_SECONDS: "2",
  SHARED_PAGE_SECONDS: String(SHARED_PAGE_SECONDS),
  // The healing jobs every minute (the shortest allowed), so they run during the soak on every process.
  PENDING_PAYMENT_CHECK_MINUTES: "1",
};

/** One app process on `port`: its child, its whole output (kept for the jobs' log lines), how it ended. */
function startApp(port, generation) {
  const log = createWriteStream(join(work, `app-${port}-${generation}.log`));
  const child = spawn(process.execPath, APP_ARGS, {
    env: { ...process.env, ...appEnv, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const app = { port, child, output: "", exited: null, startedAt: Date.now() };
  const keep = (chunk) => {
    app.output += chunk;
    log.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  app.exit = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      app.exited = { code, signal, at: Date.now() };
      log.end();
      resolve(app.exited);
    }),
  );
  return app;
}

/** Whether the processes answer GET /readyz (the health check a load balancer polls); `/` when they do not. */
let readyPath = null;
async function waitReady(app, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (app.exited) throw new Error(`the app on ${app.port} exited (${app.exited.signal ?? app.exited.code}):\n${app.output.slice(-3000)}`);
    try {
      if (readyPath === null) {
        const answer = await fetch(`http://127.0.0.1:${app.port}/readyz`);
        if (answer.status === 200) readyPath = "/readyz";
        else if (answer.status === 404) readyPath = "/";
      } else if ((await fetch(`http://127.0.0.1:${app.port}${readyPath}`, { redirect: "manual" })).status === 200) {
        return Date.now() - app.startedAt;
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the app on ${app.port} was not ready after ${timeoutMs} ms`);
}

// ---- nginx ---------------------------------------------------------------------------------------

/** nginx's configuration with the processes on the ports in `down` taken out (a deploy's first step). */
function writeNginxConfig(dir, down = []) {
  const upstreams = APP_PORTS.map(
    (port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.includes(port) ? " down" : ""};`,
  ).join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    `# The soak's load balancer: README, "Several processes".
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  log_format soak '$msec $request_time $status "$upstream_addr" "$upstream_status" $request_method $request_uri';
  access_log ${dir}/access.log soak;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams}
  }
  server {
    listen 127.0.0.1:${PORT};
    client_max_body_size 12m;
    location / {
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      # A refused connection (a stopped process) goes to the next one; a request already sent is
      # retried only when it is a read (nginx never resends a POST that reached a process).
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
}

function startNginx() {
  const dir = join(work, "nginx");
  mkdirSync(dir, { recursive: true });
  writeNginxConfig(dir);
  // Unprivileged: as root, nginx itself would be root; it runs as nobody here, owning its folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    for (const path of [work, dir]) chownSync(path, 65534, 65534);
  }
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    stdio: ["ignore", "inherit", "inherit"],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  return { child, dir };
}

// ---- Start ---------------------------------------------------------------------------------------

const apps = APP_PORTS.map((port) => startApp(port, 0));
const firstStart = Date.now();
/** Every process's output so far, the replaced ones' too. */
const allApps = [...apps];
const allOutput = () => allApps.map((app) => app.output).join("\n");
const nginx = startNginx();

/** Rewrites nginx's configuration with `down` taken out and reloads it (SIGHUP to its master). */
async function reloadNginx(down) {
  writeNginxConfig(nginx.dir, down);
  nginx.child.kill("SIGHUP");
  // New workers start at once; the old one ends once its requests under way are answered.
  await sleep(1000);
  note(down.length ? `nginx reloaded with ${down.join(", ")} down` : "nginx reloaded with every process in");
}
const base = `http://127.0.0.1:${PORT}`;
let result;
let exitCode = 0;
try {
  // All three at once on the empty database: each migrates and seeds without stepping on the others.
  await Promise.all(apps.map((app) => waitReady(app, 120_000)));
  note(`3 processes ready on ${APP_PORTS.join(", ")} (health check: GET ${readyPath}), nginx on ${PORT}`);
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/`)).status === 200) break;
    } catch {}
    await sleep(100);
  }
  result = await soak();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  nginx.child.kill("SIGQUIT");
  await Promise.all(
    apps.map((app) => {
      if (app.exited) return undefined;
      app.child.kill("SIGTERM");
      return app.exit;
    }),
  );
  sink.close();
  await sql.end();
  await database.drop();
  if (result) printTable(result);
  if (exitCode === 0) rmSync(work, { recursive: true, force: true });
  else console.error(`logs kept in ${work}`);
  process.exit(exitCode);
}

// ---- The soak ------------------------------------------------------------------------------------

async function soak() {
  const member = await demoMember(base);
  const staffCookie = await signInStaff(base);
  if (!staffCookie.includes("=")) throw new Error("the demo staff account could not sign in");
  const form = { origin: base, "content-type": "application/x-www-form-urlencoded" };
  const acknowledged = { mixPhones: [], regionAsks: new Map(), openings: [], survey: 0 };

  // The mix's writes: each region request names a new phone, so each acknowledged one can be looked for.
  const next = mixedRequests(base, member);
  const onAnswer = (spec, status) => {
    if (spec.method !== "POST" || status !== 302) return;
    if (spec.path === "/?index") acknowledged.mixPhones.push(new URLSearchParams(spec.body).get("phone"));
    else acknowledged.survey += 1;
  };

  // A post visitors see on /explore: staff hide it and restore it, and every process is watched.
  const explore = await (await fetch(`${base}/explore`)).text();
  const postId = explore.match(/href="\/post\/([^"?#/]+)"/)?.[1];
  if (!postId) throw new Error("no post on /explore to moderate");
  const moderation = { rounds: [], lastAcknowledged: null };

  /** Staff hide or restore the post (through nginx), then each process's /explore is read until it shows the change. */
  async function moderate(intent) {
    const answer = await fetch(`${base}/admin/dashboard/community`, {
      method: "POST",
      redirect: "manual",
      headers: { ...form, cookie: staffCookie },
      body: new URLSearchParams({ intent, postId }),
    });
    if (answer.status !== 302) return note(`staff ${intent} answered ${answer.status}: not measured`);
    const acknowledgedAt = Date.now();
    moderation.lastAcknowledged = intent;
    const link = `href="/post/${postId}"`;
    const times = await Promise.all(
      apps.map(async (app) => {
        for (;;) {
          if (app.exited) return null;
          try {
            const sent = Date.now();
            const page = await (await fetch(`http://127.0.0.1:${app.port}/explore`)).text();
            if (page.includes(link) === (intent === "restore")) return { ms: Date.now() - acknowledgedAt, sentMs: sent - acknowledgedAt };
          } catch {}
          if (Date.now() - acknowledgedAt > 30_000) return { ms: Number.POSITIVE_INFINITY, sentMs: Number.POSITIVE_INFINITY };
          await sleep(50);
        }
      }),
    );
    moderation.rounds.push({ intent, times });
    note(
      `staff ${intent} of a post: first shown on each process by the ${times.map((t) => (t === null ? "–" : `read at +${(t.sentMs / 1000).toFixed(2)} s, answered +${(t.ms / 1000).toFixed(2)} s`)).join(", ")}`,
    );
  }

  // Staff open a region every two seconds, after three visitors asked for it: three messages queued each time.
  let staffRunning = true;
  let region = 0;
  const staffLoop = (async () => {
    while (staffRunning) {
      const name = `소크 지역 ${++region}`;
      let asked = 0;
      for (let i = 0; i < REQUESTS_PER_REGION; i++) {
        const phone = `0107${String(region).padStart(4, "0")}${String(i).padStart(3, "0")}`;
        try {
          const answer = await fetch(`${base}/?index`, {
            method: "POST",
            redirect: "manual",
            headers: form,
            body: new URLSearchParams({ name, phone }),
          });
          if (answer.status === 302) asked += 1;
        } catch {}
      }
      acknowledged.regionAsks.set(name, asked);
      try {
        const answer = await fetch(`${base}/admin/dashboard/regions`, {
          method: "POST",
          redirect: "manual",
          headers: { ...form, cookie: staffCookie },
          body: new URLSearchParams({ name }),
        });
        if (answer.status === 302) acknowledged.openings.push(name);
      } catch {}
      await sleep(2000);
    }
  })();

  // What happens when, as a share of the soak (counted from the load's start).
  const loadStarted = Date.now();
  const at = (share) => sleep(Math.max(0, loadStarted + share * SECONDS * 1000 - Date.now()));
  const killed = { app: apps[1], at: null, restartedReadyMs: null };
  const terminated = { app: apps[2], at: null, exit: null, restartedReadyMs: null };
  const timeline = (async () => {
    await at(0.1);
    await moderate("hide");
    await at(0.2);
    note(`${await arrangeDueProofs(1)} photobook proofs made due: every process's approval job may take them`);
    await at(0.25);
    await moderate("restore");
    await at(0.4);
    killed.at = Date.now();
    killed.app.child.kill("SIGKILL");
    killed.exitAt = (await killed.app.exit).at;
    note(`SIGKILL to the process on ${killed.app.port}`);
    const again = startApp(killed.app.port, 1);
    apps[1] = again;
    allApps.push(again);
    killed.restartedReadyMs = await waitReady(again);
    note(`the process on ${again.port} started again: ready after ${(killed.restartedReadyMs / 1000).toFixed(1)} s`);
    await at(0.55);
    await moderate("hide");
    note(`${await arrangeDueProofs(2)} more photobook proofs made due`);
    await at(0.7);
    // A deploy as the README says it: out of the balancer first (marked `down`, nginx reloaded: its
    // old worker finishes what it has), then SIGTERM; the replacement goes back in once ready.
    await reloadNginx([terminated.app.port]);
    terminated.at = Date.now();
    terminated.app.child.kill("SIGTERM");
    terminated.exit = await terminated.app.exit;
    note(
      `SIGTERM to the process on ${terminated.app.port}: exited ${terminated.exit.signal ?? `with ${terminated.exit.code}`} after ${((terminated.exit.at - terminated.at) / 1000).toFixed(2)} s`,
    );
    const replaced = startApp(terminated.app.port, 1);
    apps[2] = replaced;
    allApps.push(replaced);
    terminated.restartedReadyMs = await waitReady(replaced);
    await reloadNginx([]);
    note(`the process on ${replaced.port} started again: ready after ${(terminated.restartedReadyMs / 1000).toFixed(1)} s`);
    await at(0.85);
    await moderate("restore");
  })();

  note(`load: ${RATE} requests/s for ${SECONDS} s through nginx (the bench's mix), staff opening a region every 2 s`);
  const load = await fixedRate({ base, rate: RATE, seconds: SECONDS, next, onAnswer });
  await timeline;
  staffRunning = false;
  await staffLoop;
  note("load over; waiting for the outbox to empty");
  const outbox = await settleOutbox();
  const loadStartedAt = (loadStarted - started) / 1000;
  return {
    load,
    loadStartedAt,
    acknowledged,
    moderation,
    killed,
    terminated,
    outbox,
    checks: await check(acknowledged, moderation, postId),
  };
}

/**
 * Twenty photobook proofs due for approval by silence (a week past), as the approval job finds them:
 * copies of the demo's photobook without its order (the order is unique to one book), round `round`.
 */
async function arrangeDueProofs(round) {
  const due = "2000-01-01T00:00:00.000Z";
  const rows = await query(
    `insert into photobooks (id, user_id, order_id, travel_order_id, status, created_at, updated_at, proof_round, proof_sent_at, proof_due_at)
     select 'soak-proof-' || $1::text || '-' || g, p.user_id, null, p.travel_order_id, 'proof', $2, $2, 1, $2, $2
       from (select * from photobooks order by id limit 1) p, generate_series(1, 20) g
     returning id`,
    [round, due],
  );
  return rows.length;
}

/** Waits until nothing is queued and the stand-in has received nothing new for three seconds (at most a minute). */
async function settleOutbox() {
  const until = Date.now() + 60_000;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < until) {
    const [{ waiting }] = await query("select count(*)::int as waiting from outbox_messages where status = 'queued'");
    if (received.length !== seen) {
      seen = received.length;
      quietSince = Date.now();
    }
    if (waiting === 0 && Date.now() - quietSince > 3000) break;
    await sleep(500);
  }
  return Object.fromEntries(
    (await query("select status, count(*)::int as n from outbox_messages group by status")).map((r) => [r.status, r.n]),
  );
}

async function check(acknowledged, moderation, postId) {
  // Acknowledged writes: each looked for in the database.
  const lost = [];
  const mixPhones = new Set((await query("select phone from region_requests where name = $1", [MIX_REGION])).map((row) => row.phone));
  for (const phone of acknowledged.mixPhones) if (!mixPhones.has(phone)) lost.push(`region request ${phone}`);
  const askedRows = new Map(
    (await query("select name, count(*)::int as n from region_requests where name like '소크 지역 %' group by name")).map((r) => [
      r.name,
      r.n,
    ]),
  );
  for (const [name, asked] of acknowledged.regionAsks) if ((askedRows.get(name) ?? 0) < asked) lost.push(`requests for ${name}`);
  const opened = new Set((await query("select name from region_openings")).map((row) => row.name));
  for (const name of acknowledged.openings) if (!opened.has(name)) lost.push(`opening of ${name}`);
  const [post] = await query("select hidden_at from community_posts where id = $1", [postId]);
  if (moderation.lastAcknowledged && (post.hidden_at !== null) !== (moderation.lastAcknowledged === "hide"))
    lost.push("the post's moderation");
  const writesChecked =
    acknowledged.mixPhones.length +
    [...acknowledged.regionAsks.values()].reduce((sum, n) => sum + n, 0) +
    acknowledged.openings.length +
    moderation.rounds.length;

  // Messages: every text the stand-in received, by recipient and words; more than one is a message sent twice.
  const sends = new Map();
  for (const message of received)
    sends.set(`${message.recipient}\n${message.body}`, (sends.get(`${message.recipient}\n${message.body}`) ?? 0) + 1);
  const sentTwice = [...sends.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  // A claim the killed process held mid-send stays 'sending' (marked interrupted after ten minutes, never
  // sent again): whether the provider had its text by then.
  const claimed = await query("select recipient, body from outbox_messages where status = 'sending'");
  const claimedReceived = claimed.filter((row) => sends.has(`${row.recipient}\n${row.body}`)).length;
  const regionMessages = received.filter((message) => message.body.includes("소크 지역 ")).length;
  const expectedRegionMessages = acknowledged.openings.reduce((sum, name) => sum + (acknowledged.regionAsks.get(name) ?? 0), 0);

  // Jobs: the approvals by silence each photobook got (more than one is a job that ran twice on it),
  // and, where the processes keep them, the job leases' run counts against one run per interval.
  const approvals = await query(
    `select photobook_id, count(*)::int as n from photobook_status_history
      where actor = 'system' and from_status = 'proof' group by photobook_id`,
  );
  const approvedTwice = approvals.filter((row) => row.n > 1).length;
  const [{ waiting: proofsLeft }] = await query(
    "select count(*)::int as waiting from photobooks where status = 'proof' and proof_due_at < $1",
    [new Date().toISOString()],
  );
  // Job leases (where the processes keep them): each job's runs across every process, against one run
  // an interval since the first process started (the healing jobs every minute, the outbox every 2 s).
  let leases = null;
  if (await tableExists("job_leases")) {
    const span = Date.now() - firstStart;
    leases = (await query("select name, runs from job_leases order by name")).map((row) => {
      const everyMs =
        row.name === "deliver-outbox"
          ? Number(appEnv.OUTBOX_INTERVAL_SECONDS) * 1000
          : Number(appEnv.PENDING_PAYMENT_CHECK_MINUTES) * 60_000;
      const allowed = Math.floor(span / everyMs) + 1;
      return { name: row.name, runs: Number(row.runs), allowed, over: Math.max(0, Number(row.runs) - allowed) };
    });
  }
  const pastLease = allOutput().match(/ran past its lease/g)?.length ?? 0;
  return {
    lost,
    writesChecked,
    received: received.length,
    sentTwice,
    claimed: claimed.length,
    claimedReceived,
    regionMessages,
    expectedRegionMessages,
    approvals: approvals.length,
    approvedTwice,
    proofsLeft,
    leases,
    pastLease,
  };
}

// ---- The table -----------------------------------------------------------------------------------

/** nginx's access log: the answers that were errors, and which of them a killed process had in flight. */
function nginxErrors(killed, terminated) {
  const path = join(nginx.dir, "access.log");
  if (!existsSync(path)) return { errors: [], inFlight: 0 };
  const errors = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = line.match(/^(\d+\.\d+) (\d+\.\d+) (\d+) "([^"]*)" "([^"]*)" (\S+) (\S+)/);
    if (!match) continue;
    const status = Number(match[3]);
    if (status < 400) continue;
    const end = Number(match[1]) * 1000;
    const start = end - Number(match[2]) * 1000;
    errors.push({ status, start, end, upstream: match[4], method: match[6], path: match[7] });
  }
  const killedAddress = `127.0.0.1:${killed.app.port}`;
  const stoppedAddress = `127.0.0.1:${terminated.app.port}`;
  const cause = (e) => {
    // Handed to the killed process before it was gone (the signal sent, its exit seen), answered after the signal.
    const gone = killed.exitAt ?? killed.at;
    if (killed.at && e.start <= gone + 50 && e.end >= killed.at - 50 && e.upstream.includes(killedAddress)) return "killed";
    if (
      terminated.at &&
      e.end >= terminated.at &&
      e.start <= (terminated.exit?.at ?? terminated.at) + 1000 &&
      e.upstream.includes(stoppedAddress)
    )
      return "stopping";
    return "other";
  };
  for (const e of errors) e.cause = cause(e);
  // Why nginx gave up on a process, as its error log says (refused, reset, closed early…).
  const reasons = {};
  const errorLog = join(nginx.dir, "error.log");
  if (existsSync(errorLog))
    for (const line of readFileSync(errorLog, "utf8").split("\n")) {
      const reason = line.match(/\[error\] \d+#\d+: \*\d+ (.+?)(?: while |, client)/)?.[1];
      if (reason) reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
  return { errors, reasons };
}

function printTable({ load, loadStartedAt, moderation, killed, terminated, outbox, checks }) {
  const ms = (value) => `${Math.round(value)} ms`;
  const errorsOf = (r) =>
    r.errors
      ? `${r.errors} (${Object.entries(r.failures)
          .map(([status, count]) => `${status}: ${count}`)
          .join(", ")})`
      : "0";
  const balancer = nginxErrors(killed, terminated);
  const count = (cause) => balancer.errors.filter((e) => e.cause === cause).length;
  const rounds = moderation.rounds.flatMap((round) => round.times.filter((t) => t !== null));
  const slowest = rounds.length ? Math.max(...rounds.map((t) => t.ms)) : NaN;
  const latestSent = rounds.length ? Math.max(...rounds.map((t) => t.sentMs)) : NaN;
  const kinds = Object.entries(load.byKind)
    .map(([kind, r]) => `${kind}: ${errorsOf(r)}`)
    .join("; ");
  const p99s = Object.entries(load.byKind)
    .map(([kind, r]) => `${kind} ${ms(r.p99)}`)
    .join(", ");
  const leases = checks.leases
    ? `runs in job_leases (at most one an interval): ${checks.leases.map((row) => `${row.name} ${row.runs}/${row.allowed}`).join(", ")}; "ran past its lease" ${checks.pastLease}×`
    : "no job_leases table (each process runs its own timers)";
  const jobsTwice = checks.approvedTwice + (checks.leases ?? []).reduce((sum, row) => sum + row.over, 0) + checks.pastLease;
  const rows = [
    ["requests (mixed load through nginx)", `${load.requests} at ${RATE}/s for ${SECONDS} s, plus staff and visitors' region requests`],
    [
      "machine",
      `${cpus().length} cores; load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end (other work included)`,
    ],
    [
      "errors by kind (not 2xx/3xx)",
      `${errorsOf(load)} — ${kinds}${
        load.errors
          ? `; at ${load.samples
              .filter((row) => !row[2])
              .slice(0, 8)
              .map((row) => `${(loadStartedAt + row[3] / 1000).toFixed(1)} s (${row[0]} ${row[4]})`)
              .join(", ")} on the events' clock`
          : ""
      }`,
    ],
    [
      "errors nginx answered (all clients), by cause",
      `${balancer.errors.length}: ${count("killed")} requests the SIGKILLed process had been handed, ${count("stopping")} sent to the SIGTERMed process while it stopped, ${count("other")} others${
        count("other")
          ? ` (${balancer.errors
              .filter((e) => e.cause === "other")
              .slice(0, 4)
              .map((e) => `${e.status} ${e.method} ${e.path.slice(0, 30)} via ${e.upstream}`)
              .join("; ")})`
          : ""
      }; nginx's reasons: ${
        Object.entries(balancer.reasons)
          .map(([reason, n]) => `${reason} ×${n}`)
          .join("; ") || "none"
      }`,
    ],
    ["p50 / p99 / max", `${ms(load.p50)} / ${ms(load.p99)} / ${ms(load.max)} (p99: ${p99s})`],
    [
      "acknowledged writes lost",
      `${checks.lost.length} of ${checks.writesChecked} checked in the database${checks.lost.length ? ` (${checks.lost.slice(0, 5).join(", ")})` : ""}`,
    ],
    [
      "messages sent twice",
      `${checks.sentTwice} of ${checks.received} texts the provider received; region openings: ${checks.regionMessages} received of ${checks.expectedRegionMessages} queued; outbox: ${Object.entries(
        outbox,
      )
        .map(([status, n]) => `${status} ${n}`)
        .join(
          ", ",
        )}${checks.claimed ? ` (${checks.claimed} left mid-send by the killed process, ${checks.claimedReceived} of them received by the provider; never sent again)` : ""}`,
    ],
    [
      "jobs run twice",
      `${jobsTwice} (approval by silence: ${checks.approvals} photobooks approved, ${checks.approvedTwice} of them more than once, ${checks.proofsLeft} due proofs left); ${leases}`,
    ],
    [
      "staff change seen on every process",
      `${(latestSent / 1000).toFixed(2)} s at most over ${moderation.rounds.length} changes (the latest a read that first showed it was sent, after the staff answer; its answer came by ${(slowest / 1000).toFixed(2)} s); bound: ${SHARED_PAGE_SECONDS} s (the shared render's life) after the last render begun before the change`,
    ],
    ["SIGKILL, then a new process", `ready ${((killed.restartedReadyMs ?? NaN) / 1000).toFixed(1)} s after its start`],
    [
      "SIGTERM (a deploy)",
      terminated.exit
        ? `exited ${terminated.exit.signal ?? `with code ${terminated.exit.code}`} ${((terminated.exit.at - terminated.at) / 1000).toFixed(2)} s later; its replacement ready in ${((terminated.restartedReadyMs ?? NaN) / 1000).toFixed(1)} s`
        : "not reached",
    ],
  ];
  console.log("\n## Soak: 3 processes behind nginx, one PostgreSQL\n");
  console.log("| measure | result |\n|---|---|");
  for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
  console.log(`\nEvents:\n${events.map((line) => `- ${line}`).join("\n")}`);
}
