/**
 * The moment the first page is the app's, for early-input.ts (which is loaded on its own, beside
 * the first page's chunk, so this is all of it in the first load).
 */
let onPageShown: (() => void) | null = null;

/** Runs `callback` the next time a page says it is shown (replacing any earlier one). */
export function whenPageShown(callback: () => void): void {
  onPageShown = callback;
}

/** Says a page has committed (its effects run): runs what was waiting for it, once. */
export function pageShown(): void {
  const callback = onPageShown;
  onPageShown = null;
  callback?.();
}
