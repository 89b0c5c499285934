/** A few challenge pages to start from, without loading the challenge content itself. */
export const FEATURED_CHALLENGES = [
  { href: '/challenges/mental-health', label: 'Mental health' },
  { href: '/challenges/poverty', label: 'Poverty and money worries' },
  { href: '/challenges/homelessness', label: 'Homelessness' },
  { href: '/challenges/immigration', label: 'Immigration' },
  { href: '/challenges/discrimination', label: 'Discrimination' },
  { href: '/challenges/substance-abuse', label: 'Substance use' },
  { href: '/challenges/legal', label: 'Legal problems' },
  { href: '/challenges/loved-one', label: 'Supporting a loved one' },
  { href: '/challenges/abuse-at-home', label: 'Abuse at home' },
] as const;

/** The hubs that have a guided check-in, and its slug. */
export const CHECK_IN_FOR_HUB: Readonly<Partial<Record<string, string>>> = {
  poverty: 'poverty-challenge',
  financial: 'poverty-challenge',
  health: 'health-challenge',
  immigration: 'immigration-challenge',
  discrimination: 'discrimination-challenge',
};
