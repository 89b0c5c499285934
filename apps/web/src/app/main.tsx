import '@harbor-help/ui/base.css';
import '@harbor-help/ui/styles.css';
import '@harbor-help/challenges/styles.css';
import './app.css';
import { createAuthStorage } from '@harbor-help/auth';
import { setTimeZoneReader } from '@harbor-help/challenges';
import {
  isSharedComputerMode,
  localStore,
  removeUnlistedKeys,
  recordSharedComputerMode,
  sessionStore,
} from '@harbor-help/device-storage';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { readConfig } from './config';
import { loadWhenOnline } from './load-when-online';
import { scheduleOfflineCopy } from '../offline/schedule-offline-copy';
import { preloadPage } from './routes';
import { loadSpanishPaths } from './language';
import { SHARED_COMPUTER_PARAM } from '../account/auth-messages';
import { shouldReloadAfterFailedChunk } from './stale-chunk-reload';
import { runVersionCheck, shouldRenderAfterVersionCheck } from './version-check';

/** Whether the root holds the prerendered HTML of the page at `pathname`. */
function isPrerenderedFor(root: HTMLElement, pathname: string): boolean {
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const prerendered = root.dataset.prerendered;
  return prerendered !== undefined && normalize(prerendered) === normalize(pathname);
}

// 1. The root element.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

// 2. The version check (spec section 4): a stale version is stored anew, what the older release
// left and the registry no longer lists is removed, and the browser is sent to /.
const versionCheck = runVersionCheck({
  storage: localStore,
  location: window.location,
  reload: () => window.location.reload(),
  navigate: (path) => window.location.replace(path),
  clearOldRelease: () => void removeUnlistedKeys(),
});

// 3. The offline copy's offline page (served, offline, at the address of a page that is not in
// the copy) is hydrated on its own; any other page gets the providers and the router. Neither
// when the page is being replaced.
if (shouldRenderAfterVersionCheck(versionCheck) && rootElement.dataset.offlinePage !== undefined) {
  void import('../offline/hydrate-offline-page').then(({ hydrateOfflinePage }) =>
    hydrateOfflinePage(rootElement),
  );
} else if (shouldRenderAfterVersionCheck(versionCheck)) {
  // A page chunk of an older release that is gone: reload once to get the new release.
  // Otherwise the failure reaches the route's error page.
  window.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    if (shouldReloadAfterFailedChunk({ storage: sessionStore, now, online: navigator.onLine })) {
      event.preventDefault();
      window.location.reload();
    }
  });

  // The crisis lines follow the device's time zone; it is read in a Web Worker, because the first
  // Intl.DateTimeFormat of a page loads date-format data in one long task (about 160 ms of main
  // thread on Lighthouse's mobile profile). The worker's module loads only when it is needed.
  setTimeZoneReader(() =>
    import('../help/read-time-zone').then(({ readTimeZoneInWorker }) => readTimeZoneInWorker()),
  );

  // Harbor's offline copy (a service worker), once the page has loaded and the browser is idle.
  if (import.meta.env.PROD) scheduleOfflineCopy();
  // A browser in Spanish: the offer to read in Spanish (issue 25), from its own chunk once the
  // browser is idle (spanish-offer.ts reads navigator.languages in full, and shows nothing on a
  // Spanish page).
  if (/^es\b/i.test(navigator.language))
    (window.requestIdleCallback ?? setTimeout)(
      () =>
        void Promise.all([import('./spanish-offer'), loadSpanishPaths()]).then(
          ([offer, spanishPathOf]) => offer.showSpanishOffer(spanishPathOf),
        ),
    );
  // A page the offline copy answered painted without the network: ask the site whether it can be
  // reached, so a visitor opening it offline is told (navigator.onLine can say true meanwhile).
  if (navigator.serviceWorker?.controller) {
    void import('../offline/connection-check').then(({ watchConnection }) => watchConnection());
  }

  // The two variables, not import.meta.env: the whole object would be written into the entry.
  const config = readConfig({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  if (!config.ok) {
    // Only a build without its configuration needs this page and its words: it is not in the
    // first load.
    const { problem } = config;
    import('./config-error-page').then(
      ({ ConfigErrorPage, configMessage }) => {
        console.error(`Harbor configuration error: ${configMessage(problem)}`);
        createRoot(rootElement).render(
          <StrictMode>
            <ConfigErrorPage problem={problem} />
          </StrictMode>,
        );
      },
      // Without its page, the problem as data is still logged for whoever runs the site.
      () => console.error('Harbor configuration error:', problem),
    );
  } else {
    // A sign-up confirmation link asked for on a shared computer comes back with
    // ?shared-computer=on: this new tab keeps the session for itself only, too.
    if (new URLSearchParams(window.location.search).get(SHARED_COMPUTER_PARAM) === 'on') {
      recordSharedComputerMode(true);
    }
    // Where the session lives: localStorage, or this tab only in shared-computer mode (the
    // sign-in and sign-up forms can switch it).
    const authStorage = createAuthStorage({
      persistence: isSharedComputerMode() ? 'tab' : 'local',
    });
    // supabase-js is loaded on demand (see @harbor-help/auth's loadClient): at start only when a
    // session is stored, otherwise when something needs it (sign-in, a form, a member page).
    const loadClient = () =>
      loadWhenOnline(() => import('./supabase-client')).then(({ createSupabaseClient }) =>
        createSupabaseClient(config, authStorage),
      );
    const app = (
      <StrictMode>
        <AppProviders loadClient={loadClient} authStorage={authStorage} />
      </StrictMode>
    );
    // What was typed into the prerendered page so far, read just before React takes the root, is
    // handed to the app once its page is on screen (early-input.ts, loaded beside the page's own
    // chunk: it is not needed before then).
    // If it cannot load, the app starts anyway and forms are let through at once.
    const earlyInput = import('./early-input').catch(() => null);
    const snapshot = (early: Awaited<typeof earlyInput>) => {
      if (early) early.handOverWhenPageShows(rootElement, early.snapshotEarlyInput(rootElement));
      else window.harborReady = true;
    };
    // A prerendered page (every public path, written by build/prerender.mjs) is hydrated once its
    // own chunk and content are here, so the first render matches the HTML already on screen.
    // Anything else (the neutral shell of 404.html and shell.html, or a server that answered
    // with another page's HTML) is rendered afresh.
    if (isPrerenderedFor(rootElement, window.location.pathname)) {
      void Promise.all([
        preloadPage(window.location.pathname).catch((error: unknown) =>
          console.error('Harbor could not preload this page:', error),
        ),
        earlyInput,
      ]).then(([, early]) => {
        // The HTML was rendered for the path alone. A query string (the blog's or the library's
        // filters, a form's mode) can change what the page shows, so such a page is rendered
        // afresh over it, its chunk already here, rather than hydrated into a mismatch. So is one
        // opened with a fragment (a password-reset link's tokens).
        snapshot(early);
        if (window.location.search === '' && window.location.hash === '') {
          // As a transition, hydration yields to the browser every few milliseconds instead of
          // holding the main thread for the whole page (a big hub's DOM took 100–140 ms at once):
          // a tap or a key pressed meanwhile is handled between the slices.
          startTransition(() => {
            hydrateRoot(rootElement, app);
          });
        } else createRoot(rootElement).render(app);
      });
    } else {
      void earlyInput.then((early) => {
        snapshot(early);
        createRoot(rootElement).render(app);
      });
    }
  }
}
