/**
 * The challenge pages that are full help hubs: an overview with real services, steps for today,
 * and (where they apply) rights and myths. The other challenge slugs (`poverty-challenge`,
 * `health-challenge`, `immigration-challenge`, `discrimination-challenge`) are guided activities.
 */
export const HUB_SLUGS = [
  'mental-health',
  'poverty',
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
  'immigration',
  'discrimination',
  // Harbor's own hub, beyond the spec's challenge pages: for adults facing abuse at home.
  'abuse-at-home',
] as const;

/** One of the 15 hub slugs: a challenge page with services, rights and myths (`HUB_SLUGS`). */
export type HubSlug = (typeof HUB_SLUGS)[number];

/**
 * Whether a string (for example a URL segment or a `?challenge=` filter) names one of the hubs.
 * Only the exact, lower-case slugs count; inherited object keys never do.
 */
export function isHubSlug(value: string): value is HubSlug {
  return (HUB_SLUGS as readonly string[]).includes(value);
}
