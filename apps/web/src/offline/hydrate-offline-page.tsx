import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { OfflinePage, offlinePageProps } from './offline-page';

/**
 * Hydrates the offline page (dist/offline.html) where the offline copy served it: Quick exit then
 * blanks the page and replaces the history entry, and Shift pressed three times leaves, as on every
 * page.
 */
export function hydrateOfflinePage(root: HTMLElement): void {
  // The Spanish one (dist/es/offline.html, issue 25), in a chunk of its own.
  if (root.dataset.offlinePage === 'es') {
    void import('./hydrate-offline-page-es').then(({ hydrateOfflinePageEs }) =>
      hydrateOfflinePageEs(root),
    );
    return;
  }
  hydrateRoot(
    root,
    <StrictMode>
      <OfflinePage {...offlinePageProps()} />
    </StrictMode>,
  );
}
