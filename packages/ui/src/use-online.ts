import { useSyncExternalStore } from 'react';

/**
 * Whether the page's own requests last reached the site. `navigator.onLine` alone is not enough:
 * it says `false` only when the device has no network at all. On Wi-Fi with no internet behind it,
 * a prepaid plan that has run out, or (in some Chromium versions) a page opened from Harbor's
 * offline copy while the network is down, it still says `true` though nothing can load.
 */
let reachable = true;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onBrowserEvent(event: Event): void {
  // The browser's word that the network is back supersedes an older failed request; a new
  // failure is reported again by whoever makes the next request.
  if (event.type === 'online') reachable = true;
  notify();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserEvent);
    window.addEventListener('offline', onBrowserEvent);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserEvent);
      window.removeEventListener('offline', onBrowserEvent);
    }
  };
}

/**
 * Whether the page has a connection now: the browser says so (`navigator.onLine`) and the last
 * request the app reported with {@link reportConnection} reached the site. `true` on the server.
 */
export function isOnline(): boolean {
  if (typeof navigator === 'undefined') return true;
  return navigator.onLine && reachable;
}

/**
 * Tells {@link useOnline} what a request to the site just found: `false` when it failed for want
 * of a connection (a network error, not an HTTP error status), `true` when any answer came.
 * Every component using `useOnline` updates. The browser's `online` event also counts as `true`.
 */
export function reportConnection(reached: boolean): void {
  if (reachable === reached) return;
  reachable = reached;
  notify();
}

/**
 * Whether the page has a connection ({@link isOnline}), kept up to date by the browser's `online`
 * and `offline` events and by {@link reportConnection}. It reads `true` on the server and while
 * hydrating, so prerendered HTML never depends on the visitor's connection; the real value
 * follows at once.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
