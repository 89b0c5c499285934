/**
 * What a published story's card says around the story (issue 25): who shared it and when, its
 * content note, "This helped me", and a note when the story is written in the other language.
 * These are the English words; the Spanish ones are in story-card-words-es.ts. A page gives its
 * words to `StoryCardWordsProvider`; the cards inside read them with `useStoryCardWords`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FailureMessages } from '../data/result';
import { HELPED_FAILURES, type StoryLanguage } from './published-stories.data';
import { CONTENT_NOTES, type ContentNote } from './story-labels';

export interface StoryCardWords {
  /** The page's language: a story written in another one is marked `lang` and says so. */
  locale: StoryLanguage;
  /** For the publication date (`Intl`, "long" style). */
  dateLocale: string;
  /** "Shared by Ana, published November 3, 2026" (`name` null: shared without a name). */
  byline: (name: string | null, date: string) => string;
  /** The closed story's summary, with its notes in words. */
  contentNote: (notes: string) => string;
  noteLabels: Readonly<Record<ContentNote, string>>;
  /** After the title of a story written in the other language. */
  otherLanguage: string;
  helped: {
    ask: string;
    said: string;
    /** How many said it helped ('' for none). */
    count: (count: number) => string;
    failures: FailureMessages;
  };
}

export const STORY_CARD_WORDS: StoryCardWords = {
  locale: 'en',
  dateLocale: 'en-US',
  byline: (name, date) =>
    `${name ? `Shared by ${name}, ` : 'Shared anonymously, '}published ${date}`,
  contentNote: (notes) => `Content note: ${notes}. Open to read`,
  noteLabels: Object.fromEntries(CONTENT_NOTES.map((note) => [note.value, note.label])) as Record<
    ContentNote,
    string
  >,
  otherLanguage: '(in Spanish)',
  helped: {
    ask: 'This helped me',
    said: 'You said this helped you',
    count: (count) =>
      count === 0
        ? ''
        : count === 1
          ? '1 person said this helped them.'
          : `${count} people said this helped them.`,
    failures: HELPED_FAILURES,
  },
};

const StoryCardWordsContext = createContext<StoryCardWords>(STORY_CARD_WORDS);

/** The story cards inside it speak `words`' language. */
export function StoryCardWordsProvider({
  words,
  children,
}: {
  words: StoryCardWords;
  children: ReactNode;
}) {
  return <StoryCardWordsContext.Provider value={words}>{children}</StoryCardWordsContext.Provider>;
}

export function useStoryCardWords(): StoryCardWords {
  return useContext(StoryCardWordsContext);
}
