import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { OfflinePage, offlinePageProps } from './offline-page';

/**
 * Hydrates the offline page (dist/offline.html) where the offline copy served it: Quick exit then
 * blanks the page and replaces the history entry, and Shift pressed three times leaves, as on every
 * page.
 */
export function hydrateOfflinePage(root: HTMLElement): void {
  hydrateRoot(
    root,
    <StrictMode>
      <OfflinePage {...offlinePageProps()} />
    </StrictMode>,
  );
}
