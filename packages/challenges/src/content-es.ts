import { CHALLENGE_TITLES_ES } from './challenge-titles-es';
import type { ChallengesContent } from './i18n';
import {
  CONTACT_DISPLAYS_ES,
  OTHER_WAY_LABELS_ES,
  RESOURCE_WORDS_ES,
} from './resources/resources-es';

/** The package's content in Spanish: loaded with the Spanish catalog (`loadChallengesLocale`). */
export const CONTENT_ES: ChallengesContent = {
  titles: CHALLENGE_TITLES_ES,
  resources: RESOURCE_WORDS_ES,
  otherWayLabels: OTHER_WAY_LABELS_ES,
  displays: CONTACT_DISPLAYS_ES,
};
