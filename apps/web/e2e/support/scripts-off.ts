import type { BrowserContext, Page } from '@playwright/test';

/**
 * The browser contexts a journey opened with `javaScriptEnabled: false` (the `page` fixture notes
 * them): there the prerendered page is all there is, and no app will take it over.
 */
const withoutScripts = new WeakSet<BrowserContext>();

export function noteScriptsOff(context: BrowserContext): void {
  withoutScripts.add(context);
}

export function runsScripts(page: Page): boolean {
  return !withoutScripts.has(page.context());
}
