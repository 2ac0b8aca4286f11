// What a customer page's visitor downloads as script in the page's first 10 s, in a real browser
// (Debian's Chromium, as the end-to-end tests drive it, at a phone's size): the page's own files, what
// it fetches once idle (the tracker, the recorder's loader, the recorder in a recorded session) and
// the inline code the server puts in its head (the early-input script, decision 59). Once for a
// session drawn out of the recording sample and once for a recorded one; beside the bare Remix page.
// Then the recorder's main-thread time on /explore with the CPU slowed 4 times (a mid-range phone, as
// Lighthouse's mobile preset): the CPU profile's samples with the recorder's code on their stack.
// Prints tables; asserts nothing. Only scripts/bench.mjs imports this module.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { demoSession } from "./mixed.mjs";

const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";
const WINDOW_MS = 10_000;
// A phone's Chrome: the headless browser's own name is a crawler's to the server (no recording).
const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOALS = { "/": [95, 125], "/product/default": [95, 125], "/explore": [95, 125] };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Script a page loads in its first WINDOW_MS: external files (gzip, each once) and inline code (gzip). */
async function firstSeconds(browser, url, { sampled, cookies = [] }) {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  // The sample is drawn once a session: this one is drawn in advance.
  await context.addInitScript((drawn) => sessionStorage.setItem("ft.rec", drawn), sampled ? "1" : "0");
  const page = await context.newPage();
  const responses = [];
  const started = Date.now();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && Date.now() - started <= WINDOW_MS) responses.push(response);
  });
  await page.goto(url);
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
  const seen = new Set();
  let files = 0;
  let gzip = 0;
  for (const response of responses) {
    if (seen.has(response.url())) continue;
    seen.add(response.url());
    files += 1;
    gzip += gzipSync(await response.body()).length;
  }
  // Inline code, not data: Remix's context (the loader data) is the page's data, counted with its HTML.
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && !script.textContent.includes("__remixContext"))
      .map((script) => script.textContent),
  );
  const gzipOfTexts = (texts) => texts.filter(Boolean).reduce((sum, text) => sum + gzipSync(text).length, 0);
  const recorder = [...seen].some((address) => /\/recorder-[A-Z0-9]+\.js$/.test(address));
  await context.close();
  return {
    files,
    gzip,
    inlineGzip: gzipOfTexts(inline),
    // The draw and early-input script (app/utils/recorder/early.ts); the rest of the inline code is Remix's own.
    earlyGzip: gzipOfTexts(inline.filter((text) => text.includes("ft.rec"))),
    recorder,
  };
}

/** Main-thread time with the recorder's code on the stack, on a recorded visit to `url`, CPU slowed 4×. */
async function recorderMainThread(browser, url) {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => sessionStorage.setItem("ft.rec", "1"));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url);
  await page.waitForTimeout(WINDOW_MS * 1.5);
  const { profile } = await cdp.send("Profiler.stop");
  await context.close();
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inRecorder = new Map();
  const holds = (id) => {
    if (inRecorder.has(id)) return inRecorder.get(id);
    const node = byId.get(id);
    const answer = /\/recorder-[A-Z0-9]+\.js$/.test(node.callFrame.url) || (parent.has(id) && holds(parent.get(id)));
    inRecorder.set(id, answer);
    return answer;
  };
  let micros = 0;
  profile.samples.forEach((id, index) => {
    if (holds(id)) micros += profile.timeDeltas[index + 1] ?? 0;
  });
  return micros / 1000;
}

/** The tables: each customer page's first 10 s of script, unsampled and recorded; the recorder's main-thread time. */
export async function firstSecondsTables(base, bareBase) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const { cookie, dashboard } = await demoSession(base);
    const planId = dashboard.match(/\/travel\/plan\/([A-Za-z0-9_-]+)/)?.[1];
    const { hostname } = new URL(base);
    const cookies = cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/" };
      });
    const pages = [
      ["/", "/"],
      ["/product/default", "/product/default"],
      ["/explore", "/explore"],
      ["/dashboard (member)", "/dashboard", cookies],
      ["/travel/plan/{plan} (member)", `/travel/plan/${planId}`, cookies],
    ];
    console.log(`\n## Script in a page's first 10 s (gzip; Chromium at 390 px, a phone's user agent)\n`);
    console.log("Every script file the page fetched in its first 10 s (each once: its own, the tracker, the recorder's");
    console.log("loader and, in a recorded session, the recorder); beside it, the inline code in the page (Remix's own");
    console.log("and the head's draw and early-input script, decision 59), which the HTML carries. The default share");
    console.log("of recorded sessions in production is a tenth: the unsampled column is most visitors'.\n");
    console.log(
      "| page | files, unsampled | script files, unsampled | files, recorded | script files, recorded | inline code (of it the early-input script) | goal (unsampled / recorded) |",
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const [label, path, pageCookies] of pages) {
      const off = await firstSeconds(browser, `${base}${path}`, { sampled: false, cookies: pageCookies });
      const on = await firstSeconds(browser, `${base}${path}`, { sampled: true, cookies: pageCookies });
      const goal = GOALS[path];
      console.log(
        `| ${label} | ${off.files} | ${kb(off.gzip)} | ${on.files}${on.recorder ? "" : " (no recorder)"} | ${kb(on.gzip)} | ${kb(on.inlineGzip)} (${kb(on.earlyGzip)}) | ${goal ? `≤ ${goal[0]} / ≤ ${goal[1]} KiB` : "–"} |`,
      );
    }
    const bare = await firstSeconds(browser, `${bareBase}/`, { sampled: false });
    console.log(`| bare Remix page | ${bare.files} | ${kb(bare.gzip)} | – | – | ${kb(bare.inlineGzip)} (–) | – |`);

    const runs = [];
    for (let run = 0; run < 3; run++) runs.push(await recorderMainThread(browser, `${base}/explore`));
    runs.sort((a, b) => a - b);
    console.log(
      `\nThe recorder's main-thread time on /explore, CPU slowed 4× (its code on the stack, ${(WINDOW_MS * 1.5) / 1000} s from navigation; three runs): ${runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(", ")} (median ${(runs[1] / 1000).toFixed(2)} s).`,
    );
  } finally {
    await browser.close();
  }
}
