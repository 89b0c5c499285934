/**
 * /stories — the plain list of published stories (issue 27), newest first. It is the page the
 * stories' `<noscript>` links to, so it must be readable without JavaScript: it is prerendered
 * with the stories published when the site was built (the build's data, src/data/build-data.ts),
 * and in the browser it reads them again at once, so a story published since then appears
 * without a redeploy. Without JavaScript it shows the list as of the last build, and says so.
 */
import { LoadError, PageHeader } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { usePublicSource } from '../../data/public-source';
import { useLoadWithBuildData } from '../../data/use-load-with-build-data';
import {
  loadPublishedStories,
  PLAIN_LIST_SIZE,
  STORIES_BUILD_KEY,
} from '../published-stories.data';
import { NO_STORIES_YET, StoryCard } from '../published-stories';
import '../stories.css';

export default function StoriesPage() {
  usePageTitle(
    'Stories',
    "Stories from people who've been through hard times, read with care and published with their permission.",
  );
  const source = usePublicSource();
  const load = useCallback(
    () => loadPublishedStories(source, { limit: PLAIN_LIST_SIZE }),
    [source],
  );
  const { state, retry } = useLoadWithBuildData(STORIES_BUILD_KEY, load);
  return (
    <>
      <PageHeader
        title="Stories from people who've been here"
        intro="Real stories sent to Harbor, read with care by our team, edited and published with their writers' permission, without details that could identify anyone. The newest come first."
      />
      <noscript>
        <p className="web-prose">
          Without JavaScript this page shows the stories published when the site was last updated.
          Turn JavaScript on to see the newest ones.
        </p>
      </noscript>
      <div className="web-stories__list-area">
        {state.status === 'loading' ? (
          <p role="status">Loading stories…</p>
        ) : state.status === 'error' ? (
          <LoadError
            message={`We couldn't load the stories. ${state.error.message}`}
            onRetry={retry}
          />
        ) : state.value.stories.length === 0 ? (
          <p>{NO_STORIES_YET}</p>
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
        <Link to="/share">Share your own story</Link>
      </p>
    </>
  );
}
