export { CHALLENGE_SLUGS, isChallengeSlug } from './challenge-slugs';
export type { ChallengeSlug } from './challenge-slugs';
export { challenges, getChallenge } from './challenge-content';
export type { Challenge } from './challenge-content';
export { HUB_SLUGS, isHubSlug } from './hubs/hub-slugs';
export type { HubSlug } from './hubs/hub-slugs';
export type { HubContent, HubMyth, HubRight } from './hubs/hub-content-types';
export { loadHubContent } from './hubs/load-hub-content';
export { RESOURCE_KINDS, RESOURCE_KIND_LABELS, isResourceKind } from './resources/resource-types';
export type {
  Resource,
  ResourceKind,
  ResourcePhone,
  ResourceText,
} from './resources/resource-types';
export { loadResources } from './resources/load-resources';
export { CRISIS_LINES, INTERNATIONAL_HELPLINES } from './resources/crisis-lines';
export type { CrisisLine } from './resources/crisis-lines';
export { ChallengePage } from './challenge-page';
export type { ChallengePageProps } from './challenge-page';
