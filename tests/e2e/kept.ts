// Kept markup (Kept in app/root.tsx, docs/decisions/0070-kept-markup.md): a section the browser keeps as
// the server rendered it until the page needs its code. Suites that type or click into one with
// JavaScript on wait for its code first, as every suite waits for hydration before typing.
import { expect, type Page } from "@playwright/test";

/** Brings the kept section `id` near the screen (which wakes the sections that wake so) and waits until it runs its own code. */
export async function keptLive(page: Page, id: string): Promise<void> {
  await page.locator(`[data-kept="${id}"] > *`).first().scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-kept="${id}"][data-live]`)).toBeAttached();
}
