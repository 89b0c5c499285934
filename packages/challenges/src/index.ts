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
export { ACTIVITY_SLUGS, isActivitySlug } from './activities/activity-types';
export type {
  Activity,
  ActivityAnswers,
  ActivityChoice,
  ActivitySlug,
  ActivityStep,
  StepAnswer,
} from './activities/activity-types';
export { loadActivity } from './activities/load-activity';
export { actionPlanText, buildActionPlan } from './activities/action-plan';
export type { ActionPlan, PlanTextService } from './activities/action-plan';
export {
  activityStorageKey,
  clearActivityProgress,
  isUnfinished,
  readActivityProgress,
} from './activities/activity-storage';
export type { ActivityProgress } from './activities/activity-storage';
export { GuidedActivity } from './activities/guided-activity';
export type { GuidedActivityProps } from './activities/guided-activity';
export { ContactLinks } from './contact-links';
export type { ContactLinksProps } from './contact-links';
export { CrisisLines } from './crisis-lines';
export type { CrisisLinesProps } from './crisis-lines';
export { HubView } from './hub-view';
export type { HubViewProps } from './hub-view';
export { ResourceDirectory } from './resource-directory';
export type { ResourceDirectoryProps } from './resource-directory';
export {
  NO_FILTERS,
  filterResources,
  parseResourceFilters,
  resourceFiltersToParams,
} from './resource-filter';
export type { ResourceFilters } from './resource-filter';
export { ResourceCard } from './resource-card';
export type { ResourceCardProps } from './resource-card';
export { ChallengePage } from './challenge-page';
export { preloadChallengePage, preloadResourceDirectory } from './preload-challenge-page';
export type { ChallengePageProps } from './challenge-page';
