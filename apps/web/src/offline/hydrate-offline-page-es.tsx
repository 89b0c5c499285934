import { loadUiLocale } from '@harbor-help/ui/locale';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { offlinePageProps } from './offline-page';
import { OfflinePageEs } from './offline-page-es';

/**
 * Hydrates the Spanish offline page (dist/es/offline.html) where the offline copy served it, once
 * the kit's Spanish words are here (they are in the offline copy with the Spanish help page).
 */
export async function hydrateOfflinePageEs(root: HTMLElement): Promise<void> {
  await loadUiLocale('es');
  hydrateRoot(
    root,
    <StrictMode>
      <OfflinePageEs {...offlinePageProps()} />
    </StrictMode>,
  );
}
