/**
 * Starts Harbor's offline copy once the first page has loaded and the browser is idle, so it
 * never competes with the page: only this scheduling is in the first load; the registration
 * (start-offline-copy.ts) is its own small chunk, and the service worker downloads the copy in
 * the background.
 */
export function scheduleOfflineCopy(
  win: Window = window,
  start: () => Promise<unknown> = () =>
    import('./start-offline-copy').then((module) => module.startOfflineCopy()),
): void {
  if (!('serviceWorker' in win.navigator)) return;
  const run = () => void start().catch(() => undefined);
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: 10_000 });
    else win.setTimeout(run, 1_000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
