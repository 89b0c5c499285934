import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  challengeTitle,
  LIBRARY_KINDS,
  type LibraryKind,
  type LibraryLocale,
} from './library-item';

/**
 * Everything the library's view says (`LibraryView`), in one language. English is the default;
 * the Spanish page gives `LIBRARY_WORDS_ES` (library-words-es.tsx), so the English page loads no
 * Spanish.
 */
export interface LibraryWords {
  /** Which words the items are read in, and under which key of the build's data. */
  locale: LibraryLocale;
  /** The library page's own path, for its filter and item links. */
  path: string;
  /** The membership page and the sign-in page, in the page's language. */
  membershipPath: string;
  loginPath: string;
  loading: string;
  loadError: string;
  bodyLoadError: string;
  notFound: { title: string; text: string };
  back: string;
  count(shown: number, total: number): string;
  noMatch: string;
  showAll: string;
  filters: {
    label: string;
    challenge: string;
    allChallenges: string;
    kind: string;
    allKinds: string;
    clear: string;
  };
  kinds: Readonly<Record<LibraryKind, { label: string; plural: string }>>;
  challengeTitle(slug: string): string;
  /** One item's kind, author and reading time, joined with " · ". */
  by(author: string): string;
  minutes(count: number): string;
  membersOnly: string;
  free: string;
  /** Before the item's topics ("For: Mental health, Poverty"). */
  topics: string;
  loadingBody: string;
  unavailable: string;
  moreAboutBook: string;
  /**
   * Said above a body written in another language than the page (the Spanish page's bodies are
   * in English for now), which is then marked `lang="en"`.
   */
  bodyInEnglish?: (kind: LibraryKind) => string;
  /** Said after a title or summary shown in English on a page in another language. */
  inEnglish?: string;
  invite: {
    title(kind: LibraryKind): string;
    /** For a member the database did not give the body to. */
    memberProblem: ReactNode;
    pitch: string;
    noAccess: string;
    seePlans: string;
    signIn: string;
  };
}

const KINDS = Object.fromEntries(
  LIBRARY_KINDS.map((kind) => [kind.value, { label: kind.label, plural: kind.plural }]),
) as Record<LibraryKind, { label: string; plural: string }>;

export const LIBRARY_WORDS: LibraryWords = {
  locale: 'en',
  path: '/library',
  membershipPath: '/products/membership',
  loginPath: '/login',
  loading: 'Loading the library…',
  loadError: "We couldn't load the library. Check your connection, then try again.",
  bodyLoadError: "We couldn't load this item. Check your connection, then try again.",
  notFound: { title: "We couldn't find that item", text: 'It may have moved or been renamed.' },
  back: 'Back to the library',
  count: (shown, total) =>
    shown === total ? `Showing all ${shown} items.` : `Showing ${shown} of ${total} items.`,
  noMatch: 'Nothing in the library matches both of these filters yet.',
  showAll: 'Show the whole library',
  filters: {
    label: 'Filter the library',
    challenge: 'Challenge',
    allChallenges: 'All challenges',
    kind: 'Kind',
    allKinds: 'Guides, worksheets and books',
    clear: 'Clear filters',
  },
  kinds: KINDS,
  challengeTitle,
  by: (author) => `by ${author}`,
  minutes: (count) => `${count} min`,
  membersOnly: 'Members only',
  free: 'Free',
  topics: 'For:',
  loadingBody: 'Loading…',
  unavailable: 'This item is not available right now. Please try again later.',
  moreAboutBook: 'More about this book',
  invite: {
    title: (kind) => `This ${KINDS[kind].label.toLowerCase()} is for Harbor members`,
    memberProblem: (
      <>
        We couldn&apos;t open it for your account just now. If you joined in the last few minutes,
        reload the page. If it still doesn&apos;t open, <Link to="/contact">tell us</Link>.
      </>
    ),
    pitch:
      'Basic, Premium and VIP members can read every guide, worksheet and book note in the library. Everything marked Free stays free for everyone.',
    noAccess: "Your account doesn't include members-only items yet.",
    seePlans: 'See membership plans',
    signIn: 'Already a member? Sign in',
  },
};
