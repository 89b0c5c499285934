/**
 * Harbor's offline copy: the service worker that build/service-worker.mjs generates (Workbox)
 * precaches a fixed set of help pages, the same for every visitor. This module registers it, or
 * removes it where it must not be kept, and on a page in Spanish asks it to keep the copy in
 * Spanish too (the guides and check-ins in Spanish). Loaded on demand by schedule-offline-copy.ts,
 * after the first page has loaded and the browser is idle.
 */
/** The service worker's address; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * What a page in Spanish asks the worker, to keep the copy in Spanish: build/offline-pages.mjs's
 * SPANISH_COPY_MESSAGE (a test holds them equal; importing it would make a chunk of its own, one
 * more file in the entry's preload map).
 */
export const SPANISH_COPY_MESSAGE = 'harbor:keep-spanish-copy';

/**
 * The start of the copy in Spanish's cache name: build/offline-pages.mjs's
 * SPANISH_COPY_CACHE_PREFIX, held equal by a test (as spanish-copy-kept.ts's, which the offline
 * page's chunk has: one module for both would be a chunk of its own).
 */
export const SPANISH_COPY_CACHE_PREFIX = 'harbor-offline-es-';

/** Whether this device keeps a copy in Spanish, whole or not (false where storage is refused). */
async function keepsSpanishCopy(caches: Pick<CacheStorage, 'keys'> | undefined): Promise<boolean> {
  try {
    return (
      (await caches?.keys())?.some((name) => name.startsWith(SPANISH_COPY_CACHE_PREFIX)) ?? false
    );
  } catch {
    return false;
  }
}

export interface OfflineCopyOptions {
  /** True where no offline copy may be kept (shared-computer mode): any copy is removed. */
  skip: () => boolean;
  /** True in low-data mode: no copy is downloaded (one already installed is kept). */
  saveData?: () => boolean;
  /**
   * True on a page in Spanish: the worker is asked to keep the copy in Spanish as well (the
   * guides and check-ins in Spanish, which the fixed set leaves out). On a device that keeps one
   * already, every page asks, so that an unfinished copy is finished.
   */
  spanish?: () => boolean;
  /** navigator.serviceWorker. */
  container?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations' | 'ready'>;
  /** window.caches. */
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

export type OfflineCopyOutcome =
  /** The worker is registered (or already was): the copy is there or on its way. */
  | 'registered'
  /** The same, and the worker is asked to keep (or finish) the copy in Spanish, once it is active. */
  | 'registered-with-spanish'
  /** Shared-computer mode: every worker of this site was unregistered and its caches deleted. */
  | 'removed'
  /** Low-data mode: nothing was downloaded. */
  | 'saving-data'
  /** "Clear this device" ran in this page (`stopOfflineCopy`): nothing is registered again. */
  | 'stopped'
  /** The browser has no service workers, or refused one (private modes, blocked storage). */
  | 'unavailable';

/**
 * Removes the offline copy: unregisters every service worker of this site and deletes every
 * cache it made. For shared-computer mode, and for "Clear this device".
 */
export async function removeOfflineCopy({
  container = navigator.serviceWorker,
  caches = globalThis.caches,
}: {
  container?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
} = {}): Promise<void> {
  const registrations = container ? await container.getRegistrations() : [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (caches) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}

// Whether "Clear this device" has run in this page, and the registration under way, if any.
// Without them, a registration that starts (or is still settling) as the visitor clears would
// put the worker back just after the page said it was gone.
let stopped = false;
let underWay: Promise<unknown> = Promise.resolve();

/**
 * From now on, nothing in this page registers the offline copy. Resolves once a registration
 * already under way has settled, so that a removal after it finds the worker it made.
 */
export function stopOfflineCopy(): Promise<void> {
  stopped = true;
  return underWay.then(
    () => undefined,
    () => undefined,
  );
}

/** Registers the offline copy's service worker, unless `skip` or `saveData` says not to. */
export function registerOfflineCopy(options: OfflineCopyOptions): Promise<OfflineCopyOutcome> {
  if (stopped) return Promise.resolve('stopped');
  const registering = register(options);
  underWay = registering;
  return registering;
}

async function register({
  skip,
  saveData = () => false,
  spanish = () => false,
  container = navigator.serviceWorker,
  caches = globalThis.caches,
}: OfflineCopyOptions): Promise<OfflineCopyOutcome> {
  try {
    if (skip()) {
      await removeOfflineCopy({ container, caches });
      return 'removed';
    }
    if (!container) return 'unavailable';
    if (saveData()) return 'saving-data';
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    // A page in Spanish asks for the copy in Spanish; any page asks again on a device that keeps
    // one, so that a copy a new deploy left unfinished (its worker installed offline) is finished.
    if (!spanish() && !(await keepsSpanishCopy(caches))) return 'registered';
    // Not awaited: on a first visit the worker is active only once the fixed copy is in.
    void container.ready
      .then(workerTakingOver)
      .then((worker) => {
        if (!stopped) worker?.postMessage({ type: SPANISH_COPY_MESSAGE });
      })
      .catch(() => undefined);
    return 'registered-with-spanish';
  } catch {
    // No service workers here (a private window, storage blocked): the site works the same online.
    return 'unavailable';
  }
}

/**
 * The worker to ask: while a new deploy's worker installs or waits, that one once it is active
 * (or the active one, if it fails to install), not the worker it replaces. The outgoing worker's
 * copy is about to go; and a message to it while the new one takes over left a page load hanging
 * in Chromium (a browser test's navigation waited a minute).
 */
async function workerTakingOver(
  registration: Pick<ServiceWorkerRegistration, 'active' | 'installing' | 'waiting'>,
): Promise<ServiceWorker | null> {
  const next = registration.installing ?? registration.waiting;
  if (next) {
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (next.state !== 'activated' && next.state !== 'redundant') return;
        next.removeEventListener('statechange', settled);
        resolve();
      };
      next.addEventListener('statechange', settled);
      settled();
    });
  }
  return registration.active;
}
