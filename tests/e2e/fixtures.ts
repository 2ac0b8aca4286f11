// Shared fixtures for every end-to-end suite. Import `test` and `expect` from here, not from
// @playwright/test:
//
//   jsEnabled    true in the `js` project, false in `nojs` (the project's `javaScriptEnabled`). Use it
//                to skip or branch: `test.skip(!jsEnabled, 'needs the autocomplete')`.
//   visit(path)  page.goto(path); with JavaScript on it then waits until React has hydrated
//                (`html[data-hydrated="true"]`, set by root.tsx), unless the page ships no module
//                script (static pages such as /about never hydrate). Always visit before typing.
//   checkA11y    (page?) => runs axe on the page and fails on 'serious' or 'critical' violations,
//                listing rule ids, help and targets. axe cannot run in a page without JavaScript, so in
//                `nojs` it checks a copy of the page's current markup in a scripting page (no app code).
//   buyTrip      () => the signed-in member buys a day trip in the Toss sandbox; its order id. Without
//                JavaScript the member pays in a scripting tab with the same session (members.ts).
//
// And two plain functions, for they set nothing up: uniquePhone(), an 11-digit mobile number ('010' +
// 8 digits) no other test in the run uses, and fact(card, label), the value a card's <dl> lists under
// the term `label` (결제 금액…). What a flow wrote is read through `db` from arrange.ts: the models' own
// handle on the test server's database.
//
// Every test makes its own data (unique phones, names…): tests run in parallel on one database.
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Locator, type Page, type Response } from "@playwright/test";

export { expect };

export interface E2EFixtures {
  jsEnabled: boolean;
  visit: (path: string) => Promise<Response | null>;
  checkA11y: (page?: Page) => Promise<void>;
  buyTrip: () => Promise<string>;
}

interface WorkerFixtures {
  /** A scripting browser context for axe's copies of `nojs` pages (see checkA11y). */
  scriptingContext: BrowserContext;
}

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

export const test = base.extend<E2EFixtures, WorkerFixtures>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },

  visit: async ({ page, jsEnabled }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      if (jsEnabled && (await page.locator("script[type=module]").count()) > 0) {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      }
      return response;
    });
  },

  scriptingContext: [
    async ({ browser }, use, workerInfo) => {
      const { locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ javaScriptEnabled: true, locale, timezoneId });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],

  checkA11y: async ({ page, jsEnabled, scriptingContext }, use) => {
    await use(async (target = page) => {
      // axe runs inside the page (timers, promises), which hangs when scripting is off: there it checks
      // a mirror, the same markup in its current state rendered by a scripting page with no script.
      const mirror = jsEnabled ? null : await mirrorWithoutScripts(scriptingContext, target);
      try {
        const checked = mirror ?? target;
        // resultTypes only trims the passes and incompletes axe reports; violations are complete.
        // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
        // the results of frames, which more than doubles a check (0.65 → 0.3 s on the landing page,
        // 2.1 → 1.0 s on the feed). Our pages have no frames; one that has gets the default.
        const results = await new AxeBuilder({ page: checked })
          .options({ resultTypes: ["violations"] })
          .setLegacyMode(checked.frames().length === 1)
          .analyze();
        const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
        const report = blocking
          .map((v) => {
            const targets = v.nodes.map((n) => `    - ${n.target.join(" ")}`).join("\n");
            return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}`;
          })
          .join("\n");
        // The diff shows the report: ids, impact, help and the offending elements.
        expect(report, `axe: serious or critical violations on ${target.url()}`).toBe("");
      } finally {
        await mirror?.close();
      }
    });
  },

  buyTrip: async ({ page, browser, baseURL, jsEnabled, visit }, use) => {
    // Loaded when a test asks for it: members.ts brings the app's models with it (arrange.ts).
    const { buyTripInSandbox } = await import("./members");
    await use(() => buyTripInSandbox(page, { browser, baseURL, jsEnabled, visit }));
  },
});

// Per worker process: with the worker index it makes a number unique within a run. Playwright loads
// this module once per worker, so the count holds; vitest loads modules afresh for every file, which is
// why tests/support/unique.ts draws its numbers at random instead.
let phoneCounter = 0;

/** An 11-digit mobile number no other test in the run uses; call it inside a test (it reads the worker's index). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const worker = String(test.info().workerIndex % 100).padStart(2, "0");
  const counter = String(phoneCounter % 1000).padStart(3, "0");
  // Seconds since the epoch keep numbers apart across runs that share a database.
  const time = String(Math.floor(Date.now() / 1000) % 1000).padStart(3, "0");
  return `010${worker}${counter}${time}`;
}

/** The value `card` lists under the term `label` (its <dl>'s <dd> beside <dt>label</dt>), e.g. 결제 금액. */
export function fact(card: Locator, label: string): Locator {
  return card
    .locator("dl > div")
    .filter({ has: card.page().locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

/**
 * A scripting page showing `source`'s current markup, for tools that must run in the page. Page
 * scripts are dropped (none run without JavaScript anyway) and <noscript> content is shown, as a
 * browser without JavaScript shows it. A <base> keeps styles and images loading from the server.
 */
async function mirrorWithoutScripts(context: BrowserContext, source: Page): Promise<Page> {
  const base = `<base href="${source.url().replace(/"/g, "&quot;")}">`;
  const html = (await source.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<\/?noscript\b[^>]*>/gi, "")
    .replace(/<head\b[^>]*>/i, (head) => head + base);
  const mirror = await context.newPage();
  const viewport = source.viewportSize();
  if (viewport) await mirror.setViewportSize(viewport);
  await mirror.setContent(html);
  return mirror;
}

/** Every element `locator` finds is at least 44 px tall (a finger's touch target, at 360 px). */
export async function expectTallEnough(locator: Locator, what: string) {
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    expect(Math.round(box?.height ?? 0), `${what}: ${(await element.textContent())?.trim()}`).toBeGreaterThanOrEqual(44);
  }
}
