import { useAuth } from '@harbor/auth';
import { PageHeader } from '@harbor/ui';
import { useCallback } from 'react';
import { useDataClient } from '../forms/data-client';
import { fetchLibraryBody, fetchLibraryItems } from '../library/library-api';
import { LibraryView, type LibraryViewer } from '../library/library-view';
import { usePageTitle } from '../use-page-title';
import './library.css';

export default function LibraryPage() {
  usePageTitle(
    'Library',
    'Guides, worksheets and book recommendations for hard times, filtered by challenge. Many are free for everyone.',
  );
  const { status, hasMembershipAccess } = useAuth();
  const client = useDataClient();
  const loadItems = useCallback(() => fetchLibraryItems(client), [client]);
  const loadBody = useCallback((slug: string) => fetchLibraryBody(client, slug), [client]);
  const viewer: LibraryViewer =
    status === 'loading'
      ? 'loading'
      : status === 'signed-out'
        ? 'visitor'
        : hasMembershipAccess
          ? 'member'
          : 'signed-in';

  return (
    <>
      <PageHeader
        title="The library"
        intro="Guides, worksheets and book recommendations you can read online, print, or save for later. Items marked Free are open to everyone; members can read the whole library."
      />
      <LibraryView loadItems={loadItems} loadBody={loadBody} viewer={viewer} />
    </>
  );
}
