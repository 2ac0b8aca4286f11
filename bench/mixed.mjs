// The mixed scenario of `npm run bench`: public pages, the review-test member's pages and writes at a
// fixed request rate, on SQLite and on PostgreSQL, beside the bare Remix page at the same rate.
import { readFileSync } from "node:fs";
import pg from "pg";
import { fixedRate } from "./fixed-rate.mjs";

/**
 * The app as the bench runs it: as `npm start` runs it (its Node flags too: the heap cap, decision 66),
 * in demo mode (sandboxes, demo data), limits out of the load's way.
 */
export const APP_ARGS = [...JSON.parse(readFileSync("package.json", "utf8")).scripts.start.split(/\s+/).slice(1), "--demo"];
export const APP_ENV = {
  NODE_ENV: "production",
  DEMO_MODE: "true",
  DEMO_DATA: "true",
  WRITE_LIMIT_PER_ADDRESS: "1000000",
  WRITE_LIMIT_PER_MEMBER: "1000000",
  REGION_REQUEST_LIMIT: "1000000",
  SIGN_IN_LIMIT: "1000000",
  ANALYTICS_LIMIT_PER_SESSION: "1000000",
  ANALYTICS_LIMIT_PER_ADDRESS: "1000000",
};

const PUBLIC_PAGES = ["/", "/product/default?productType=custom&tripDuration=day", "/auth", "/faq"];

/** The cookies a sign-in answer sets, as a Cookie header. */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The demo staff account's session cookie (seeded in the demo; id and password as the README prints them). */
export async function signInStaff(base) {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ loginId: "staff", password: "family-trip-staff" }),
  });
  return cookieOf(response);
}

/** The review-test member signed in (demo login): the session cookie and the dashboard's HTML. */
export async function demoSession(base) {
  const response = await fetch(`${base}/auth/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  const cookie = cookieOf(response);
  const dashboard = await (await fetch(`${base}/dashboard`, { headers: { cookie } })).text();
  return { cookie, dashboard };
}

/** The review-test member's session cookie and open trip (demo login), for the member's requests. */
export async function demoMember(base) {
  const { cookie, dashboard } = await demoSession(base);
  const orderId = dashboard.match(/\/survey\?orderId=([A-Za-z0-9_]+)/)?.[1];
  if (!cookie || !orderId) throw new Error(`the demo member could not sign in at ${base}`);
  return { cookie, orderId };
}

/**
 * Request i of the mix, in rounds of ten: five public pages, three of the member's pages (dashboard,
 * survey intro, a survey question) and two writes (a region request with a new phone number each
 * time, and the member's answer to a survey question). Every one should answer 2xx or 3xx.
 */
export function mixedRequests(base, { cookie, orderId }) {
  const memberPages = ["/dashboard", `/survey?orderId=${orderId}`, `/survey/4?orderId=${orderId}`];
  const form = { origin: base, "content-type": "application/x-www-form-urlencoded" };
  return (i) => {
    const slot = i % 10;
    const round = Math.floor(i / 10);
    if (slot < 5) return { kind: "pages", path: PUBLIC_PAGES[(round + slot) % PUBLIC_PAGES.length] };
    if (slot < 8) return { kind: "member pages", path: memberPages[(round + slot) % memberPages.length], headers: { cookie } };
    if (slot === 8) {
      const phone = `010${String(i).padStart(8, "0").slice(-8)}`;
      return {
        kind: "writes",
        method: "POST",
        path: "/?index",
        headers: form,
        body: new URLSearchParams({ name: "서울특별시 강남구", phone }).toString(),
      };
    }
    return {
      kind: "writes",
      method: "POST",
      path: `/survey/4?orderId=${orderId}`,
      headers: { ...form, cookie },
      body: "intent=next&answer=car",
    };
  };
}

/** CPU seconds used so far by a process (all its threads), and by the whole machine (busy, total). */
function cpuNow(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const machine = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = machine.reduce((a, b) => a + b, 0);
  // Clock ticks are 1/100 s on Linux.
  return {
    process: (Number(fields[11]) + Number(fields[12])) / 100,
    machineBusy: (total - machine[3] - machine[4]) / 100,
    machineTotal: total / 100,
  };
}

/**
 * Runs `next` at `rate` requests/s against `base`, and says how the server at `pid` and the machine
 * were busy meanwhile: from the end of the warm-up, as the latencies are counted. (Counted from the
 * start, a server started just before, as the PostgreSQL one is, was charged its first seconds of
 * compiling its code, which a server that has run a while no longer pays.)
 */
export async function measureAtRate({ base, pid, rate, seconds, warmupSeconds, next }) {
  let before = cpuNow(pid);
  let started = performance.now();
  const onCounting = () => {
    before = cpuNow(pid);
    started = performance.now();
  };
  const result = await fixedRate({ base, rate, seconds, warmupSeconds, next, onCounting });
  const wall = (performance.now() - started) / 1000;
  const after = cpuNow(pid);
  return {
    ...result,
    serverCpu: (after.process - before.process) / wall,
    machineCpu: (after.machineBusy - before.machineBusy) / (after.machineTotal - before.machineTotal),
  };
}

/** A throwaway PostgreSQL database next to `adminUrl`'s, or the reason there is none. */
export async function createPostgresDatabase(adminUrl) {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    return { error: error.message || String(error) };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const percent = (value) => `${Math.round(value * 100)} %`;

/** The kinds of request in the mix, in the order the table shows them. */
const KINDS = ["pages", "member pages", "writes"];

/** "0", or how many failed and how (status codes, network errors). */
function errorsOf(result) {
  if (!result.errors) return "0";
  return `${result.errors} (${Object.entries(result.failures)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ")})`;
}

/** Table rows for one target: the whole mix, then each kind of request in it. */
export function resultRows(label, result) {
  const rows = [
    `| ${label} | ${result.requests} | ${ms(result.p50)} | ${ms(result.p99)} | ${ms(result.max)} | ${errorsOf(result)} | ${percent(result.serverCpu)} | ${percent(result.machineCpu)} |`,
  ];
  const kinds = Object.entries(result.byKind).sort(([a], [b]) => KINDS.indexOf(a) - KINDS.indexOf(b));
  if (kinds.length > 1) {
    for (const [kind, r] of kinds)
      rows.push(`| &nbsp;&nbsp;${kind} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${errorsOf(r)} | | |`);
  }
  return rows;
}

export const RESULT_HEADER = [
  "| target | requests | p50 | p99 | max | errors (not 2xx/3xx) | server CPU (one core = 100 %) | machine CPU (all cores = 100 %) |",
  "|---|---|---|---|---|---|---|---|",
];
