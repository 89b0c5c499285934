export { CHALLENGE_SLUGS } from './challenge-slugs';
export type { ChallengeSlug } from './challenge-slugs';
export { challenges, getChallenge } from './challenge-content';
export type { Challenge } from './challenge-content';
export { HUB_SLUGS } from './hubs/hub-slugs';
export type { HubSlug } from './hubs/hub-slugs';
export type {
  Resource,
  ResourceKind,
  ResourcePhone,
  OtherWay,
  OtherWayKind,
  ResourceText,
} from './resources/resource-types';
export { CRISIS_LINES } from './resources/crisis-lines';
export type { CrisisLine } from './resources/crisis-lines';
export type { CountryLine, CountryLineKind } from './resources/country-lines';
export { COUNTRIES, countryInSentence, findCountry } from './country/countries';
export type { Country } from './country/countries';
export { loadCountryLines, useVisitorCountry } from './country/visitor-country';
export { readTimeZoneHere, setTimeZoneReader } from './country/time-zone';
export type { TimeZoneReader } from './country/time-zone';
export type { ShownLine, VisitorCountryLines } from './country/visitor-country';
export { ChooseCountryLink, CountryChooser, CrisisLineList } from './country/country-lines-view';
export type {
  ChooseCountryLinkProps,
  CountryChooserProps,
  CrisisLineListProps,
} from './country/country-lines-view';
export { ACTIVITY_SLUGS, isActivitySlug } from './activities/activity-types';
export type { ActivityAnswers, ActivitySlug, StepAnswer } from './activities/activity-types';
export { isUnfinished, readActivityProgress } from './activities/activity-storage';
export type { ActivityProgress, ActivityStorage } from './activities/activity-storage';
export { GuidedActivity } from './activities/guided-activity';
export type { GuidedActivityProps } from './activities/guided-activity';
export { ContactLinks } from './contact-links';
export { linkNumbers } from './linked-numbers';
export { SAFETY_PLAN_SOURCES } from './safety-plan-sources';
export type { SafetyPlanSource } from './safety-plan-sources';
export type { ExtraReading, FactSource } from './sources/fact-source';
export type { ContactLinksProps } from './contact-links';
export { CrisisLines } from './crisis-lines';
export { InternationalHelplinesLink } from './international-helplines';
export type { CrisisLinesProps } from './crisis-lines';
export { ResourceDirectory } from './resource-directory';
export type { ResourceDirectoryProps } from './resource-directory';
export { NO_FILTERS, parseResourceFilters, resourceFiltersToParams } from './resource-filter';
export type { ResourceFilters } from './resource-filter';
export { ResourceCard } from './resource-card';
export type { ServiceHours, WeeklyPeriod, Weekday } from './resources/service-hours';
export type { ResourceCardProps } from './resource-card';
export { ChallengePage } from './challenge-page';
export { preloadChallengePage, preloadResourceDirectory } from './preload-challenge-page';
export type { ChallengePageProps } from './challenge-page';
