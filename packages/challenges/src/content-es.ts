import type { ActivitySlug } from './activities/activity-types';
import type { ActivityWords } from './activities/activity-words';
import { CHALLENGE_SUMMARIES_ES } from './challenge-summaries-es';
import { CHALLENGE_TITLES_ES } from './challenge-titles-es';
import type { HubSlug } from './hubs/hub-slugs';
import type { HubWords } from './hubs/hub-words';
import type { ChallengesContent } from './i18n';
import {
  CONTACT_DISPLAYS_ES,
  OTHER_WAY_LABELS_ES,
  RESOURCE_WORDS_ES,
} from './resources/resources-es';

/**
 * Each hub's Spanish words: one explicit `import()` per hub, so a visitor downloads only the hub
 * they open. A `Record` keyed by every slug, so a new hub cannot be left without its Spanish.
 */
const HUB_WORDS_ES: Readonly<Record<HubSlug, () => Promise<HubWords>>> = {
  'mental-health': () => import('./hubs/es/mental-health').then((m) => m.words),
  poverty: () => import('./hubs/es/poverty').then((m) => m.words),
  'parental-absence': () => import('./hubs/es/parental-absence').then((m) => m.words),
  'resource-access': () => import('./hubs/es/resource-access').then((m) => m.words),
  homelessness: () => import('./hubs/es/homelessness').then((m) => m.words),
  'family-instability': () => import('./hubs/es/family-instability').then((m) => m.words),
  'substance-abuse': () => import('./hubs/es/substance-abuse').then((m) => m.words),
  'loved-one': () => import('./hubs/es/loved-one').then((m) => m.words),
  'teenage-pregnancy': () => import('./hubs/es/teenage-pregnancy').then((m) => m.words),
  legal: () => import('./hubs/es/legal').then((m) => m.words),
  financial: () => import('./hubs/es/financial').then((m) => m.words),
  health: () => import('./hubs/es/health').then((m) => m.words),
  immigration: () => import('./hubs/es/immigration').then((m) => m.words),
  discrimination: () => import('./hubs/es/discrimination').then((m) => m.words),
  'abuse-at-home': () => import('./hubs/es/abuse-at-home').then((m) => m.words),
};

/** Each check-in's Spanish words, a chunk each. */
const ACTIVITY_WORDS_ES: Readonly<Record<ActivitySlug, () => Promise<ActivityWords>>> = {
  'poverty-challenge': () => import('./activities/es/poverty-challenge').then((m) => m.words),
  'health-challenge': () => import('./activities/es/health-challenge').then((m) => m.words),
  'immigration-challenge': () =>
    import('./activities/es/immigration-challenge').then((m) => m.words),
  'discrimination-challenge': () =>
    import('./activities/es/discrimination-challenge').then((m) => m.words),
};

/** The package's content in Spanish: loaded with the Spanish catalog (`loadChallengesLocale`). */
export const CONTENT_ES: ChallengesContent = {
  titles: CHALLENGE_TITLES_ES,
  summaries: CHALLENGE_SUMMARIES_ES,
  resources: RESOURCE_WORDS_ES,
  otherWayLabels: OTHER_WAY_LABELS_ES,
  displays: CONTACT_DISPLAYS_ES,
  hubWords: HUB_WORDS_ES,
  activityWords: ACTIVITY_WORDS_ES,
};
