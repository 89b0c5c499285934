export { CHALLENGE_SLUGS, isChallengeSlug } from './challenge-slugs';
export type { ChallengeSlug } from './challenge-slugs';
export { challenges, getChallenge } from './challenge-content';
export type { Challenge } from './challenge-content';
export { HUB_SLUGS, isHubSlug } from './hubs/hub-slugs';
export type { HubSlug } from './hubs/hub-slugs';
export type { HubContent, HubMyth, HubRight } from './hubs/hub-content-types';
export { loadHubContent } from './hubs/load-hub-content';
export {
  OTHER_WAY_KINDS,
  OTHER_WAY_LABELS,
  RESOURCE_KINDS,
  RESOURCE_KIND_LABELS,
  isResourceKind,
} from './resources/resource-types';
export type {
  Resource,
  ResourceKind,
  ResourcePhone,
  OtherWay,
  OtherWayKind,
  ResourceText,
} from './resources/resource-types';
export { loadResources } from './resources/load-resources';
export { CRISIS_LINES, INTERNATIONAL_HELPLINES } from './resources/crisis-lines';
export type { CrisisLine } from './resources/crisis-lines';
export type { CountryLine, CountryLineKind, CountryLines } from './resources/country-lines';
export {
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  countryInSentence,
  findCountry,
} from './country/countries';
export type { Country } from './country/countries';
export { COUNTRY_STORAGE_KEY } from './country/country-storage';
export { detectCountry, regionOfLanguage } from './country/detect-country';
export type { CountrySignals } from './country/detect-country';
export { loadCountryLines, useVisitorCountry } from './country/visitor-country';
export type { ShownLine, VisitorCountryLines } from './country/visitor-country';
export {
  CHOOSE_COUNTRY_HREF,
  ChooseCountryLink,
  CountryChooser,
  CrisisLineList,
} from './country/country-lines-view';
export type {
  ChooseCountryLinkProps,
  CountryChooserProps,
  CrisisLineListProps,
} from './country/country-lines-view';
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
export type { ActivityProgress, ActivityStorage } from './activities/activity-storage';
export { GuidedActivity } from './activities/guided-activity';
export type { GuidedActivityProps } from './activities/guided-activity';
export { ContactLinks } from './contact-links';
export { OtherWays } from './other-ways';
export type { OtherWaysProps } from './other-ways';
export type { ExtraReading, FactSource } from './sources/fact-source';
export { checkFacts } from './sources/check-sources';
export type { CheckedFact, Fact, SourceProblem } from './sources/check-sources';
export { SOURCE_RULES } from './sources/source-rules';
export type { ContactLinksProps } from './contact-links';
export { CrisisLines } from './crisis-lines';
export { InternationalHelplinesLink } from './international-helplines';
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
