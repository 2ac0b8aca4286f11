// Kept markup (Kept, app/components/kept/, docs/decisions/0070-kept-markup.md): a section the browser keeps as
// the server rendered it until the page needs its code. Suites that type or click into one with
// JavaScript on wait for its code first, as every suite waits for hydration before typing.
import { expect, type Page } from "@playwright/test";

/** Brings the kept section `id` near the screen (which wakes the sections that wake so) and waits until it runs its own code. */
export async function keptLive(page: Page, id: string): Promise<void> {
  const live = page.locator(`[data-kept="${id}"][data-live]`);
  if ((await live.count()) === 0) {
    // A section already in view may go live while it is scrolled to (the product screen wakes at once):
    // the kept element is then replaced under the scroll, which is what is waited for below anyway.
    await page
      .locator(`[data-kept="${id}"] > *`)
      .first()
      .scrollIntoViewIfNeeded({ timeout: 5_000 })
      .catch((error: Error) => {
        if (!/not attached/.test(error.message)) throw error;
      });
  }
  await expect(live).toBeAttached();
}
