import { FEATURED_CHALLENGES } from './challenge-links';

/**
 * The featured challenge pages' names in Spanish (issue 25; docs/glossary-es.md), by their path.
 * The pages themselves are still in English: a link to one says so ("(en inglés)").
 */
export const SPANISH_LABELS: Readonly<
  Record<(typeof FEATURED_CHALLENGES)[number]['href'], string>
> = {
  '/challenges/mental-health': 'Salud mental',
  '/challenges/poverty': 'Pobreza y problemas de dinero',
  '/challenges/homelessness': 'Sin hogar',
  '/challenges/immigration': 'Inmigración',
  '/challenges/discrimination': 'Discriminación',
  '/challenges/substance-abuse': 'Alcohol y drogas',
  '/challenges/legal': 'Problemas legales',
  '/challenges/loved-one': 'Cómo apoyar a un ser querido',
  '/challenges/abuse-at-home': 'Violencia o abuso en el hogar',
};

/** FEATURED_CHALLENGES, in the same order, with their Spanish names. */
export const SPANISH_CHALLENGE_LINKS = FEATURED_CHALLENGES.map((challenge) => ({
  href: challenge.href,
  label: SPANISH_LABELS[challenge.href],
}));
