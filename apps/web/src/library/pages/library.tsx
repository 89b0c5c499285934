import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader } from '@harbor-help/ui';
import { useCallback } from 'react';
import { usePublicSource } from '../../data/public-source';
import { loadLibraryBody, loadLibraryItems } from '../library.data';
import { LibraryView, type LibraryViewer } from '../library-view';
import { usePageTitle } from '../../app/use-page-title';
import '../library.css';

export default function LibraryPage() {
  usePageTitle(
    'Library',
    'Guides, worksheets and book recommendations for hard times, filtered by challenge. Many are free for everyone.',
  );
  const { status, hasMembershipAccess } = useAuth();
  // The list is public: a plain fetch with the anon key (no supabase-js). A body goes through the
  // app's one Supabase client, with the visitor's session, loaded when the first body is asked for.
  const source = usePublicSource();
  const getClient = useSupabaseClientLoader();
  const loadItems = useCallback(() => loadLibraryItems(source), [source]);
  const loadBody = useCallback((slug: string) => loadLibraryBody(getClient, slug), [getClient]);
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
