/**
 * "From people who've been here" (issue 27): published stories, newest first, a few at a time
 * with "More stories", on /share and on each challenge hub (for that hub only). Read in the
 * browser (see published-stories.data.ts), so a story appears as soon as the team publishes it;
 * the section keeps its space while loading, so nothing below it jumps. Without JavaScript it
 * says so and links to the plain list, /stories.
 */
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { localStore, STORED_KEYS } from '@harbor-help/device-storage';
import { isOnline, LoadError, useLoad, useOnline } from '@harbor-help/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ClientSource } from '../data/client';
import { SERVICE_MESSAGES } from '../data/messages';
import { usePublicSource } from '../data/public-source';
import { dataError, failed } from '../data/result';
import {
  loadPublishedStories,
  sayStoryHelped,
  type PublishedStory,
} from './published-stories.data';
import { useStoryCardWords } from './story-card-words';
import { contentNoteWords } from './story-labels';
import './stories.css';

export const STORIES_HEADING = "From people who've been here";
export const STORIES_NEED_CONNECTION =
  'The stories need an internet connection. They will load here when you are back online.';
export const NO_STORIES_YET =
  'No stories here yet. When someone shares theirs and our team has read it with care, it will appear here.';

export interface PublishedStoriesProps {
  /** Only the stories of this challenge hub; all of them when absent. */
  challenge?: string;
  /**
   * Load only when the visitor asks (a button): on the hubs, whose signed-out visit asks nothing
   * of the backend (README, "Low-data mode"; e2e/first-visit.spec.ts).
   */
  loadWhenAsked?: boolean;
}

export const SHOW_STORIES = 'Show the stories';

export function PublishedStories({ challenge, loadWhenAsked = false }: PublishedStoriesProps) {
  const [asked, setAsked] = useState(!loadWhenAsked);
  const areaRef = useRef<HTMLDivElement>(null);
  // Offline (a hub from the offline copy), nothing is asked of the backend until the connection
  // is back; then the list loads.
  const online = useOnline();
  // No backend (the reading check's and app tests' offline app; a real build always has one):
  // nothing to ask, as offline.
  const source = usePublicSource();
  return (
    <section className="harbor-section web-stories" aria-labelledby="published-stories-heading">
      <h2 id="published-stories-heading" className="harbor-section__title">
        {STORIES_HEADING}
      </h2>
      <p>
        Real stories sent to Harbor, read with care, edited and published with their writers&apos;
        permission, without details that could identify anyone.
      </p>
      <noscript>
        <p>
          These stories need JavaScript to load. You can read them on the{' '}
          <a href="/stories">plain list of stories</a>.
        </p>
      </noscript>
      <div className="web-stories__list-area" ref={areaRef} tabIndex={-1}>
        {!asked ? (
          <p>
            <button
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={() => {
                setAsked(true);
                // The button goes: keep the focus in the section.
                requestAnimationFrame(() => areaRef.current?.focus());
              }}
            >
              {SHOW_STORIES}
            </button>
          </p>
        ) : online && source ? (
          <StoriesList challenge={challenge} />
        ) : (
          <p className="web-stories__empty">{STORIES_NEED_CONNECTION}</p>
        )}
      </div>
      <p>
        <Link to="/stories">All stories on one page</Link>
      </p>
    </section>
  );
}

function StoriesList({ challenge }: PublishedStoriesProps) {
  const source = usePublicSource();
  const load = useCallback(
    () =>
      // While hydrating, `useOnline` says true whatever the connection (so the HTML matches);
      // the load runs just after, and asks nothing of a backend it cannot reach.
      isOnline()
        ? loadPublishedStories(source, { challenge: challenge ?? null })
        : Promise.resolve(failed(dataError('network', SERVICE_MESSAGES))),
    [source, challenge],
  );
  const { state, retry } = useLoad(load);
  const [later, setLater] = useState<PublishedStory[]>([]);
  const [more, setMore] = useState<boolean | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const focusId = useRef<string | null>(null);

  useEffect(() => {
    setLater([]);
    setMore(null);
  }, [load]);

  const first = state.status === 'ready' ? state.value : null;
  const stories = first ? [...first.stories, ...later] : [];
  const hasMore = more ?? first?.more ?? false;

  async function loadMore() {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    const result = await loadPublishedStories(source, {
      challenge: challenge ?? null,
      offset: stories.length,
    });
    setLoadingMore(false);
    if (!result.ok) {
      setMoreError(`We couldn't load more stories. ${result.error.message}`);
      return;
    }
    focusId.current = result.data.stories[0]?.id ?? null;
    setLater((current) => [...current, ...result.data.stories]);
    setMore(result.data.more);
  }

  useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(`story-${focusId.current}`)?.focus();
    focusId.current = null;
  });

  return (
    <>
      {state.status === 'loading' ? (
        <p className="web-stories__loading" role="status">
          Loading stories…
        </p>
      ) : state.status === 'error' ? (
        <LoadError
          message={`We couldn't load the stories. ${state.error.message}`}
          onRetry={retry}
        />
      ) : stories.length === 0 ? (
        <p className="web-stories__empty">{NO_STORIES_YET}</p>
      ) : (
        <>
          <ul className="web-stories__list">
            {stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
          {moreError ? <LoadError message={moreError} onRetry={() => void loadMore()} /> : null}
          {hasMore ? (
            <p>
              <button
                type="button"
                className="harbor-button harbor-button--secondary"
                aria-disabled={loadingMore || undefined}
                onClick={() => void loadMore()}
              >
                {loadingMore ? 'Loading more stories…' : 'More stories'}
              </button>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}

/**
 * One story: its title, who (only a name its writer asked to show), its text behind its notes, in
 * the page's words (`StoryCardWordsProvider`). A story written in another language than the
 * page's is marked `lang` (its title and text) and says so after its title.
 */
export function StoryCard({
  story,
  headingLevel = 3,
}: {
  story: PublishedStory;
  headingLevel?: 2 | 3;
}) {
  const words = useStoryCardWords();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = story.language === words.locale ? undefined : story.language;
  const notes = contentNoteWords(story.contentNotes, words.noteLabels);
  const published = new Date(story.publishedAt).toLocaleDateString(words.dateLocale, {
    dateStyle: 'long',
  });
  const body = (
    <div className="web-stories__body" lang={lang}>
      {story.body}
    </div>
  );
  return (
    <article className="web-stories__story" aria-labelledby={`story-${story.id}`}>
      <Heading id={`story-${story.id}`} className="web-stories__title" tabIndex={-1}>
        <span lang={lang}>{story.title}</span>
        {lang ? ` ${words.otherLanguage}` : null}
      </Heading>
      <p className="web-stories__meta">{words.byline(story.displayName, published)}</p>
      {notes ? (
        <details className="web-stories__details">
          <summary>{words.contentNote(notes)}</summary>
          {body}
        </details>
      ) : (
        body
      )}
      <HelpedButton story={story} />
    </article>
  );
}

const helpedKey = (id: string) => `${STORED_KEYS.storyHelped.key}${id}`;

/** "This helped me": once per story on this device (the storyHelped key), counted on the server. */
function HelpedButton({ story }: { story: PublishedStory }) {
  const { helped: words } = useStoryCardWords();
  const getClient = useSupabaseClientLoader() as ClientSource;
  const [said, setSaid] = useState(false);
  const [count, setCount] = useState(story.helpedCount);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setSaid(localStore.getItem(helpedKey(story.id)) === '1'), [story.id]);

  async function sayHelped() {
    if (said || pending) return;
    setPending(true);
    setError(null);
    const result = await sayStoryHelped(getClient, story.id, words.failures);
    setPending(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    localStore.setItem(helpedKey(story.id), '1');
    setSaid(true);
    if (result.data !== null) setCount(result.data);
  }

  return (
    <div className="web-stories__helped">
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        aria-pressed={said}
        aria-disabled={said || pending || undefined}
        onClick={() => void sayHelped()}
      >
        {said ? words.said : words.ask}
      </button>
      <span className="web-stories__count" role="status">
        {error ?? words.count(count)}
      </span>
    </div>
  );
}
