/**
 * /stories — the plain list of published stories (issue 27), newest first. It is the page the
 * stories' `<noscript>` links to, so it must be readable without JavaScript: it is prerendered
 * with the stories published when the site was built (the build's data, src/data/build-data.ts),
 * and in the browser it reads them again at once, so a story published since then appears
 * without a redeploy. Without JavaScript it shows the list as of the last build, and says so.
 * /es/historias is the same list with its words in Spanish (stories-es.tsx).
 */
import { LoadError, PageHeader } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { SERVICE_MESSAGES } from '../../data/messages';
import { usePublicSource } from '../../data/public-source';
import type { FailureMessages } from '../../data/result';
import { useLoadWithBuildData } from '../../data/use-load-with-build-data';
import {
  loadPublishedStories,
  PLAIN_LIST_SIZE,
  STORIES_BUILD_KEY,
} from '../published-stories.data';
import { NO_STORIES_YET, StoryCard } from '../published-stories';
import { STORY_CARD_WORDS, StoryCardWordsProvider, type StoryCardWords } from '../story-card-words';
import '../stories.css';

/** The list page's words in one language (the cards' are `StoryCardWords`). */
export interface StoriesPageWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  noScript: string;
  loading: string;
  /** Why the list could not load (`reason`: the failure's own sentence). */
  loadError: (reason: string) => string;
  failures: FailureMessages;
  none: string;
  share: { href: string; label: string };
  cards: StoryCardWords;
}

export const STORIES_PAGE_WORDS: StoriesPageWords = {
  meta: {
    title: 'Stories',
    description:
      "Stories from people who've been through hard times, read with care and published with their permission.",
  },
  title: "Stories from people who've been here",
  intro:
    "Real stories sent to Harbor, read with care by our team, edited and published with their writers' permission, without details that could identify anyone. The newest come first.",
  noScript:
    'Without JavaScript this page shows the stories published when the site was last updated. Turn JavaScript on to see the newest ones.',
  loading: 'Loading stories…',
  loadError: (reason) => `We couldn't load the stories. ${reason}`,
  failures: SERVICE_MESSAGES,
  none: NO_STORIES_YET,
  share: { href: '/share', label: 'Share your own story' },
  cards: STORY_CARD_WORDS,
};

export default function StoriesPage() {
  return <StoriesView words={STORIES_PAGE_WORDS} />;
}

/** The plain list in `words`' language (/stories, /es/historias): the same stories, in any language. */
export function StoriesView({ words }: { words: StoriesPageWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  const source = usePublicSource();
  const { failures } = words;
  const load = useCallback(
    () => loadPublishedStories(source, { limit: PLAIN_LIST_SIZE, messages: failures }),
    [source, failures],
  );
  // Both languages list the same stories: one key among the build's data.
  const { state, retry } = useLoadWithBuildData(STORIES_BUILD_KEY, load);
  return (
    <StoryCardWordsProvider words={words.cards}>
      <PageHeader title={words.title} intro={words.intro} />
      <noscript>
        <p className="web-prose">{words.noScript}</p>
      </noscript>
      <div className="web-stories__list-area">
        {state.status === 'loading' ? (
          <p role="status">{words.loading}</p>
        ) : state.status === 'error' ? (
          <LoadError message={words.loadError(state.error.message)} onRetry={retry} />
        ) : state.value.stories.length === 0 ? (
          <p>{words.none}</p>
        ) : (
          <ul className="web-stories__list">
            {state.value.stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p>
        <Link to={words.share.href}>{words.share.label}</Link>
      </p>
    </StoryCardWordsProvider>
  );
}
