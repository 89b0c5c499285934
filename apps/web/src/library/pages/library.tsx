import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader } from '@harbor-help/ui';
import { useCallback } from 'react';
import { usePublicSource } from '../../data/public-source';
import { loadLibraryBody, loadLibraryItems } from '../library.data';
import { LibraryView, type LibraryViewer } from '../library-view';
import { LIBRARY_WORDS, type LibraryWords } from '../library-words';
import { usePageTitle } from '../../app/use-page-title';
import '../library.css';

export default function LibraryPage() {
  return (
    <LibraryPageView
      meta={{
        title: 'Library',
        description:
          'Guides, worksheets and book recommendations for hard times, filtered by challenge. Many are free for everyone.',
      }}
      title="The library"
      intro="Guides, worksheets and book recommendations you can read online, print, or save for later. Items marked Free are open to everyone; members can read the whole library."
      words={LIBRARY_WORDS}
    />
  );
}

/** The library page in `words`' language (/library, /es/biblioteca). */
export function LibraryPageView({
  meta,
  title,
  intro,
  words,
}: {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  words: LibraryWords;
}) {
  usePageTitle(meta.title, meta.description);
  const { status, hasMembershipAccess } = useAuth();
  // The list is public: a plain fetch with the anon key (no supabase-js). A body goes through the
  // app's one Supabase client, with the visitor's session, loaded when the first body is asked for.
  const source = usePublicSource();
  const getClient = useSupabaseClientLoader();
  const loadItems = useCallback(
    () => loadLibraryItems(source, words.locale),
    [source, words.locale],
  );
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
      <PageHeader title={title} intro={intro} />
      <LibraryView loadItems={loadItems} loadBody={loadBody} viewer={viewer} words={words} />
    </>
  );
}
