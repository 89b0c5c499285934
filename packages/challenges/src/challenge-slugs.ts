/**
 * Every challenge page: the spec's 18, in the order the spec lists them, then Harbor's own
 * (`abuse-at-home`, for adults facing abuse). Each one is served at `/challenges/<slug>`.
 */
export const CHALLENGE_SLUGS = [
  'mental-health',
  'poverty',
  'poverty-challenge',
  'parental-absence',
  'resource-access',
  'homelessness',
  'family-instability',
  'substance-abuse',
  'loved-one',
  'teenage-pregnancy',
  'legal',
  'financial',
  'health',
  'health-challenge',
  'immigration',
  'immigration-challenge',
  'discrimination',
  'discrimination-challenge',
  'abuse-at-home',
] as const;

/** One of the 19 challenge slugs, e.g. `'mental-health'`: the `:slug` of `/challenges/:slug`. */
export type ChallengeSlug = (typeof CHALLENGE_SLUGS)[number];

/**
 * Whether a string (for example a URL segment) names one of the challenge pages. Only the exact,
 * lower-case slugs count; inherited object keys such as `__proto__` or `toString` never do.
 */
export function isChallengeSlug(value: string): value is ChallengeSlug {
  return (CHALLENGE_SLUGS as readonly string[]).includes(value);
}
