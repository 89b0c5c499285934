/**
 * "From people who've been here" (issue 27): published stories, newest first, a few at a time
 * with "More stories", on /share and on each challenge hub (for that hub only). Read in the
 * browser (see published-stories.data.ts), so a story appears as soon as the team publishes it;
 * the section keeps its space while loading, so nothing below it jumps. Without JavaScript it
 * says so and links to the plain list, /stories. The Spanish hubs and /es/compartir show it with
 * its words in Spanish (`words`), linking /es/historias.
 */
import { useSupabaseClientLoader } from '@harbor-help/auth';
import { localStore, STORED_KEYS } from '@harbor-help/device-storage';
import { isOnline, LoadError, useLoad, useOnline } from '@harbor-help/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClientSource } from '../data/client';
import { SERVICE_MESSAGES } from '../data/messages';
import { usePublicSource } from '../data/public-source';
import { dataError, failed, type FailureMessages } from '../data/result';
import {
  loadPublishedStories,
  sayStoryHelped,
  type PublishedStory,
} from './published-stories.data';
import {
  STORY_CARD_WORDS,
  StoryCardWordsProvider,
  useStoryCardWords,
  type StoryCardWords,
} from './story-card-words';
import { contentNoteWords } from './story-labels';
import './stories.css';

export const STORIES_HEADING = "From people who've been here";
export const STORIES_NEED_CONNECTION =
  'The stories need an internet connection. They will load here when you are back online.';
export const NO_STORIES_YET =
  'No stories here yet. When someone shares theirs and our team has read it with care, it will appear here.';

export const SHOW_STORIES = 'Show the stories';

/**
 * The section's words in one language (issue 25): these are the English ones; the Spanish ones,
 * for the Spanish hubs and /es/compartir, are in published-stories-words-es.ts. The stories
 * themselves are shown in the language they were written in, marked when it is not the page's.
 */
export interface PublishedStoriesWords {
  heading: string;
  intro: string;
  /** Without JavaScript: the sentence, with the plain list's link (`link`) inside it. */
  noScript: (link: ReactNode) => ReactNode;
  /** The plain list of every story, and its link's words. */
  list: { href: string; label: string; all: string };
  show: string;
  needConnection: string;
  loading: string;
  /** Why the stories could not load (`reason`: the failure's own sentence). */
  loadError: (reason: string) => string;
  moreError: (reason: string) => string;
  more: string;
  loadingMore: string;
  none: string;
  failures: FailureMessages;
  cards: StoryCardWords;
}

export const PUBLISHED_STORIES_WORDS: PublishedStoriesWords = {
  heading: STORIES_HEADING,
  intro:
    "Real stories sent to Harbor, read with care, edited and published with their writers' permission, without details that could identify anyone.",
  noScript: (link) => <>These stories need JavaScript to load. You can read them on the {link}.</>,
  list: { href: '/stories', label: 'plain list of stories', all: 'All stories on one page' },
  show: SHOW_STORIES,
  needConnection: STORIES_NEED_CONNECTION,
  loading: 'Loading stories…',
  loadError: (reason) => `We couldn't load the stories. ${reason}`,
  moreError: (reason) => `We couldn't load more stories. ${reason}`,
  more: 'More stories',
  loadingMore: 'Loading more stories…',
  none: NO_STORIES_YET,
  failures: SERVICE_MESSAGES,
  cards: STORY_CARD_WORDS,
};

export interface PublishedStoriesProps {
  /** Only the stories of this challenge hub; all of them when absent. */
  challenge?: string;
  /**
   * Load only when the visitor asks (a button): on the hubs, whose signed-out visit asks nothing
   * of the backend (README, "Low-data mode"; e2e/first-visit.spec.ts).
   */
  loadWhenAsked?: boolean;
  /** The section's words: English unless given. */
  words?: PublishedStoriesWords;
}

export function PublishedStories({
  challenge,
  loadWhenAsked = false,
  words = PUBLISHED_STORIES_WORDS,
}: PublishedStoriesProps) {
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
        {words.heading}
      </h2>
      <p>{words.intro}</p>
      <noscript>
        <p>{words.noScript(<a href={words.list.href}>{words.list.label}</a>)}</p>
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
              {words.show}
            </button>
          </p>
        ) : online && source ? (
          <StoryCardWordsProvider words={words.cards}>
            <StoriesList challenge={challenge} words={words} />
          </StoryCardWordsProvider>
        ) : (
          <p className="web-stories__empty">{words.needConnection}</p>
        )}
      </div>
      <p>
        <Link to={words.list.href}>{words.list.all}</Link>
      </p>
    </section>
  );
}

function StoriesList({
  challenge,
  words,
}: {
  challenge: string | undefined;
  words: PublishedStoriesWords;
}) {
  const source = usePublicSource();
  const { failures } = words;
  const load = useCallback(
    () =>
      // While hydrating, `useOnline` says true whatever the connection (so the HTML matches);
      // the load runs just after, and asks nothing of a backend it cannot reach.
      isOnline()
        ? loadPublishedStories(source, { challenge: challenge ?? null, messages: failures })
        : Promise.resolve(failed(dataError('network', failures))),
    [source, challenge, failures],
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
      messages: failures,
    });
    setLoadingMore(false);
    if (!result.ok) {
      setMoreError(words.moreError(result.error.message));
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
          {words.loading}
        </p>
      ) : state.status === 'error' ? (
        <LoadError message={words.loadError(state.error.message)} onRetry={retry} />
      ) : stories.length === 0 ? (
        <p className="web-stories__empty">{words.none}</p>
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
                {loadingMore ? words.loadingMore : words.more}
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
