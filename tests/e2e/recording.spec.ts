// The session recorder in a real browser (docs/decisions/0059-session-recorder.md): a recording
// ended by a new document, a reload or a closed tab is complete, every chunk of it stored, with the
// visitor's typing in it masked; typing before the recorder came is in it too; a member's name is
// blocked and the member comes from the server's session; nothing is fetched or sent on the paths
// never recorded, in a session drawn out of the sample, or under Global Privacy Control; static pages
// still carry no script. The chunks are read where the server stored them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { arrangeMember, db, randomKoreanName, signInAs, signInStaff } from "./arrange";
import { expect, test, uniquePhone } from "./fixtures";
import { keptLive } from "./kept";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the recorder needs JavaScript");

// The headless browser names itself HeadlessChrome, which isbot takes for a bot: these visitors are a
// phone's Chrome, by the context's user agent alone. The page's own requests carry it; the beacons
// sent as the page goes carry the browser's own name, and are stored all the same (the first chunk
// decided the recording is a visit).
const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
test.use({ userAgent: PHONE_CHROME });

const RECORDER_CHUNK = /\/build\/_shared\/recorder-[^/]+\.js$/;

/** The tab's analytics session id (session storage), which the recorder's rows carry. */
function sessionIdOf(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem("ft.sid") ?? "");
}

/** The session's recording, once the server has it complete (its final chunk arrived). */
async function completeRecording(sessionId: string) {
  await expect
    .poll(
      async () =>
        (await db.selectFrom("session_recordings").select("is_complete").where("session_id", "=", sessionId).execute()).some(
          (row) => Number(row.is_complete) === 1,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  return db
    .selectFrom("session_recordings")
    .selectAll()
    .where("session_id", "=", sessionId)
    .where("is_complete", "=", 1)
    .executeTakeFirstOrThrow();
}

/** Every stored chunk of a recording, as the JSON text the browser recorded. */
function storedChunks(recordingId: string): string[] {
  const folder = join(process.env.STORAGE_DIR!, "rec", recordingId);
  return readdirSync(folder)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(folder, name));
      return name.endsWith(".gz") ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
    });
}

/** The requests for the recorder's script and its uploads, from here on. */
function watchRecorder(page: Page): { script: string[]; chunks: string[] } {
  const seen = { script: [] as string[], chunks: [] as string[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (RECORDER_CHUNK.test(url.pathname)) seen.script.push(url.pathname);
    if (url.pathname === "/api/recordings") seen.chunks.push(url.pathname);
  });
  return seen;
}

/** Past the point where the loader would have fetched the recorder: the page's idle callback, twice over. */
async function pastIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 1500)))),
  );
}

/** The session's recordings the server has started (its first chunk arrived), first first. */
function recordingsOf(sessionId: string) {
  return db.selectFrom("session_recordings").selectAll().where("session_id", "=", sessionId).orderBy("start_time").execute();
}

/** Every chunk of the recording is stored, none missing between the first and the last. */
async function expectNoChunkMissing(recordingId: string): Promise<void> {
  const seqs = (
    await db.selectFrom("session_recording_chunks").select("seq").where("recording_id", "=", recordingId).orderBy("seq").execute()
  ).map((row) => Number(row.seq));
  expect(seqs).toEqual(seqs.map((_, index) => index));
  expect(storedChunks(recordingId)).toHaveLength(seqs.length);
}

/** The recording's events, in order, from the stored chunks. */
function storedEvents(recordingId: string): { type: number; data?: { source?: number; text?: string; tag?: string } }[] {
  return storedChunks(recordingId).flatMap((text) => JSON.parse(text).events);
}

for (const [ending, leave] of [
  ["a new document", (page: Page) => page.goto("/product/default")],
  ["a reload", (page: Page) => page.reload()],
  ["the tab closed", (page: Page) => page.close()],
] as const) {
  test(`a visitor's typing is in the recording, masked, and nothing is lost when ${ending} ends the page`, async ({ page, visit }) => {
    const phone = uniquePhone();
    await visit("/");
    await keptLive(page, "landing-region");
    const sessionId = await sessionIdOf(page);
    // The recorder has sent its first chunk (the recording is the server's to complete).
    await expect.poll(async () => (await recordingsOf(sessionId)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const phoneField = page.locator("#region-request-form").getByLabel("연락처", { exact: true });
    await phoneField.pressSequentially(phone);
    await expect(phoneField).toHaveValue(/\d{3}-?\d{4}-?\d{4}/);
    await leave(page);

    const recording = await completeRecording(sessionId);
    expect(recording).toMatchObject({ url: "/", user_id: null });
    await expectNoChunkMissing(recording.id);
    const events = storedEvents(recording.id);
    expect(Number(recording.total_events)).toBe(events.length);
    const text = storedChunks(recording.id).join("\n");
    // The page is there (its text), the typing is there (masked input events), the number is not.
    // (Booleans, so a failure does not print the whole recording.)
    expect(text.includes("오픈 알림 신청하기"), "the page's text").toBe(true);
    expect(
      events.some((event) => event.type === 3 && event.data?.source === 5 && /^\*{11,}$/.test(event.data.text ?? "")),
      "the whole number typed, masked",
    ).toBe(true);
    for (const form of [phone, phone.slice(3), `${phone.slice(3, 7)}-${phone.slice(7)}`]) expect(text.includes(form), form).toBe(false);
  });
}

test("typing before the recorder came is in the recording, masked", async ({ page, visit }) => {
  // The recorder's script is held back until the visitor has typed.
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(RECORDER_CHUNK, async (route) => {
    await typed;
    await route.continue();
  });
  const seen = watchRecorder(page);
  await visit("/");
  await keptLive(page, "landing-region");
  const phoneField = page.locator("#region-request-form").getByLabel("연락처", { exact: true });
  await phoneField.pressSequentially(uniquePhone());
  expect(seen.chunks, "nothing was recorded yet").toEqual([]);
  release();
  const sessionId = await sessionIdOf(page);
  await expect.poll(async () => (await recordingsOf(sessionId)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto("/about");

  const recording = await completeRecording(sessionId);
  const events = storedEvents(recording.id);
  expect(events.some((event) => event.type === 5 && event.data?.tag === "early-input")).toBe(true);
  expect(events.some((event) => event.type === 3 && event.data?.source === 5 && /^\*{11,}$/.test(event.data.text ?? ""))).toBe(true);
});

test("a session drawn out of the sample loads no recorder and keeps no input", async ({ page, visit }) => {
  await page.addInitScript(() => sessionStorage.setItem("ft.rec", "0"));
  const seen = watchRecorder(page);
  const loaders: string[] = [];
  page.on(
    "request",
    (request) => /\/build\/_shared\/loader-[^/]+\.js$/.test(new URL(request.url()).pathname) && loaders.push(request.url()),
  );
  await visit("/");
  await page.locator("#region-request-form").getByLabel("연락처", { exact: true }).pressSequentially(uniquePhone());
  await pastIdle(page);
  expect(seen).toEqual({ script: [], chunks: [] });
  expect(loaders, "not even the recorder's loader").toEqual([]);
  expect(await page.evaluate(() => "__ftEarly" in window)).toBe(false);
  // The same page in a sampled session: the recorder comes (so the checks above could have failed).
  await page.evaluate(() => sessionStorage.removeItem("ft.rec"));
  await page.addInitScript(() => sessionStorage.setItem("ft.rec", "1"));
  await visit("/explore");
  await expect.poll(() => seen.script.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(loaders.length).toBeGreaterThan(0);
});

test("a member's name is blocked, and the recording is the member's by the server's session", async ({ page, visit }) => {
  const name = randomKoreanName();
  const userId = await arrangeMember({ name, phone: uniquePhone() });
  await signInAs(page, userId);
  const seen = watchRecorder(page);
  await visit("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect.poll(() => seen.chunks.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const sessionId = await sessionIdOf(page);
  await page.goto("/about");

  const recording = await completeRecording(sessionId);
  expect(recording.user_id).toBe(userId);
  const text = storedChunks(recording.id).join("\n");
  expect(text.includes("모든 활동"), "the page's text").toBe(true);
  expect(text.includes(name), "the member's name").toBe(false);
});

test("nothing is recorded on a payment page or in the back office, until a recorded page", async ({ page, visit }) => {
  const seen = watchRecorder(page);
  await visit("/payment/fail");
  await pastIdle(page);
  expect(seen).toEqual({ script: [], chunks: [] });

  await signInStaff(page);
  await visit("/admin/dashboard");
  await pastIdle(page);
  expect(seen).toEqual({ script: [], chunks: [] });

  // The same browser on a recorded page: the recorder comes (so the checks above could have failed).
  await visit("/explore");
  await expect.poll(() => seen.script.length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test("the feed's first snapshot reads no scroll offset inside a closed review tab (one layout each, decision 59)", async ({
  page,
  visit,
}) => {
  // The recorder's reads of scrollLeft (its frames in the stack: Playwright's own trace snapshots read
  // it too), inside a closed <details>'s content (laid out only when asked) or elsewhere.
  await page.addInitScript(() => {
    const reads = { hidden: 0, shown: 0 };
    (window as unknown as { scrollReads: typeof reads }).scrollReads = reads;
    const own = Object.getOwnPropertyDescriptor(Element.prototype, "scrollLeft")!;
    Object.defineProperty(Element.prototype, "scrollLeft", {
      ...own,
      get(this: Element) {
        if (/\/recorder-[^/]+\.js/.test(String(new Error().stack))) {
          if (this.closest("details:not([open]) > :not(summary)")) reads.hidden++;
          else reads.shown++;
        }
        return own.get!.call(this);
      },
    });
  });
  const seen = watchRecorder(page);
  await visit("/explore");
  await expect(page.locator("details:not([open])").first()).toBeAttached();
  await expect.poll(() => seen.chunks.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const reads = await page.evaluate(() => (window as unknown as { scrollReads: { hidden: number; shown: number } }).scrollReads);
  // The snapshot read the shown elements (so the count could have failed), none of the hidden ones.
  expect(reads.shown).toBeGreaterThan(100);
  expect(reads.hidden).toBe(0);

  // On to a post in the app: its page replaces the description and preview tags, which the recorder
  // now records, so it places every new node of the head (it warned on each navigation before).
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.locator("article h2 a").first().click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await pastIdle(page);
  expect(warnings.filter((text) => text.includes("Couldn't record new node"))).toEqual([]);
});

test("nothing is recorded under Global Privacy Control", async ({ page, visit }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { get: () => true }));
  const seen = watchRecorder(page);
  await visit("/");
  await pastIdle(page);
  expect(seen).toEqual({ script: [], chunks: [] });
});

test("static pages still carry no script", async ({ page }) => {
  for (const path of ["/about", "/privacy", "/terms"]) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<script[^>]*type="module"|rel="modulepreload"/i);
    expect(html).not.toContain("data-recording");
  }
});
