import { CHALLENGE_TITLES_ES, type ChallengeSlug } from '@harbor-help/challenges';
import { FEATURED_CHALLENGES } from './challenge-links';

/** `/challenges/mental-health` → `mental-health`. */
const slugOf = (href: string) => href.slice('/challenges/'.length) as ChallengeSlug;

/**
 * The featured challenge pages' names in Spanish (issue 25; CHALLENGE_TITLES_ES), by their path.
 * The pages themselves are still in English: a link to one says so ("(en inglés)").
 */
export const SPANISH_LABELS = Object.fromEntries(
  FEATURED_CHALLENGES.map(({ href }) => [href, CHALLENGE_TITLES_ES[slugOf(href)]]),
) as Readonly<Record<(typeof FEATURED_CHALLENGES)[number]['href'], string>>;

/** FEATURED_CHALLENGES, in the same order, with their Spanish names. */
export const SPANISH_CHALLENGE_LINKS = FEATURED_CHALLENGES.map((challenge) => ({
  href: challenge.href,
  label: SPANISH_LABELS[challenge.href],
}));
