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
// The same lines' names and numbers alone, for a box of call and text buttons without the sources.
export { CRISIS_LINE_NUMBERS } from './resources/crisis-line-numbers';
export type { CrisisLineNumbers } from './resources/crisis-line-numbers';
export type { CrisisLine } from './resources/crisis-lines';
export type { CountryLine, CountryLineKind } from './resources/country-lines';
export { COUNTRIES, countryInSentence, findCountry } from './country/countries';
export type { Country } from './country/countries';
export {
  loadCountryLines,
  resolveVisitorCountry,
  useVisitorCountry,
} from './country/visitor-country';
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
export { OtherWays } from './other-ways';
export { callLabel, smsHref, telHref, textLabel, webHref } from './contact-links';
export type { OtherWaysProps } from './other-ways';
export { loadResources, peekResources } from './resources/load-resources';
export { loadResourcesIn, peekResourcesIn } from './resources/load-resources-in';
export {
  MAX_SAVED_SERVICES,
  findSavedServices,
  forgetMyList,
  keepMyListOnDevice,
  myListKeeping,
  removeService,
} from './my-list/my-list';
export type { MyList, MyListKeeping, SaveResult, SavedService } from './my-list/my-list';
export { useMyList } from './my-list/use-my-list';
export type { SaveToMyListProps } from './my-list/save-to-my-list';
export type { ResourceCardPaths, ResourceCardProps } from './resource-card';
// The package's words in Spanish (issue 25): the directory's and the cards' labels, counts and
// hours (src/locales/*.po), the challenges' names and the services' own words. `UiLocaleProvider`
// (@harbor-help/ui/locale) picks the language; load it first with `loadChallengesLocale` or
// `preloadResourceDirectory(locale)`.
export { CHALLENGES_LOCALES, loadChallengesLocale } from './i18n';
export type { ChallengesLocale } from './i18n';
export { CHALLENGE_TITLES_ES } from './challenge-titles-es';
export { CHALLENGE_SUMMARIES_ES } from './challenge-summaries-es';
export { ServiceHoursView } from './service-hours-view';
export type { ServiceHoursViewProps } from './service-hours-view';
export { ChallengePage } from './challenge-page';
export { preloadChallengePage } from './preload-challenge-page';
export { preloadResourceDirectory } from './preload-resource-directory';
export type { ChallengePageProps } from './challenge-page';
export type { ChallengePageSlots } from './hub-view';
export type { ChallengePagePaths } from './page-link';
// Open data: the directory and crisis lines as Open Referral HSDS 3.1 (issue 29).
export { toHsds } from './open-data/to-hsds';
export type { HsdsLine, HsdsResource, ToHsdsOptions } from './open-data/to-hsds';
export { HSDS_OBJECT_TYPES, HSDS_VERSION } from './open-data/hsds-types';
export type {
  HsdsExport,
  HsdsLanguage,
  HsdsMetadata,
  HsdsOrganization,
  HsdsPhone,
  HsdsSchedule,
  HsdsService,
  HsdsServiceArea,
} from './open-data/hsds-types';
export { loadOpenDataInput } from './open-data/load-open-data';
export type { OpenDataInput } from './open-data/load-open-data';
export { structuredHours } from './open-data/hours';
export type { HoursInput } from './open-data/hours';
export type { CountryLines } from './resources/country-lines';
export type { ServiceHours, Weekday, WeeklyPeriod } from './resources/service-hours';
