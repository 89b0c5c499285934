import { CHALLENGE_TITLES_ES, type ChallengeSlug } from '@harbor-help/challenges';
import { spanishPathOf } from '../app/spanish-paths';
import { FEATURED_CHALLENGES } from './challenge-links';

/** `/challenges/mental-health` → `mental-health`. */
const slugOf = (href: string) => href.slice('/challenges/'.length) as ChallengeSlug;

/**
 * FEATURED_CHALLENGES, in the same order, as the Spanish pages link them (issue 25): each guide's
 * Spanish page (/es/temas/…) by its Spanish name (CHALLENGE_TITLES_ES).
 */
export const SPANISH_CHALLENGE_LINKS = FEATURED_CHALLENGES.map((challenge) => ({
  href: spanishPathOf(challenge.href) ?? challenge.href,
  label: CHALLENGE_TITLES_ES[slugOf(challenge.href)],
}));
